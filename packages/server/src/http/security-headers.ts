import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy } from '../web/csp.js';

/** Where the app is served from: the app's `origin()` (PUBLIC_ORIGIN, or the address it listens on). */
export interface OriginOption {
  readonly origin?: (() => string) | undefined;
}

/** True when the studio is served over https (PUBLIC_ORIGIN https://…). */
export const servedOverHttps = (options: OriginOption): boolean => options.origin?.().startsWith('https:') ?? false;

/** A year, as browsers expect of a site that means it (and as preload lists ask). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features the app never uses are off for it and for every frame it
 * embeds; the camera stays on for this origin alone (the admin check-in
 * scans QR codes with it).
 */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), usb=(), serial=(), hid=(), midi=(), display-capture=()';

const isHtml = (type: string | null): boolean => /^text\/html/i.test(type ?? '');

/**
 * The headers every response gets. The app's pages set their own
 * Content-Security-Policy (web/static.ts: it depends on the studio's
 * configuration and the answer's nonce); any other HTML answer gets the
 * baseline policy, with no inline script and no third party.
 */
export const securityHeaders = (options: OriginOption = {}): MiddlewareHandler => async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Frame-Options', 'SAMEORIGIN');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('Permissions-Policy', PERMISSIONS_POLICY);
  if (servedOverHttps(options)) c.header('Strict-Transport-Security', HSTS);
  if (isHtml(c.res.headers.get('Content-Type')) && !c.res.headers.has('Content-Security-Policy')) {
    c.header('Content-Security-Policy', contentSecurityPolicy(null, null));
  }
};
