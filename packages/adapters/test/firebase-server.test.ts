import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { silentLogger, startServer, type RunningServer } from '@estudio/server';
import { createHttpApi } from '../src/index.js';
import { loadFirebaseIdentity } from '../src/identity/firebase/index.js';

const emulatorHost = inject('firebaseAuthEmulatorHost');

const PROJECT = { apiKey: 'demo-api-key', authDomain: 'demo-estudio.firebaseapp.com', projectId: 'demo-estudio' };
const clock = { now: () => Date.now() };

/** The address ADMIN_EMAILS lists: the studio's owner, once Firebase has verified it. */
const OWNER_EMAIL = `duena-${Date.now()}@estudio.test`;

/** firebase-admin over the emulator (FIREBASE_AUTH_EMULATOR_HOST), as an operator's script would use it. */
const adminAuth = async () => {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const app = getApps().find((candidate) => candidate.name === 'test-operator') ?? initializeApp({ projectId: PROJECT.projectId }, 'test-operator');
  return getAuth(app);
};

/** The seconds of Firebase's revocation times: a revocation in the second of sign-in would not count. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

/**
 * The whole Firebase path: the browser adapter signs up against the Auth
 * emulator, and the server (IDENTITY=firebase) verifies that ID token with the
 * real firebase-admin before creating and serving the customer record.
 */
describe.skipIf(emulatorHost === null)('server with IDENTITY=firebase, against the Auth emulator', () => {
  let server: RunningServer;
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(async () => {
    // firebase-admin reads the emulator host from the environment when it verifies a token.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost ?? '';
    server = await startServer({
      port: 0,
      dataDir: 'memory://',
      webDist: null,
      demo: true,
      identity: 'firebase',
      firebase: { ...PROJECT, adminEmails: [OWNER_EMAIL] },
      logger: silentLogger,
    });
  });

  afterAll(async () => {
    await server?.close();
    if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
  });

  it('tells the web app to use Firebase and turns its own provider off', async () => {
    const config = (await (await fetch(`${server.url}/api/appconfig`)).json()) as { config: { key: string; value: string | null }[] };
    const identity = config.config.find((entry) => entry.key === 'identity_provider');
    expect(JSON.parse(identity?.value ?? '{}')).toMatchObject({ provider: 'firebase', projectId: PROJECT.projectId });
    const signin = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'socia@estudio.test', password: 'demo1234' }),
    });
    expect(signin.status).toBe(404);
  });

  it('creates and serves the customer of a Firebase account', async () => {
    const identity = await loadFirebaseIdentity({ ...PROJECT, emulatorUrl: `http://${emulatorHost}`, appName: 'server-path' });
    const email = `firebase-${clock.now()}@estudio.test`;
    const signedUp = await identity.signUp(email, 'secreto123');
    expect(signedUp.ok).toBe(true);
    const api = createHttpApi({ baseUrl: `${server.url}/api`, clock, identity });

    const before = await api.customer.current();
    expect(before.ok).toBe(false);
    expect(before.ok ? null : before.error.status).toBe(404);

    const phone = `55${String(clock.now()).slice(-8)}`;
    const created = await api.customer.signup({ name: 'Fer', last_name: 'Núñez', phone });
    expect(created.ok && created.value.email).toBe(email);

    const current = await api.customer.current();
    expect(current.ok && current.value).toMatchObject({ email, name: 'Fer', role: 'customer' });
    await identity.signOut();
  });

  it("makes an ADMIN_EMAILS address admin only once Firebase has verified it", async () => {
    const identity = await loadFirebaseIdentity({ ...PROJECT, emulatorUrl: `http://${emulatorHost}`, appName: 'server-owner' });
    const signedUp = await identity.signUp(OWNER_EMAIL, 'secreto123');
    if (!signedUp.ok) throw new Error(signedUp.error.code);
    const adminCall = async () => {
      const token = await identity.getIdToken({ forceRefresh: true });
      return fetch(`${server.url}/api/customer/admin/all`, { headers: { authorization: `Bearer ${token}` } });
    };
    expect((await adminCall()).status).toBe(403);
    await (await adminAuth()).updateUser(signedUp.value.uid, { emailVerified: true });
    expect((await adminCall()).status).toBe(200);
    await identity.signOut();
  });

  it('refuses an ID token issued before its sessions were revoked (checkRevoked)', async () => {
    const identity = await loadFirebaseIdentity({ ...PROJECT, emulatorUrl: `http://${emulatorHost}`, appName: 'server-revoked' });
    const signedUp = await identity.signUp(`revocada-${clock.now()}@estudio.test`, 'secreto123');
    if (!signedUp.ok) throw new Error(signedUp.error.code);
    const token = await identity.getIdToken();
    const read = () => fetch(`${server.url}/api/customer`, { headers: { authorization: `Bearer ${token}` } });
    expect((await read()).status).toBe(404);
    await nextSecond();
    await (await adminAuth()).revokeRefreshTokens(signedUp.value.uid);
    const refused = await read();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('auth/id-token-expired');
  });

  it('refuses a token the emulator did not issue', async () => {
    const response = await fetch(`${server.url}/api/customer`, { headers: { authorization: 'Bearer not-a-firebase-token' } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('auth/invalid-token');
  });
});
