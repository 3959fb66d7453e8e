import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CustomerResponse, ID_TOKEN_EXPIRED, messages } from '@estudio/core';
import { accounts } from '../../src/db/schema/index.js';
import { onEachDatabase } from './support/harness.js';

/** The `checkRevoked` of every verification, to prove the server always asks for it. */
const revocationChecks: (boolean | undefined)[] = [];

/**
 * Stands in for firebase-admin: tokens are `ok:<uid>:<email>` (a verified
 * e-mail) or `unverified:<uid>:<email>`; `revoked:` and `expired:` fail
 * with Firebase's codes, as does anything else.
 */
const verifyIdToken = async (token: string, checkRevoked?: boolean): Promise<{ uid: string; email?: string; email_verified?: boolean }> => {
  revocationChecks.push(checkRevoked);
  const [kind, uid, email] = token.split(':');
  if ((kind === 'ok' || kind === 'unverified') && uid) return { uid, ...(email ? { email, email_verified: kind === 'ok' } : {}) };
  const codes: Record<string, string> = { expired: 'auth/id-token-expired', revoked: 'auth/id-token-revoked' };
  throw Object.assign(new Error('Firebase said no'), { code: codes[kind ?? ''] ?? 'auth/argument-error' });
};

const firebase = {
  projectId: 'estudio-demo', apiKey: 'clave-publica', authDomain: 'estudio-demo.firebaseapp.com',
  adminEmails: ['jefa@estudio.test', 'dueña@estudio.test'], adminUids: ['fb-uid-Jefa'], verifyIdToken,
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

  it('gives the team roles only to a verified e-mail, or a uid of ADMIN_UIDS', async () => {
    // Anyone may sign up at Firebase with the owner's address, unverified: no admin.
    const squatter = await h().request('GET', '/api/customer/admin/all', { token: 'unverified:fb-intruso:dueña@estudio.test' });
    expect(squatter.status).toBe(403);
    const [account] = await h().db.select().from(accounts).where(eq(accounts.uid, 'fb-intruso'));
    expect(account?.role).toBe('customer');
    // By uid, whatever the e-mail says.
    expect((await h().request('GET', '/api/customer/admin/all', { token: 'unverified:fb-uid-Jefa:otra-jefa@estudio.test' })).status).toBe(200);
    // An account on the team acts as a customer while its e-mail is unverified.
    await h().db.insert(accounts).values({ uid: 'fb-recepcion', email: 'mostrador@estudio.test', password_hash: null, role: 'staff' });
    expect((await h().request('GET', '/api/customer/admin/all', { token: 'unverified:fb-recepcion:mostrador@estudio.test' })).status).toBe(403);
    expect((await h().request('GET', '/api/customer/admin/all', { token: 'ok:fb-recepcion:mostrador@estudio.test' })).status).toBe(200);
  });

  it('checks every ID token for revocation, and a revoked one ends the session like an expired one', async () => {
    revocationChecks.length = 0;
    await h().request('GET', '/api/customer', { token: 'ok:fb-uid-1:nueva.firebase@estudio.test' });
    const revoked = await h().request('GET', '/api/customer', { token: 'revoked:fb-uid-1' });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ code: ID_TOKEN_EXPIRED, message: messages.auth.sessionExpired });
    expect(revocationChecks).toEqual([true, true]);
  });

  it("maps Firebase's expired and invalid tokens to the API's codes", async () => {
    const expired = await h().request('GET', '/api/customer', { token: 'expired:x' });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(ID_TOKEN_EXPIRED);
    expect((await h().request('GET', '/api/customer', { token: 'nope' })).body.code).toBe('auth/invalid-token');
    expect((await h().request('GET', '/api/customer', { token: 'ok:no-email' })).body.code).toBe('auth/invalid-token');
  });
}, { identity: 'firebase', firebase });
