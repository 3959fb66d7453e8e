import type { FirebaseOptions } from 'firebase/app';
import { createFirebaseIdentity, type FirebaseIdentity } from './firebase-identity.js';

export type { EmailLinkSettings, FirebaseIdentity } from './firebase-identity.js';
export { firebaseError, policyFromFirebase } from './firebase-mapping.js';

/** The Firebase project to sign in with (the identity configuration of /appconfig). */
export interface FirebaseIdentityConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  /** The Auth emulator, e.g. `http://127.0.0.1:9099`, for tests and local work. */
  readonly emulatorUrl?: string;
  /** The Firebase app name; distinct names give independent sessions (tests). */
  readonly appName?: string;
}

const DEFAULT_APP_NAME = 'estudio';

/**
 * Loads Firebase Auth and answers an IdentityPort over it. `firebase/app` and
 * `firebase/auth` are imported here, on demand, so a studio on the server's
 * own provider never downloads them.
 */
export const loadFirebaseIdentity = async (config: FirebaseIdentityConfig): Promise<FirebaseIdentity> => {
  const [app, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const name = config.appName ?? DEFAULT_APP_NAME;
  const options: FirebaseOptions = { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId };
  const existing = app.getApps().find((candidate) => candidate.name === name);
  const auth = sdk.getAuth(existing ?? app.initializeApp(options, name));
  // Connecting twice throws; a second load of the same app reuses the first connection.
  if (config.emulatorUrl !== undefined && auth.emulatorConfig === null) {
    sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  }
  return createFirebaseIdentity(sdk, auth);
};
