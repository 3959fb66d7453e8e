import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TeamMemberResponse } from '@estudio/core';
import { accounts, customers } from '../../src/db/schema/index.js';
import { messages } from '@estudio/core';
import { adminToken, makeCustomers, tokenSigner, type TestCustomer } from './support/booking.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

/** A customer made a team member straight in the database, with her token (its role claim is not what counts). */
const makeMember = async (h: Harness, role: 'staff' | 'admin') => {
  const [person] = (await makeCustomers(h.db, 1)) as [TestCustomer];
  await h.db.update(accounts).set({ role }).where(eq(accounts.uid, person.uid));
  return { ...person, token: await tokenSigner(h).sign({ sub: person.uid, email: person.email, role }) };
};

const roleOf = async (h: Harness, uid: string): Promise<string | undefined> =>
  (await h.db.select().from(accounts).where(eq(accounts.uid, uid)))[0]?.role;

onEachDatabase('changing the team (PUT and DELETE /team/:uid)', (h) => {
  let admin: string;
  let adminUid: string;
  beforeAll(async () => {
    admin = await adminToken(h());
    adminUid = (await h().db.select().from(accounts).where(eq(accounts.email, DEMO.admin)))[0]?.uid ?? '';
  });

  const setRole = (uid: string, role: string, token = admin) => h().request('PUT', `/api/team/${uid}`, { token, body: { role } });
  const remove = (uid: string, token = admin) => h().request('DELETE', `/api/team/${uid}`, { token });

  describe('PUT /team/:uid', () => {
    it('makes the front desk an admin and back', async () => {
      const member = await makeMember(h(), 'staff');
      const promoted = await setRole(member.uid, 'admin');
      expect(promoted.status, promoted.text).toBe(200);
      expect(TeamMemberResponse.parse(promoted.body).member).toMatchObject({ uid: member.uid, role: 'admin', email: member.email });
      expect(await roleOf(h(), member.uid)).toBe('admin');
      expect((await setRole(member.uid, 'staff')).body.member.role).toBe('staff');
      expect(await roleOf(h(), member.uid)).toBe('staff');
    });

    it('answers 404 for an unknown uid and for someone not on the team', async () => {
      const [socia] = await h().db.select().from(accounts).where(eq(accounts.email, DEMO.socia));
      for (const uid of ['no-existe', socia?.uid ?? '']) {
        const refused = await setRole(uid, 'staff');
        expect([refused.status, refused.body.code, refused.body.message]).toEqual([404, 'team/not-found', messages.desk.notMember]);
      }
      expect(await roleOf(h(), socia?.uid ?? '')).toBe('customer');
    });

    it("refuses one's own role with 409", async () => {
      const refused = await setRole(adminUid, 'staff');
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'team/own-role', messages.desk.ownRole]);
      expect(await roleOf(h(), adminUid)).toBe('admin');
    });

    it('refuses a role that is not a team role with 400', async () => {
      const member = await makeMember(h(), 'staff');
      expect((await setRole(member.uid, 'customer')).status).toBe(400);
      expect(await roleOf(h(), member.uid)).toBe('staff');
    });
  });

  describe('DELETE /team/:uid', () => {
    it('makes her a customer again, keeping her account and record, and her token loses the staff routes at once', async () => {
      const member = await makeMember(h(), 'staff');
      expect((await h().request('GET', '/api/single_class/admin/days', { token: member.token })).status).toBe(200);
      const answer = await remove(member.uid);
      expect([answer.status, answer.body]).toEqual([200, { ok: true }]);
      expect(await roleOf(h(), member.uid)).toBe('customer');
      expect(await h().db.select().from(customers).where(eq(customers.uid, member.uid))).toHaveLength(1);
      const refused = await h().request('GET', '/api/single_class/admin/days', { token: member.token });
      expect([refused.status, refused.body.code]).toEqual([403, 'auth/forbidden']);
      expect((await h().request('GET', '/api/customer', { token: member.token })).status).toBe(200);
      expect((await remove(member.uid)).status).toBe(404);
    });

    it('refuses oneself with 409 and an unknown uid with 404', async () => {
      const own = await remove(adminUid);
      expect([own.status, own.body.code, own.body.message]).toEqual([409, 'team/own-removal', messages.desk.ownRemoval]);
      expect(await roleOf(h(), adminUid)).toBe('admin');
      expect((await remove('no-existe')).status).toBe(404);
    });
  });

  it('keeps an admin when the last two take each other off at once', async () => {
    const other = await makeMember(h(), 'admin');
    // Only the two of them are admins for this test.
    const others = (await h().db.select().from(accounts).where(eq(accounts.role, 'admin')))
      .map((row) => row.uid).filter((uid) => uid !== adminUid && uid !== other.uid);
    if (others.length > 0) await h().db.update(accounts).set({ role: 'staff' }).where(inArray(accounts.uid, others));
    try {
      const answers = await Promise.all([setRole(other.uid, 'staff', admin), remove(adminUid, other.token)]);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200), JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1);
      // The loser is refused: the last admin (409), or, when the winner was quicker still, no longer an admin (403).
      const loser = answers.find((answer) => answer.status !== 200);
      expect(['team/last-admin', 'auth/forbidden']).toContain(loser?.body.code);
      const admins = await h().db.select().from(accounts).where(inArray(accounts.uid, [adminUid, other.uid]));
      expect(admins.filter((row) => row.role === 'admin')).toHaveLength(1);
    } finally {
      await h().db.update(accounts).set({ role: 'admin' }).where(eq(accounts.uid, adminUid));
      if (others.length > 0) await h().db.update(accounts).set({ role: 'admin' }).where(inArray(accounts.uid, others));
    }
  });
});
