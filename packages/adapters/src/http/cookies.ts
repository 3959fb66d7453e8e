/** Reads one cookie by name, or null when it is not set. */
export type CookieReader = (name: string) => string | null;

/** Spec 7's double-submit: the cookie the server sets... */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** ...and the header that echoes it on every request. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    // A value the server did not percent-encode is used as it is.
    return value;
  }
};

/** Finds `name` in a `Cookie`-style string (`a=1; b=2`). */
export const parseCookie = (cookieString: string, name: string): string | null => {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return decode(part.slice(separator + 1).trim());
  }
  return null;
};

/** The browser's cookies; outside a browser (Node, tests) there are none. */
export const readDocumentCookie: CookieReader = (name) => {
  const cookieString = (globalThis as { document?: { cookie?: unknown } }).document?.cookie;
  return typeof cookieString === 'string' ? parseCookie(cookieString, name) : null;
};
