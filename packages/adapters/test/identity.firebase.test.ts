import { describe, expect, inject, it } from 'vitest';
import { loadIdentity } from '../src/index.js';
import { loadFirebaseIdentity } from '../src/identity/firebase/index.js';
import { describeIdentityContract } from './identity.contract.js';

const emulatorHost = inject('firebaseAuthEmulatorHost');

/** The emulator accepts any key for a `demo-` project and runs fully offline. */
const PROJECT = { apiKey: 'demo-api-key', authDomain: 'demo-estudio.firebaseapp.com', projectId: 'demo-estudio' };

let apps = 0;

/** Each provider is its own Firebase app, so sessions never leak between tests. */
const makeFirebaseIdentity = () => {
  apps += 1;
  return loadFirebaseIdentity({ ...PROJECT, emulatorUrl: `http://${emulatorHost}`, appName: `contract-${apps}` });
};

describe.skipIf(emulatorHost === null)('Firebase Auth adapter against the Auth emulator', () => {
  describeIdentityContract('Firebase Auth (emulator)', makeFirebaseIdentity);

  it('is what loadIdentity answers for a Firebase identity configuration', async () => {
    const identity = await loadIdentity(
      { provider: 'firebase', ...PROJECT, emailLink: false, social: [] },
      { storage: { get: () => null, set: () => undefined, remove: () => undefined }, clock: { now: () => 0 }, firebaseEmulatorUrl: `http://${emulatorHost}` },
    );
    expect('signInWithGoogle' in identity).toBe(true);
    expect(identity.currentUser()).toBeNull();
  });
});
