import { AUTH_ERRORS, CUSTOMER_ERRORS } from '@estudio/core';
import { failure } from '../../http/errors.js';
import type { FirebaseOptions } from '../../http/services.js';

/** Changes a Firebase user's e-mail; throws errors with Firebase's codes. */
export type UpdateFirebaseUserEmail = (uid: string, email: string) => Promise<void>;

/** The same firebase-admin app the token verifier uses (auth/firebase.ts), so one is ever initialised. */
const APP_NAME = 'estudio-server';

let loaded: Promise<UpdateFirebaseUserEmail> | undefined;

/**
 * firebase-admin's updateUser, loaded on first use only (the server's own
 * provider never pays for it). With FIREBASE_AUTH_EMULATOR_HOST set it talks
 * to the emulator. The address was just proven by the link, so it is verified.
 */
const loadUpdater = (projectId: string | undefined): Promise<UpdateFirebaseUserEmail> =>
  (loaded ??= (async () => {
    const { getApps, initializeApp } = await import('firebase-admin/app');
    const { getAuth } = await import('firebase-admin/auth');
    const app = getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp(projectId ? { projectId } : {}, APP_NAME);
    const auth = getAuth(app);
    return async (uid: string, email: string) => {
      await auth.updateUser(uid, { email, emailVerified: true });
    };
  })().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  }));

/**
 * IDENTITY=firebase: moves the Firebase user to the confirmed e-mail, with
 * `firebase.updateUserEmail` when given (tests) or firebase-admin. An address
 * Firebase already holds for another user is the same 409 as ours.
 */
export const updateFirebaseEmail = async (firebase: FirebaseOptions, uid: string, email: string): Promise<void> => {
  const update = firebase.updateUserEmail ?? (await loadUpdater(firebase.projectId));
  try {
    await update(uid, email);
  } catch (error) {
    if ((error as { code?: unknown }).code === AUTH_ERRORS.emailAlreadyExists.code) {
      throw failure(CUSTOMER_ERRORS.emailTaken);
    }
    throw error;
  }
};
