import { expect, it } from 'vitest';
import { RESERVATION_CODES, ReservationResponse, messages } from '@estudio/core';
import {
  adminToken, creditsOf, expectRefused, makeClass, makeCustomers, tokenOf, withSettings, type TestCustomer,
} from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const HOUR = 60 * 60 * 1000;

const reserve = async (h: Harness, customer: TestCustomer, classId: number): Promise<number> => {
  const answer = await h.request('POST', '/api/class_reservations', { token: await tokenOf(h, customer), body: { single_class_id: classId } });
  expect(answer.status, answer.text).toBe(201);
  return ReservationResponse.parse(answer.body).class_reservation.class_reservation_id;
};

const cancel = async (h: Harness, customer: TestCustomer, id: number) =>
  h.request('DELETE', `/api/class_reservations/${id}`, { token: await tokenOf(h, customer) });

const balance = async (h: Harness, customer: TestCustomer): Promise<number | undefined> =>
  (await creditsOf(h.db, customer.customerId))[0]?.available_classes;

/** Moves the harness's clock for `work` only (tokens are signed at the moved time). */
const at = async <T>(h: Harness, ms: number, work: () => Promise<T>): Promise<T> => {
  h.clock.advance(ms);
  try {
    return await work();
  } finally {
    h.clock.advance(-ms);
  }
};

// The demo studio: a 12-hour window, cancelling after it allowed (without refund), at most 2 cancels per credit.
onEachDatabase('cancelling a reservation', (h) => {
  const customer = async (credits = 5) => (await makeCustomers(h().db, 1, { credits }))[0] as TestCustomer;

  it('returns the credit inside the window, up to its last moment', async () => {
    const ana = await customer();
    const singleClass = await makeClass(h(), { inHours: 13 });
    const id = await reserve(h(), ana, singleClass.single_class_id);
    expect(await balance(h(), ana)).toBe(4);
    const answer = await at(h(), HOUR, () => cancel(h(), ana, id));
    expect(answer.status, answer.text).toBe(200);
    expect(ReservationResponse.parse(answer.body).class_reservation.deletedAt).toBe(new Date(h().clock.now() + HOUR).toISOString());
    expect(await balance(h(), ana)).toBe(5);
  });

  it('past the window, cancels without returning the credit when allow_cancel_after_treshold is on, else refuses', async () => {
    const ana = await customer();
    const singleClass = await makeClass(h(), { inHours: 13 });
    const first = await reserve(h(), ana, singleClass.single_class_id);
    await at(h(), 2 * HOUR, async () => {
      await withSettings(h().db, { allow_cancel_after_treshold: 'false' }, () =>
        expectRefused(h(), () => cancel(h(), ana, first), {
          status: 412, code: RESERVATION_CODES.cancelWindowClosed, message: messages.reservations.cancelWindowClosed,
        }));
      expect((await cancel(h(), ana, first)).status).toBe(200);
    });
    expect(await balance(h(), ana)).toBe(4);
  });

  it('refuses everything when allow_cancel_reservations is off, and a class that started', async () => {
    const ana = await customer();
    const soon = await makeClass(h(), { inHours: 1 });
    const id = await reserve(h(), ana, soon.single_class_id);
    await withSettings(h().db, { allow_cancel_reservations: 'false' }, () =>
      expectRefused(h(), () => cancel(h(), ana, id), {
        status: 412, code: RESERVATION_CODES.cancelDisabled, message: messages.reservations.notCancellable,
      }));
    await at(h(), 2 * HOUR, () =>
      expectRefused(h(), () => cancel(h(), ana, id), {
        status: 412, code: RESERVATION_CODES.classStarted, message: messages.reservations.classStarted,
      }));
  });

  it('refuses a reservation already cancelled (409), and finds no one else’s (404)', async () => {
    const ana = await customer();
    const bea = await customer();
    const singleClass = await makeClass(h());
    const id = await reserve(h(), ana, singleClass.single_class_id);
    await expectRefused(h(), () => cancel(h(), bea, id), { status: 404, code: 'reservation/not-found' });
    await expectRefused(h(), () => cancel(h(), bea, 999_999_999), { status: 404, code: 'reservation/not-found' });
    expect((await cancel(h(), ana, id)).status).toBe(200);
    await expectRefused(h(), () => cancel(h(), ana, id), {
      status: 409, code: RESERVATION_CODES.alreadyCancelled, message: messages.reservations.alreadyCancelled,
    });
  });

  it('allows max_cancels_per_available_class cancellations per credit, then refuses', async () => {
    const ana = await customer();
    for (const inHours of [30, 31]) {
      const id = await reserve(h(), ana, (await makeClass(h(), { inHours })).single_class_id);
      expect((await cancel(h(), ana, id)).status).toBe(200);
    }
    const third = await reserve(h(), ana, (await makeClass(h(), { inHours: 32 })).single_class_id);
    await expectRefused(h(), () => cancel(h(), ana, third), {
      status: 412, code: RESERVATION_CODES.cancelLimit, message: messages.reservations.cancelLimitReached,
    });
    await withSettings(h().db, { max_cancels_per_available_class: '' }, async () => {
      expect((await cancel(h(), ana, third)).status).toBe(200);
    });
    expect(await balance(h(), ana)).toBe(5);
  });

  it('lets an admin cancel any live reservation, returning the credit only inside the window', async () => {
    const admin = await adminToken(h());
    const ana = await customer();
    const early = await reserve(h(), ana, (await makeClass(h(), { inHours: 40 })).single_class_id);
    const late = await reserve(h(), ana, (await makeClass(h(), { inHours: 2 })).single_class_id);
    await withSettings(h().db, { allow_cancel_after_treshold: 'false' }, async () => {
      expect((await h().request('DELETE', `/api/class_reservations/${late}`, { token: admin })).status).toBe(200);
    });
    expect(await balance(h(), ana)).toBe(3);
    expect((await h().request('DELETE', `/api/class_reservations/${early}`, { token: admin })).status).toBe(200);
    expect(await balance(h(), ana)).toBe(4);
  });
});
