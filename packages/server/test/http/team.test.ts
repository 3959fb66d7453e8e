import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TeamMemberResponse, TeamResponse, messages } from '@estudio/core';
import { accounts, customers, outbox } from '../../src/db/schema/index.js';
import { adminToken, makeCustomers, type TestCustomer } from './support/booking.js';
import { rowCounts } from './support/db-inspect.js';
import { DEMO, onEachDatabase, type Answer, type Harness } from './support/harness.js';

/** Every table an invitation may write: a refused one leaves them all as they were. */
const PEOPLE_TABLES = ['accounts', 'customers', 'outbox', 'password_resets', 'refresh_tokens'];

/** Stands in for firebase-admin's verifyIdToken: tokens are `ok:<uid>:<email>`, the e-mail verified (the team needs that). */
const verifyIdToken = async (token: string): Promise<{ uid: string; email?: string; email_verified?: boolean }> => {
  const [kind, uid, email] = token.split(':');
  if (kind === 'ok' && uid) return { uid, ...(email ? { email, email_verified: true } : {}) };
  throw Object.assign(new Error('Firebase said no'), { code: 'auth/argument-error' });
};

const invitee = () => ({ email: `Equipo.${randomUUID().slice(0, 8)}@Prueba.test`, name: 'Inés', last_name: 'Ocampo', role: 'staff' as const });

const expectNothingWritten = async (h: Harness, send: () => Promise<Answer>, expected: { status: number; code: string }) => {
  const before = await rowCounts(h.db, PEOPLE_TABLES);
  const answer = await send();
  expect(answer.status, answer.text).toBe(expected.status);
  expect(answer.body.code).toBe(expected.code);
  expect(await rowCounts(h.db, PEOPLE_TABLES)).toEqual(before);
  return answer;
};

onEachDatabase("the studio's team (GET and POST /team)", (h) => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken(h());
  });

  const invite = (body: unknown, harness = h(), token = admin) => harness.request('POST', '/api/team', { token, body });
  const team = async () => TeamResponse.parse((await h().request('GET', '/api/team', { token: admin })).body).team;

  it('lists the admins first, then the front desk, with their names', async () => {
    const list = await team();
    expect(list[0]).toMatchObject({ email: DEMO.admin, role: 'admin', name: 'Ana', invited: false });
    expect(list).toContainEqual(expect.objectContaining({ email: DEMO.staff, role: 'staff', name: 'Rosa', last_name: 'Domínguez', invited: false }));
    expect(list.map((member) => member.email)).not.toContain(DEMO.socia);
    const roles = list.map((member) => member.role);
    expect(roles).toEqual([...roles].sort());
  });

  describe('inviting a new person', () => {
    it('makes her account without a password and her record, and e-mails her the link to choose one', async () => {
      const body = invitee();
      const email = body.email.toLowerCase();
      const answer = await invite(body);
      expect(answer.status, answer.text).toBe(201);
      const { member } = TeamMemberResponse.parse(answer.body);
      expect(member).toMatchObject({ email, name: 'Inés', last_name: 'Ocampo', role: 'staff', invited: true });
      const [account] = await h().db.select().from(accounts).where(eq(accounts.email, email));
      expect(account).toMatchObject({ uid: member.uid, role: 'staff', password_hash: null });
      const [record] = await h().db.select().from(customers).where(eq(customers.uid, member.uid));
      expect(record).toMatchObject({ name: 'Inés', last_name: 'Ocampo', email, phone: null });
      const [mail] = await h().db.select().from(outbox).where(eq(outbox.recipient, email));
      expect(mail?.subject).toBe(messages.auth.resetEmailSubject);

      const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail?.body ?? '')?.[1] ?? '');
      const chosen = await h().request('POST', '/api/auth/reset/confirm', { body: { token, password: 'clave-del-equipo-1' } });
      expect(chosen.status, chosen.text).toBe(200);
      expect((await team()).find((entry) => entry.uid === member.uid)?.invited).toBe(false);
      const signedIn = await h().signIn(email, 'clave-del-equipo-1');
      expect((await h().request('GET', '/api/single_class/admin/days', { token: signedIn.token })).status).toBe(200);
    });

    it('lets her ask for a new link when the first one has expired', async () => {
      const body = invitee();
      expect((await invite(body)).status).toBe(201);
      const again = await h().request('POST', '/api/auth/reset', { body: { email: body.email } });
      expect(again.status, again.text).toBe(200);
      expect(await h().db.select().from(outbox).where(eq(outbox.recipient, body.email.toLowerCase()))).toHaveLength(2);
    });
  });

  describe('inviting someone who has an account', () => {
    it('gives a customer the role and keeps everything else of hers', async () => {
      const [customer] = (await makeCustomers(h().db, 1)) as [TestCustomer];
      const [before] = await h().db.select().from(customers).where(eq(customers.customer_id, customer.customerId));
      const answer = await invite({ ...invitee(), email: customer.email.toUpperCase(), role: 'admin' });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.member).toMatchObject({ uid: customer.uid, email: customer.email, role: 'admin', name: customer.name });
      expect(await h().db.select().from(customers).where(eq(customers.customer_id, customer.customerId))).toEqual([before]);
      expect(await h().db.select().from(outbox).where(eq(outbox.recipient, customer.email))).toEqual([]);
    });

    it('refuses someone already on the team with 409, writing nothing', async () => {
      const refused = await expectNothingWritten(h(), () => invite({ ...invitee(), email: DEMO.staff, role: 'admin' }), { status: 409, code: 'team/already-member' });
      expect(refused.body.message).toBe(messages.desk.alreadyMember);
      const [staff] = await h().db.select().from(accounts).where(eq(accounts.email, DEMO.staff));
      expect(staff?.role).toBe('staff');
    });
  });

  it('refuses bad bodies with 400, writing nothing', async () => {
    for (const body of [{ ...invitee(), email: 'no-es-correo' }, { ...invitee(), name: ' ' }, { ...invitee(), role: 'customer' }, { email: 'a@b.test' }]) {
      await expectNothingWritten(h(), () => invite(body), { status: 400, code: 'validation/invalid-body' });
    }
  });

  describe('with IDENTITY=firebase', () => {
    const firebaseApp = () => h().withApp({ identity: 'firebase', firebase: { projectId: 'estudio-demo', adminEmails: [], verifyIdToken } });
    const firebaseAdmin = async () => {
      const [account] = await h().db.select().from(accounts).where(eq(accounts.email, DEMO.admin));
      return `ok:${account?.uid ?? ''}:${DEMO.admin}`;
    };

    it('invites only an existing account: a new e-mail is 409, as accounts are made at Firebase', async () => {
      const refused = await expectNothingWritten(h(), async () => invite(invitee(), firebaseApp(), await firebaseAdmin()), {
        status: 409, code: 'team/account-required',
      });
      expect(refused.body.message).toBe(messages.desk.accountRequired);
      const [customer] = (await makeCustomers(h().db, 1)) as [TestCustomer];
      const joined = await invite({ ...invitee(), email: customer.email }, firebaseApp(), await firebaseAdmin());
      expect(joined.status, joined.text).toBe(201);
      expect(joined.body.member).toMatchObject({ uid: customer.uid, role: 'staff', invited: false });
    });
  });
});
