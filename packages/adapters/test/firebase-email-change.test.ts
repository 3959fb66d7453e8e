import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { silentLogger, startServer, type OutgoingMail, type RunningServer } from '@estudio/server';
import { createHttpApi } from '../src/index.js';
import { loadFirebaseIdentity } from '../src/identity/firebase/index.js';

const emulatorHost = inject('firebaseAuthEmulatorHost');

const PROJECT = { apiKey: 'demo-api-key', authDomain: 'demo-estudio.firebaseapp.com', projectId: 'demo-estudio' };
const clock = { now: () => Date.now() };

/**
 * The e-mail change with IDENTITY=firebase, end to end: the customer signs up
 * at the Auth emulator, asks for a new e-mail, and the confirmation moves her
 * Firebase user there with the real firebase-admin, so she signs in with it
 * (and no longer with the old one).
 */
describe.skipIf(emulatorHost === null)('e-mail change with IDENTITY=firebase, against the Auth emulator', () => {
  let server: RunningServer;
  const sent: OutgoingMail[] = [];
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(async () => {
    // firebase-admin reads the emulator host from the environment.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost ?? '';
    server = await startServer({
      port: 0, dataDir: 'memory://', webDist: null, demo: true, identity: 'firebase',
      firebase: { ...PROJECT, adminEmails: [] }, logger: silentLogger,
      mailer: { send: async (_db, mail) => void sent.push(mail) },
    });
  });

  afterAll(async () => {
    await server?.close();
    if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
  });

  it('moves the Firebase user to the confirmed e-mail', async () => {
    const identity = await loadFirebaseIdentity({ ...PROJECT, emulatorUrl: `http://${emulatorHost}`, appName: 'email-change' });
    const email = `antes-${clock.now()}@estudio.test`;
    expect((await identity.signUp(email, 'secreto123')).ok).toBe(true);
    const api = createHttpApi({ baseUrl: `${server.url}/api`, clock, identity });
    expect((await api.customer.signup({ name: 'Fer', last_name: 'Núñez', phone: `55${String(clock.now()).slice(-8)}` })).ok).toBe(true);

    const wanted = `despues-${clock.now()}@estudio.test`;
    expect(await api.customer.update({ email: wanted })).toMatchObject({ ok: true, value: { email, pending_email: wanted } });
    const mail = sent.find((candidate) => candidate.to === wanted);
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(await api.customer.confirmEmail(token)).toEqual({ ok: true, value: undefined });

    // Firebase revokes a user's sessions when her e-mail changes: she signs in again, with the new one.
    await identity.signOut();
    expect((await identity.signIn(email, 'secreto123')).ok).toBe(false);
    expect((await identity.signIn(wanted, 'secreto123')).ok).toBe(true);
    expect(await api.customer.current()).toMatchObject({ ok: true, value: { email: wanted, pending_email: null } });
    await identity.signOut();
  });
});
