import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, expect, it } from 'vitest';
import { ScheduleResponse, SingleClassResponse, messages, type SingleClass } from '@estudio/core';
import {
  classInstructors, classReservations, classTypes, customers, instructors, locations, singleClasses, waitlists,
} from '../../src/db/schema/index.js';
import { DEMO_TIME_ZONE } from '../../src/db/seed/demo/index.js';
import { DEMO, onEachDatabase, testClock, type Harness } from './support/harness.js';

const ZONE = DEMO_TIME_ZONE;

const schedule = async (h: Harness, search = '', token?: string) => {
  const answer = await h.request('GET', `/api/single_class${search}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return ScheduleResponse.parse(answer.body).days;
};

const allClasses = (days: readonly { classes: SingleClass[] }[]): SingleClass[] => days.flatMap((day) => day.classes);

/** The day a class starts on in the studio's zone. */
const localDay = (iso: string): string => DateTime.fromISO(iso, { zone: ZONE }).toISODate() ?? '';

/** Live reservations per class, straight from the table. */
const liveCounts = async (h: Harness, ids: number[]): Promise<Map<number, number>> => {
  const rows = await h.db
    .select({ id: classReservations.single_class_id })
    .from(classReservations)
    .where(and(inArray(classReservations.single_class_id, ids), isNull(classReservations.deleted_at)));
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
  return counts;
};

/** A class of the demo catalogue at `start`, written directly. */
const insertClass = async (h: Harness, start: Date, extra: Partial<typeof singleClasses.$inferInsert> = {}): Promise<number> => {
  const [type] = await h.db.select().from(classTypes).limit(1);
  const [location] = await h.db.select().from(locations).limit(1);
  if (!type || !location) throw new Error('The demo catalogue is missing');
  const [row] = await h.db
    .insert(singleClasses)
    .values({ class_date: start, capacity: 10, class_type_id: type.class_type_id, location_id: location.location_id, ...extra })
    .returning();
  if (!row) throw new Error('No class written');
  return row.single_class_id;
};

onEachDatabase('the public schedule', (h) => {
  let sociaId: number;
  let week: { monday: DateTime; from: Date; to: Date };
  beforeAll(async () => {
    const [socia] = await h().db.select().from(customers).where(eq(customers.email, DEMO.socia));
    if (!socia) throw new Error('socia is missing');
    sociaId = socia.customer_id;
    const monday = DateTime.fromMillis(h().clock.now(), { zone: ZONE }).startOf('week');
    week = { monday, from: monday.toJSDate(), to: monday.plus({ weeks: 1 }).toJSDate() };
  });

  it("answers this week's classes by default, grouped by studio day in order", async () => {
    const days = await schedule(h());
    const stored = await h().db
      .select({ id: singleClasses.single_class_id })
      .from(singleClasses)
      .where(and(gte(singleClasses.class_date, week.from), lt(singleClasses.class_date, week.to), isNull(singleClasses.cancelled_at)));
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, index) => week.monday.plus({ days: index }).toISODate()));
    const classes = allClasses(days);
    expect(classes.map((one) => one.single_class_id).sort((a, b) => a - b)).toEqual(stored.map((row) => row.id).sort((a, b) => a - b));
    for (const day of days) {
      expect(day.classes.length).toBeGreaterThan(0);
      for (const one of day.classes) expect(localDay(one.class_date)).toBe(day.date);
      const starts = day.classes.map((one) => one.class_date);
      expect(starts).toEqual([...starts].sort());
    }
    // The demo week holds a class sold as a package and a full class.
    expect(classes.some((one) => one.class_package_id !== null)).toBe(true);
    expect(classes.some((one) => one.capacity !== null && one.reservation_count >= one.capacity)).toBe(true);
    expect(classes.every((one) => one.class_instructors.length > 0 && one.class_type.name && one.location.name)).toBe(true);
  });

  it('places a class at 23:30 studio time on its local day, not on the UTC day', async () => {
    const late = week.monday.plus({ weeks: 2, days: 2 }).set({ hour: 23, minute: 30 });
    const id = await insertClass(h(), late.toJSDate());
    const from = late.toISODate() ?? '';
    const days = await schedule(h(), `?start_date=${from}&end_date=${late.plus({ days: 1 }).toISODate()}`);
    expect(days.find((day) => day.classes.some((one) => one.single_class_id === id))?.date).toBe(from);
    expect(late.toUTC().toISODate()).not.toBe(from);
  });

  it('shows anonymous callers the count and spots of each class, never who holds them', async () => {
    const answer = await h().request('GET', '/api/single_class');
    const classes = allClasses(ScheduleResponse.parse(answer.body).days);
    const counts = await liveCounts(h(), classes.map((one) => one.single_class_id));
    for (const one of classes) {
      expect(one.reservation_count).toBe(counts.get(one.single_class_id) ?? 0);
      expect(one.class_reservations).toHaveLength(one.reservation_count);
      for (const reservation of one.class_reservations) expect(Object.keys(reservation)).toEqual(['spot']);
      expect(one.mine).toBeNull();
    }
    expect(answer.text).not.toContain('customer_id');
    expect(answer.text).not.toContain(DEMO.socia);
  });

  it('filters by instructor and by location', async () => {
    const [coach] = await h().db.select().from(instructors).limit(1);
    const [location] = await h().db.select().from(locations).limit(1);
    if (!coach || !location) throw new Error('The demo catalogue is missing');
    const byCoach = allClasses(await schedule(h(), `?instructor_id=${coach.instructor_id}`));
    expect(byCoach.length).toBeGreaterThan(0);
    for (const one of byCoach) expect(one.class_instructors.map((item) => item.instructor.instructor_id)).toContain(coach.instructor_id);
    const taught = await h().db
      .select({ id: classInstructors.single_class_id })
      .from(classInstructors)
      .innerJoin(singleClasses, eq(singleClasses.single_class_id, classInstructors.single_class_id))
      .where(and(eq(classInstructors.instructor_id, coach.instructor_id), gte(singleClasses.class_date, week.from), lt(singleClasses.class_date, week.to)));
    expect(byCoach).toHaveLength(taught.length);

    const byLocation = allClasses(await schedule(h(), `?location_id=${location.location_id}`));
    expect(byLocation.length).toBeGreaterThan(0);
    expect(byLocation.every((one) => one.location_id === location.location_id && one.location.location_id === location.location_id)).toBe(true);
    expect(allClasses(await schedule(h(), '?location_id=999999'))).toEqual([]);
  });

  it('filters by class type (the class type page, /class_type/{id})', async () => {
    const all = allClasses(await schedule(h(), ''));
    const typeId = all[0]?.class_type.class_type_id;
    if (typeId === undefined) throw new Error('The demo week has no class');
    const byType = allClasses(await schedule(h(), `?class_type_id=${typeId}`));
    expect(byType.length).toBeGreaterThan(0);
    expect(byType).toEqual(all.filter((one) => one.class_type.class_type_id === typeId));
    expect(allClasses(await schedule(h(), '?class_type_id=999999'))).toEqual([]);
    expect((await h().request('GET', '/api/single_class?class_type_id=abc')).status).toBe(400);
  });

  it("marks a signed-in customer's own reservations and waitlist entries", async () => {
    const { token } = await h().signIn(DEMO.socia);
    const today = DateTime.fromMillis(h().clock.now(), { zone: ZONE });
    const search = `?start_date=${today.toISODate()}&end_date=${today.plus({ days: 8 }).toISODate()}`;
    const classes = allClasses(await schedule(h(), search, token));
    const own = await h().db
      .select()
      .from(classReservations)
      .where(and(eq(classReservations.customer_id, sociaId), isNull(classReservations.deleted_at), inArray(classReservations.single_class_id, classes.map((one) => one.single_class_id))));
    expect(own.length).toBeGreaterThanOrEqual(3);
    const marked = classes.flatMap((one) => one.mine?.reservations ?? []);
    expect(marked.map((item) => item.class_reservation_id).sort()).toEqual(own.map((row) => row.class_reservation_id).sort());
    expect(marked.some((item) => item.guest === 'María Fernanda')).toBe(true);

    const target = classes.find((one) => one.mine?.reservations.length === 0);
    if (!target) throw new Error('No class without a reservation of socia');
    const [entry] = await h().db.insert(waitlists).values({ single_class_id: target.single_class_id, customer_id: sociaId }).returning();
    const single = await h().request('GET', `/api/single_class/single/${target.single_class_id}`, { token });
    expect(SingleClassResponse.parse(single.body).single_class.mine).toEqual({ reservations: [], waitlist_id: entry?.waitlist_id });
    // Another customer sees the same class without socia's entry.
    const other = await h().signIn(DEMO.nueva);
    const seen = await h().request('GET', `/api/single_class/single/${target.single_class_id}`, { token: other.token });
    expect(SingleClassResponse.parse(seen.body).single_class.mine).toEqual({ reservations: [], waitlist_id: null });
  });

  it('answers a public route as anonymous when the token is invalid or expired', async () => {
    const { token } = await h().signIn(DEMO.socia);
    const garbage = await h().request('GET', '/api/single_class', { token: 'not-a-token' });
    expect(garbage.status).toBe(200);
    expect(allClasses(ScheduleResponse.parse(garbage.body).days).every((one) => one.mine === null)).toBe(true);
    const later = h().withApp({ clock: testClock(h().clock.now() + 60 * 60 * 1000) });
    const expired = await later.request('GET', '/api/single_class', { token });
    expect(expired.status).toBe(200);
    expect(allClasses(ScheduleResponse.parse(expired.body).days).every((one) => one.mine === null)).toBe(true);
    // The same expired token still refuses a customer route with the code the client's session handler knows.
    expect((await later.request('GET', '/api/customer', { token })).body.code).toBe('auth/id-token-expired');
    const valid = await h().request('GET', '/api/single_class', { token });
    expect(allClasses(ScheduleResponse.parse(valid.body).days).every((one) => one.mine !== null)).toBe(true);
  });

  it('reads one class, and answers 404 for an unknown or cancelled one', async () => {
    const [first] = allClasses(await schedule(h()));
    if (!first) throw new Error('The demo week is empty');
    const one = await h().request('GET', `/api/single_class/single/${first.single_class_id}`);
    expect(SingleClassResponse.parse(one.body).single_class).toEqual(first);
    const missing = await h().request('GET', '/api/single_class/single/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'schedule/class-not-found', message: messages.scheduleAdmin.classNotFound });

    const id = await insertClass(h(), week.monday.plus({ days: 3, hours: 15, minutes: 45 }).toJSDate(), { cancelled_at: new Date() });
    expect((await h().request('GET', `/api/single_class/single/${id}`)).status).toBe(404);
    expect(allClasses(await schedule(h())).some((item) => item.single_class_id === id)).toBe(false);
  });

  it("answers an instructor's schedule, and 404 for an unknown instructor", async () => {
    const [coach] = await h().db.select().from(instructors).limit(1);
    if (!coach) throw new Error('No coach');
    const answer = await h().request('GET', `/api/single_class/instructor/${coach.instructor_id}?start_date=${week.monday.toISODate()}`);
    const classes = allClasses(ScheduleResponse.parse(answer.body).days);
    expect(classes).toEqual(allClasses(await schedule(h(), `?instructor_id=${coach.instructor_id}`)));
    expect((await h().request('GET', '/api/single_class/instructor/99999999')).status).toBe(404);
  });

  it('takes instants or studio dates, at most 31 days, and refuses anything else with 400', async () => {
    const monday = week.monday.toISODate();
    const sunday = week.monday.plus({ days: 6 });
    const byDates = await schedule(h(), `?start_date=${monday}&end_date=${sunday.toISODate()}`);
    const byInstants = await schedule(h(), `?start_date=${encodeURIComponent(week.monday.toUTC().toISO() ?? '')}&end_date=${encodeURIComponent(sunday.endOf('day').toUTC().toISO() ?? '')}`);
    expect(byInstants).toEqual(byDates);
    expect(byDates).toEqual(await schedule(h()));
    expect((await h().request('GET', `/api/single_class?start_date=${monday}&end_date=${week.monday.plus({ days: 30 }).toISODate()}`)).status).toBe(200);

    const tooLong = await h().request('GET', `/api/single_class?start_date=${monday}&end_date=${week.monday.plus({ days: 31 }).toISODate()}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ code: 'schedule/range-too-long', message: messages.scheduleAdmin.rangeTooLong });
    const backwards = await h().request('GET', `/api/single_class?start_date=${sunday.toISODate()}&end_date=${monday}`);
    expect(backwards.body).toEqual({ code: 'schedule/range-backwards', message: messages.scheduleAdmin.rangeBackwards });
    for (const bad of ['start_date=mañana', 'end_date=2025-13-01', 'instructor_id=abc', 'location_id=99999999999']) {
      const answer = await h().request('GET', `/api/single_class?${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.code).toBe('validation/invalid-query');
    }
  });
});
