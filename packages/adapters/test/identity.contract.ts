import { describe, expect, it, vi } from 'vitest';
import { messages, type IdentityPort, type IdentityUser } from '@estudio/core';
import { uniqueEmail } from './support/emails.js';

/** Makes a fresh, signed-out provider for one test. */
export type MakeProvider = () => IdentityPort | Promise<IdentityPort>;

/**
 * Keeps what the provider stores of its session now (the refresh token) and
 * answers how to open another provider over it later: another tab, a later
 * visit, or whoever copied the token. Given only for providers whose
 * sign-out ends the session at the provider (the server's own, and the fake
 * that models it); Firebase's client sign-out only forgets the local session.
 */
export type KeepSession = (identity: IdentityPort) => () => IdentityPort | Promise<IdentityPort>;

const PASSWORD = 'secreto123';

/** Records every user the provider reports through onChange. */
const recordChanges = (identity: IdentityPort) => {
  const seen: (IdentityUser | null)[] = [];
  const stop = identity.onChange((user) => seen.push(user));
  return { seen, stop };
};

/** A provider with one account made through it, signed out again. */
const withAccount = async (make: MakeProvider) => {
  const identity = await make();
  const email = uniqueEmail('contrato');
  const created = await identity.signUp(email, PASSWORD);
  if (!created.ok) throw new Error(`sign-up failed: ${created.error.code}`);
  await identity.signOut();
  return { identity, email, user: created.value };
};

/**
 * The behaviour every IdentityPort shares, whoever provides it (the fake, the
 * server's own provider, Firebase Auth): the session machine and screens rely
 * on exactly these codes, messages and transitions.
 */
export const describeIdentityContract = (name: string, makeProvider: MakeProvider, keepSession?: KeepSession): void => {
  describe(`IdentityPort contract: ${name}`, () => {
    it.skipIf(keepSession === undefined)('signs out for good: the session kept before, and every copy refreshed from it, restore nobody', async () => {
      const identity = await makeProvider();
      await identity.signUp(uniqueEmail('salir'), PASSWORD);
      const keep = keepSession!;
      const open = keep(identity);
      // Opened while signed in, the copy restores the user (it refreshes from the kept token).
      const tab = await open();
      await vi.waitFor(() => expect(tab.currentUser()).not.toBeNull());
      await identity.signOut();
      expect(identity.currentUser()).toBeNull();
      const later = await open();
      const { seen } = recordChanges(later);
      await vi.waitFor(() => expect(seen).toEqual([null]));
      expect(await later.getIdToken()).toBeNull();
      // The copy refreshed from it before sign-out is refused at its next refresh.
      expect(await tab.getIdToken({ forceRefresh: true })).toBeNull();
      expect(tab.currentUser()).toBeNull();
    });

    it('signs up a new account and is signed in as it', async () => {
      const identity = await makeProvider();
      const email = uniqueEmail('alta');
      const result = await identity.signUp(email, PASSWORD);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.email).toBe(email);
      expect(result.value.uid).not.toBe('');
      expect(identity.currentUser()).toEqual(result.value);
      expect(await identity.getIdToken()).toEqual(expect.any(String));
    });

    it('signs in with the right password as the same account', async () => {
      const { identity, email, user } = await withAccount(makeProvider);
      const result = await identity.signIn(email, PASSWORD);
      expect(result).toEqual({ ok: true, value: user });
      expect(identity.currentUser()).toEqual(user);
    });

    it('refuses a wrong password with auth/wrong-password and the spec message', async () => {
      const { identity, email } = await withAccount(makeProvider);
      const result = await identity.signIn(email, 'otra-clave-1');
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatchObject({ code: 'auth/wrong-password', message: messages.auth.wrongPassword });
      expect(identity.currentUser()).toBeNull();
    });

    it('refuses an unknown e-mail with auth/user-not-found and the spec message', async () => {
      const identity = await makeProvider();
      const result = await identity.signIn(uniqueEmail('nadie'), PASSWORD);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatchObject({ code: 'auth/user-not-found', message: messages.auth.userNotFound });
    });

    it('refuses a second account on the same e-mail with auth/email-already-in-use', async () => {
      const { identity, email } = await withAccount(makeProvider);
      const result = await identity.signUp(email, 'otra-clave-2');
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatchObject({ code: 'auth/email-already-in-use', message: messages.auth.signupConflict });
      expect(identity.currentUser()).toBeNull();
    });

    it('signs out: no current user and no token', async () => {
      const identity = await makeProvider();
      await identity.signUp(uniqueEmail('salida'), PASSWORD);
      expect(identity.currentUser()).not.toBeNull();
      await identity.signOut();
      expect(identity.currentUser()).toBeNull();
      expect(await identity.getIdToken()).toBeNull();
      expect(await identity.getIdToken({ forceRefresh: true })).toBeNull();
    });

    it('gives a token only while signed in, also when forced to refresh', async () => {
      const { identity, email } = await withAccount(makeProvider);
      expect(await identity.getIdToken()).toBeNull();
      await identity.signIn(email, PASSWORD);
      expect(await identity.getIdToken()).toEqual(expect.any(String));
      expect(await identity.getIdToken({ forceRefresh: true })).toEqual(expect.any(String));
    });

    it('tells listeners the restored state, then each sign-in and sign-out', async () => {
      const { identity, email, user } = await withAccount(makeProvider);
      const { seen, stop } = recordChanges(identity);
      await vi.waitFor(() => expect(seen).toEqual([null]));
      await identity.signIn(email, PASSWORD);
      await vi.waitFor(() => expect(seen).toEqual([null, user]));
      await identity.signOut();
      await vi.waitFor(() => expect(seen).toEqual([null, user, null]));
      stop();
      await identity.signIn(email, PASSWORD);
      expect(seen).toHaveLength(3);
    });

    it('answers a password reset for a known and an unknown e-mail alike', async () => {
      const { identity, email } = await withAccount(makeProvider);
      expect(await identity.sendPasswordReset(email)).toEqual({ ok: true, value: undefined });
      expect(await identity.sendPasswordReset(uniqueEmail('desconocida'))).toEqual({ ok: true, value: undefined });
    });

    it('has a password policy of at least 6 characters (spec 5)', async () => {
      const identity = await makeProvider();
      const policy = await identity.passwordPolicy();
      expect(policy.minLength).toBe(6);
    });
  });
};
