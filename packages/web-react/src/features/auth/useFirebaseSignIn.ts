import { isFirebaseIdentity, type FirebaseIdentity } from '@estudio/adapters';
import { useServices } from '../../app/services.js';
import { providerOptions, type ProviderOptions } from './firebaseSignIn.rules.js';

/** The Firebase identity and the sign-in ways the studio turned on. */
export interface FirebaseSignIn extends ProviderOptions {
  readonly identity: FirebaseIdentity;
}

/**
 * The Firebase sign-in ways (Google, e-mail link) when the studio's identity
 * is Firebase; null with the server's own provider. Only the identity object
 * already in the services is used: Firebase's code arrived with it, loaded
 * on demand, so no screen imports Firebase itself.
 */
export const useFirebaseSignIn = (): FirebaseSignIn | null => {
  const { identity, config } = useServices();
  if (!isFirebaseIdentity(identity)) return null;
  return { identity, ...providerOptions(config.identity) };
};
