import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminReservationResponse, RESERVATION_CODES, SCHEDULE_ERROR_CODES, messages } from '@estudio/core';
import {
  availableClasses, classReservationPenalties, classReservations, singleClasses, waitlists,
} from '../../src/db/schema/index.js';
import { actionsOf } from './support/audit.js';
import {
  creditsOf, expectRefused, makeClass, makeCustomers, tokenOf, teamTokens, withSettings, type TestCustomer,
} from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';
import { fullWithWaitlist, mailTo } from './support/waitlist.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const newCustomer = async (h: Harness, credits = 5): Promise<TestCustomer> => ((await makeCustomers(h.db, 1, { credits }))[0] as TestCustomer);

const balance = async (h: Harness, customer: TestCustomer) => (await creditsOf(h.db, customer.customerId))[0]?.available_classes;

/** The rows of a class, as `[customer, guest, cancelled]`, in booking order. */
const rowsOf = async (h: Harness, classId: number) =>
  (await h.db.select().from(classReservations).where(eq(classReservations.single_class_id, classId)).orderBy(classReservations.class_reservation_id))
    .map((row) => [row.customer_id, row.guest, row.deleted_at !== null]);

onEachDatabase('the front desk books, cancels and promotes', (h) => {
  const team = teamTokens(h);

  /** POST /class_reservations for her by `token` (the team names her; she books herself without customer_id). */
  const reserve = (token: string, classId: number, customer?: TestCustomer, guest?: string) =>
    h().request('POST', '/api/class_reservations', {
      token, body: { single_class_id: classId, ...(customer ? { customer_id: customer.customerId } : {}), ...(guest ? { guest } : {}) },
    });
  const booked = async (answer: Promise<{ status: number; text: string; body: { class_reservation: { class_reservation_id: number } } }>) => {
    const done = await answer;
    expect(done.status, done.text).toBe(201);
    return done.body.class_reservation.class_reservation_id;
  };
  const deskCancel = (id: number, returnCredit: boolean, token = team.staff) =>
    h().request('PUT', `/api/class_reservations/${id}/cancel`, { token, body: { return_credit: returnCredit } });

  describe('PUT /class_reservations/:id/cancel', () => {
    it("cancels past her cancel window, giving the credit back or keeping it spent as the desk says", async () => {
      const ana = await newCustomer(h());
      const soon = await makeClass(h(), { inHours: 2 });
      await withSettings(h().db, { allow_cancel_reservations: 'false' }, async () => {
        const first = await booked(reserve(team.staff, soon.single_class_id, ana));
        const answer = await deskCancel(first, true);
        expect(answer.status, answer.text).toBe(200);
        expect(AdminReservationResponse.parse(answer.body).class_reservation).toMatchObject({
          class_reservation_id: first, deletedAt: new Date(h().clock.now()).toISOString(), customer: { customer_id: ana.customerId },
        });
        expect(await balance(h(), ana)).toBe(5);
        const second = await booked(reserve(team.staff, soon.single_class_id, ana));
        expect((await deskCancel(second, false)).status).toBe(200);
        expect(await balance(h(), ana)).toBe(4);
      });
      const cancels = (await actionsOf(h().db, ana.customerId)).filter((line) => line.action === 'reservation.cancel');
      expect(cancels.map((line) => line.details.return_credit)).toEqual([true, false]);
    });

    it('takes the places of the guests she brought with her own, and only the guest’s with a guest’s row', async () => {
      const ana = await newCustomer(h());
      const singleClass = await makeClass(h());
      const own = await booked(reserve(team.staff, singleClass.single_class_id, ana));
      await booked(reserve(team.staff, singleClass.single_class_id, ana, 'Luis'));
      expect((await deskCancel(own, true)).status).toBe(200);
      expect(await rowsOf(h(), singleClass.single_class_id)).toEqual([[ana.customerId, null, true], [ana.customerId, 'Luis', true]]);
      expect(await balance(h(), ana)).toBe(5);
      expect((await actionsOf(h().db, ana.customerId)).at(-1)?.details).toMatchObject({ reservation_id: own, guests_cancelled: 1 });
      const again = await booked(reserve(team.staff, singleClass.single_class_id, ana));
      const guest = await booked(reserve(team.staff, singleClass.single_class_id, ana, 'Eva'));
      expect((await deskCancel(guest, false)).status).toBe(200);
      expect((await rowsOf(h(), singleClass.single_class_id)).slice(2)).toEqual([[ana.customerId, null, false], [ana.customerId, 'Eva', true]]);
      expect(again).toBeLessThan(guest);
    });

    it('tells the waitlist of the freed place, as when she cancels herself', async () => {
      const { singleClass, waiting, reservationId } = await fullWithWaitlist(h(), 2);
      expect((await deskCancel(reservationId, true)).status).toBe(200);
      expect((await mailTo(h(), waiting.map((customer) => customer.email))).map((mail) => mail.recipient)).toEqual(waiting.map((customer) => customer.email));
      const entries = await h().db.select().from(waitlists).where(eq(waitlists.single_class_id, singleClass.single_class_id));
      expect(entries.map((entry) => entry.notified_at?.getTime())).toEqual([h().clock.now(), h().clock.now()]);
    });

    it('refuses an unknown reservation (404), a cancelled one (409) and a customer (403), writing nothing', async () => {
      const ana = await newCustomer(h());
      const id = await booked(reserve(team.staff, (await makeClass(h())).single_class_id, ana));
      await expectRefused(h(), () => deskCancel(999_999_999, true), { status: 404, code: 'reservation/not-found' });
      await expectRefused(h(), async () => deskCancel(id, true, await tokenOf(h(), ana)), { status: 403, code: 'auth/forbidden' });
      await expectRefused(h(), () => h().request('PUT', `/api/class_reservations/${id}/cancel`, { token: team.staff, body: {} }), {
        status: 400, code: 'validation/invalid-body',
      });
      expect((await deskCancel(id, true)).status).toBe(200);
      await expectRefused(h(), () => deskCancel(id, true), {
        status: 409, code: RESERVATION_CODES.alreadyCancelled, message: messages.reservations.alreadyCancelled,
      });
    });
  });

  describe('POST /waitlist/:id/promote', () => {
    const promote = (waitlistId: number, token = team.staff) => h().request('POST', `/api/waitlist/${waitlistId}/promote`, { token });
    const entryOf = async (classId: number, customer: TestCustomer) =>
      (await h().db.select().from(waitlists).where(eq(waitlists.single_class_id, classId)))
        .find((entry) => entry.customer_id === customer.customerId)?.waitlist_id ?? 0;

    it('books her into the class with her credit and takes her off the waitlist, once a place is free', async () => {
      const { singleClass, waiting: [eva], reservationId } = await fullWithWaitlist(h(), 1);
      const customer = eva as TestCustomer;
      const entry = await entryOf(singleClass.single_class_id, customer);
      await expectRefused(h(), () => promote(entry), { status: 409, code: SCHEDULE_ERROR_CODES.classFull });
      expect((await deskCancel(reservationId, true)).status).toBe(200);
      const answer = await promote(entry);
      expect(answer.status, answer.text).toBe(201);
      expect(AdminReservationResponse.parse(answer.body).class_reservation).toMatchObject({
        single_class_id: singleClass.single_class_id, customer: { customer_id: customer.customerId }, deletedAt: null,
      });
      expect(await balance(h(), customer)).toBe(0);
      expect(await entryOf(singleClass.single_class_id, customer)).toBe(0);
      expect(await actionsOf(h().db, customer.customerId)).toEqual([{
        action: 'waitlist.promote', details: expect.objectContaining({ waitlist_id: entry, reservation_id: answer.body.class_reservation.class_reservation_id }),
      }]);
      await expectRefused(h(), () => promote(entry), { status: 404, code: 'waitlist/not-found' });
    });

    it('refuses her without a credit or under a penalty (412), writing nothing', async () => {
      const { singleClass, waiting: [broke, punished], reservationId } = await fullWithWaitlist(h(), 2);
      const [noCredit, penalized] = [broke, punished] as [TestCustomer, TestCustomer];
      await h().db.update(availableClasses).set({ available_classes: 0 }).where(eq(availableClasses.customer_id, noCredit.customerId));
      await h().db.insert(classReservationPenalties).values({ customer_id: penalized.customerId, reason: 'Faltas', end_date: new Date(h().clock.now() + 24 * HOUR) });
      expect((await deskCancel(reservationId, true)).status).toBe(200);
      await expectRefused(h(), async () => promote(await entryOf(singleClass.single_class_id, noCredit)), { status: 412, code: 'credits/none' });
      await expectRefused(h(), async () => promote(await entryOf(singleClass.single_class_id, penalized)), { status: 412, code: 'reservation/penalty' });
      await expectRefused(h(), () => promote(999_999_999), { status: 404, code: 'waitlist/not-found' });
    });

    it('moves her in after the booking window closed', async () => {
      const { singleClass, waiting: [eva], reservationId } = await fullWithWaitlist(h(), 1);
      await h().db.update(singleClasses).set({ class_date: new Date(h().clock.now() + 10 * MINUTE) })
        .where(eq(singleClasses.single_class_id, singleClass.single_class_id));
      expect((await deskCancel(reservationId, false)).status).toBe(200);
      const answer = await promote(await entryOf(singleClass.single_class_id, eva as TestCustomer), team.admin);
      expect(answer.status, answer.text).toBe(201);
    });
  });

  describe('the booking window binds a customer booking herself, not the team booking for her', () => {
    it('lets the team book after the window closed and after the class began; she cannot', async () => {
      const ana = await newCustomer(h());
      const closing = await makeClass(h(), { inHours: 0.25 });
      const begun = await makeClass(h(), { inHours: -1 });
      const own = await tokenOf(h(), ana);
      await expectRefused(h(), () => reserve(own, closing.single_class_id), { status: 412, code: SCHEDULE_ERROR_CODES.bookingClosed });
      await expectRefused(h(), () => reserve(own, begun.single_class_id), { status: 412, code: SCHEDULE_ERROR_CODES.classStarted });
      await booked(reserve(team.staff, closing.single_class_id, ana));
      await booked(reserve(team.admin, begun.single_class_id, ana));
      expect(await balance(h(), ana)).toBe(3);
    });

    it('keeps every other rule for the team: capacity, credits, penalties', async () => {
      const [ana, broke] = [await newCustomer(h()), await newCustomer(h(), 0)];
      const full = await makeClass(h(), { inHours: 0.25, capacity: 0 });
      const closing = await makeClass(h(), { inHours: 0.25 });
      await expectRefused(h(), () => reserve(team.staff, full.single_class_id, ana), { status: 409, code: SCHEDULE_ERROR_CODES.classFull });
      await expectRefused(h(), () => reserve(team.staff, closing.single_class_id, broke), { status: 412, code: 'credits/none' });
      await h().db.insert(classReservationPenalties).values({ customer_id: ana.customerId, reason: 'Faltas', end_date: new Date(h().clock.now() + HOUR) });
      await expectRefused(h(), () => reserve(team.staff, closing.single_class_id, ana), { status: 412, code: 'reservation/penalty' });
    });
  });
});
