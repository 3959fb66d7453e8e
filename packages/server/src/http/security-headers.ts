import type { MiddlewareHandler } from 'hono';

/** A few headers every response gets; no CSP here, the web build owns its scripts. */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Frame-Options', 'SAMEORIGIN');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
};
