import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import type { IdentityUser } from '../ports/identity.ports.js';
import { FakeIdentity } from './fake-identity.js';

const seeded = (options: ConstructorParameters<typeof FakeIdentity>[0] = {}) =>
  new FakeIdentity({ accounts: [{ email: 'socia@estudio.test', password: 'demo1234', uid: 'u-1' }], ...options });

describe('FakeIdentity', () => {
  it('hints a stored session while someone is signed in or restored', async () => {
    expect(seeded().hasStoredSession()).toBe(false);
    const restored = seeded({ signedInAs: 'socia@estudio.test' });
    expect(restored.hasStoredSession()).toBe(true);
    await restored.signOut();
    expect(restored.hasStoredSession()).toBe(false);
    await restored.signIn('socia@estudio.test', 'demo1234');
    expect(restored.hasStoredSession()).toBe(true);
  });

  it('signs in with the right password', async () => {
    const identity = seeded();
    expect(await identity.signIn(' Socia@Estudio.test', 'demo1234')).toEqual({
      ok: true,
      value: { uid: 'u-1', email: 'socia@estudio.test' },
    });
    expect(identity.currentUser()?.uid).toBe('u-1');
  });

  it('answers the provider codes of the contract', async () => {
    const identity = seeded();
    expect(await identity.signIn('nadie@estudio.test', 'x')).toMatchObject({
      ok: false,
      error: { code: 'auth/user-not-found', status: 401, message: messages.auth.userNotFound },
    });
    expect(await identity.signIn('socia@estudio.test', 'x')).toMatchObject({
      ok: false,
      error: { code: 'auth/wrong-password', status: 401 },
    });
    expect(await identity.signUp('socia@estudio.test', 'secreto1')).toMatchObject({
      ok: false,
      error: { code: 'auth/email-already-in-use', status: 409 },
    });
    expect(await identity.signUp('nueva@estudio.test', '123')).toMatchObject({
      ok: false,
      error: { code: 'auth/weak-password', status: 400 },
    });
    expect(identity.currentUser()).toBeNull();
  });

  it('enforces the stricter policies a provider may set', async () => {
    const identity = new FakeIdentity({ policy: { minLength: 8, requireUppercase: true, requireNumeric: true } });
    expect(await identity.passwordPolicy()).toEqual({ minLength: 8, requireUppercase: true, requireNumeric: true });
    const lower = await identity.signUp('a@estudio.test', 'minusculas1');
    expect(lower.ok ? null : lower.error.message).toBe(messages.auth.passwordNeedsUppercase);
    expect((await identity.signUp('a@estudio.test', 'Mayuscula1')).ok).toBe(true);
  });

  it('signs up into a signed-in account with a fresh uid', async () => {
    const identity = seeded();
    const created = await identity.signUp('Nueva@Estudio.test', 'secreto1');
    expect(created.ok && created.value.email).toBe('nueva@estudio.test');
    expect(identity.currentUser()?.email).toBe('nueva@estudio.test');
    expect(identity.hasAccount('nueva@estudio.test')).toBe(true);
    expect(identity.accountCount).toBe(2);
  });

  it('reports the restored user after subscribing, then every change, until unsubscribed', async () => {
    const identity = seeded({ signedInAs: 'socia@estudio.test' });
    const seen: (IdentityUser | null)[] = [];
    const unsubscribe = identity.onChange((user) => seen.push(user));
    expect(seen).toEqual([]);
    await Promise.resolve();
    expect(seen).toEqual([{ uid: 'u-1', email: 'socia@estudio.test' }]);
    await identity.signOut();
    expect(seen.at(-1)).toBeNull();
    unsubscribe();
    await identity.signIn('socia@estudio.test', 'demo1234');
    expect(seen).toHaveLength(2);
  });

  it('records resets only for existing accounts and always answers ok', async () => {
    const identity = seeded();
    expect((await identity.sendPasswordReset('socia@estudio.test')).ok).toBe(true);
    expect((await identity.sendPasswordReset('nadie@estudio.test')).ok).toBe(true);
    expect(identity.sentResets).toEqual(['socia@estudio.test']);
  });

  it('gives a token only while signed in, a new one when forced', async () => {
    const identity = seeded();
    expect(await identity.getIdToken()).toBeNull();
    await identity.signIn('socia@estudio.test', 'demo1234');
    const first = await identity.getIdToken();
    expect(first).toEqual(expect.any(String));
    expect(await identity.getIdToken()).toBe(first);
    expect(await identity.getIdToken({ forceRefresh: true })).not.toBe(first);
  });
});
