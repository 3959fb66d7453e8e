import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CustomerResponse, ID_TOKEN_EXPIRED, messages } from '@estudio/core';
import { accounts } from '../../src/db/schema/index.js';
import { onEachDatabase } from './support/harness.js';

/** Stands in for firebase-admin: tokens are `ok:<uid>:<email>`; other shapes fail with Firebase's codes. */
const verifyIdToken = async (token: string): Promise<{ uid: string; email?: string }> => {
  const [kind, uid, email] = token.split(':');
  if (kind === 'ok' && uid) return { uid, ...(email ? { email } : {}) };
  throw Object.assign(new Error('Firebase said no'), { code: kind === 'expired' ? 'auth/id-token-expired' : 'auth/argument-error' });
};

const firebase = {
  projectId: 'estudio-demo', apiKey: 'clave-publica', authDomain: 'estudio-demo.firebaseapp.com',
  adminEmails: ['jefa@estudio.test'], verifyIdToken,
};

onEachDatabase('IDENTITY=firebase', (h) => {
  it('turns the server provider off: /api/auth/* answers 404 auth/provider-disabled', async () => {
    for (const path of ['/api/auth/signin', '/api/auth/signup', '/api/auth/refresh', '/api/auth/reset']) {
      const answer = await h().request('POST', path, { body: { email: 'socia@estudio.test', password: 'demo1234' } });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ code: 'auth/provider-disabled', message: messages.auth.providerDisabled });
    }
    expect((await h().request('POST', '/api/customer/recover', { body: { email: 'socia@estudio.test' } })).body.code)
      .toBe('auth/provider-disabled');
  });

  it('reports the Firebase configuration in appconfig', async () => {
    const { config } = (await h().request('GET', '/api/appconfig')).body as { config: { key: string; value: string }[] };
    const provider = config.find((entry) => entry.key === 'identity_provider');
    expect(JSON.parse(provider?.value ?? '{}')).toMatchObject({
      provider: 'firebase', apiKey: 'clave-publica', authDomain: 'estudio-demo.firebaseapp.com', projectId: 'estudio-demo',
    });
  });

  it('creates the account on first sight and signs up the customer', async () => {
    const token = 'ok:fb-uid-1:Nueva.Firebase@estudio.test';
    expect((await h().request('GET', '/api/customer', { token })).status).toBe(404);
    const [account] = await h().db.select().from(accounts).where(eq(accounts.uid, 'fb-uid-1'));
    expect(account).toMatchObject({ email: 'nueva.firebase@estudio.test', role: 'customer', password_hash: null });
    const created = await h().request('POST', '/api/customer/signup', {
      token, body: { name: 'Fer', last_name: 'Base', phone: '5587654321' },
    });
    expect(created.status).toBe(201);
    expect(CustomerResponse.parse(created.body).customer).toMatchObject({ uid: 'fb-uid-1', email: 'nueva.firebase@estudio.test' });
  });

  it('makes the e-mails of ADMIN_EMAILS admins', async () => {
    const admin = await h().request('GET', '/api/customer/admin/all', { token: 'ok:fb-admin:jefa@estudio.test' });
    expect(admin.status).toBe(200);
    const customer = await h().request('GET', '/api/customer/admin/all', { token: 'ok:fb-other:otra@estudio.test' });
    expect(customer.status).toBe(403);
  });

  it("maps Firebase's expired and invalid tokens to the API's codes", async () => {
    const expired = await h().request('GET', '/api/customer', { token: 'expired:x' });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(ID_TOKEN_EXPIRED);
    expect((await h().request('GET', '/api/customer', { token: 'nope' })).body.code).toBe('auth/invalid-token');
    expect((await h().request('GET', '/api/customer', { token: 'ok:no-email' })).body.code).toBe('auth/invalid-token');
  });
}, { identity: 'firebase', firebase });
