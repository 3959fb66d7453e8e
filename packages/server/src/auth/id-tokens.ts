import { errors, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { AUTH_ERRORS, TokenClaims, type ClockPort } from '@estudio/core';
import { failure, type ApiFailure } from '../http/errors.js';
import type { IdentityVerifier, VerifiedIdentity } from './identity.js';
import type { KeySource } from './signing-key.js';

/** ID tokens live 15 minutes; the client refreshes them with its refresh token. */
export const ID_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'estudio';
const AUDIENCE = 'estudio';

/** Signs and checks the server's own ID tokens (HS256 JWTs; claims sub, email, role). */
export interface IdTokens extends IdentityVerifier {
  sign(claims: TokenClaims): Promise<string>;
}

/** Each raw key imported once: jose would import a Uint8Array again on every sign and verify, most of its cost. */
const importedKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/** The HMAC key of a raw secret, as WebCrypto (and so jose) uses it. */
const hmacKey = (raw: Uint8Array): Promise<CryptoKey> => {
  let imported = importedKeys.get(raw);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    importedKeys.set(raw, imported);
  }
  return imported;
};

const invalidToken = (): ApiFailure => failure(AUTH_ERRORS.invalidToken);

/** Reads time from the clock port, so tests can issue tokens in the past and see them expire. */
export const createIdTokens = (key: KeySource, clock: ClockPort): IdTokens => ({
  async sign(claims) {
    const issuedAt = Math.floor(clock.now() / 1000);
    return new SignJWT({ email: claims.email, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
      .sign(await hmacKey(await key()));
  },

  async verify(token): Promise<VerifiedIdentity | ApiFailure> {
    try {
      const { payload } = await jwtVerify(token, await hmacKey(await key()), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(clock.now()),
      });
      const claims = TokenClaims.safeParse(payload);
      return claims.success ? { uid: claims.data.sub, email: claims.data.email } : invalidToken();
    } catch (error) {
      // Exactly this code, so the client's session-expired handler fires (spec 4).
      if (error instanceof errors.JWTExpired) return failure(AUTH_ERRORS.idTokenExpired);
      if (error instanceof errors.JOSEError) return invalidToken();
      throw error;
    }
  },
});
