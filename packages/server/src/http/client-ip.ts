import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address the operator's proxy saw: the right-most entry of
 * X-Forwarded-For, which that proxy appended. Every entry left of it was
 * written by the client (or by proxies nobody vouches for), so taking the
 * left-most one would let anyone pick her own rate-limit key.
 */
export const forwardedClient = (header: string | undefined): string | undefined =>
  header?.split(',').map((hop) => hop.trim()).filter(Boolean).at(-1);

/**
 * The client's IP for rate limits. X-Forwarded-For is read only behind a
 * proxy the operator declares (TRUST_PROXY=1), and then only the hop that
 * proxy added (`forwardedClient`). Requests made in-process (tests) have no
 * socket and share one key.
 */
export const clientIp = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
};
