import { ID_TOKEN_EXPIRED, messages } from '@estudio/core';
import { failure } from '../http/errors.js';
import type { IdentityVerifier } from './identity.js';

type FirebaseAuth = { verifyIdToken(token: string): Promise<{ uid: string; email?: string }> };

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
 * when given (tests), mapping Firebase's error codes to the API's.
 */
export const firebaseVerifier = (
  projectId: string | undefined,
  verifyIdToken?: FirebaseAuth['verifyIdToken'],
): IdentityVerifier => {
  let auth: Promise<FirebaseAuth> | undefined;
  const check = async (token: string) => {
    if (verifyIdToken) return verifyIdToken(token);
    auth ??= loadAuth(projectId).catch((error: unknown) => {
      auth = undefined;
      throw error;
    });
    return (await auth).verifyIdToken(token);
  };
  return {
    async verify(token) {
      try {
        const decoded = await check(token);
        if (!decoded.email) return failure(401, 'auth/invalid-token', messages.auth.invalidToken);
        return { uid: decoded.uid, email: decoded.email.toLowerCase() };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === ID_TOKEN_EXPIRED) return failure(401, ID_TOKEN_EXPIRED, messages.auth.sessionExpired);
        if (typeof code === 'string' && code.startsWith('auth/')) {
          return failure(401, 'auth/invalid-token', messages.auth.invalidToken);
        }
        throw error;
      }
    },
  };
};
