import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_ERROR_CODES, ReservationResponse, SCHEDULE_ERROR_CODES, fill, formatDate, messages } from '@estudio/core';
import {
  availableClasses, classPackages, classReservationPenalties, classReservations, singleClasses, waitlists,
} from '../../src/db/schema/index.js';
import {
  adminToken, creditsOf, expectRefused, makeClass, makeClassType, makeCustomers, tokenOf, withSettings, type TestCustomer,
} from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'America/Mexico_City';

const reserve = async (h: Harness, customer: TestCustomer, body: Record<string, unknown>) =>
  h.request('POST', '/api/class_reservations', { token: await tokenOf(h, customer), body });

const reservationOf = async (h: Harness, id: number) => {
  const [row] = await h.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id));
  if (!row) throw new Error(`No reservation ${id}`);
  return row;
};

onEachDatabase('reserving a class', (h) => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken(h());
  });

  it('spends the credit that expires first and answers the class as the calendar shows it', async () => {
    const [customer] = await makeCustomers(h().db, 1, { credits: 5 });
    if (!customer) throw new Error('no customer');
    const [soon] = await h().db.insert(availableClasses)
      .values({ customer_id: customer.customerId, available_classes: 3, expiration_date: new Date(h().clock.now() + 10 * DAY) })
      .returning();
    const singleClass = await makeClass(h(), { capacity: 10 });
    const answer = await reserve(h(), customer, { single_class_id: singleClass.single_class_id });
    expect(answer.status, answer.text).toBe(201);
    const { class_reservation: reservation } = ReservationResponse.parse(answer.body);
    expect(reservation).toMatchObject({ customer_id: customer.customerId, spot: null, guest: null, deletedAt: null, attend: null });
    expect(reservation.single_class).toMatchObject({ single_class_id: singleClass.single_class_id, reservation_count: 1 });
    expect(reservation.single_class.mine?.reservations).toEqual([{ class_reservation_id: reservation.class_reservation_id, spot: null, guest: null }]);
    expect((await reservationOf(h(), reservation.class_reservation_id)).available_class_id).toBe(soon?.available_class_id);
    expect((await creditsOf(h().db, customer.customerId)).map((row) => row.available_classes)).toEqual([5, 2]);
  });

  it('lets an unlimited member book without credits, and keeps a -1 credit at -1', async () => {
    const [member] = await makeCustomers(h().db, 1, { unlimitedUntil: new Date(h().clock.now() + 30 * DAY) });
    const [holder] = await makeCustomers(h().db, 1, { credits: -1 });
    if (!member || !holder) throw new Error('no customers');
    const singleClass = await makeClass(h());
    const free = await reserve(h(), member, { single_class_id: singleClass.single_class_id });
    expect(free.status, free.text).toBe(201);
    expect((await reservationOf(h(), free.body.class_reservation.class_reservation_id)).available_class_id).toBeNull();
    const unlimited = await reserve(h(), holder, { single_class_id: singleClass.single_class_id });
    expect(unlimited.status, unlimited.text).toBe(201);
    const [credit] = await creditsOf(h().db, holder.customerId);
    expect(credit?.available_classes).toBe(-1);
    expect((await reservationOf(h(), unlimited.body.class_reservation.class_reservation_id)).available_class_id).toBe(credit?.available_class_id);
  });

  it('takes a place for a guest of her own, paid with another credit, until the class is full', async () => {
    const [customer, other] = await makeCustomers(h().db, 2, { credits: 2 });
    if (!customer || !other) throw new Error('no customers');
    const singleClass = await makeClass(h(), { capacity: 2 });
    expect((await reserve(h(), customer, { single_class_id: singleClass.single_class_id })).status).toBe(201);
    const guest = await reserve(h(), customer, { single_class_id: singleClass.single_class_id, guest: '  Ana López ' });
    expect(guest.status, guest.text).toBe(201);
    expect(guest.body.class_reservation.guest).toBe('Ana López');
    expect((await creditsOf(h().db, customer.customerId))[0]?.available_classes).toBe(0);
    await expectRefused(h(), () => reserve(h(), other, { single_class_id: singleClass.single_class_id }), {
      status: 409, code: SCHEDULE_ERROR_CODES.classFull, message: messages.schedule.classFull,
    });
  });

  it('lets an admin book for a customer, whose credit pays', async () => {
    const [customer] = await makeCustomers(h().db, 1, { credits: 1 });
    if (!customer) throw new Error('no customer');
    const singleClass = await makeClass(h());
    const answer = await h().request('POST', '/api/class_reservations', {
      token: admin, body: { single_class_id: singleClass.single_class_id, customer_id: customer.customerId },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.class_reservation.customer_id).toBe(customer.customerId);
    expect((await creditsOf(h().db, customer.customerId))[0]?.available_classes).toBe(0);
  });

  it('takes a customer who books off the waitlist of that class', async () => {
    const [customer] = await makeCustomers(h().db, 1, { credits: 1 });
    if (!customer) throw new Error('no customer');
    const singleClass = await makeClass(h());
    await h().db.insert(waitlists).values({ single_class_id: singleClass.single_class_id, customer_id: customer.customerId });
    expect((await reserve(h(), customer, { single_class_id: singleClass.single_class_id })).status).toBe(201);
    expect(await h().db.select().from(waitlists).where(eq(waitlists.customer_id, customer.customerId))).toEqual([]);
  });

  describe('refusals answer their code and Spanish message and write nothing', () => {
    let customer: TestCustomer;
    beforeAll(async () => {
      [customer] = (await makeCustomers(h().db, 1, { credits: 3 })) as [TestCustomer];
    });

    it('refuses a class that does not exist, was cancelled, is sold as a package, or can no longer be booked', async () => {
      const at = async (options: Parameters<typeof makeClass>[1]) => (await makeClass(h(), options)).single_class_id;
      await expectRefused(h(), () => reserve(h(), customer, { single_class_id: 2_000_000_000 }), {
        status: 404, code: SCHEDULE_ERROR_CODES.classNotFound, message: messages.schedule.classNotFound,
      });
      const cancelled = await at({});
      await h().db.update(singleClasses).set({ cancelled_at: new Date(h().clock.now()) }).where(eq(singleClasses.single_class_id, cancelled));
      await expectRefused(h(), () => reserve(h(), customer, { single_class_id: cancelled }), {
        status: 412, code: SCHEDULE_ERROR_CODES.classCancelled, message: messages.schedule.classCancelled,
      });
      const [pack] = await h().db.select().from(classPackages).limit(1);
      const bound = await at({ packageId: pack?.class_package_id ?? null });
      await expectRefused(h(), () => reserve(h(), customer, { single_class_id: bound }), {
        status: 412, code: 'reservation/package-bound', message: messages.reservations.packageBound,
      });
      await expectRefused(h(), async () => reserve(h(), customer, { single_class_id: await at({ inHours: -1 }) }), {
        status: 412, code: SCHEDULE_ERROR_CODES.classStarted, message: messages.schedule.classStarted,
      });
      // The demo studio closes booking 30 minutes before a class.
      await expectRefused(h(), async () => reserve(h(), customer, { single_class_id: await at({ inHours: 0.25 }) }), {
        status: 412, code: SCHEDULE_ERROR_CODES.bookingClosed, message: messages.schedule.bookingClosed,
      });
    });

    it('refuses a full class, a class without capacity, and a second place of her own', async () => {
      const [other] = await makeCustomers(h().db, 1, { credits: 1 });
      const full = await makeClass(h(), { capacity: 1 });
      if (!other) throw new Error('no customer');
      expect((await reserve(h(), other, { single_class_id: full.single_class_id })).status).toBe(201);
      const refusedFull = { status: 409, code: SCHEDULE_ERROR_CODES.classFull, message: messages.schedule.classFull };
      await expectRefused(h(), () => reserve(h(), customer, { single_class_id: full.single_class_id }), refusedFull);
      const closed = await makeClass(h(), { capacity: null });
      await expectRefused(h(), () => reserve(h(), customer, { single_class_id: closed.single_class_id }), refusedFull);
      const open = await makeClass(h(), { capacity: 5 });
      expect((await reserve(h(), customer, { single_class_id: open.single_class_id })).status).toBe(201);
      await expectRefused(h(), () => reserve(h(), customer, { single_class_id: open.single_class_id }), {
        status: 409, code: SCHEDULE_ERROR_CODES.alreadyReserved, message: messages.schedule.alreadyReserved,
      });
    });

    it('refuses a guest when the studio allows none', async () => {
      const singleClass = await makeClass(h());
      await withSettings(h().db, { allow_class_guests: 'false' }, () =>
        expectRefused(h(), () => reserve(h(), customer, { single_class_id: singleClass.single_class_id, guest: 'Ana' }), {
          status: 412, code: SCHEDULE_ERROR_CODES.guestsNotAllowed, message: messages.schedule.guestsNotAllowed,
        }));
    });

    it('refuses without a credit that allows the class: none, expired, or for another class type', async () => {
      const [broke] = await makeCustomers(h().db, 1);
      const [expired] = await makeCustomers(h().db, 1, { credits: 4, creditExpiresAt: new Date(h().clock.now() - DAY) });
      const [typed] = await makeCustomers(h().db, 1, { credits: 4 });
      if (!broke || !expired || !typed) throw new Error('no customers');
      await h().db.update(availableClasses).set({ class_type_id: await makeClassType(h().db) }).where(eq(availableClasses.customer_id, typed.customerId));
      const singleClass = await makeClass(h());
      const none = { status: 412, code: CREDIT_ERROR_CODES.none, message: messages.reservations.noCredits };
      await expectRefused(h(), () => reserve(h(), broke, { single_class_id: singleClass.single_class_id }), none);
      await expectRefused(h(), () => reserve(h(), expired, { single_class_id: singleClass.single_class_id }), none);
      await expectRefused(h(), () => reserve(h(), typed, { single_class_id: singleClass.single_class_id }), {
        status: 412, code: CREDIT_ERROR_CODES.classType, message: messages.credits.classTypeNotAllowed,
      });
      // The same credit pays once restricted class types are off.
      await withSettings(h().db, { allow_restricted_class_types: 'false' }, async () => {
        expect((await reserve(h(), typed, { single_class_id: singleClass.single_class_id })).status).toBe(201);
      });
    });

    it('refuses a customer with an active penalty, with its reason and the day booking opens again', async () => {
      const [penalised] = await makeCustomers(h().db, 1, { credits: 2 });
      if (!penalised) throw new Error('no customer');
      const end = new Date(h().clock.now() + 3 * DAY);
      await h().db.insert(classReservationPenalties).values([
        { customer_id: penalised.customerId, reason: 'Vencida', end_date: new Date(h().clock.now() - DAY) },
        { customer_id: penalised.customerId, reason: 'Tres inasistencias', end_date: end },
      ]);
      const singleClass = await makeClass(h());
      const expected = [
        messages.reservations.penalty,
        `${fill(messages.reservations.penaltyReason, { reason: 'Tres inasistencias' })}.`,
        fill(messages.reservations.penaltyUntil, { date: formatDate(end.getTime(), ZONE) }),
      ].join(' ');
      await expectRefused(h(), () => reserve(h(), penalised, { single_class_id: singleClass.single_class_id }), {
        status: 412, code: 'reservation/penalty', message: expected,
      });
      await withSettings(h().db, { unlimited_membership_penalties_enabled: 'false' }, async () => {
        expect((await reserve(h(), penalised, { single_class_id: singleClass.single_class_id })).status).toBe(201);
      });
    });

    it("refuses a customer booking for someone else, and an admin who names no customer", async () => {
      const [other] = await makeCustomers(h().db, 1, { credits: 1 });
      if (!other) throw new Error('no customer');
      const singleClass = await makeClass(h());
      await expectRefused(h(), () => reserve(h(), customer, { single_class_id: singleClass.single_class_id, customer_id: other.customerId }), {
        status: 403, code: 'reservation/other-customer', message: messages.reservations.otherCustomer,
      });
      await expectRefused(h(), () => h().request('POST', '/api/class_reservations', { token: admin, body: { single_class_id: singleClass.single_class_id } }), {
        status: 400, code: 'reservation/customer-required', message: messages.reservations.customerRequired,
      });
      await expectRefused(h(), () => h().request('POST', '/api/class_reservations', {
        token: admin, body: { single_class_id: singleClass.single_class_id, customer_id: 2_000_000_000 },
      }), { status: 404, code: 'customer/not-found', message: messages.admin.customerNotFound });
    });
  });
});
