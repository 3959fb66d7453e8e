import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  MyReservationsResponse, RATING_COMMENT_MAX, RESERVATION_CODES, RESERVATIONS_PAGE_SIZE, ReservationResponse, fill, messages,
} from '@estudio/core';
import { classReservations, locations, singleClasses } from '../../src/db/schema/index.js';
import {
  adminToken, expectRefused, makeClassType, makeCustomers, placeIn, tokenOf, withSettings, type TestCustomer,
} from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const HOUR = 60 * 60 * 1000;

const mine = async (h: Harness, customer: TestCustomer, search = '') => {
  const answer = await h.request('GET', `/api/class_reservations/mine${search}`, { token: await tokenOf(h, customer) });
  expect(answer.status, answer.text).toBe(200);
  return MyReservationsResponse.parse(answer.body);
};

const ids = (page: { reservations: readonly { class_reservation_id: number }[] }) => page.reservations.map((one) => one.class_reservation_id);

onEachDatabase("a customer's reservations", (h) => {
  it('lists them by filter: upcoming soonest first, past, cancelled and all most recent first', async () => {
    const [ana, bea] = (await makeCustomers(h().db, 2)) as [TestCustomer, TestCustomer];
    const soon = await placeIn(h(), ana, 24);
    const later = await placeIn(h(), ana, 72);
    const recent = await placeIn(h(), ana, -24, { attend: true });
    const older = await placeIn(h(), ana, -48);
    const cancelled = await placeIn(h(), ana, 48, { deleted_at: new Date(h().clock.now()) });
    await placeIn(h(), bea, 24);
    expect(await mine(h(), ana, '?filter=upcoming')).toMatchObject({ max: 2 });
    expect(ids(await mine(h(), ana, '?filter=upcoming'))).toEqual([soon.class_reservation_id, later.class_reservation_id]);
    expect(ids(await mine(h(), ana, '?filter=past'))).toEqual([recent.class_reservation_id, older.class_reservation_id]);
    expect(ids(await mine(h(), ana, '?filter=cancelled'))).toEqual([cancelled.class_reservation_id]);
    const all = await mine(h(), ana);
    expect(all.max).toBe(5);
    expect(ids(all)).toEqual([later, cancelled, soon, recent, older].map((row) => row.class_reservation_id));
    expect(all.reservations.every((one) => one.single_class.mine !== null)).toBe(true);
    const unknown = await h().request('GET', '/api/class_reservations/mine?filter=nope', { token: await tokenOf(h(), ana) });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'validation/invalid-query']);
  });

  it('pages them 50 at a time with the total for the pager', async () => {
    const [ana] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    const [location] = await h().db.select().from(locations).limit(1);
    const classTypeId = await makeClassType(h().db);
    const classes = await h().db.insert(singleClasses).values(Array.from({ length: RESERVATIONS_PAGE_SIZE + 3 }, (_, index) => ({
      class_date: new Date(h().clock.now() - (index + 1) * HOUR), capacity: 5, class_type_id: classTypeId, location_id: location?.location_id ?? 0,
    }))).returning();
    await h().db.insert(classReservations).values(classes.map((row) => ({ single_class_id: row.single_class_id, customer_id: ana.customerId })));
    const first = await mine(h(), ana, '?page=1&filter=past');
    const second = await mine(h(), ana, '?page=2&filter=past');
    expect([first.max, second.max]).toEqual([RESERVATIONS_PAGE_SIZE + 3, RESERVATIONS_PAGE_SIZE + 3]);
    expect([first.reservations.length, second.reservations.length]).toEqual([RESERVATIONS_PAGE_SIZE, 3]);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(RESERVATIONS_PAGE_SIZE + 3);
    expect((await mine(h(), ana, '?page=3&filter=past')).reservations).toEqual([]);
  });

  it('rates an attended class once, with the comment trimmed', async () => {
    const [ana, bea] = (await makeCustomers(h().db, 2)) as [TestCustomer, TestCustomer];
    const attended = await placeIn(h(), ana, -3, { attend: true });
    const rate = async (who: TestCustomer, body: Record<string, unknown>) =>
      h().request('POST', '/api/class_reservations/rating', { token: await tokenOf(h(), who), body: { class_reservation_id: attended.class_reservation_id, ...body } });
    await expectRefused(h(), () => rate(bea, { coach_stars: 5 }), { status: 404, code: 'reservation/not-found' });
    await expectRefused(h(), () => rate(ana, { coach_stars: 5, comment: 'x'.repeat(RATING_COMMENT_MAX + 1) }), {
      status: 400, code: RESERVATION_CODES.ratingCommentTooLong, message: fill(messages.reservations.ratingCommentTooLong, { max: RATING_COMMENT_MAX }),
    });
    await withSettings(h().db, { reservation_rating_enabled: 'false' }, () =>
      expectRefused(h(), () => rate(ana, { coach_stars: 5 }), { status: 412, code: RESERVATION_CODES.cannotRate, message: messages.reservations.cannotRate }));
    const answer = await rate(ana, { coach_stars: 5, class_stars: 4, comment: '  ¡Muy buena!  ' });
    expect(answer.status, answer.text).toBe(200);
    expect(ReservationResponse.parse(answer.body).class_reservation).toMatchObject({ coach_stars: 5, class_stars: 4, comment: '¡Muy buena!' });
    await expectRefused(h(), () => rate(ana, { coach_stars: 3 }), { status: 409, code: RESERVATION_CODES.cannotRate });
  });

  it('refuses to rate a class not attended, not yet given, or cancelled', async () => {
    const [ana] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    const rows = [
      await placeIn(h(), ana, -3, { attend: false }),
      await placeIn(h(), ana, -3),
      await placeIn(h(), ana, 24),
      await placeIn(h(), ana, -3, { attend: true, deleted_at: new Date(h().clock.now() - 5 * HOUR) }),
      await placeIn(h(), ana, -3, { attend: true, is_cash: true, is_paid: false }),
    ];
    for (const row of rows) {
      await expectRefused(h(), async () => h().request('POST', '/api/class_reservations/rating', {
        token: await tokenOf(h(), ana), body: { class_reservation_id: row.class_reservation_id, coach_stars: 4 },
      }), { status: 412, code: RESERVATION_CODES.cannotRate });
    }
  });

  it("renames her reservation's guest, and refuses a reservation without one or someone else's", async () => {
    const [ana, bea] = (await makeCustomers(h().db, 2)) as [TestCustomer, TestCustomer];
    const withGuest = await placeIn(h(), ana, 24, { guest: 'Ana' });
    const alone = await placeIn(h(), ana, 30);
    const rename = async (who: TestCustomer, id: number, name: string) =>
      h().request('PUT', '/api/single_class/guest', { token: await tokenOf(h(), who), body: { class_reservation_id: id, name } });
    const answer = await rename(ana, withGuest.class_reservation_id, '  Ana María ');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.class_reservation.guest).toBe('Ana María');
    await expectRefused(h(), () => rename(bea, withGuest.class_reservation_id, 'Otra'), { status: 404, code: 'reservation/not-found' });
    await expectRefused(h(), () => rename(ana, alone.class_reservation_id, 'Otra'), {
      status: 409, code: 'reservation/no-guest', message: messages.reservations.noGuest,
    });
    await expectRefused(h(), () => rename(ana, withGuest.class_reservation_id, ' A '), { status: 400, code: 'validation/invalid-body' });
    const admin = await adminToken(h());
    const byAdmin = await h().request('PUT', '/api/single_class/guest', { token: admin, body: { class_reservation_id: withGuest.class_reservation_id, name: 'Lucía' } });
    expect(byAdmin.body.class_reservation.guest).toBe('Lucía');
    const [row] = await h().db.select().from(classReservations).where(eq(classReservations.class_reservation_id, withGuest.class_reservation_id));
    expect(row?.guest).toBe('Lucía');
  });
});
