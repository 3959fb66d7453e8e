import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_ERROR_CODES } from '../credits/credits.errors.js';
import { messages } from '../messages/index.js';
import { RESERVATION_CODES } from '../reservations/cancel.rules.js';
import { SCHEDULE_ERROR_CODES } from '../schedule/schedule.errors.js';
import { demoAccounts, demoCustomerIds, DEMO_MEMBER_FIRST_ID } from './demo-fixtures.js';
import { createDemoPorts } from './demo-ports.js';
import { addDemoPenalty, DEMO_CLASS_IDS, DEMO_CREDIT_IDS, DEMO_RESERVATION_IDS, DEMO_WAITLIST_ID } from './demo-schedule.js';
import type { FakeApi } from './fake-api.js';
import { BOOKING_CODES } from './fake-api.reserve.js';
import { NO_GUEST_CODE } from './fake-api.reservations.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const C = DEMO_CLASS_IDS;
const R = DEMO_RESERVATION_IDS;

/** The demo ports with a demo account signed in (the socia by default). */
const demo = (email: string = demoAccounts.socia.email) => createDemoPorts({ signedInAs: email });

/** Sets one studio setting in the fake's config, as an admin would. */
const setSetting = (api: FakeApi, key: string, value: string) => {
  api.state.config = api.state.config.map((entry) => (entry.key === key ? { ...entry, value } : entry));
};

const balance = (api: FakeApi, creditId: number) => api.state.credits.find((c) => c.available_class_id === creditId)?.available_classes;
const places = (api: FakeApi, classId: number) =>
  api.state.reservations.filter((r) => r.single_class_id === classId && r.deletedAt === null).length;

describe('fake reservations: reserve', () => {
  it('books the last place, spending the credit that expires first, and the class is then full', async () => {
    const { api } = demo();
    const booked = await api.reservations.reserve({ single_class_id: C.lastPlace });
    expect(booked).toMatchObject({
      ok: true,
      value: { customer_id: demoCustomerIds.socia, deletedAt: null, single_class: { reservation_count: 6, capacity: 6 } },
    });
    expect(balance(api, DEMO_CREDIT_IDS.expiringSoon)).toBe(1);
    expect(balance(api, DEMO_CREDIT_IDS.fivePack)).toBe(5);
    const seen = await api.schedule.one(C.lastPlace);
    expect(seen.ok && seen.value.reservation_count).toBe(6);
    expect(seen.ok && seen.value.mine?.reservations).toHaveLength(1);
  });

  it('refuses a full class with 409 and changes nothing', async () => {
    const { api } = demo();
    const before = JSON.stringify(api.state);
    expect(await api.reservations.reserve({ single_class_id: C.full })).toEqual({
      ok: false,
      error: { code: SCHEDULE_ERROR_CODES.classFull, message: messages.schedule.classFull, status: 409 },
    });
    expect(JSON.stringify(api.state)).toBe(before);
  });

  it('refuses a second booking for herself, a started class, a class sold as a package, and an unknown class', async () => {
    const { api } = demo();
    expect(await api.reservations.reserve({ single_class_id: C.upcoming })).toMatchObject({
      ok: false, error: { code: SCHEDULE_ERROR_CODES.alreadyReserved, status: 409 },
    });
    expect(await api.reservations.reserve({ single_class_id: C.attended })).toMatchObject({
      ok: false, error: { code: SCHEDULE_ERROR_CODES.classStarted, status: 412 },
    });
    expect(await api.reservations.reserve({ single_class_id: C.packageBound })).toMatchObject({
      ok: false, error: { code: BOOKING_CODES.packageBound, message: messages.reservations.packageBound, status: 412 },
    });
    expect(await api.reservations.reserve({ single_class_id: 9999 })).toMatchObject({
      ok: false, error: { code: SCHEDULE_ERROR_CODES.classNotFound, status: 404 },
    });
  });

  it("answers the spec's no-credits text to a customer without credits, and the furthest reason otherwise", async () => {
    const { api } = demo(demoAccounts.nueva.email);
    expect(await api.reservations.reserve({ single_class_id: C.upcoming })).toEqual({
      ok: false,
      error: { code: CREDIT_ERROR_CODES.none, message: messages.reservations.noCredits, status: 412 },
    });
    api.state.credits.push({
      available_class_id: 50, customer_id: demoCustomerIds.nueva, purchase_id: null, class_type_id: 2, class_types: null,
      allowed_times: null, available_classes: 3, expiration_date: null,
    });
    expect(await api.reservations.reserve({ single_class_id: C.upcoming })).toMatchObject({
      ok: false, error: { code: CREDIT_ERROR_CODES.classType, status: 412 },
    });
    expect(await api.reservations.reserve({ single_class_id: C.customSpotMap })).toMatchObject({ ok: true });
    expect(balance(api, 50)).toBe(2);
  });

  it('lets an unlimited member book without spending credits', async () => {
    const { api } = demo();
    const socia = api.state.customers.find((c) => c.customer_id === demoCustomerIds.socia);
    if (socia) socia.has_unlimited = true;
    const booked = await api.reservations.reserve({ single_class_id: C.lastPlace });
    expect(booked.ok).toBe(true);
    expect(api.state.reservations.at(-1)?.available_class_id).toBeNull();
    expect(balance(api, DEMO_CREDIT_IDS.expiringSoon)).toBe(2);
  });

  it("keeps spots to the class type's map: asked, taken, outside the map, or the first free one", async () => {
    const { api } = demo();
    expect(await api.reservations.reserve({ single_class_id: C.spotMap, spot: '1' })).toMatchObject({
      ok: false, error: { code: SCHEDULE_ERROR_CODES.spotTaken, status: 409 },
    });
    expect(await api.reservations.reserve({ single_class_id: C.spotMap, spot: '13' })).toMatchObject({
      ok: false, error: { code: SCHEDULE_ERROR_CODES.spotUnavailable, status: 412 },
    });
    expect(await api.reservations.reserve({ single_class_id: C.spotMap })).toMatchObject({ ok: true, value: { spot: '2' } });
    // A class whose type has no map takes no spot.
    expect(await api.reservations.reserve({ single_class_id: C.lastPlace, spot: '1' })).toMatchObject({
      ok: false, error: { code: SCHEDULE_ERROR_CODES.spotUnavailable },
    });
  });

  it('uses the custom spot map of the class type: only its selectable spots', async () => {
    const { api } = demo();
    expect(await api.reservations.reserve({ single_class_id: C.customSpotMap, spot: 'A3' })).toMatchObject({
      ok: false, error: { code: SCHEDULE_ERROR_CODES.spotUnavailable },
    });
    expect(await api.reservations.reserve({ single_class_id: C.customSpotMap, spot: 'B2' })).toMatchObject({
      ok: false, error: { code: SCHEDULE_ERROR_CODES.spotTaken },
    });
    expect(await api.reservations.reserve({ single_class_id: C.customSpotMap, spot: 'A2' })).toMatchObject({ ok: true, value: { spot: 'A2' } });
  });

  it('books a guest as a place of its own, only when the studio allows guests', async () => {
    const { api } = demo();
    setSetting(api, 'allow_class_guests', 'false');
    expect(await api.reservations.reserve({ single_class_id: C.upcoming, guest: 'Sofía Díaz' })).toMatchObject({
      ok: false, error: { code: SCHEDULE_ERROR_CODES.guestsNotAllowed, status: 412 },
    });
    setSetting(api, 'allow_class_guests', 'true');
    const guest = await api.reservations.reserve({ single_class_id: C.upcoming, guest: 'Sofía Díaz' });
    expect(guest).toMatchObject({ ok: true, value: { guest: 'Sofía Díaz', single_class: { reservation_count: 2 } } });
    expect(balance(api, DEMO_CREDIT_IDS.expiringSoon)).toBe(1);
  });

  it('takes the customer off the waitlist of the class she books', async () => {
    const { api } = demo();
    api.state.reservations = api.state.reservations.filter((r) => !(r.single_class_id === C.full && r.customer_id === DEMO_MEMBER_FIRST_ID));
    expect(await api.reservations.reserve({ single_class_id: C.full })).toMatchObject({ ok: true });
    expect(api.state.waitlists.some((w) => w.waitlist_id === DEMO_WAITLIST_ID)).toBe(false);
  });

  it('lets an admin book for the customer she names, and no customer book for another', async () => {
    const admin = demo(demoAccounts.admin.email).api;
    expect(await admin.reservations.reserve({ single_class_id: C.lastPlace, customer_id: demoCustomerIds.socia })).toMatchObject({
      ok: true, value: { customer_id: demoCustomerIds.socia },
    });
    expect(await admin.reservations.reserve({ single_class_id: C.upcoming })).toMatchObject({
      ok: false, error: { code: BOOKING_CODES.customerRequired, status: 400 },
    });
    const { api } = demo();
    expect(await api.reservations.reserve({ single_class_id: C.lastPlace, customer_id: demoCustomerIds.nueva })).toMatchObject({
      ok: false, error: { code: BOOKING_CODES.otherCustomer, status: 403 },
    });
    const signedOut = createDemoPorts().api;
    expect(await signedOut.reservations.reserve({ single_class_id: C.lastPlace })).toMatchObject({ ok: false, error: { status: 401 } });
  });
});

describe('fake reservations: penalties', () => {
  it('refuses every booking while a penalty runs, with its reason, and books again once it ends', async () => {
    const { api, clock } = demo();
    const penalty = addDemoPenalty(api, { days: 1, reason: 'Tres inasistencias seguidas' });
    expect(await api.credits.penalties()).toEqual({ ok: true, value: [penalty] });
    const refused = await api.reservations.reserve({ single_class_id: C.lastPlace });
    expect(refused).toMatchObject({ ok: false, error: { code: BOOKING_CODES.penalty, status: 412 } });
    expect(!refused.ok && refused.error.message).toContain(messages.reservations.penalty);
    expect(!refused.ok && refused.error.message).toContain('Motivo: Tres inasistencias seguidas');
    clock.advance(DAY + 1);
    expect(await api.credits.penalties()).toEqual({ ok: true, value: [] });
    expect(await api.reservations.reserve({ single_class_id: C.lastPlace })).toMatchObject({ ok: true });
  });

  it('ignores penalties when the studio turned them off', async () => {
    const { api } = demo();
    addDemoPenalty(api);
    setSetting(api, 'unlimited_membership_penalties_enabled', 'false');
    expect(await api.reservations.reserve({ single_class_id: C.lastPlace })).toMatchObject({ ok: true });
  });
});

describe('fake reservations: cancel', () => {
  it('gives the credit back inside the cancel window', async () => {
    const { api } = demo();
    const cancelled = await api.reservations.cancel(R.upcoming);
    expect(cancelled).toMatchObject({ ok: true, value: { deletedAt: expect.any(String), single_class: { reservation_count: 0 } } });
    expect(balance(api, DEMO_CREDIT_IDS.expiringSoon)).toBe(3);
  });

  it('cancels late without a refund when allow_cancel_after_treshold is on, and refuses it when off', async () => {
    const { api } = demo();
    setSetting(api, 'allow_cancel_after_treshold', 'false');
    expect(await api.reservations.cancel(R.startingSoon)).toMatchObject({
      ok: false, error: { code: RESERVATION_CODES.cancelWindowClosed, status: 412 },
    });
    setSetting(api, 'allow_cancel_after_treshold', 'true');
    expect(await api.reservations.cancel(R.startingSoon)).toMatchObject({ ok: true });
    expect(balance(api, DEMO_CREDIT_IDS.expiringSoon)).toBe(2);
  });

  it("refuses a cancelled reservation (409), a started class or cancelling turned off (412), and another's reservation (404)", async () => {
    const { api } = demo();
    expect(await api.reservations.cancel(R.cancelled)).toMatchObject({ ok: false, error: { code: RESERVATION_CODES.alreadyCancelled, status: 409 } });
    expect(await api.reservations.cancel(R.attended)).toMatchObject({ ok: false, error: { code: RESERVATION_CODES.classStarted, status: 412 } });
    expect(await api.reservations.cancel(100)).toMatchObject({ ok: false, error: { code: 'reservation/not-found', status: 404 } });
    setSetting(api, 'allow_cancel_reservations', 'false');
    expect(await api.reservations.cancel(R.upcoming)).toEqual({
      ok: false,
      error: { code: RESERVATION_CODES.cancelDisabled, message: messages.reservations.notCancellable, status: 412 },
    });
  });

  it('lets an admin cancel any live reservation, past the window too, refunding only inside it', async () => {
    const { api } = demo(demoAccounts.admin.email);
    setSetting(api, 'allow_cancel_after_treshold', 'false');
    expect(await api.reservations.cancel(R.startingSoon)).toMatchObject({ ok: true, value: { customer_id: demoCustomerIds.socia } });
    expect(balance(api, DEMO_CREDIT_IDS.expiringSoon)).toBe(2);
    expect(await api.reservations.cancel(R.upcoming)).toMatchObject({ ok: true });
    expect(balance(api, DEMO_CREDIT_IDS.expiringSoon)).toBe(3);
  });

  it('stops at max_cancels_per_available_class cancellations of one credit', async () => {
    const { api } = demo();
    setSetting(api, 'max_cancels_per_available_class', '1');
    const credit = api.state.credits.find((c) => c.available_class_id === DEMO_CREDIT_IDS.expiringSoon);
    if (credit) credit.available_classes = 0;
    const booked = await api.reservations.reserve({ single_class_id: C.lastPlace });
    if (!booked.ok) throw new Error(booked.error.message);
    expect(api.state.reservations.at(-1)?.available_class_id).toBe(DEMO_CREDIT_IDS.fivePack);
    expect(await api.reservations.cancel(booked.value.class_reservation_id)).toMatchObject({
      ok: false, error: { code: RESERVATION_CODES.cancelLimit, status: 412 },
    });
  });
});

describe('fake reservations: rating and guests', () => {
  it('rates an attended class once', async () => {
    const { api } = demo();
    expect(await api.reservations.rate({ class_reservation_id: R.attended, coach_stars: 5, comment: '  Genial  ' })).toMatchObject({
      ok: true, value: { coach_stars: 5, class_stars: null, comment: 'Genial' },
    });
    expect(await api.reservations.rate({ class_reservation_id: R.attended, coach_stars: 4 })).toMatchObject({
      ok: false, error: { code: RESERVATION_CODES.cannotRate, status: 409 },
    });
    expect(await api.reservations.rate({ class_reservation_id: R.noShow, coach_stars: 4 })).toMatchObject({
      ok: false, error: { code: RESERVATION_CODES.cannotRate, status: 412 },
    });
    expect(await api.reservations.rate({ class_reservation_id: R.upcoming, coach_stars: 6 })).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('renames the guest of a reservation that has one', async () => {
    const { api } = demo();
    const guest = await api.reservations.reserve({ single_class_id: C.upcoming, guest: 'Sofía' });
    if (!guest.ok) throw new Error(guest.error.message);
    const id = guest.value.class_reservation_id;
    expect(await api.reservations.renameGuest({ class_reservation_id: id, name: ' Sofía Díaz ' })).toMatchObject({ ok: true, value: { guest: 'Sofía Díaz' } });
    expect(await api.reservations.renameGuest({ class_reservation_id: R.upcoming, name: 'Otra' })).toMatchObject({
      ok: false, error: { code: NO_GUEST_CODE, status: 409 },
    });
  });
});

describe('fake reservations: invariants', () => {
  it('never holds more places than the capacity, nor a credit below zero, whatever the bookings and cancellations', async () => {
    const step = fc.record({ who: fc.integer({ min: 0, max: 4 }), cancel: fc.boolean(), guest: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const { api, identity } = createDemoPorts();
        const members = api.state.customers.filter((c) => c.customer_id >= DEMO_MEMBER_FIRST_ID);
        for (const member of members) {
          identity.addAccount(member.email, 'demo1234', member.uid);
          api.state.credits.push({
            available_class_id: 1000 + member.customer_id, customer_id: member.customer_id, purchase_id: null, class_type_id: null,
            class_types: null, allowed_times: null, available_classes: 2, expiration_date: null,
          });
        }
        for (const { who, cancel, guest } of steps) {
          const member = members[who];
          if (!member) continue;
          await identity.signIn(member.email, 'demo1234');
          const own = api.state.reservations.find((r) => r.customer_id === member.customer_id && r.single_class_id === C.lastPlace && r.deletedAt === null);
          if (cancel && own) await api.reservations.cancel(own.class_reservation_id);
          else await api.reservations.reserve({ single_class_id: C.lastPlace, guest: guest ? 'Invitada' : null });
          expect(places(api, C.lastPlace)).toBeLessThanOrEqual(6);
          expect(api.state.credits.every((c) => c.available_classes >= 0)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
