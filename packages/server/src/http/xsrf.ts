import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { COMMON_ERRORS } from '@estudio/core';
import { randomToken } from '../auth/tokens.js';
import { servedOverHttps, type OriginOption } from './security-headers.js';
import { failure } from './errors.js';

/** Spec 7: the cookie the browser client reads and echoes as a header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sameToken = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The XSRF double-submit of spec 7. A request carrying the cookie comes from a
 * browser that loaded the studio; a mutation from it must echo the cookie in
 * the header, which another site cannot read. A client with no cookie (a
 * script, another front end) is not affected. The cookie is not HttpOnly so
 * the browser client can read it. It is Secure whenever the studio is served
 * over https (PUBLIC_ORIGIN), even when a proxy in front speaks http to us.
 */
export const xsrfProtection = (options: OriginOption = {}): MiddlewareHandler => async (c, next) => {
  const cookie = getCookie(c, XSRF_COOKIE);
  if (cookie && MUTATIONS.has(c.req.method)) {
    const header = c.req.header(XSRF_HEADER);
    if (!header || !sameToken(header, cookie)) {
      return c.json(failure(COMMON_ERRORS.xsrfMismatch).toBody(), 403);
    }
  }
  await next();
  if (!cookie) {
    setCookie(c, XSRF_COOKIE, randomToken(32), {
      path: '/',
      sameSite: 'Lax',
      httpOnly: false,
      secure: servedOverHttps(options) || new URL(c.req.url).protocol === 'https:',
    });
  }
};
