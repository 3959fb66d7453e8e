import type { IdentityUser } from '@estudio/core';

const base64UrlToBytes = (segment: string): Uint8Array => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

/**
 * The claims of a JWT, read without checking its signature: the client only
 * needs to know who it is; the server verifies every token it receives.
 */
export const decodeJwtPayload = (token: string): Record<string, unknown> | null => {
  const segment = token.split('.')[1];
  if (segment === undefined || segment === '') return null;
  try {
    const payload: unknown = JSON.parse(new TextDecoder().decode(base64UrlToBytes(segment)));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** The user a token names (`sub` and `email`), or null when it names none. */
export const userFromToken = (token: string): IdentityUser | null => {
  const claims = decodeJwtPayload(token);
  const uid = claims?.sub;
  const email = claims?.email;
  return typeof uid === 'string' && uid !== '' && typeof email === 'string' ? { uid, email } : null;
};
