import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CustomerResponse, messages } from '@estudio/core';
import { accounts, customers, emailChanges, outbox } from '../../src/db/schema/index.js';
import { EMAIL_CHANGE_COOLDOWN_MS, EMAIL_CHANGE_TTL_MS } from '../../src/routes/customer/email-change.js';
import { rowCounts } from './support/db-inspect.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

const PASSWORD = 'secreta1';
const EMAIL_TABLES = ['accounts', 'customers', 'email_changes', 'outbox'];

const freshPhone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const uniqueEmail = (label: string): string => `${label}-${Math.random().toString(36).slice(2, 10)}@prueba.test`;

/** A customer who signed up through the API (so she can sign in with a password). */
const newCustomer = async (h: Harness, label: string) => {
  const email = uniqueEmail(label);
  const account = await h.request('POST', '/api/auth/signup', { body: { email, password: PASSWORD } });
  if (account.status !== 201) throw new Error(account.text);
  const token = account.body.token as string;
  const created = await h.request('POST', '/api/customer/signup', { token, body: { name: 'Ana', last_name: 'López', phone: freshPhone() } });
  if (created.status !== 201) throw new Error(created.text);
  return { email, token, customerId: CustomerResponse.parse(created.body).customer.customer_id };
};

/** The token of the last confirmation link e-mailed to `email`. */
const linkTokenFor = async (h: Harness, email: string): Promise<string> => {
  const mails = await h.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.outbox_id);
  const mail = mails.at(-1);
  expect(mail?.subject).toBe(messages.auth.emailChangeSubject);
  const link = /(\S+\/confirmar-correo\?token=\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
  return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
};

const confirm = (h: Harness, token: string) => h.request('POST', '/api/customer/email/confirm', { body: { token } });

onEachDatabase('PUT /customer e-mail change and POST /customer/email/confirm', (h) => {
  it('keeps the e-mail until the link sent to the new address is opened, then signs in with the new one', async () => {
    const ana = await newCustomer(h(), 'ana');
    const wanted = uniqueEmail('ana-nueva');
    const asked = await h().request('PUT', '/api/customer', { token: ana.token, body: { email: wanted.toUpperCase(), name: 'Ana María', current_password: PASSWORD } });
    expect(asked.status, asked.text).toBe(200);
    expect(CustomerResponse.parse(asked.body).customer).toMatchObject({ email: ana.email, pending_email: wanted, name: 'Ana María' });
    const [stored] = await h().db.select().from(emailChanges).where(eq(emailChanges.customer_id, ana.customerId));
    const token = await linkTokenFor(h(), wanted);
    expect(stored?.token_hash).not.toBe(token);
    expect(stored?.expires_at.getTime()).toBe(h().clock.now() + EMAIL_CHANGE_TTL_MS);
    expect((await h().db.select().from(outbox).where(eq(outbox.recipient, ana.email)))).toEqual([]);
    expect((await h().request('POST', '/api/auth/signin', { body: { email: wanted, password: PASSWORD } })).body.code).toBe('auth/user-not-found');

    const confirmed = await confirm(h(), token);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({ ok: true, message: messages.auth.emailChanged });

    // The session she had still works: tokens name her uid.
    const current = CustomerResponse.parse((await h().request('GET', '/api/customer', { token: ana.token })).body).customer;
    expect(current).toMatchObject({ email: wanted, pending_email: null });
    expect((await h().signIn(wanted, PASSWORD)).token).toBeTruthy();
    expect((await h().request('POST', '/api/auth/signin', { body: { email: ana.email, password: PASSWORD } })).body.code).toBe('auth/user-not-found');

    const again = await confirm(h(), token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'auth/invalid-email-token', message: messages.auth.emailChangeLinkInvalid });
  });

  it('refuses an expired link and then shows no pending e-mail', async () => {
    const bea = await newCustomer(h(), 'bea');
    const wanted = uniqueEmail('bea-nueva');
    await h().request('PUT', '/api/customer', { token: bea.token, body: { email: wanted, current_password: PASSWORD } });
    const token = await linkTokenFor(h(), wanted);
    const later = h().withApp({ clock: { now: () => h().clock.now() + EMAIL_CHANGE_TTL_MS + 1 } });
    const expired = await confirm(later, token);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('auth/invalid-email-token');
    // A day later her first ID token has expired too: she signs in again.
    const { token: fresh } = await later.signIn(bea.email, PASSWORD);
    const current = CustomerResponse.parse((await later.request('GET', '/api/customer', { token: fresh })).body).customer;
    expect(current).toMatchObject({ email: bea.email, pending_email: null });
  });

  it("refuses another customer's or account's e-mail with 409, writing and sending nothing", async () => {
    const cata = await newCustomer(h(), 'cata');
    const accountOnly = uniqueEmail('solo-cuenta');
    await h().request('POST', '/api/auth/signup', { body: { email: accountOnly, password: PASSWORD } });
    for (const taken of [DEMO.nueva, accountOnly.toUpperCase()]) {
      const before = await rowCounts(h().db, EMAIL_TABLES);
      const refused = await h().request('PUT', '/api/customer', { token: cata.token, body: { email: taken, name: 'Cambiado', current_password: PASSWORD } });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'customer/email-taken', message: messages.customerAdmin.emailTaken });
      expect(await rowCounts(h().db, EMAIL_TABLES)).toEqual(before);
    }
    const current = CustomerResponse.parse((await h().request('GET', '/api/customer', { token: cata.token })).body).customer;
    expect(current).toMatchObject({ name: 'Ana', email: cata.email, pending_email: null });
  });

  it('refuses at confirmation an e-mail someone took meanwhile, and keeps the link for later', async () => {
    const dani = await newCustomer(h(), 'dani');
    const wanted = uniqueEmail('dani-nueva');
    await h().request('PUT', '/api/customer', { token: dani.token, body: { email: wanted, current_password: PASSWORD } });
    const token = await linkTokenFor(h(), wanted);
    const rival = await h().request('POST', '/api/auth/signup', { body: { email: wanted, password: PASSWORD } });
    expect(rival.status).toBe(201);

    const refused = await confirm(h(), token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('customer/email-taken');
    const [row] = await h().db.select().from(customers).where(eq(customers.customer_id, dani.customerId));
    expect(row?.email).toBe(dani.email);
    const [change] = await h().db.select().from(emailChanges).where(eq(emailChanges.customer_id, dani.customerId));
    expect(change?.used_at).toBeNull();
  });

  it('does nothing for her own e-mail, in any case', async () => {
    const eva = await newCustomer(h(), 'eva');
    const before = await rowCounts(h().db, ['email_changes', 'outbox']);
    const same = await h().request('PUT', '/api/customer', { token: eva.token, body: { email: ` ${eva.email.toUpperCase()} ` } });
    expect(same.status).toBe(200);
    expect(CustomerResponse.parse(same.body).customer).toMatchObject({ email: eva.email, pending_email: null });
    expect(await rowCounts(h().db, ['email_changes', 'outbox'])).toEqual(before);
  });

  it('replaces an earlier pending change: only the newest link works', async () => {
    const fer = await newCustomer(h(), 'fer');
    const [first, second] = [uniqueEmail('fer-uno'), uniqueEmail('fer-dos')];
    await h().request('PUT', '/api/customer', { token: fer.token, body: { email: first, current_password: PASSWORD } });
    const oldToken = await linkTokenFor(h(), first);
    h().clock.advance(EMAIL_CHANGE_COOLDOWN_MS);
    const asked = await h().request('PUT', '/api/customer', { token: fer.token, body: { email: second, current_password: PASSWORD } });
    expect(CustomerResponse.parse(asked.body).customer.pending_email).toBe(second);
    expect((await confirm(h(), oldToken)).status).toBe(400);
    expect((await confirm(h(), await linkTokenFor(h(), second))).status).toBe(200);
    const [account] = await h().db.select().from(accounts).where(eq(accounts.email, second));
    expect(account).toBeDefined();
  });

  it('refuses a new link within a minute of the last (429), writing and sending nothing; a minute later she may ask again', async () => {
    const hana = await newCustomer(h(), 'hana');
    const [first, second, third] = [uniqueEmail('hana-uno'), uniqueEmail('hana-dos'), uniqueEmail('hana-tres')];
    expect((await h().request('PUT', '/api/customer', { token: hana.token, body: { email: first, current_password: PASSWORD } })).status).toBe(200);
    const before = await rowCounts(h().db, EMAIL_TABLES);
    h().clock.advance(EMAIL_CHANGE_COOLDOWN_MS - 1);
    for (const email of [second, first]) {
      const refused = await h().request('PUT', '/api/customer', { token: hana.token, body: { email, name: 'Cambiada', current_password: PASSWORD } });
      expect(refused.status, refused.text).toBe(429);
      expect(refused.body).toEqual({ code: 'customer/email-change-too-soon', message: messages.auth.emailChangeTooSoon });
    }
    expect(await rowCounts(h().db, EMAIL_TABLES)).toEqual(before);
    expect(await h().db.select().from(outbox).where(eq(outbox.recipient, second))).toEqual([]);
    const [row] = await h().db.select().from(customers).where(eq(customers.customer_id, hana.customerId));
    expect(row?.name).toBe('Ana');

    expect((await confirm(h(), await linkTokenFor(h(), first))).status).toBe(200);
    h().clock.advance(1);
    const asked = await h().request('PUT', '/api/customer', { token: hana.token, body: { email: third, current_password: PASSWORD } });
    expect(asked.status, asked.text).toBe(200);
    expect(CustomerResponse.parse(asked.body).customer).toMatchObject({ email: first, pending_email: third });
    expect((await confirm(h(), await linkTokenFor(h(), third))).status).toBe(200);
  });

  it('needs her current password for a new e-mail: 400 without it, 403 when wrong, nothing written or sent', async () => {
    const iris = await newCustomer(h(), 'iris');
    const wanted = uniqueEmail('iris-nueva');
    const before = await rowCounts(h().db, EMAIL_TABLES);
    const missing = await h().request('PUT', '/api/customer', { token: iris.token, body: { email: wanted, name: 'Cambiado' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 'auth/password-required', message: messages.auth.currentPasswordRequired });
    const wrong = await h().request('PUT', '/api/customer', { token: iris.token, body: { email: wanted, name: 'Cambiado', current_password: 'otra-cosa' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ code: 'auth/wrong-password', message: messages.auth.currentPasswordWrong });
    expect(await rowCounts(h().db, EMAIL_TABLES)).toEqual(before);
    const [row] = await h().db.select().from(customers).where(eq(customers.customer_id, iris.customerId));
    expect(row?.name).toBe('Ana');
    // Edits that keep her e-mail need no password.
    expect((await h().request('PUT', '/api/customer', { token: iris.token, body: { email: iris.email, name: 'Iris' } })).status).toBe(200);
  });

  it('tells the old address once the change is confirmed, and not before', async () => {
    const jade = await newCustomer(h(), 'jade');
    const wanted = uniqueEmail('jade-nueva');
    await h().request('PUT', '/api/customer', { token: jade.token, body: { email: wanted, current_password: PASSWORD } });
    const toOld = () => h().db.select().from(outbox).where(eq(outbox.recipient, jade.email));
    expect(await toOld()).toHaveLength(0);
    expect((await confirm(h(), await linkTokenFor(h(), wanted))).status).toBe(200);
    const [notice] = await toOld();
    expect(notice).toMatchObject({ channel: 'email', subject: messages.auth.emailChangedNoticeSubject });
    expect(notice?.body).toContain(wanted);
    expect(notice?.body).not.toContain('token=');
  });

  it('refuses an invalid body with 400 and writes nothing', async () => {
    const gaby = await newCustomer(h(), 'gaby');
    const before = await rowCounts(h().db, EMAIL_TABLES);
    for (const body of [{ email: 'no-es-un-correo', name: 'Otra' }, { email: 42 }, { file_id: 'foto' }, { file_id: 0 }]) {
      const refused = await h().request('PUT', '/api/customer', { token: gaby.token, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(await rowCounts(h().db, EMAIL_TABLES)).toEqual(before);
    for (const body of [{}, { token: 'corto' }, { token: 5 }]) {
      expect((await h().request('POST', '/api/customer/email/confirm', { body })).status).toBe(400);
    }
    const unknown = await confirm(h(), 'x'.repeat(43));
    expect(unknown.body).toEqual({ code: 'auth/invalid-email-token', message: messages.auth.emailChangeLinkInvalid });
  });

  it('limits confirmation attempts like a password reset', async () => {
    const limited = h().withApp({ rateLimits: { reset: { limit: 2, windowMs: 60_000 } } });
    expect((await confirm(limited, 'y'.repeat(43))).status).toBe(400);
    expect((await confirm(limited, 'y'.repeat(43))).status).toBe(400);
    expect((await confirm(limited, 'y'.repeat(43))).status).toBe(429);
  });
});
