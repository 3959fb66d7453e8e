import { createHash, randomBytes } from 'node:crypto';

/** A random secret token, 256 bits unless said, base64url. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/**
 * How refresh and reset tokens are stored: a SHA-256 digest. The tokens are
 * 256-bit random, so a fast hash is enough and a stolen table yields nothing usable.
 */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
