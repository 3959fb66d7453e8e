import { AUTH_ERRORS, ID_TOKEN_EXPIRED } from '@estudio/core';
import { failure } from '../http/errors.js';
import type { IdentityVerifier } from './identity.js';

/** What the server reads of a Firebase ID token (firebase-admin's DecodedIdToken). */
export interface FirebaseDecodedToken {
  readonly uid: string;
  readonly email?: string;
  readonly email_verified?: boolean;
}

type FirebaseAuth = { verifyIdToken(token: string, checkRevoked?: boolean): Promise<FirebaseDecodedToken> };

/** firebase-admin's code for a token issued before its user's sessions were revoked (or the user disabled it). */
const ID_TOKEN_REVOKED = AUTH_ERRORS.idTokenRevoked.code;

const APP_NAME = 'estudio-server';

/**
 * firebase-admin is loaded only here, on the first token, so the server's own
 * provider never pays for it. With FIREBASE_AUTH_EMULATOR_HOST set,
 * firebase-admin checks the emulator's tokens instead of Google's.
 */
const loadAuth = async (projectId: string | undefined): Promise<FirebaseAuth> => {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const app = getApps().find((candidate) => candidate.name === APP_NAME)
    ?? initializeApp(projectId ? { projectId } : {}, APP_NAME);
  return getAuth(app);
};

/**
 * Verifies Firebase ID tokens with firebase-admin, or with `verifyIdToken`
 * when given (tests), mapping Firebase's error codes to the API's. Always
 * with `checkRevoked`: a token issued before its user's sessions were
 * revoked (a password change, `revokeRefreshTokens`, a disabled user) is
 * refused although its signature and hour are still good; that costs
 * firebase-admin one look-up of the user per request.
 */
export const firebaseVerifier = (
  projectId: string | undefined,
  verifyIdToken?: FirebaseAuth['verifyIdToken'] | undefined,
): IdentityVerifier => {
  let auth: Promise<FirebaseAuth> | undefined;
  const check = async (token: string) => {
    if (verifyIdToken) return verifyIdToken(token, true);
    auth ??= loadAuth(projectId).catch((error: unknown) => {
      auth = undefined;
      throw error;
    });
    return (await auth).verifyIdToken(token, true);
  };
  return {
    async verify(token) {
      try {
        const decoded = await check(token);
        if (!decoded.email) return failure(AUTH_ERRORS.invalidToken);
        return { uid: decoded.uid, email: decoded.email.toLowerCase(), emailVerified: decoded.email_verified === true };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        // A revoked session ends like an expired one: the client's session-expired handler signs her out.
        if (code === ID_TOKEN_EXPIRED || code === ID_TOKEN_REVOKED) return failure(AUTH_ERRORS.idTokenExpired);
        if (typeof code === 'string' && code.startsWith('auth/')) {
          return failure(AUTH_ERRORS.invalidToken);
        }
        throw error;
      }
    },
  };
};
