import type * as AuthSdk from 'firebase/auth';
import { err, ok, type IdentityPort, type IdentityUser, type Result } from '@estudio/core';
import { authCodes } from '../auth-errors.js';
import { firebaseError, policyFromFirebase, userFromFirebase } from './firebase-mapping.js';

/** Where an e-mail sign-in link sends the person back to. */
export interface EmailLinkSettings {
  /** The page of this app that completes the sign-in. */
  readonly url: string;
}

/**
 * IdentityPort over Firebase Auth, plus the sign-in ways only Firebase
 * offers (spec 7: e-mail link and social sign-in), used by screens that the
 * identity configuration enables.
 */
export interface FirebaseIdentity extends IdentityPort {
  /** Sends a sign-in link to `email`. */
  sendSignInLink(email: string, settings: EmailLinkSettings): Promise<Result<void>>;
  /** True when `link` is a Firebase e-mail sign-in link. */
  isSignInLink(link: string): boolean;
  /** Completes an e-mail link sign-in with the address the link was sent to. */
  signInWithEmailLink(email: string, link: string): Promise<Result<IdentityUser>>;
  /** Signs in with a Google account in a popup. */
  signInWithGoogle(): Promise<Result<IdentityUser>>;
}

type Sdk = typeof AuthSdk;

const attempt = async <T>(run: () => Promise<T>): Promise<Result<T>> => {
  try {
    return ok(await run());
  } catch (error) {
    return err(firebaseError(error));
  }
};

const signedIn = async (run: () => Promise<AuthSdk.UserCredential>): Promise<Result<IdentityUser>> => {
  const result = await attempt(run);
  return result.ok ? ok(userFromFirebase(result.value.user)) : result;
};

/** The adapter over an initialised Auth instance; `sdk` is the dynamically loaded `firebase/auth`. */
export const createFirebaseIdentity = (sdk: Sdk, auth: AuthSdk.Auth): FirebaseIdentity => ({
  signIn: (email, password) => signedIn(() => sdk.signInWithEmailAndPassword(auth, email, password)),
  signUp: (email, password) => signedIn(() => sdk.createUserWithEmailAndPassword(auth, email, password)),
  signOut: () => sdk.signOut(auth),
  async sendPasswordReset(email) {
    const result = await attempt(() => sdk.sendPasswordResetEmail(auth, email));
    // Like the server's provider, the answer never tells whether the address has an account.
    return result.ok || result.error.code === authCodes.userNotFound ? ok(undefined) : result;
  },
  async getIdToken({ forceRefresh = false } = {}) {
    const user = auth.currentUser;
    if (user === null) return null;
    return user.getIdToken(forceRefresh).catch(() => null);
  },
  currentUser: () => (auth.currentUser === null ? null : userFromFirebase(auth.currentUser)),
  onChange: (listener) => sdk.onAuthStateChanged(auth, (user) => listener(user === null ? null : userFromFirebase(user))),
  async passwordPolicy() {
    try {
      const status = await sdk.validatePassword(auth, '');
      return policyFromFirebase(status.passwordPolicy.customStrengthOptions);
    } catch {
      // Projects (and the emulator) without a password policy: spec 5's default.
      return policyFromFirebase(undefined);
    }
  },
  sendSignInLink: (email, settings) =>
    attempt(() => sdk.sendSignInLinkToEmail(auth, email, { url: settings.url, handleCodeInApp: true })),
  isSignInLink: (link) => sdk.isSignInWithEmailLink(auth, link),
  signInWithEmailLink: (email, link) => signedIn(() => sdk.signInWithEmailLink(auth, email, link)),
  signInWithGoogle: () => signedIn(() => sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider())),
});
