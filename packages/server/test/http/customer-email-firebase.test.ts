import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CustomerResponse, messages } from '@estudio/core';
import type { Db } from '../../src/db/client.js';
import { accounts, customers, emailChanges, outbox } from '../../src/db/schema/index.js';
import { onEachDatabase } from './support/harness.js';

/** Stands in for firebase-admin's verifyIdToken: tokens are `ok:<uid>:<email>`. */
const verifyIdToken = async (token: string): Promise<{ uid: string; email?: string }> => {
  const [kind, uid, email] = token.split(':');
  if (kind === 'ok' && uid) return { uid, ...(email ? { email } : {}) };
  throw Object.assign(new Error('Firebase said no'), { code: 'auth/argument-error' });
};

/** Stands in for firebase-admin's updateUser: remembers the calls, refuses the addresses in `heldByFirebase`. */
const firebaseUsers = { updates: [] as { uid: string; email: string }[], heldByFirebase: new Set<string>() };
const updateUserEmail = async (uid: string, email: string): Promise<void> => {
  if (firebaseUsers.heldByFirebase.has(email)) {
    throw Object.assign(new Error('taken'), { code: 'auth/email-already-exists' });
  }
  firebaseUsers.updates.push({ uid, email });
};

const firebase = { projectId: 'estudio-demo', adminEmails: [], verifyIdToken, updateUserEmail };

const linkToken = async (db: Db, email: string): Promise<string> => {
  const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, email));
  return decodeURIComponent(/token=([^\s&]+)/.exec(mail?.body ?? '')?.[1] ?? '');
};

onEachDatabase('e-mail change with IDENTITY=firebase', (h) => {
  const signUp = async (uid: string) => {
    const token = `ok:${uid}:${uid}@estudio.test`;
    const phone = `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const created = await h().request('POST', '/api/customer/signup', { token, body: { name: 'Fer', last_name: 'Base', phone } });
    expect(created.status, created.text).toBe(201);
    return { token, customerId: CustomerResponse.parse(created.body).customer.customer_id };
  };

  it("moves the Firebase user, the account and the customer to the confirmed e-mail", async () => {
    firebaseUsers.updates.length = 0;
    const fer = await signUp('fb-cambio');
    const asked = await h().request('PUT', '/api/customer', { token: fer.token, body: { email: 'fer.nueva@estudio.test' } });
    expect(CustomerResponse.parse(asked.body).customer).toMatchObject({ email: 'fb-cambio@estudio.test', pending_email: 'fer.nueva@estudio.test' });
    expect(firebaseUsers.updates).toEqual([]);

    const confirmed = await h().request('POST', '/api/customer/email/confirm', { body: { token: await linkToken(h().db, 'fer.nueva@estudio.test') } });
    expect(confirmed.body).toEqual({ ok: true, message: messages.auth.emailChanged });
    expect(firebaseUsers.updates).toEqual([{ uid: 'fb-cambio', email: 'fer.nueva@estudio.test' }]);
    const [account] = await h().db.select().from(accounts).where(eq(accounts.uid, 'fb-cambio'));
    expect(account?.email).toBe('fer.nueva@estudio.test');
    const current = await h().request('GET', '/api/customer', { token: fer.token });
    expect(CustomerResponse.parse(current.body).customer).toMatchObject({ email: 'fer.nueva@estudio.test', pending_email: null });
  });

  it('refuses with 409 an e-mail Firebase holds for another user, and changes nothing here', async () => {
    const gil = await signUp('fb-ocupado');
    firebaseUsers.heldByFirebase.add('ocupado@estudio.test');
    await h().request('PUT', '/api/customer', { token: gil.token, body: { email: 'ocupado@estudio.test' } });
    const refused = await h().request('POST', '/api/customer/email/confirm', { body: { token: await linkToken(h().db, 'ocupado@estudio.test') } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('customer/email-taken');
    const [row] = await h().db.select().from(customers).where(eq(customers.customer_id, gil.customerId));
    expect(row?.email).toBe('fb-ocupado@estudio.test');
    const [change] = await h().db.select().from(emailChanges).where(eq(emailChanges.customer_id, gil.customerId));
    expect(change?.used_at).toBeNull();
  });
}, { identity: 'firebase', firebase });
