import { describe, expect, it } from 'vitest';
import {
  BOOKING_CODES, CREDIT_ERROR_CODES, RESERVATION_CODES, SCHEDULE_ERROR_CODES, WAITLIST_CODES,
  fill, formatDate, isFull, messages, placesLeft, type ApiPort, type SingleClass,
} from '@estudio/core';

/** A customer made for one test: her ApiPort, signed in, and her id. */
export interface BookingCustomer {
  readonly api: ApiPort;
  readonly customerId: number;
}

/** What the booking contract needs of a studio besides its ApiPort; every call of one suite shares one studio. */
export interface BookingStudio {
  /** Signs a demo account in (socia@ or nueva@estudio.test) and gives its ApiPort. */
  signInAs(email: string): Promise<ApiPort>;
  /** A new customer, signed in, holding one credit of `credits` classes for any class type (none when 0). */
  newCustomer(credits: number): Promise<BookingCustomer>;
  /** Gives a customer a penalty ending at `endDate` (ISO), as an admin would. */
  penalize(customerId: number, reason: string, endDate: string): Promise<void>;
  /** Runs `work` with these studio settings, then puts the old values back. */
  withSettings<T>(values: Readonly<Record<string, string>>, work: () => Promise<T>): Promise<T>;
  /** The studio's now (the server's clock), in epoch ms. */
  now(): number;
}

const SOCIA = 'socia@estudio.test';
const NUEVA = 'nueva@estudio.test';
const ZONE = 'America/Mexico_City';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
};

/** The refusal as a toMatchObject pattern: the screens show `message` and branch on `code`. */
const refused = (status: number, code: string, message: string) => ({ ok: false, error: { status, code, message } });

const schedule = (kind: keyof typeof SCHEDULE_ERROR_CODES, status: number) =>
  refused(status, SCHEDULE_ERROR_CODES[kind], messages.schedule[kind]);

/** The classes starting between `from` and `to` ms from the studio's now, soonest first. */
const classesBetween = async (studio: BookingStudio, api: ApiPort, from: number, to: number): Promise<SingleClass[]> => {
  const now = studio.now();
  const days = valueOf(await api.schedule.days({
    start_date: new Date(now + from).toISOString(), end_date: new Date(now + to).toISOString(),
  }));
  return days.flatMap((day) => day.classes)
    .filter((c) => Date.parse(c.class_date) >= now + from && Date.parse(c.class_date) <= now + to)
    .sort((a, b) => Date.parse(a.class_date) - Date.parse(b.class_date));
};

/** The first class at least `fromHours` ahead with room for two more, no spot map and not sold as a package. */
const roomyClass = async (studio: BookingStudio, api: ApiPort, fromHours = 1): Promise<SingleClass> => {
  const found = (await classesBetween(studio, api, fromHours * HOUR, 6 * DAY)).find((c) =>
    c.class_package_id === null && c.class_type.spot_map === null
    && placesLeft({ capacity: c.capacity, reservationCount: c.reservation_count }) >= 2);
  if (!found) throw new Error('the demo has no roomy class in the coming days');
  return found;
};

/** The first full class still open for booking (the demo fills one a week). */
const fullClass = async (studio: BookingStudio, api: ApiPort): Promise<SingleClass> => {
  const found = (await classesBetween(studio, api, HOUR, 15 * DAY)).find((c) =>
    c.class_package_id === null && isFull({ capacity: c.capacity, reservationCount: c.reservation_count }));
  if (!found) throw new Error('the demo has no full class in the coming days');
  return found;
};

/** The last class that began in the past two days, not sold as a package. */
const startedClass = async (studio: BookingStudio, api: ApiPort): Promise<SingleClass> => {
  const found = (await classesBetween(studio, api, -2 * DAY, -1)).filter((c) => c.class_package_id === null).at(-1);
  if (!found) throw new Error('the demo has no class in the past two days');
  return found;
};

const balance = async (api: ApiPort): Promise<number> =>
  valueOf(await api.credits.mine()).reduce((sum, credit) => sum + credit.available_classes, 0);

/**
 * The booking, 'Mis Reservaciones' and 'Mis Listas de Espera' members of
 * ApiPort (schedule reads, reservations.reserve/mine/cancel, credits.mine,
 * waitlist.join/mine/leave), whoever provides them (core's fake over the demo
 * fixtures, the HTTP adapter over the demo server): the answers the calendar,
 * the reserve flow and both lists rely on, and every refusal's code, status
 * and Spanish message, in the one order core's `reserveRefusal` gives.
 */
export const describeBookingContract = (name: string, studio: BookingStudio): void => {
  describe(`${name}: booking and reserve`, () => {
    it('books a place: the reservation with its class marked as hers, one class spent, the calendar counting it', async () => {
      const { api, customerId } = await studio.newCustomer(3);
      const chosen = await roomyClass(studio, api);
      const booked = valueOf(await api.reservations.reserve({ single_class_id: chosen.single_class_id }));
      expect(booked).toMatchObject({
        single_class_id: chosen.single_class_id, customer_id: customerId, deletedAt: null, guest: null, spot: null, attend: null,
        single_class: { single_class_id: chosen.single_class_id, reservation_count: chosen.reservation_count + 1 },
      });
      expect(booked.single_class.mine?.reservations).toEqual([{ class_reservation_id: booked.class_reservation_id, spot: null, guest: null }]);
      expect(await balance(api)).toBe(2);
      const seen = valueOf(await api.schedule.one(chosen.single_class_id));
      expect(seen.reservation_count).toBe(chosen.reservation_count + 1);
      expect(seen.mine?.reservations.map((r) => r.class_reservation_id)).toEqual([booked.class_reservation_id]);
    });

    it('refuses a customer without credits (412, the spec sentence), writing nothing', async () => {
      const { api } = await studio.newCustomer(0);
      const chosen = await roomyClass(studio, api);
      expect(await api.reservations.reserve({ single_class_id: chosen.single_class_id }))
        .toMatchObject(refused(412, CREDIT_ERROR_CODES.none, messages.reservations.noCredits));
      expect(valueOf(await api.reservations.mine({ filter: 'all' }))).toEqual({ reservations: [], max: 0 });
    });

    it('refuses the same class twice (409), a full class (409), a class that began (412) and an unknown one (404)', async () => {
      const { api } = await studio.newCustomer(5);
      const chosen = await roomyClass(studio, api);
      valueOf(await api.reservations.reserve({ single_class_id: chosen.single_class_id }));
      expect(await api.reservations.reserve({ single_class_id: chosen.single_class_id })).toMatchObject(schedule('alreadyReserved', 409));
      const full = await fullClass(studio, api);
      expect(await api.reservations.reserve({ single_class_id: full.single_class_id })).toMatchObject(schedule('classFull', 409));
      const started = await startedClass(studio, api);
      expect(await api.reservations.reserve({ single_class_id: started.single_class_id })).toMatchObject(schedule('classStarted', 412));
      expect(await api.reservations.reserve({ single_class_id: 2_000_000_000 })).toMatchObject(schedule('classNotFound', 404));
      expect(await balance(api)).toBe(4);
    });

    it('checks in one order: the window before the penalty, the penalty (with reason and end) before a second place and a full class', async () => {
      const { api, customerId } = await studio.newCustomer(5);
      const chosen = await roomyClass(studio, api);
      valueOf(await api.reservations.reserve({ single_class_id: chosen.single_class_id }));
      const end = studio.now() + 2 * DAY;
      await studio.penalize(customerId, 'Tres inasistencias', new Date(end).toISOString());
      const penalty = refused(412, BOOKING_CODES.penalty, [
        messages.reservations.penalty,
        `${fill(messages.reservations.penaltyReason, { reason: 'Tres inasistencias' })}.`,
        fill(messages.reservations.penaltyUntil, { date: formatDate(end, ZONE) }),
      ].join(' '));
      const started = await startedClass(studio, api);
      expect(await api.reservations.reserve({ single_class_id: started.single_class_id })).toMatchObject(schedule('classStarted', 412));
      expect(await api.reservations.reserve({ single_class_id: chosen.single_class_id })).toMatchObject(penalty);
      const full = await fullClass(studio, api);
      expect(await api.reservations.reserve({ single_class_id: full.single_class_id })).toMatchObject(penalty);
      expect(await balance(api)).toBe(4);
    });

    it('refuses a class the customer has neither credits for nor time for with the window first (412)', async () => {
      const { api } = await studio.newCustomer(0);
      const started = await startedClass(studio, api);
      expect(await api.reservations.reserve({ single_class_id: started.single_class_id })).toMatchObject(schedule('classStarted', 412));
    });
  });

  describe(`${name}: the reservations list and cancel`, () => {
    it("lists the demo socia's upcoming and past reservations, and nothing for nueva", async () => {
      const socia = valueOf(await (await studio.signInAs(SOCIA)).reservations.mine({ filter: 'upcoming' }));
      expect(socia.max).toBeGreaterThan(0);
      expect(socia.reservations).toHaveLength(Math.min(socia.max, 50));
      const starts = socia.reservations.map((r) => Date.parse(r.single_class.class_date));
      expect(starts.every((start) => start > studio.now())).toBe(true);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const past = valueOf(await (await studio.signInAs(SOCIA)).reservations.mine({ filter: 'past' }));
      expect(past.max).toBeGreaterThan(0);
      expect(past.reservations.every((r) => r.deletedAt === null && Date.parse(r.single_class.class_date) <= studio.now())).toBe(true);
      expect(valueOf(await (await studio.signInAs(NUEVA)).reservations.mine({}))).toEqual({ reservations: [], max: 0 });
    });

    it('cancels ahead of the cancel window: the reservation with deletedAt, the credit back, listed under cancelled', async () => {
      const { api } = await studio.newCustomer(2);
      const chosen = await roomyClass(studio, api, 13);
      const booked = valueOf(await api.reservations.reserve({ single_class_id: chosen.single_class_id }));
      expect(valueOf(await api.reservations.mine({ filter: 'upcoming' })).reservations.map((r) => r.class_reservation_id))
        .toEqual([booked.class_reservation_id]);
      const cancelled = valueOf(await api.reservations.cancel(booked.class_reservation_id));
      expect(cancelled).toMatchObject({ class_reservation_id: booked.class_reservation_id, deletedAt: expect.any(String) });
      expect(await balance(api)).toBe(2);
      expect(valueOf(await api.reservations.mine({ filter: 'cancelled' }))).toMatchObject({ max: 1, reservations: [{ class_reservation_id: booked.class_reservation_id }] });
      expect(valueOf(await api.reservations.mine({ filter: 'upcoming' }))).toEqual({ reservations: [], max: 0 });
      expect(await api.reservations.cancel(booked.class_reservation_id))
        .toMatchObject(refused(409, RESERVATION_CODES.alreadyCancelled, messages.reservations.alreadyCancelled));
    });

    it('inside the cancel window: cancels keeping the credit when late cancels are allowed, else refuses (412)', async () => {
      const { api } = await studio.newCustomer(2);
      const chosen = await roomyClass(studio, api);
      const booked = valueOf(await api.reservations.reserve({ single_class_id: chosen.single_class_id }));
      const late = { cancel_timeframe_value: '2000', cancel_timeframe_unit: 'hours' };
      await studio.withSettings({ ...late, allow_cancel_after_treshold: 'false' }, async () => {
        expect(await api.reservations.cancel(booked.class_reservation_id))
          .toMatchObject(refused(412, RESERVATION_CODES.cancelWindowClosed, messages.reservations.cancelWindowClosed));
      });
      await studio.withSettings({ ...late, allow_cancel_after_treshold: 'true' }, async () => {
        expect(valueOf(await api.reservations.cancel(booked.class_reservation_id)).deletedAt).not.toBeNull();
      });
      expect(await balance(api)).toBe(1);
    });

    it("finds no one else's reservation to cancel (404)", async () => {
      const owner = await studio.newCustomer(1);
      const chosen = await roomyClass(studio, owner.api);
      const booked = valueOf(await owner.api.reservations.reserve({ single_class_id: chosen.single_class_id }));
      const other = await studio.newCustomer(0);
      expect(await other.api.reservations.cancel(booked.class_reservation_id))
        .toMatchObject(refused(404, 'reservation/not-found', messages.common.notFound));
    });
  });

  describe(`${name}: the waitlist`, () => {
    it("lists the demo socia's entries of classes ahead, soonest first, and none for nueva", async () => {
      const entries = valueOf(await (await studio.signInAs(SOCIA)).waitlist.mine());
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(Date.parse(entry.single_class.class_date)).toBeGreaterThan(studio.now());
        expect(entry.single_class.mine?.waitlist_id).toBe(entry.waitlist_id);
      }
      expect(valueOf(await (await studio.signInAs(NUEVA)).waitlist.mine())).toEqual([]);
    });

    it('joins a full class once, lists it, and leaves it; a class with places and a second join are refused (409)', async () => {
      const { api, customerId } = await studio.newCustomer(0);
      const roomy = await roomyClass(studio, api);
      expect(await api.waitlist.join(roomy.single_class_id))
        .toMatchObject(refused(409, WAITLIST_CODES.notFull, messages.waitlist.notFull));
      const full = await fullClass(studio, api);
      const entry = valueOf(await api.waitlist.join(full.single_class_id));
      expect(entry).toMatchObject({ single_class_id: full.single_class_id, customer_id: customerId, single_class: { mine: { waitlist_id: entry.waitlist_id } } });
      expect(await api.waitlist.join(full.single_class_id))
        .toMatchObject(refused(409, WAITLIST_CODES.alreadyListed, messages.waitlist.alreadyListed));
      expect(valueOf(await api.waitlist.mine()).map((w) => w.waitlist_id)).toEqual([entry.waitlist_id]);
      expect(valueOf(await api.schedule.one(full.single_class_id)).mine?.waitlist_id).toBe(entry.waitlist_id);
      expect(await api.waitlist.leave(entry.waitlist_id)).toEqual({ ok: true, value: undefined });
      expect(valueOf(await api.waitlist.mine())).toEqual([]);
      expect(await api.waitlist.leave(entry.waitlist_id)).toMatchObject(refused(404, 'waitlist/not-found', messages.common.notFound));
    });

    it('refuses a class that began (412) and an unknown class (404)', async () => {
      const { api } = await studio.newCustomer(0);
      const started = await startedClass(studio, api);
      expect(await api.waitlist.join(started.single_class_id)).toMatchObject(schedule('classStarted', 412));
      expect(await api.waitlist.join(2_000_000_000)).toMatchObject(schedule('classNotFound', 404));
    });
  });
};
