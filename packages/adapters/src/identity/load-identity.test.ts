import { describe, expect, it } from 'vitest';
import { FakeClock, FakeIdentity, MemoryStorage } from '@estudio/core/testing';
import { isFirebaseIdentity, loadIdentity } from './load-identity.js';

describe('loadIdentity', () => {
  it("answers the server's own provider for the default configuration, without Firebase", async () => {
    const identity = await loadIdentity({ provider: 'server' }, { storage: new MemoryStorage(), clock: new FakeClock() });
    expect(isFirebaseIdentity(identity)).toBe(false);
    expect(await identity.passwordPolicy()).toEqual({ minLength: 6 });
    expect(identity.currentUser()).toBeNull();
  });
});

describe('isFirebaseIdentity', () => {
  it('is false for a provider without the Firebase sign-in ways', () => {
    expect(isFirebaseIdentity(new FakeIdentity())).toBe(false);
  });
});
