import type { ClockPort, IdentityPort, IdentityProviderConfig, StoragePort } from '@estudio/core';
import type { CookieReader } from '../http/cookies.js';
import type { ResponseValidator } from '../http/response-check.js';
import type { FirebaseIdentity } from './firebase/index.js';
import { createServerIdentity } from './server/server-identity.js';

/** What either provider needs from the environment. */
export interface IdentityEnvironment {
  readonly storage: StoragePort;
  readonly clock: ClockPort;
  /** Where `/api` is for the server's provider; `/api` by default. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly readCookie?: CookieReader;
  /** Checks the server provider's answers against their schemas (Node, tests). */
  readonly validateResponse?: ResponseValidator;
  /** Points Firebase Auth at its emulator (local work and tests). */
  readonly firebaseEmulatorUrl?: string;
}

/**
 * The identity provider the studio configures (`identity_provider` of
 * /appconfig). Firebase is imported only on this path, so the initial
 * bundle of a studio on the server's own provider holds none of it.
 */
export const loadIdentity = async (
  config: IdentityProviderConfig,
  environment: IdentityEnvironment,
): Promise<IdentityPort | FirebaseIdentity> => {
  if (config.provider === 'firebase') {
    const { loadFirebaseIdentity } = await import('./firebase/index.js');
    return loadFirebaseIdentity({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
      ...(environment.firebaseEmulatorUrl === undefined ? {} : { emulatorUrl: environment.firebaseEmulatorUrl }),
    });
  }
  return createServerIdentity(environment);
};

/** True for the Firebase provider, whose e-mail link and Google sign-in the screens may offer. */
export const isFirebaseIdentity = (identity: IdentityPort): identity is FirebaseIdentity =>
  'signInWithGoogle' in identity && 'signInWithEmailLink' in identity;
