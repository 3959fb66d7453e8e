import { describe, expect, it } from 'vitest';
import {
  canRate,
  endpoints,
  isFull,
  messages,
  placesLeft,
  SCHEDULE_ERROR_CODES,
  type ApiPort,
  type ClassReservation,
  type ScheduleDay,
  type SingleClass,
} from '@estudio/core';
import { composeBrowser, DEMO_PASSWORD, PASSWORD, useTestServer } from './support/browser.js';
import { uniqueEmail } from './support/emails.js';

const ZONE = 'America/Mexico_City';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const server = useTestServer();

/** One browser: an identity, a client validated by core's schemas, and the ApiPort over it. */
const compose = () => composeBrowser(server());

const signedIn = async (email: string) => {
  const browser = compose();
  const signed = await browser.identity.signIn(email, DEMO_PASSWORD);
  if (!signed.ok) throw new Error(signed.error.message);
  return browser;
};

const phone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A new customer with a record (and, when asked, credits an admin grants her). */
const newCustomer = async (credits = 0) => {
  const browser = compose();
  await browser.identity.signUp(uniqueEmail('reserva'), PASSWORD);
  const created = await browser.api.customer.signup({ name: 'Renata', last_name: 'Prueba', phone: phone() });
  if (!created.ok) throw new Error(created.error.message);
  const customerId = created.value.customer_id;
  if (credits > 0) {
    const admin = await signedIn('admin@estudio.test');
    const granted = await admin.http.call(endpoints.availableClassCreate, { body: { customer_id: customerId, available_classes: credits } });
    if (!granted.ok) throw new Error(granted.error.message);
  }
  return { ...browser, customerId };
};

const allClasses = (days: readonly ScheduleDay[]): SingleClass[] => days.flatMap((day) => day.classes);

/** The classes from `fromDays` to `toDays` days ahead, as anyone sees them. */
const classesAhead = async (api: ApiPort, fromDays: number, toDays: number): Promise<SingleClass[]> => {
  const now = Date.now();
  const days = await api.schedule.days({
    start_date: new Date(now + fromDays * DAY).toISOString(),
    end_date: new Date(now + toDays * DAY).toISOString(),
  });
  if (!days.ok) throw new Error(days.error.message);
  return allClasses(days.value);
};

/** A class two to six days ahead a new customer can book: not sold as a package, with places, no spot map. */
const bookableClass = async (api: ApiPort, placesNeeded = 1): Promise<SingleClass> => {
  const found = (await classesAhead(api, 2, 6)).find(
    (c) =>
      c.class_package_id === null &&
      c.class_type.spot_map === null &&
      placesLeft({ capacity: c.capacity, reservationCount: c.reservation_count }) >= placesNeeded + 1,
  );
  if (!found) throw new Error('The demo has no bookable class in the coming days');
  return found;
};

/** A full class still open for booking: the demo fills one class a week, so two weeks ahead always hold one. */
const fullClass = async (api: ApiPort): Promise<SingleClass> => {
  const found = (await classesAhead(api, 0, 15)).find(
    (c) =>
      c.class_package_id === null &&
      Date.parse(c.class_date) > Date.now() + HOUR &&
      isFull({ capacity: c.capacity, reservationCount: c.reservation_count }),
  );
  if (!found) throw new Error('The demo has no full class in the coming days');
  return found;
};

describe('createHttpApi: schedule', () => {
  it("reads this week's days, each class on its studio day, with the caller's part only when signed in", async () => {
    const anonymous = compose().api;
    const days = await anonymous.schedule.days({});
    if (!days.ok) throw new Error(days.error.message);
    expect(days.value.length).toBeGreaterThan(0);
    for (const day of days.value) {
      for (const one of day.classes) {
        expect(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(one.class_date))).toBe(day.date);
        expect(one.mine).toBeNull();
      }
    }
    const socia = await signedIn('socia@estudio.test');
    const mine = await socia.api.schedule.days({});
    expect(mine.ok && allClasses(mine.value).every((c) => c.mine !== null)).toBe(true);
  });

  it('reads one class, and answers 404 for an unknown one', async () => {
    const { api } = compose();
    const [first] = await classesAhead(api, 0, 3);
    if (!first) throw new Error('no class');
    expect(await api.schedule.one(first.single_class_id)).toEqual({ ok: true, value: first });
    expect(await api.schedule.one(2_000_000_000)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it("reads one coach's classes, and answers 404 for an unknown coach", async () => {
    const { api } = compose();
    const [first] = await classesAhead(api, 0, 3);
    const coach = first?.class_instructors[0]?.instructor.instructor_id;
    if (coach === undefined) throw new Error('no coach');
    const days = await api.schedule.byInstructor(coach, {});
    expect(days.ok && allClasses(days.value).length).toBeGreaterThan(0);
    expect(days.ok && allClasses(days.value).every((c) => c.class_instructors.some((i) => i.instructor.instructor_id === coach))).toBe(true);
    expect(await api.schedule.byInstructor(2_000_000_000, {})).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it("reads a class type's custom spot maps", async () => {
    const { api } = compose();
    const types = await api.catalog.classTypes();
    const all = await Promise.all((types.ok ? types.value : []).map((t) => api.schedule.spotMaps(t.class_type_id)));
    const maps = all.flatMap((answer) => (answer.ok ? answer.value : []));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps) expect(JSON.parse(map.spots)).toHaveLength(map.rows * map.columns);
  });
});

describe('createHttpApi: credits and penalties', () => {
  it("reads the caller's credits: the demo socia's, none for a new customer, 401 signed out", async () => {
    const socia = await signedIn('socia@estudio.test');
    const credits = await socia.api.credits.mine();
    expect(credits.ok && credits.value.length).toBeGreaterThan(0);
    const fresh = await newCustomer();
    expect(await fresh.api.credits.mine()).toEqual({ ok: true, value: [] });
    expect(await compose().api.credits.mine()).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it("reads the caller's active penalties", async () => {
    const fresh = await newCustomer();
    expect(await fresh.api.credits.penalties()).toEqual({ ok: true, value: [] });
    const admin = await signedIn('admin@estudio.test');
    const end = new Date(Date.now() + 2 * DAY).toISOString();
    const given = await admin.http.call(endpoints.penaltyCreate, { body: { customer_id: fresh.customerId, reason: 'Tres inasistencias', end_date: end } });
    if (!given.ok) throw new Error(given.error.message);
    expect(await fresh.api.credits.penalties()).toMatchObject({
      ok: true,
      value: [{ customer_id: fresh.customerId, reason: 'Tres inasistencias' }],
    });
  });
});

describe('createHttpApi: reservations', () => {
  it('reserves a place spending a credit, lists it, and cancels it with the credit back', async () => {
    const customer = await newCustomer(2);
    const target = await bookableClass(customer.api);
    const booked = await customer.api.reservations.reserve({ single_class_id: target.single_class_id });
    if (!booked.ok) throw new Error(booked.error.message);
    expect(booked.value).toMatchObject({ customer_id: customer.customerId, deletedAt: null, single_class: { single_class_id: target.single_class_id } });
    expect(await customer.api.credits.mine()).toMatchObject({ ok: true, value: [{ available_classes: 1 }] });
    const upcoming = await customer.api.reservations.mine({ filter: 'upcoming' });
    expect(upcoming).toMatchObject({ ok: true, value: { max: 1, reservations: [{ class_reservation_id: booked.value.class_reservation_id }] } });

    const cancelled = await customer.api.reservations.cancel(booked.value.class_reservation_id);
    expect(cancelled).toMatchObject({ ok: true, value: { deletedAt: expect.any(String) } });
    expect(await customer.api.credits.mine()).toMatchObject({ ok: true, value: [{ available_classes: 2 }] });
    expect(await customer.api.reservations.mine({ filter: 'cancelled' })).toMatchObject({ ok: true, value: { max: 1 } });
    expect(await customer.api.reservations.cancel(booked.value.class_reservation_id)).toMatchObject({ ok: false, error: { status: 409 } });
  });

  it("refuses a full class with 409, and a customer without credits with the spec's text", async () => {
    const customer = await newCustomer(1);
    expect(await customer.api.reservations.reserve({ single_class_id: (await fullClass(customer.api)).single_class_id })).toMatchObject({
      ok: false,
      error: { status: 409, code: SCHEDULE_ERROR_CODES.classFull },
    });
    const broke = await newCustomer();
    expect(await broke.api.reservations.reserve({ single_class_id: (await bookableClass(broke.api)).single_class_id })).toMatchObject({
      ok: false,
      error: { status: 412, message: messages.reservations.noCredits },
    });
  });

  it('books a chosen spot of the class type\'s map once: taken is 409, outside the map 412', async () => {
    const first = await newCustomer(1);
    const target = (await classesAhead(first.api, 2, 6)).find(
      (c) => c.class_package_id === null && c.class_type.spot_map !== null && placesLeft({ capacity: c.capacity, reservationCount: c.reservation_count }) >= 2,
    );
    if (!target) throw new Error('The demo has no class with a spot map and places');
    const custom = await first.api.schedule.spotMaps(target.class_type.class_type_id);
    const [map] = custom.ok ? custom.value : [];
    const labels: string[] = map
      ? (JSON.parse(map.spots) as { label: string; selectable: boolean }[]).filter((spot) => spot.selectable).map((spot) => spot.label)
      : Array.from({ length: (target.class_type.spot_map ?? '').split(',').reduce((sum, size) => sum + Number(size), 0) }, (_, i) => String(i + 1));
    const taken = new Set(target.class_reservations.map((r) => r.spot));
    const free = labels.find((label) => !taken.has(label));
    if (free === undefined) throw new Error('no free spot');
    expect(await first.api.reservations.reserve({ single_class_id: target.single_class_id, spot: free })).toMatchObject({ ok: true, value: { spot: free } });
    const second = await newCustomer(1);
    expect(await second.api.reservations.reserve({ single_class_id: target.single_class_id, spot: free })).toMatchObject({
      ok: false, error: { status: 409, code: SCHEDULE_ERROR_CODES.spotTaken },
    });
    expect(await second.api.reservations.reserve({ single_class_id: target.single_class_id, spot: 'ZZ' })).toMatchObject({
      ok: false, error: { status: 412, code: SCHEDULE_ERROR_CODES.spotUnavailable },
    });
  });

  it('books a guest and renames her', async () => {
    const customer = await newCustomer(2);
    const target = await bookableClass(customer.api, 2);
    const guest = await customer.api.reservations.reserve({ single_class_id: target.single_class_id, guest: 'Sofía' });
    if (!guest.ok) throw new Error(guest.error.message);
    const renamed = await customer.api.reservations.renameGuest({ class_reservation_id: guest.value.class_reservation_id, name: 'Sofía Díaz' });
    expect(renamed).toMatchObject({ ok: true, value: { guest: 'Sofía Díaz' } });
  });

  it('refuses a penalised customer with 412', async () => {
    const customer = await newCustomer(1);
    const admin = await signedIn('admin@estudio.test');
    const end = new Date(Date.now() + DAY).toISOString();
    await admin.http.call(endpoints.penaltyCreate, { body: { customer_id: customer.customerId, reason: 'Inasistencias', end_date: end } });
    const refused = await customer.api.reservations.reserve({ single_class_id: (await bookableClass(customer.api)).single_class_id });
    expect(refused).toMatchObject({ ok: false, error: { status: 412, code: 'reservation/penalty' } });
  });

  it("rates one of the socia's attended classes", async () => {
    const socia = await signedIn('socia@estudio.test');
    const past = await socia.api.reservations.mine({ filter: 'past' });
    if (!past.ok) throw new Error(past.error.message);
    expect(past.value.max).toBeGreaterThanOrEqual(past.value.reservations.length);
    expect(past.value.reservations.length).toBeLessThanOrEqual(50);
    const ratable = past.value.reservations.find((r: ClassReservation) =>
      canRate({ ...r, classDate: r.single_class.class_date }, Date.now(), { enabled: true, zone: ZONE }),
    );
    if (!ratable) throw new Error('The socia has no attended, unrated class');
    const rated = await socia.api.reservations.rate({ class_reservation_id: ratable.class_reservation_id, coach_stars: 5, class_stars: 4 });
    expect(rated).toMatchObject({ ok: true, value: { coach_stars: 5, class_stars: 4 } });
    expect(await socia.api.reservations.rate({ class_reservation_id: ratable.class_reservation_id, coach_stars: 3 })).toMatchObject({ ok: false });
  });
});

describe('createHttpApi: waitlist', () => {
  it('joins the waitlist of a full class, lists it, and leaves it', async () => {
    const customer = await newCustomer();
    const full = await fullClass(customer.api);
    const joined = await customer.api.waitlist.join(full.single_class_id);
    if (!joined.ok) throw new Error(joined.error.message);
    expect(joined.value).toMatchObject({ customer_id: customer.customerId, single_class_id: full.single_class_id });
    expect(await customer.api.waitlist.mine()).toMatchObject({ ok: true, value: [{ waitlist_id: joined.value.waitlist_id }] });
    expect(await customer.api.waitlist.join(full.single_class_id)).toMatchObject({ ok: false, error: { status: 409 } });
    expect(await customer.api.waitlist.leave(joined.value.waitlist_id)).toEqual({ ok: true, value: undefined });
    expect(await customer.api.waitlist.mine()).toEqual({ ok: true, value: [] });
  });
});

describe('createHttpApi: staff check-in', () => {
  it('shows an admin a reservation with its customer and marks attendance; a customer gets 403', async () => {
    const customer = await newCustomer(1);
    const booked = await customer.api.reservations.reserve({ single_class_id: (await bookableClass(customer.api)).single_class_id });
    if (!booked.ok) throw new Error(booked.error.message);
    const id = booked.value.class_reservation_id;
    const admin = await signedIn('admin@estudio.test');
    expect(await admin.api.staff.one(id)).toMatchObject({ ok: true, value: { class_reservation_id: id, customer: { customer_id: customer.customerId } } });
    expect(await admin.api.staff.update(id, { attend: true })).toMatchObject({ ok: true, value: { attend: true } });
    expect(await customer.api.staff.one(id)).toMatchObject({ ok: false, error: { status: 403 } });
  });
});
