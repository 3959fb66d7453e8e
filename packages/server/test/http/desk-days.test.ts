import { and, count, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, expect, it } from 'vitest';
import { DeskDaysResponse, ScheduleResponse } from '@estudio/core';
import { classReservations, waitlists } from '../../src/db/schema/index.js';
import { DEMO_TIME_ZONE } from '../../src/db/seed/index.js';
import { makeClass, makeCustomers, staffToken, tokenOf, type TestCustomer } from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

/** The studio day of an instant, as the API's date parameters read it. */
const studioDate = (at: number): string => DateTime.fromMillis(at, { zone: DEMO_TIME_ZONE }).toISODate() ?? '';

/** What the database holds for some classes: live places and waitlist entries, by class. */
const countsOf = async (h: Harness, ids: number[]) => {
  const places = await h.db.select({ id: classReservations.single_class_id, n: count() }).from(classReservations)
    .where(and(inArray(classReservations.single_class_id, ids), isNull(classReservations.deleted_at)))
    .groupBy(classReservations.single_class_id);
  const waiting = await h.db.select({ id: waitlists.single_class_id, n: count() }).from(waitlists)
    .where(inArray(waitlists.single_class_id, ids)).groupBy(waitlists.single_class_id);
  const of = (rows: { id: number; n: number }[], id: number) => rows.find((row) => row.id === id)?.n ?? 0;
  return new Map(ids.map((id) => [id, { reservation_count: of(places, id), waitlist_count: of(waiting, id) }]));
};

onEachDatabase("GET /single_class/admin/days (the front desk's 'Hoy')", (h) => {
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(h());
  });

  const days = async (search = '') => {
    const answer = await h().request('GET', `/api/single_class/admin/days${search}`, { token: staff });
    expect(answer.status, answer.text).toBe(200);
    return DeskDaysResponse.parse(answer.body).days;
  };
  const classesOf = <C>(list: { classes: C[] }[]): C[] => list.flatMap((day) => day.classes);

  it("answers today and tomorrow in the studio's zone by default: the public schedule's classes, without anyone's own part", async () => {
    const today = studioDate(h().clock.now());
    const tomorrow = studioDate(h().clock.now() + 24 * 60 * 60 * 1000);
    const answer = await h().request('GET', '/api/single_class/admin/days', { token: staff });
    const desk = DeskDaysResponse.parse(answer.body).days;
    const schedule = ScheduleResponse.parse((await h().request('GET', `/api/single_class?start_date=${today}&end_date=${tomorrow}`)).body).days;
    expect(desk.map((day) => day.date)).toEqual(schedule.map((day) => day.date));
    expect(desk.every((day) => [today, tomorrow].includes(day.date))).toBe(true);
    const publicView = classesOf(schedule).map(({ mine: _mine, ...view }) => view);
    expect(classesOf(desk).map(({ waitlist_count: _count, ...view }) => view)).toEqual(publicView);
    expect(answer.text).not.toContain('"mine"');
  });

  it('counts the places and the waitlist of every class as the database holds them', async () => {
    const start = studioDate(h().clock.now());
    const end = studioDate(h().clock.now() + 13 * 24 * 60 * 60 * 1000);
    const classes = classesOf(await days(`?start_date=${start}&end_date=${end}`));
    const counts = await countsOf(h(), classes.map((entry) => entry.single_class_id));
    expect(classes.map(({ single_class_id, reservation_count, waitlist_count }) => [single_class_id, { reservation_count, waitlist_count }]))
      .toEqual([...counts.entries()]);
    // The demo's weeks each hold a full class with people waiting.
    expect(classes.some((entry) => entry.waitlist_count > 0)).toBe(true);
  });

  it('shows a full class with its waitlist', async () => {
    const singleClass = await makeClass(h(), { capacity: 2, inHours: 50 });
    const people = await makeCustomers(h().db, 5);
    await h().db.insert(classReservations).values(people.slice(0, 2).map((person) => ({ single_class_id: singleClass.single_class_id, customer_id: person.customerId })));
    await h().db.insert(waitlists).values(people.slice(2).map((person) => ({ single_class_id: singleClass.single_class_id, customer_id: person.customerId })));
    const date = studioDate(singleClass.class_date.getTime());
    const found = classesOf(await days(`?start_date=${date}&end_date=${date}`)).find((entry) => entry.single_class_id === singleClass.single_class_id);
    expect(found).toMatchObject({ capacity: 2, reservation_count: 2, waitlist_count: 3 });
  });

  it('keeps the schedule rules: one location, at most 31 days, never backwards', async () => {
    const start = studioDate(h().clock.now());
    const [one] = classesOf(await days(`?start_date=${start}&end_date=${start}`));
    const located = classesOf(await days(`?start_date=${start}&end_date=${start}&location_id=${one?.location_id ?? 0}`));
    expect(located.map((entry) => entry.location_id)).toContain(one?.location_id);
    expect(located.every((entry) => entry.location_id === one?.location_id)).toBe(true);
    const far = studioDate(h().clock.now() + 40 * 24 * 60 * 60 * 1000);
    const tooLong = await h().request('GET', `/api/single_class/admin/days?start_date=${start}&end_date=${far}`, { token: staff });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'schedule/range-too-long']);
    const backwards = await h().request('GET', `/api/single_class/admin/days?start_date=${far}&end_date=${start}`, { token: staff });
    expect([backwards.status, backwards.body.code]).toEqual([400, 'schedule/range-backwards']);
  });

  it('refuses a customer with 403', async () => {
    const [someone] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    const refused = await h().request('GET', '/api/single_class/admin/days', { token: await tokenOf(h(), someone) });
    expect([refused.status, refused.body.code]).toEqual([403, 'auth/forbidden']);
  });
});
