import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AttendAllResponse, RosterResponse, messages } from '@estudio/core';
import { classReservationPenalties, classReservations, singleClasses, waitlists } from '../../src/db/schema/index.js';
import { actionsOf } from './support/audit.js';
import { expectRefused, makeClass, makeCustomers, staffToken, tokenOf, type TestCustomer } from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const HOUR = 60 * 60 * 1000;

const people = async (h: Harness, count: number) => (await makeCustomers(h.db, count, { credits: 5 })) as TestCustomer[];

onEachDatabase("a class's roster at the desk", (h) => {
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(h());
  });

  /** Writes a reservation straight in the database (ids give the booking order). */
  const place = async (classId: number, customer: TestCustomer, extra: Partial<typeof classReservations.$inferInsert> = {}) => {
    const [row] = await h().db.insert(classReservations).values({ single_class_id: classId, customer_id: customer.customerId, ...extra }).returning();
    return row?.class_reservation_id ?? 0;
  };

  describe('GET /single_class/:id/roster', () => {
    const roster = (classId: number, token = staff) => h().request('GET', `/api/single_class/${classId}/roster`, { token });

    it('answers the class as Hoy counts it, live reservations in booking order then the cancelled, and the waitlist in order', async () => {
      const [ana, eva, ivan, luz] = (await people(h(), 4)) as [TestCustomer, TestCustomer, TestCustomer, TestCustomer];
      const singleClass = await makeClass(h(), { capacity: 3 });
      const id = singleClass.single_class_id;
      const gone = await place(id, eva, { deleted_at: new Date(h().clock.now()) });
      const own = await place(id, ana);
      const guest = await place(id, ana, { guest: 'Luis' });
      const third = await place(id, ivan, { attend: true });
      await h().db.insert(waitlists).values([{ single_class_id: id, customer_id: luz.customerId }, { single_class_id: id, customer_id: eva.customerId }]);
      const answer = await roster(id);
      expect(answer.status, answer.text).toBe(200);
      const { roster: list } = RosterResponse.parse(answer.body);
      expect(list.single_class).toMatchObject({ single_class_id: id, capacity: 3, reservation_count: 3, waitlist_count: 2 });
      expect(list.reservations.map((row) => [row.class_reservation_id, row.customer.customer_id])).toEqual([
        [own, ana.customerId], [guest, ana.customerId], [third, ivan.customerId], [gone, eva.customerId],
      ]);
      expect(list.reservations[0]?.customer).toEqual({ customer_id: ana.customerId, name: ana.name, last_name: 'Prueba', email: ana.email, phone: null });
      expect(list.waitlist.map((entry) => entry.customer.email)).toEqual([luz.email, eva.email]);
    });

    it('answers 404 for an unknown or cancelled class, 403 for a customer', async () => {
      const [ana] = (await people(h(), 1)) as [TestCustomer];
      const cancelled = await makeClass(h());
      await h().db.update(singleClasses).set({ cancelled_at: new Date(h().clock.now()) }).where(eq(singleClasses.single_class_id, cancelled.single_class_id));
      for (const id of [999_999_999, cancelled.single_class_id]) {
        const answer = await roster(id);
        expect([answer.status, answer.body.code]).toEqual([404, 'schedule/class-not-found']);
      }
      expect((await roster(cancelled.single_class_id, await tokenOf(h(), ana))).status).toBe(403);
    });
  });

  describe('PUT /single_class/:id/attendance', () => {
    const attendAll = (classId: number, body: unknown = { attend: true }) =>
      h().request('PUT', `/api/single_class/${classId}/attendance`, { token: staff, body });

    it('marks attended every live reservation without a mark, keeps the marks given, and records each', async () => {
      const [ana, eva, ivan, luz] = (await people(h(), 4)) as [TestCustomer, TestCustomer, TestCustomer, TestCustomer];
      const id = (await makeClass(h(), { inHours: -1 })).single_class_id;
      const unmarked = [await place(id, ana), await place(id, ana, { guest: 'Luis' })];
      await place(id, eva, { attend: false });
      await place(id, ivan, { attend: true });
      await place(id, luz, { deleted_at: new Date(h().clock.now()) });
      const answer = await attendAll(id);
      expect(answer.status, answer.text).toBe(200);
      const changed = AttendAllResponse.parse(answer.body).class_reservations;
      expect(changed.map((row) => [row.class_reservation_id, row.attend])).toEqual(unmarked.map((rid) => [rid, true]));
      const rows = await h().db.select().from(classReservations).where(eq(classReservations.single_class_id, id)).orderBy(classReservations.class_reservation_id);
      expect(rows.map((row) => row.attend)).toEqual([true, true, false, true, null]);
      const lines = await actionsOf(h().db, ana.customerId);
      expect(lines.map((line) => [line.action, line.details.reservation_id, line.details.attend])).toEqual(
        unmarked.map((rid) => ['reservation.attendance', rid, { from: null, to: true }]),
      );
      expect(await actionsOf(h().db, eva.customerId)).toEqual([]);
      const again = await attendAll(id);
      expect(again.body).toEqual({ class_reservations: [] });
    });

    it('refuses an unknown class (404) and anything but attend: true (400), writing nothing', async () => {
      const [ana] = (await people(h(), 1)) as [TestCustomer];
      const id = (await makeClass(h())).single_class_id;
      await place(id, ana);
      await expectRefused(h(), () => attendAll(999_999_999), { status: 404, code: 'schedule/class-not-found' });
      await expectRefused(h(), () => attendAll(id, { attend: false }), { status: 400, code: 'validation/invalid-body' });
    });
  });

  describe('PUT /class_reservation_penaltys/:id/lift', () => {
    const lift = (penaltyId: number, token = staff) => h().request('PUT', `/api/class_reservation_penaltys/${penaltyId}/lift`, { token });
    const penalty = async (customer: TestCustomer, endsIn: number) => {
      const [row] = await h().db.insert(classReservationPenalties)
        .values({ customer_id: customer.customerId, reason: '3 inasistencias consecutivas', end_date: new Date(h().clock.now() + endsIn) })
        .returning();
      return row?.penalty_id ?? 0;
    };

    it('ends an active penalty now, keeping it, so she books at once; her history records it', async () => {
      const [ana] = (await people(h(), 1)) as [TestCustomer];
      const id = await penalty(ana, 48 * HOUR);
      const singleClass = await makeClass(h());
      const book = async () => h().request('POST', '/api/class_reservations', { token: await tokenOf(h(), ana), body: { single_class_id: singleClass.single_class_id } });
      expect((await book()).status).toBe(412);
      const answer = await lift(id);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.class_reservation_penalty).toMatchObject({ penalty_id: id, end_date: new Date(h().clock.now()).toISOString() });
      expect((await book()).status).toBe(201);
      expect(await actionsOf(h().db, ana.customerId)).toEqual([{
        action: 'penalty.lift',
        details: { penalty_id: id, reason: '3 inasistencias consecutivas', end_date: { from: new Date(h().clock.now() + 48 * HOUR).toISOString(), to: new Date(h().clock.now()).toISOString() } },
      }]);
    });

    it('refuses a penalty no longer active (409), an unknown one (404) and a customer (403), writing nothing', async () => {
      const [ana] = (await people(h(), 1)) as [TestCustomer];
      const over = await penalty(ana, -HOUR);
      const active = await penalty(ana, HOUR);
      const refused = await lift(over);
      expect([refused.status, refused.body]).toEqual([409, { code: 'penalty/not-active', message: messages.desk.penaltyNotActive }]);
      expect((await lift(999_999_999)).status).toBe(404);
      expect((await lift(active, await tokenOf(h(), ana))).status).toBe(403);
      expect((await lift(active)).status).toBe(200);
      expect((await lift(active)).status).toBe(409);
      expect((await actionsOf(h().db, ana.customerId)).length).toBe(1);
    });
  });
});
