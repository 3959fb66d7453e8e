import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { AvailableClass, CustomSpotMap } from '../api/schemas/catalogue.schemas.js';
import { ClassReservation, Waitlist } from '../api/schemas/reservations.schemas.js';
import { SingleClass } from '../api/schemas/schedule.schemas.js';
import { SCHEDULE_ERROR_CODES } from '../schedule/schedule.errors.js';
import { isFull, placesLeft } from '../schedule/capacity.rules.js';
import { appError } from '../shared/result.js';
import { demoAccounts, demoCustomerIds } from './demo-fixtures.js';
import { createDemoPorts } from './demo-ports.js';
import {
  DEMO_CLASS_IDS,
  DEMO_CREDIT_IDS,
  DEMO_RESERVATION_IDS,
  DEMO_SPOT_MAP_ID,
  DEMO_WAITLIST_ID,
  demoSchedule,
} from './demo-schedule.js';
import { createFakeApi, type FakeApi } from './fake-api.js';
import type { FakeApiCall } from './fake-api.store.js';
import { FakeClock, FAKE_CLOCK_START } from './fake-clock.js';
import { FakeIdentity } from './fake-identity.js';
import { WAITLIST_CODES } from './fake-api.waitlist.js';

const ZONE = 'America/Mexico_City';
const C = DEMO_CLASS_IDS;
const demo = (email: string = demoAccounts.socia.email) => createDemoPorts({ signedInAs: email });
const setSetting = (api: FakeApi, key: string, value: string) => {
  api.state.config = api.state.config.map((entry) => (entry.key === key ? { ...entry, value } : entry));
};
const classOf = async (api: FakeApi, id: number) => {
  const found = await api.schedule.one(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

describe('fake schedule', () => {
  it("answers the studio's current week by default: only days with classes, each class on its local day, by start", async () => {
    const { api } = demo();
    const days = await api.schedule.days({});
    if (!days.ok) throw new Error(days.error.message);
    const monday = DateTime.fromMillis(FAKE_CLOCK_START, { zone: ZONE }).startOf('week');
    expect(days.value.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toISODate()));
    for (const day of days.value) {
      const starts = day.classes.map((c) => Date.parse(c.class_date));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const one of day.classes) expect(DateTime.fromISO(one.class_date, { zone: ZONE }).toISODate()).toBe(day.date);
    }
    const ids = days.value.flatMap((day) => day.classes.map((c) => c.single_class_id));
    expect(ids).toEqual(expect.arrayContaining(Object.values(C).filter((id) => id !== C.rated && id !== C.noShow && id !== C.attended)));
  });

  it('places a class at 23:30 studio time on its own day, and leaves out days without classes', async () => {
    const [template] = demoSchedule(FAKE_CLOCK_START).singleClasses;
    if (!template) throw new Error('no demo class');
    const late = { ...template, single_class_id: 1, class_date: '2025-01-08T05:30:00.000Z' };
    const api = createFakeApi({ clock: new FakeClock(), singleClasses: [late] });
    expect(await api.schedule.days({ start_date: '2025-01-06', end_date: '2025-01-12' })).toMatchObject({
      ok: true, value: [{ date: '2025-01-07', classes: [{ single_class_id: 1 }] }],
    });
  });

  it('marks the signed-in customer’s places and waitlist entry, and nobody’s for an anonymous caller', async () => {
    const socia = await classOf(demo().api, C.full);
    expect(socia.mine).toEqual({ reservations: [], waitlist_id: DEMO_WAITLIST_ID });
    const upcoming = await classOf(demo().api, C.upcoming);
    expect(upcoming.mine?.reservations).toEqual([{ class_reservation_id: DEMO_RESERVATION_IDS.upcoming, spot: null, guest: null }]);
    expect((await classOf(createDemoPorts().api, C.upcoming)).mine).toBeNull();
  });

  it('shows the team the roster and everyone else only the spots, one entry per place taken, as the server', async () => {
    const readers = [createDemoPorts(), demo(), demo(demoAccounts.recepcion.email), demo(demoAccounts.admin.email)];
    const [anonymous, customer, staff, admin] = await Promise.all(readers.map(({ api }) => api.schedule.days({})));
    for (const [days, team] of [[anonymous, false], [customer, false], [staff, true], [admin, true]] as const) {
      if (!days?.ok) throw new Error('no schedule');
      const classes = days.value.flatMap((day) => day.classes);
      expect(classes.some((c) => c.reservation_count > 0)).toBe(true);
      for (const one of classes) {
        expect(SingleClass.safeParse(one).success).toBe(true);
        expect(one.class_reservations).toHaveLength(one.reservation_count);
        for (const entry of one.class_reservations) {
          expect(Object.keys(entry)).toEqual(team ? expect.arrayContaining(['customer_id', 'email', 'spot']) : ['spot']);
        }
      }
    }
    const rosterOne = await classOf(demo(demoAccounts.admin.email).api, C.spotMap);
    expect(rosterOne.class_reservations.map((r) => r.spot)).toEqual(['1', '6']);
  });

  it('has the demo states: full, one place left, package-bound, both spot maps, past and future', async () => {
    const { api } = demo();
    expect(isFull({ capacity: (await classOf(api, C.full)).capacity, reservationCount: (await classOf(api, C.full)).reservation_count })).toBe(true);
    const last = await classOf(api, C.lastPlace);
    expect(placesLeft({ capacity: last.capacity, reservationCount: last.reservation_count })).toBe(1);
    expect((await classOf(api, C.packageBound)).class_package_id).not.toBeNull();
    const cycling = await classOf(api, C.spotMap);
    expect(cycling.class_type.spot_map).toBe('4,4,4');
    expect(cycling.class_reservations.map((r) => r.spot)).toEqual(['1', '6']);
    expect(await api.schedule.spotMaps((await classOf(api, C.customSpotMap)).class_type.class_type_id)).toMatchObject({
      ok: true, value: [{ custom_spot_map_id: DEMO_SPOT_MAP_ID }],
    });
    expect(await api.schedule.spotMaps(1)).toEqual({ ok: true, value: [] });
    const { singleClasses } = demoSchedule(FAKE_CLOCK_START);
    expect(new Set(singleClasses.map((c) => c.location_id)).size).toBe(2);
    expect(new Set(singleClasses.flatMap((c) => c.class_instructors.map((i) => i.instructor.instructor_id))).size).toBe(2);
    expect(singleClasses.some((c) => Date.parse(c.class_date) < FAKE_CLOCK_START)).toBe(true);
  });

  it('filters by location and coach, and refuses an unknown coach, a backwards range and one over 31 days', async () => {
    const { api } = demo();
    const week = { start_date: '2025-01-06', end_date: '2025-01-12' };
    const condesa = await api.schedule.days({ ...week, location_id: 2 });
    expect(condesa.ok && condesa.value.every((day) => day.classes.every((c) => c.location_id === 2))).toBe(true);
    const yoga = await api.schedule.days({ ...week, class_type_id: 1 });
    const yogaClasses = yoga.ok ? yoga.value.flatMap((d) => d.classes) : [];
    expect(yogaClasses.length).toBeGreaterThan(0);
    expect(yogaClasses.every((c) => c.class_type.class_type_id === 1)).toBe(true);
    const ana = await api.schedule.byInstructor(1, week);
    expect(ana.ok && ana.value.flatMap((d) => d.classes).every((c) => c.class_instructors.some((i) => i.instructor.instructor_id === 1))).toBe(true);
    expect(await api.schedule.byInstructor(99, week)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await api.schedule.days({ start_date: '2025-01-12', end_date: '2025-01-06' })).toMatchObject({
      ok: false, error: { code: 'schedule/range-backwards', status: 400 },
    });
    expect(await api.schedule.days({ start_date: '2025-01-01', end_date: '2025-03-01' })).toMatchObject({
      ok: false, error: { code: 'schedule/range-too-long', status: 400 },
    });
    expect(await api.schedule.one(9999)).toMatchObject({ ok: false, error: { code: SCHEDULE_ERROR_CODES.classNotFound, status: 404 } });
  });

  it('answers the demo in the shapes of the shared schemas, wherever the clock stands', async () => {
    for (const now of [FAKE_CLOCK_START, Date.UTC(2025, 2, 9, 5, 59), Date.UTC(2025, 10, 2, 23, 0)]) {
      const { api } = createDemoPorts({ signedInAs: demoAccounts.socia.email, now });
      const days = await api.schedule.days({ start_date: new Date(now - 4 * 86_400_000).toISOString(), end_date: new Date(now + 8 * 86_400_000).toISOString() });
      for (const one of days.ok ? days.value.flatMap((d) => d.classes) : []) SingleClass.parse(one);
      const mine = await api.reservations.mine({});
      for (const one of mine.ok ? mine.value.reservations : []) ClassReservation.parse(one);
      expect(mine.ok && mine.value.max).toBe(7);
      const credits = await api.credits.mine();
      for (const one of credits.ok ? credits.value : []) AvailableClass.parse(one);
      const waitlists = await api.waitlist.mine();
      for (const one of waitlists.ok ? waitlists.value : []) Waitlist.parse(one);
      for (const map of demoSchedule(now).spotMaps) CustomSpotMap.parse(map);
      // Each named class keeps its state: the refundable one refunds, the one starting soon does not.
      expect(await api.reservations.cancel(DEMO_RESERVATION_IDS.upcoming)).toMatchObject({ ok: true });
      expect(api.state.credits.find((c) => c.available_class_id === DEMO_CREDIT_IDS.expiringSoon)?.available_classes).toBe(3);
      expect(await api.reservations.cancel(DEMO_RESERVATION_IDS.startingSoon)).toMatchObject({ ok: true });
      expect(api.state.credits.find((c) => c.available_class_id === DEMO_CREDIT_IDS.expiringSoon)?.available_classes).toBe(3);
    }
  });
});

describe('fake credits and my reservations', () => {
  it('lists her credits, expiring first; none for a customer without; 401 signed out', async () => {
    const credits = await demo().api.credits.mine();
    expect(credits.ok && credits.value.map((c) => [c.available_class_id, c.available_classes])).toEqual([
      [DEMO_CREDIT_IDS.expiringSoon, 2],
      [DEMO_CREDIT_IDS.fivePack, 5],
    ]);
    expect(await demo(demoAccounts.nueva.email).api.credits.mine()).toEqual({ ok: true, value: [] });
    expect(await createDemoPorts().api.credits.mine()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await createDemoPorts().api.reservations.mine({})).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it('filters her reservations into Próximas (soonest first), Pasadas and Canceladas (most recent first)', async () => {
    const { api } = demo();
    const ids = async (filter: 'all' | 'upcoming' | 'past' | 'cancelled') => {
      const page = await api.reservations.mine({ filter });
      return page.ok ? page.value.reservations.map((r) => r.class_reservation_id) : [];
    };
    const R = DEMO_RESERVATION_IDS;
    expect(await ids('upcoming')).toEqual([R.startingSoon, R.upcoming, R.cashUnpaid]);
    expect(await ids('past')).toEqual([R.attended, R.noShow, R.rated]);
    expect(await ids('cancelled')).toEqual([R.cancelled]);
    expect(await ids('all')).toEqual([R.cashUnpaid, R.cancelled, R.upcoming, R.startingSoon, R.attended, R.noShow, R.rated]);
  });

  it('pages by 50 with the total', async () => {
    const { api } = demo();
    const template = api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.rated);
    if (!template) throw new Error('no demo reservation');
    for (let i = 0; i < 113; i += 1) api.state.reservations.push({ ...template, class_reservation_id: 1000 + i });
    const third = await api.reservations.mine({ page: 3, filter: 'past' });
    expect(third.ok && [third.value.reservations.length, third.value.max]).toEqual([16, 116]);
    const first = await api.reservations.mine({ page: 1 });
    expect(first.ok && [first.value.reservations.length, first.value.max]).toEqual([50, 120]);
    expect(await api.reservations.mine({ page: 0 })).toMatchObject({ ok: false, error: { status: 400 } });
  });
});

describe('fake waitlist', () => {
  it('joins a full class once, and leaves it', async () => {
    const { api } = demo(demoAccounts.nueva.email);
    const joined = await api.waitlist.join(C.full);
    expect(joined).toMatchObject({ ok: true, value: { customer_id: demoCustomerIds.nueva, single_class: { single_class_id: C.full } } });
    expect(await api.waitlist.join(C.full)).toMatchObject({ ok: false, error: { code: WAITLIST_CODES.alreadyListed, status: 409 } });
    expect(await api.waitlist.join(C.lastPlace)).toMatchObject({ ok: false, error: { code: WAITLIST_CODES.notFull, status: 409 } });
    const mine = await api.waitlist.mine();
    expect(mine.ok && mine.value.map((w) => w.single_class_id)).toEqual([C.full]);
    if (!joined.ok) throw new Error(joined.error.message);
    expect(await api.waitlist.leave(joined.value.waitlist_id)).toEqual({ ok: true, value: undefined });
    expect(await api.waitlist.mine()).toEqual({ ok: true, value: [] });
    expect(await api.waitlist.leave(DEMO_WAITLIST_ID)).toMatchObject({ ok: false, error: { code: 'waitlist/not-found', status: 404 } });
  });

  it("lists an admin every entry, and refuses an admin's own join (she must name the customer)", async () => {
    const { api } = demo(demoAccounts.admin.email);
    const all = await api.waitlist.mine();
    expect(all.ok && all.value.map((w) => [w.waitlist_id, w.single_class.mine])).toEqual([[DEMO_WAITLIST_ID, null]]);
    expect(await api.waitlist.join(C.full)).toMatchObject({ ok: false, error: { code: 'reservation/customer-required', status: 400 } });
  });

  it('refuses when the studio has no waitlist, and for a class already started', async () => {
    const { api } = demo(demoAccounts.nueva.email);
    setSetting(api, 'waitlist_enabled', 'false');
    expect(await api.waitlist.join(C.full)).toMatchObject({ ok: false, error: { code: WAITLIST_CODES.disabled, status: 412 } });
    setSetting(api, 'waitlist_enabled', 'true');
    expect(await api.waitlist.join(C.attended)).toMatchObject({ ok: false, error: { code: SCHEDULE_ERROR_CODES.classStarted } });
  });
});

describe('fake staff check-in', () => {
  it('shows an admin the reservation with its customer and marks attendance', async () => {
    const { api } = demo(demoAccounts.admin.email);
    const one = await api.staff.one(DEMO_RESERVATION_IDS.upcoming);
    expect(one).toMatchObject({ ok: true, value: { customer: { customer_id: demoCustomerIds.socia, name: 'Mariana' }, single_class: { mine: null } } });
    expect(await api.staff.update(DEMO_RESERVATION_IDS.upcoming, { attend: true })).toMatchObject({ ok: true, value: { attend: true } });
    expect(await api.staff.update(DEMO_RESERVATION_IDS.cashUnpaid, { spot: '3', is_paid: true })).toMatchObject({ ok: true, value: { is_paid: true } });
    const sixth = api.state.reservations.find((r) => r.single_class_id === C.spotMap && r.spot === '6');
    const taken = await api.staff.update(sixth?.class_reservation_id ?? 0, { spot: '1' });
    expect(taken).toMatchObject({ ok: false, error: { code: SCHEDULE_ERROR_CODES.spotTaken, status: 409 } });
    expect(await api.staff.one(9999)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('answers 403 to a customer', async () => {
    const { api } = demo();
    expect(await api.staff.one(DEMO_RESERVATION_IDS.upcoming)).toMatchObject({ ok: false, error: { code: 'auth/forbidden', status: 403 } });
    expect(await api.staff.update(DEMO_RESERVATION_IDS.upcoming, { attend: true })).toMatchObject({ ok: false, error: { status: 403 } });
  });
});

describe('fake booking calls: queued failures', () => {
  const calls: [FakeApiCall, (api: FakeApi) => Promise<unknown>][] = [
    ['schedule.days', (api) => api.schedule.days({})],
    ['schedule.one', (api) => api.schedule.one(C.full)],
    ['schedule.byInstructor', (api) => api.schedule.byInstructor(1, {})],
    ['schedule.spotMaps', (api) => api.schedule.spotMaps(2)],
    ['reservations.mine', (api) => api.reservations.mine({})],
    ['reservations.reserve', (api) => api.reservations.reserve({ single_class_id: C.lastPlace })],
    ['reservations.cancel', (api) => api.reservations.cancel(DEMO_RESERVATION_IDS.upcoming)],
    ['reservations.rate', (api) => api.reservations.rate({ class_reservation_id: DEMO_RESERVATION_IDS.attended, coach_stars: 5 })],
    ['reservations.renameGuest', (api) => api.reservations.renameGuest({ class_reservation_id: 1, name: 'Ana' })],
    ['waitlist.mine', (api) => api.waitlist.mine()],
    ['waitlist.join', (api) => api.waitlist.join(C.full)],
    ['waitlist.leave', (api) => api.waitlist.leave(DEMO_WAITLIST_ID)],
    ['credits.mine', (api) => api.credits.mine()],
    ['credits.penalties', (api) => api.credits.penalties()],
    ['staff.one', (api) => api.staff.one(1)],
    ['staff.update', (api) => api.staff.update(1, { attend: true })],
  ];

  it.each(calls)('%s answers a queued failure once, writing nothing', async (call, invoke) => {
    const { api } = demo();
    const down = appError('server/down', 'El servidor no responde', 500);
    const before = JSON.stringify(api.state);
    api.failNext(call, down);
    expect(await invoke(api)).toEqual({ ok: false, error: down });
    expect(JSON.stringify(api.state)).toBe(before);
    expect(await invoke(api)).not.toEqual({ ok: false, error: down });
  });
});

describe('createFakeApi defaults', () => {
  it('starts with no booking data and a clock at FAKE_CLOCK_START', async () => {
    const identity = new FakeIdentity({ accounts: [{ email: 'a@estudio.test', password: 'secreto1' }] });
    const api = createFakeApi({ identity });
    expect(api.clock.now()).toBe(FAKE_CLOCK_START);
    expect(await api.schedule.days({})).toEqual({ ok: true, value: [] });
    expect([api.state.singleClasses, api.state.reservations, api.state.waitlists, api.state.credits, api.state.penalties, api.state.spotMaps]).toEqual([[], [], [], [], [], []]);
  });
});
