import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's IP for rate limits. X-Forwarded-For is trusted only behind a
 * proxy the operator declares (TRUST_PROXY=1); otherwise anyone could forge it.
 * Requests made in-process (tests) have no socket and share one key.
 */
export const clientIp = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
};
