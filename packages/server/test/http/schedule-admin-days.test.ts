import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ClassConflictsResponse, ScheduleAdminResponse, type ClassConflict } from '@estudio/core';
import { singleClasses } from '../../src/db/schema/index.js';
import { teamTokens } from './support/booking.js';
import { onEachDatabase } from './support/harness.js';
import {
  book, createSeries, customersWithCredits, join, makeOwnStudio, mondayIn, refusedScheduleWrite, seriesBody, wall, type OwnStudio,
} from './support/schedule-admin.js';

onEachDatabase("'Horarios': the admin's days and the conflicts (issue 16)", (h) => {
  const team = teamTokens(h);
  let studio: OwnStudio;

  beforeAll(async () => {
    studio = await makeOwnStudio(h());
  });

  const days = async (query: string, token = team.admin) => {
    const answer = await h().request('GET', `/api/single_class/admin/schedule?${query}`, { token });
    expect(answer.status, answer.text).toBe(200);
    return ScheduleAdminResponse.parse(answer.body).days;
  };

  it('lists each class with booked places, capacity, waitlist and series, filtered by location, coach and class type', async () => {
    const from = mondayIn(h(), 2);
    const morning = await createSeries(h(), team.admin, { ...seriesBody(studio, { capacity: 2 }), weekdays: [1, 2], time: '06:00', from_date: from, weeks: 1 });
    const terrace = await createSeries(h(), team.admin, {
      ...seriesBody(studio, { location_id: studio.otherLocationId, class_type_id: studio.otherClassTypeId, instructor_ids: [studio.coachIds[1]] }),
      weekdays: [1], time: '06:00', from_date: from, weeks: 1,
    });
    const [monday] = morning.single_classes;
    if (!monday) throw new Error('No class');
    const [first, waiting] = await customersWithCredits(h(), 2);
    if (!first || !waiting) throw new Error('No customers');
    await book(h(), first, monday.single_class_id, 1);
    await join(h(), waiting, monday.single_class_id);

    const range = `start_date=${from}&end_date=${wall(`${from}T00:00`).plus({ days: 1 }).toISODate()}`;
    const ours = new Set([...morning.single_classes, ...terrace.single_classes].map((item) => item.single_class_id));
    const mine = (list: Awaited<ReturnType<typeof days>>) => list.flatMap((day) => day.classes).filter((item) => ours.has(item.single_class_id));
    const all = await days(range);
    expect(all.map((day) => day.date)).toEqual([from, wall(`${from}T00:00`).plus({ days: 1 }).toISODate()]);
    const listed = mine(all);
    expect(listed).toHaveLength(3);
    expect(listed.find((item) => item.single_class_id === monday.single_class_id)).toMatchObject({
      reservation_count: 2, capacity: 2, waitlist_count: 1, series_id: morning.series_id,
    });
    expect(mine(await days(`${range}&location_id=${studio.otherLocationId}`)).map((item) => item.single_class_id))
      .toEqual(terrace.single_classes.map((item) => item.single_class_id));
    expect(mine(await days(`${range}&instructor_id=${studio.coachIds[0]}`)).map((item) => item.single_class_id))
      .toEqual(morning.single_classes.map((item) => item.single_class_id));
    expect(mine(await days(`${range}&class_type_id=${studio.otherClassTypeId}`)).map((item) => item.single_class_id))
      .toEqual(terrace.single_classes.map((item) => item.single_class_id));

    // A cancelled class is not listed.
    await h().db.update(singleClasses).set({ cancelled_at: new Date(h().clock.now()) }).where(eq(singleClasses.single_class_id, monday.single_class_id));
    expect(mine(await days(range)).map((item) => item.single_class_id)).not.toContain(monday.single_class_id);
  });

  it('needs both ends, at most 31 days apart, and is for admins only (403 for staff and customers)', async () => {
    const from = mondayIn(h(), 1);
    const tooLong = await h().request('GET', `/api/single_class/admin/schedule?start_date=${from}&end_date=${wall(`${from}T00:00`).plus({ days: 40 }).toISODate()}`, { token: team.admin });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'schedule/range-too-long']);
    const open = await h().request('GET', `/api/single_class/admin/schedule?start_date=${from}`, { token: team.admin });
    expect([open.status, open.body.code]).toEqual([400, 'validation/invalid-query']);
    const staff = await h().request('GET', `/api/single_class/admin/schedule?start_date=${from}&end_date=${from}`, { token: team.staff });
    expect([staff.status, staff.body.code]).toEqual([403, 'auth/forbidden']);
    const customer = (await h().signIn('socia@estudio.test')).token;
    expect((await h().request('GET', `/api/single_class/admin/schedule?start_date=${from}&end_date=${from}`, { token: customer })).status).toBe(403);
  });

  it('finds the location and coach overlaps, and ignores cancelled classes, the classes being edited and mere neighbours', async () => {
    const from = mondayIn(h(), 8);
    const series = await createSeries(h(), team.admin, {
      ...seriesBody(studio, { instructor_ids: [studio.coachIds[0]], duration_minutes: 60 }), weekdays: [3], time: '10:00', from_date: from, weeks: 2,
    });
    const [first, second] = series.single_classes;
    if (!first || !second) throw new Error('No classes');
    const check = async (body: Record<string, unknown>, token = team.admin): Promise<ClassConflict[]> => {
      const answer = await h().request('POST', '/api/single_class/conflicts', { token, body });
      expect(answer.status, answer.text).toBe(200);
      return ClassConflictsResponse.parse(answer.body).conflicts;
    };
    const at = (iso: string, minutes: number) => wall(iso).plus({ minutes }).toUTC().toISO() ?? '';
    // Same place, half an hour later: the location; with her coach too.
    const overlapping = await check({
      starts: [at(first.class_date, 30)], duration_minutes: 45, location_id: studio.locationId, instructor_ids: [...studio.coachIds],
    });
    expect(overlapping).toEqual([
      {
        start: at(first.class_date, 30), kind: 'location', single_class_id: first.single_class_id, class_date: first.class_date,
        duration_minutes: 60, class_type_name: studio.classTypeName, location_name: studio.locationName, coach_name: null,
      },
      {
        start: at(first.class_date, 30), kind: 'coach', single_class_id: first.single_class_id, class_date: first.class_date,
        duration_minutes: 60, class_type_name: studio.classTypeName, location_name: studio.locationName, coach_name: studio.coachNames[0],
      },
    ]);
    // Elsewhere, the coach alone; both weeks at once, by start.
    const coach = await check({
      starts: [second.class_date, first.class_date], duration_minutes: 50, location_id: studio.otherLocationId, instructor_ids: [studio.coachIds[0]],
    });
    expect(coach.map((item) => [item.kind, item.single_class_id, item.coach_name])).toEqual([
      ['coach', first.single_class_id, studio.coachNames[0]], ['coach', second.single_class_id, studio.coachNames[0]],
    ]);
    // Right after it ends, or with another coach elsewhere: nothing.
    expect(await check({ starts: [at(first.class_date, 60)], duration_minutes: 50, location_id: studio.locationId, instructor_ids: [studio.coachIds[0]] })).toEqual([]);
    expect(await check({ starts: [first.class_date], duration_minutes: 50, location_id: studio.otherLocationId, instructor_ids: [studio.coachIds[1]] })).toEqual([]);
    // A class starting before and still running.
    expect(await check({ starts: [at(first.class_date, -20)], duration_minutes: 30, location_id: studio.locationId })).toHaveLength(1);
    // The class being edited never conflicts with itself.
    expect(await check({ starts: [first.class_date], duration_minutes: 60, location_id: studio.locationId, instructor_ids: [studio.coachIds[0]], ignore_ids: [first.single_class_id] })).toEqual([]);
    // A cancelled class is free.
    const cancelled = await h().request('DELETE', `/api/single_class/${second.single_class_id}`, { token: team.admin });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await check({ starts: [second.class_date], duration_minutes: 60, location_id: studio.locationId, instructor_ids: [studio.coachIds[0]] })).toEqual([]);
  });

  it("moving 'this and the following' classes, asks for each later class at its new start, never against the classes moved", async () => {
    const series = await createSeries(h(), team.admin, {
      ...seriesBody(studio, { instructor_ids: [studio.coachIds[1]], duration_minutes: 50 }), weekdays: [5], time: '16:00', from_date: mondayIn(h(), 9), weeks: 3,
    });
    const [first, second, third] = series.single_classes;
    if (!first || !second || !third) throw new Error('No classes');
    // A class of its own in the same room on the third Friday at 17:00.
    const blocker = await h().request('POST', '/api/single_class', {
      token: team.admin,
      body: { ...seriesBody(studio, { instructor_ids: [] }), class_date: wall(third.class_date).set({ hour: 17 }).toUTC().toISO() },
    });
    expect(blocker.status, blocker.text).toBe(201);
    const blockerId = blocker.body.single_class.single_class_id as number;
    const check = async (body: Record<string, unknown>): Promise<ClassConflict[]> => {
      const answer = await h().request('POST', '/api/single_class/conflicts', { token: team.admin, body });
      expect(answer.status, answer.text).toBe(200);
      return ClassConflictsResponse.parse(answer.body).conflicts;
    };
    const move = (minutes: number, scope: 'one' | 'following') => check({
      starts: [wall(first.class_date).plus({ minutes }).toUTC().toISO()], duration_minutes: 50, location_id: studio.locationId,
      instructor_ids: [studio.coachIds[1]], single_class_id: first.single_class_id, scope,
    });
    // 16:00 → 17:00: the first alone is free; with the following ones the third meets the class at 17:00, at its own new start.
    expect(await move(60, 'one')).toEqual([]);
    const following = await move(60, 'following');
    expect(following.map((item) => [item.kind, item.single_class_id, item.start])).toEqual([
      ['location', blockerId, wall(third.class_date).set({ hour: 17 }).toUTC().toISO()],
    ]);
    // Half an hour later each class meets its own old place, which never counts: only the class at 17:00 does.
    expect((await move(30, 'following')).map((item) => [item.kind, item.single_class_id, item.start])).toEqual([
      ['location', blockerId, wall(third.class_date).set({ hour: 16, minute: 30 }).toUTC().toISO()],
    ]);
    // A class not on the schedule, or two starts for one class, are refused.
    await refusedScheduleWrite(h(), () => h().request('POST', '/api/single_class/conflicts', {
      token: team.admin, body: { starts: [first.class_date], duration_minutes: 50, location_id: studio.locationId, single_class_id: 99_999_999, scope: 'following' },
    }), { status: 404, code: 'schedule/class-not-found' });
    await refusedScheduleWrite(h(), () => h().request('POST', '/api/single_class/conflicts', {
      token: team.admin, body: { starts: [first.class_date, second.class_date], duration_minutes: 50, location_id: studio.locationId, single_class_id: first.single_class_id },
    }), { status: 400, code: 'validation/invalid-body' });
  });

  it('checks conflicts for admins only, with at least one start', async () => {
    const body = { starts: [wall(`${mondayIn(h(), 8)}T10:00`).toUTC().toISO()], duration_minutes: 60, location_id: studio.locationId };
    await refusedScheduleWrite(h(), () => h().request('POST', '/api/single_class/conflicts', { token: team.staff, body }), { status: 403, code: 'auth/forbidden' });
    await refusedScheduleWrite(h(), () => h().request('POST', '/api/single_class/conflicts', { token: team.admin, body: { ...body, starts: [] } }), {
      status: 400, code: 'validation/invalid-body',
    });
  });
});
