import { describe, expect, it, vi } from 'vitest';
import { messages, type IdentityUser } from '@estudio/core';
import { FakeClock, MemoryStorage } from '@estudio/core/testing';
import { REFRESH_TOKEN_KEY } from '../src/index.js';
import { describeIdentityContract } from './identity.contract.js';
import { composeBrowser, PASSWORD, useTestServer } from './support/browser.js';
import { createCookieJar } from './support/cookie-jar.js';
import { uniqueEmail } from './support/emails.js';
import { apiUrl } from './support/server.js';

const server = useTestServer();

/** A provider as a browser would run it: cookies kept, so the XSRF header is required and echoed. */
const makeIdentity = (overrides: Parameters<typeof composeBrowser>[1] = {}) => composeBrowser(server(), overrides);

/** The storage of each provider the contract makes, so a test can keep a copy of its session. */
const storages = new WeakMap<object, MemoryStorage>();

describeIdentityContract(
  'server provider (/api/auth) against the real server',
  () => {
    const { identity, storage } = makeIdentity();
    storages.set(identity, storage);
    return identity;
  },
  (identity) => {
    const kept = new MemoryStorage(storages.get(identity)?.snapshot());
    return () => makeIdentity({ storage: new MemoryStorage(kept.snapshot()) }).identity;
  },
);

const firstChange = (identity: ReturnType<typeof makeIdentity>['identity']) =>
  new Promise<IdentityUser | null>((resolve) => {
    const stop = identity.onChange((user) => {
      stop();
      resolve(user);
    });
  });

describe('server provider: session kept in storage', () => {
  it('keeps the refresh token in storage under estudio.refresh_token and the ID token out of it', async () => {
    const { identity, storage } = makeIdentity();
    await identity.signUp(uniqueEmail('guardar'), PASSWORD);
    const stored = storage.snapshot();
    expect(Object.keys(stored)).toEqual([REFRESH_TOKEN_KEY]);
    expect(stored[REFRESH_TOKEN_KEY]).not.toBe(await identity.getIdToken());
  });

  it('restores the session at start from the stored refresh token, reporting the user once', async () => {
    const first = makeIdentity();
    const signedUp = await first.identity.signUp(uniqueEmail('restaurar'), PASSWORD);
    const storage = new MemoryStorage(first.storage.snapshot());
    const { identity } = makeIdentity({ storage });
    const listener = vi.fn();
    identity.onChange(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(listener).toHaveBeenCalledWith(signedUp.ok ? signedUp.value : null);
    expect(identity.currentUser()).toEqual(signedUp.ok ? signedUp.value : null);
    expect(await identity.getIdToken()).toEqual(expect.any(String));
  });

  it('hints a stored session exactly while a refresh token is kept', async () => {
    const first = makeIdentity();
    expect(first.identity.hasStoredSession?.()).toBe(false);
    await first.identity.signUp(uniqueEmail('pista'), PASSWORD);
    expect(first.identity.hasStoredSession?.()).toBe(true);
    // A later visit over the same storage knows before any call that there is a session to restore.
    const later = makeIdentity({ storage: new MemoryStorage(first.storage.snapshot()) });
    expect(later.identity.hasStoredSession?.()).toBe(true);
    await first.identity.signOut();
    expect(first.identity.hasStoredSession?.()).toBe(false);
  });

  it('says when its ID token was obtained (a sign-up, a restore, a refresh) on its clock, and null when signed out', async () => {
    const clock = new FakeClock();
    const first = makeIdentity({ clock });
    expect(first.identity.tokenIssuedAt?.()).toBeNull();
    await first.identity.signUp(uniqueEmail('emitido'), PASSWORD);
    expect(first.identity.tokenIssuedAt?.()).toBe(clock.now());
    clock.advance(60_000);
    await first.identity.getIdToken({ forceRefresh: true });
    expect(first.identity.tokenIssuedAt?.()).toBe(clock.now());
    // A later visit restores the session: its token is as new as the restore.
    clock.advance(60_000);
    const later = makeIdentity({ clock, storage: new MemoryStorage(first.storage.snapshot()) });
    await later.identity.getIdToken();
    expect(later.identity.tokenIssuedAt?.()).toBe(clock.now());
    await later.identity.signOut();
    expect(later.identity.tokenIssuedAt?.()).toBeNull();
  });

  it('reports null once at start when nothing is stored', async () => {
    const { identity } = makeIdentity();
    expect(await firstChange(identity)).toBeNull();
  });

  it('rotates the refresh token on a forced refresh and keeps the same user', async () => {
    const { identity, storage } = makeIdentity();
    const signedUp = await identity.signUp(uniqueEmail('rotar'), PASSWORD);
    const before = storage.get(REFRESH_TOKEN_KEY);
    const token = await identity.getIdToken({ forceRefresh: true });
    expect(token).toEqual(expect.any(String));
    expect(storage.get(REFRESH_TOKEN_KEY)).not.toBe(before);
    expect(identity.currentUser()).toEqual(signedUp.ok ? signedUp.value : null);
  });

  it('spends a rotated token once even when refreshes overlap', async () => {
    const { identity } = makeIdentity();
    await identity.signUp(uniqueEmail('solapar'), PASSWORD);
    const tokens = await Promise.all([
      identity.getIdToken({ forceRefresh: true }),
      identity.getIdToken({ forceRefresh: true }),
    ]);
    expect(tokens[0]).toEqual(expect.any(String));
    expect(tokens[1]).toBe(tokens[0]);
    expect(identity.currentUser()).not.toBeNull();
  });

  it('signs out when the server refuses the stored refresh token', async () => {
    const { identity, storage } = makeIdentity();
    await identity.signUp(uniqueEmail('rechazo'), PASSWORD);
    const changes: (IdentityUser | null)[] = [];
    identity.onChange((user) => changes.push(user));
    storage.set(REFRESH_TOKEN_KEY, 'un-token-que-no-existe');
    expect(await identity.getIdToken({ forceRefresh: true })).toBeNull();
    expect(identity.currentUser()).toBeNull();
    expect(storage.get(REFRESH_TOKEN_KEY)).toBeNull();
    await vi.waitFor(() => expect(changes.at(-1)).toBeNull());
  });

  it('refreshes by itself once the ID token has expired on its clock', async () => {
    const clock = new FakeClock(Date.now());
    const { identity, storage } = makeIdentity({ clock });
    await identity.signUp(uniqueEmail('expira'), PASSWORD);
    const before = storage.get(REFRESH_TOKEN_KEY);
    const token = await identity.getIdToken();
    expect(await identity.getIdToken()).toBe(token);
    expect(storage.get(REFRESH_TOKEN_KEY)).toBe(before);
    clock.advance(60 * 60 * 1000);
    expect(await identity.getIdToken()).toEqual(expect.any(String));
    expect(storage.get(REFRESH_TOKEN_KEY)).not.toBe(before);
  });

  it('clears the stored refresh token on sign-out', async () => {
    const { identity, storage } = makeIdentity();
    await identity.signUp(uniqueEmail('limpiar'), PASSWORD);
    await identity.signOut();
    expect(storage.snapshot()).toEqual({});
  });

  it("asks the server to end the session on sign-out ('Salir'), with the XSRF header", async () => {
    const { identity, storage, jar } = makeIdentity();
    await identity.signUp(uniqueEmail('salir-servidor'), PASSWORD);
    const token = storage.get(REFRESH_TOKEN_KEY);
    await identity.signOut();
    const request = jar.seen.find((seen) => seen.url.endsWith('/auth/signout'));
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('x-xsrf-token')).toBe(jar.readCookie('XSRF-TOKEN'));
    const refused = await fetch(`${apiUrl(server())}/auth/refresh`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: token }),
    });
    expect(refused.status).toBe(401);
  });

  it('signs out here even when the server cannot be reached (best effort)', async () => {
    const jar = createCookieJar();
    const offlineForSignOut: typeof fetch = (input, init) =>
      new Request(input, init).url.endsWith('/auth/signout') ? Promise.reject(new TypeError('offline')) : jar.fetch(input, init);
    const { identity, storage } = makeIdentity({ fetch: offlineForSignOut, readCookie: jar.readCookie });
    await identity.signUp(uniqueEmail('salir-sin-red'), PASSWORD);
    await identity.signOut();
    expect(identity.currentUser()).toBeNull();
    expect(storage.snapshot()).toEqual({});
    expect(await identity.getIdToken()).toBeNull();
  });

  it('decodes uid and e-mail from the ID token', async () => {
    const { identity } = makeIdentity();
    const email = uniqueEmail('decodificar');
    const result = await identity.signUp(email.toUpperCase(), PASSWORD);
    expect(result).toEqual({ ok: true, value: { uid: expect.any(String), email } });
  });

  it('echoes the XSRF cookie on its auth calls, which the server demands of a browser', async () => {
    const { identity, jar } = makeIdentity();
    await identity.sendPasswordReset(uniqueEmail('cookie'));
    const result = await identity.signUp(uniqueEmail('xsrf'), PASSWORD);
    expect(result.ok).toBe(true);
    const signUpRequest = jar.seen.find((request) => request.url.endsWith('/auth/signup'));
    expect(signUpRequest?.headers.get('x-xsrf-token')).toBe(jar.readCookie('XSRF-TOKEN'));
  });

  it('is refused by the server when it does not echo the cookie (the check is real)', async () => {
    const jar = createCookieJar();
    const { identity } = makeIdentity({ fetch: jar.fetch, readCookie: () => null });
    await identity.sendPasswordReset(uniqueEmail('sin-eco'));
    expect(jar.readCookie('XSRF-TOKEN')).not.toBeNull();
    const result = await identity.signUp(uniqueEmail('sin-eco'), PASSWORD);
    expect(result).toMatchObject({ ok: false, error: { status: 403, code: 'xsrf/mismatch' } });
  });

  it('keeps the spec message of a refused sign-in', async () => {
    const { identity } = makeIdentity();
    const result = await identity.signIn(uniqueEmail('nadie'), PASSWORD);
    expect(result).toEqual({
      ok: false,
      error: { code: 'auth/user-not-found', message: messages.auth.userNotFound, status: 401 },
    });
  });
});
