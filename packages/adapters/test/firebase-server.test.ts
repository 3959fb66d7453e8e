import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { silentLogger, startServer, type RunningServer } from '@estudio/server';
import { createHttpApi } from '../src/index.js';
import { loadFirebaseIdentity } from '../src/identity/firebase/index.js';

const emulatorHost = inject('firebaseAuthEmulatorHost');

const PROJECT = { apiKey: 'demo-api-key', authDomain: 'demo-estudio.firebaseapp.com', projectId: 'demo-estudio' };
const clock = { now: () => Date.now() };

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
      firebase: { ...PROJECT, adminEmails: [] },
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

  it('refuses a token the emulator did not issue', async () => {
    const response = await fetch(`${server.url}/api/customer`, { headers: { authorization: 'Bearer not-a-firebase-token' } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('auth/invalid-token');
  });
});
