import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TeamMemberResponse, type AuditAction } from '@estudio/core';
import { auditLog, classReservations, customers } from '../../src/db/schema/index.js';
import { actionsOf } from './support/audit.js';
import {
  makeClass, makeCustomers, placeIn, teamTokens, tokenOf, type TestCustomer,
} from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const newCustomer = async (h: Harness): Promise<TestCustomer> => ((await makeCustomers(h.db, 1))[0] as TestCustomer);

/** A class whose only place someone else holds: a waitlist can be joined. */
const fullClass = async (h: Harness) => {
  const singleClass = await makeClass(h, { capacity: 1 });
  const holder = await newCustomer(h);
  await h.db.insert(classReservations).values({ single_class_id: singleClass.single_class_id, customer_id: holder.customerId });
  return singleClass;
};

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** Her lines' action codes, oldest first. */
const codesOf = async (h: Harness, customerId: number): Promise<AuditAction[]> =>
  (await actionsOf(h.db, customerId)).map((line) => line.action);

onEachDatabase("the audit trail of the team's waitlist, guest, penalty and team writes", (h) => {
  const team = teamTokens(h);

  describe('waitlists', () => {
    it("records the team's join, move and removal for her, and nothing she does herself", async () => {
      const [ana, first, second, own] = [await newCustomer(h()), await fullClass(h()), await fullClass(h()), await fullClass(h())];
      const mine = await h().request('POST', '/api/waitlist', { token: await tokenOf(h(), ana), body: { single_class_id: own.single_class_id } });
      expect(mine.status, mine.text).toBe(201);
      expect((await h().request('DELETE', `/api/waitlist/${mine.body.waitlist.waitlist_id}`, { token: await tokenOf(h(), ana) })).status).toBe(200);
      expect(await actionsOf(h().db, ana.customerId)).toEqual([]);

      const joined = await h().request('POST', '/api/waitlist', { token: team.staff, body: { single_class_id: first.single_class_id, customer_id: ana.customerId } });
      expect(joined.status, joined.text).toBe(201);
      const id = joined.body.waitlist.waitlist_id;
      const moved = await h().request('PUT', '/api/waitlist', { token: team.staff, body: { waitlist_id: id, single_class_id: second.single_class_id } });
      expect(moved.status, moved.text).toBe(200);
      expect((await h().request('DELETE', `/api/waitlist/${id}`, { token: team.admin })).status).toBe(200);

      const lines = await actionsOf(h().db, ana.customerId);
      expect(lines.map((line) => line.action)).toEqual<AuditAction[]>(['waitlist.join', 'waitlist.move', 'waitlist.leave']);
      const [join, move, leave] = lines.map((line) => line.details);
      expect(join).toEqual({ waitlist_id: id, class: joined.body.waitlist.single_class.class_type.name, date: expect.stringMatching(WALL_CLOCK) });
      expect(move).toMatchObject({
        waitlist_id: id,
        class: { from: joined.body.waitlist.single_class.class_type.name, to: moved.body.waitlist.single_class.class_type.name },
        date: { from: join?.date, to: expect.stringMatching(WALL_CLOCK) },
      });
      expect(leave).toEqual({ waitlist_id: id, class: moved.body.waitlist.single_class.class_type.name, date: (move?.date as { to: string }).to });
    });

    it('leaves no line when the join is refused', async () => {
      const ana = await newCustomer(h());
      const open = await makeClass(h(), { capacity: 5 });
      const refused = await h().request('POST', '/api/waitlist', { token: team.staff, body: { single_class_id: open.single_class_id, customer_id: ana.customerId } });
      expect([refused.status, refused.body.code]).toEqual([409, 'waitlist/class-not-full']);
      expect(await actionsOf(h().db, ana.customerId)).toEqual([]);
    });
  });

  it("records the team's rename of her guest with the name before and after, and not her own", async () => {
    const ana = await newCustomer(h());
    const reservation = await placeIn(h(), ana, 24, { guest: 'Ana' });
    const rename = async (token: string, name: string) => {
      const answer = await h().request('PUT', '/api/single_class/guest', { token, body: { class_reservation_id: reservation.class_reservation_id, name } });
      expect(answer.status, answer.text).toBe(200);
    };
    await rename(await tokenOf(h(), ana), 'Ana María');
    expect(await actionsOf(h().db, ana.customerId)).toEqual([]);
    await rename(team.staff, 'Lucía');
    expect(await actionsOf(h().db, ana.customerId)).toEqual([{
      action: 'reservation.guest',
      details: {
        reservation_id: reservation.class_reservation_id, class: expect.any(String), date: expect.stringMatching(WALL_CLOCK),
        guest: { from: 'Ana María', to: 'Lucía' },
      },
    }]);
  });

  it("records the admin's penalty writes: created, changed (only what changed) and deleted", async () => {
    const ana = await newCustomer(h());
    const ends = new Date(h().clock.now() + 3 * 86_400_000).toISOString();
    const later = new Date(h().clock.now() + 7 * 86_400_000).toISOString();
    const created = await h().request('POST', '/api/class_reservation_penaltys', { token: team.admin, body: { customer_id: ana.customerId, reason: 'No asistió', end_date: ends } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.class_reservation_penalty.penalty_id;
    const path = `/api/class_reservation_penaltys/${id}`;
    expect((await h().request('PUT', path, { token: team.admin, body: {} })).status).toBe(200);
    expect((await h().request('PUT', path, { token: team.admin, body: { reason: 'No asistió', end_date: later } })).status).toBe(200);
    expect((await h().request('DELETE', path, { token: team.admin })).status).toBe(200);
    const unknown = await h().request('POST', '/api/class_reservation_penaltys', { token: team.admin, body: { customer_id: 999_999_999, reason: 'x', end_date: ends } });
    expect(unknown.status).toBe(404);
    expect(await actionsOf(h().db, ana.customerId)).toEqual([
      { action: 'penalty.create', details: { penalty_id: id, reason: 'No asistió', end_date: ends } },
      { action: 'penalty.update', details: { penalty_id: id, end_date: { from: ends, to: later } } },
      { action: 'penalty.delete', details: { penalty_id: id, reason: 'No asistió', end_date: later } },
    ]);
  });

  describe('the team', () => {
    const recordOf = async (uid: string): Promise<number> => {
      const [row] = await h().db.select({ id: customers.customer_id }).from(customers).where(eq(customers.uid, uid));
      if (!row) throw new Error(`No customer record for ${uid}`);
      return row.id;
    };

    it('records an invitation on the history of the person invited, new or already a customer', async () => {
      const email = `equipo.${h().clock.now()}@prueba.test`;
      const fresh = await h().request('POST', '/api/team', { token: team.admin, body: { email, name: 'Inés', last_name: 'Ocampo', role: 'staff' } });
      expect(fresh.status, fresh.text).toBe(201);
      expect(await actionsOf(h().db, await recordOf(TeamMemberResponse.parse(fresh.body).member.uid))).toEqual([{ action: 'team.invite', details: { role: 'staff' } }]);
      const ana = await newCustomer(h());
      const known = await h().request('POST', '/api/team', { token: team.admin, body: { email: ana.email, name: 'x', last_name: 'y', role: 'admin' } });
      expect(known.status, known.text).toBe(201);
      expect(await actionsOf(h().db, ana.customerId)).toEqual([{ action: 'team.invite', details: { role: 'admin' } }]);
    });

    it('records a role change and a removal with the role before and after; a refused or empty change leaves nothing', async () => {
      const ana = await newCustomer(h());
      expect((await h().request('POST', '/api/team', { token: team.admin, body: { email: ana.email, name: 'x', last_name: 'y', role: 'staff' } })).status).toBe(201);
      const path = `/api/team/${ana.uid}`;
      expect((await h().request('PUT', path, { token: team.admin, body: { role: 'staff' } })).status).toBe(200);
      expect((await h().request('PUT', path, { token: team.admin, body: { role: 'admin' } })).status).toBe(200);
      const before = await h().db.select().from(auditLog);
      const own = await h().request('PUT', path, { token: await tokenOf(h(), ana), body: { role: 'staff' } });
      expect([own.status, own.body.code]).toEqual([409, 'team/own-role']);
      expect(await h().db.select().from(auditLog)).toEqual(before);
      expect((await h().request('DELETE', path, { token: team.admin })).status).toBe(200);
      expect(await codesOf(h(), ana.customerId)).toEqual<AuditAction[]>(['team.invite', 'team.role', 'team.remove']);
      expect((await actionsOf(h().db, ana.customerId)).slice(1).map((line) => line.details)).toEqual([
        { role: { from: 'staff', to: 'admin' } },
        { role: { from: 'admin', to: 'customer' } },
      ]);
    });
  });
});
