import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ScheduleAdminResponse, ScheduleResponse, messages, seriesStarts } from '@estudio/core';
import { classInstructors, classSeries, singleClasses, singleClassTags } from '../../src/db/schema/index.js';
import { teamTokens } from './support/booking.js';
import { onEachDatabase } from './support/harness.js';
import {
  ZONE, createSeries, makeOwnStudio, mondayIn, refusedScheduleWrite, seriesBody, wall, type OwnStudio,
} from './support/schedule-admin.js';

const ds = messages.deskSchedule;

onEachDatabase('a weekly series (issue 16)', (h) => {
  const team = teamTokens(h);
  let studio: OwnStudio;

  beforeAll(async () => {
    studio = await makeOwnStudio(h());
  });

  it('creates every class of the series in one go, with its coaches, tags and series', async () => {
    const from = mondayIn(h(), 1);
    const pattern = { weekdays: [4, 2], time: '06:10', from_date: from, weeks: 3 };
    const series = await createSeries(h(), team.admin, { ...seriesBody(studio, { instructor_ids: [...studio.coachIds] }), ...pattern });
    const expected = seriesStarts(pattern, ZONE);
    expect(expected).toHaveLength(6);
    expect(series.single_classes.map((item) => item.class_date)).toEqual(expected);
    for (const item of series.single_classes) {
      expect(item).toMatchObject({
        series_id: series.series_id, capacity: 4, duration_minutes: 50, description: 'Serie de prueba',
        reservation_count: 0, waitlist_count: 0, location_id: studio.locationId,
      });
      expect(item.class_instructors.map((coach) => coach.instructor.instructor_id)).toEqual([...studio.coachIds]);
      expect(item.tags.map((tag) => tag.tag_id)).toEqual([studio.tagId]);
      expect(wall(item.class_date).toFormat('HH:mm')).toBe('06:10');
      expect([2, 4]).toContain(wall(item.class_date).weekday);
    }
    const ids = series.single_classes.map((item) => item.single_class_id);
    const stored = await h().db.select().from(singleClasses).where(inArray(singleClasses.single_class_id, ids));
    expect(stored.every((row) => row.series_id === series.series_id)).toBe(true);
    expect(await h().db.select().from(classInstructors).where(inArray(classInstructors.single_class_id, ids))).toHaveLength(12);
    expect(await h().db.select().from(singleClassTags).where(inArray(singleClassTags.single_class_id, ids))).toHaveLength(6);
    const [row] = await h().db.select().from(classSeries).where(eq(classSeries.series_id, series.series_id));
    expect(row).toMatchObject({ weekdays: [2, 4], time: '06:10', from_date: from, time_zone: ZONE });
    expect(row?.until_date).toBe(wall(`${from}T00:00`).plus({ days: 20 }).toISODate());

    // On the public calendar, and on 'Horarios' with its series.
    const lastDay = wall(expected.at(-1) ?? '').toISODate();
    const calendar = await h().request('GET', `/api/single_class?start_date=${from}&end_date=${lastDay}&location_id=${studio.locationId}`);
    expect(ScheduleResponse.parse(calendar.body).days.flatMap((day) => day.classes).map((item) => item.single_class_id)).toEqual(ids);
    const admin = await h().request('GET', `/api/single_class/admin/schedule?start_date=${from}&end_date=${lastDay}&location_id=${studio.locationId}`, { token: team.admin });
    expect(admin.status, admin.text).toBe(200);
    const listed = ScheduleAdminResponse.parse(admin.body).days.flatMap((day) => day.classes);
    expect(listed.map((item) => [item.single_class_id, item.series_id])).toEqual(ids.map((id) => [id, series.series_id]));
  });

  it('takes an end date, both days included', async () => {
    const from = mondayIn(h(), 6);
    const until = wall(`${from}T00:00`).plus({ days: 14 }).toISODate();
    // Monday to the Monday two weeks later: three Mondays and two Fridays.
    const series = await createSeries(h(), team.admin, { ...seriesBody(studio), weekdays: [1, 5], time: '21:45', from_date: from, until_date: until });
    expect(series.single_classes.map((item) => wall(item.class_date).toFormat('ccc HH:mm'))).toEqual(
      ['Mon 21:45', 'Fri 21:45', 'Mon 21:45', 'Fri 21:45', 'Mon 21:45'],
    );
  });

  it('refuses a bad pattern with a Spanish message, writing nothing', async () => {
    const from = mondayIn(h(), 2);
    const send = (extra: Record<string, unknown>) => () =>
      h().request('POST', '/api/single_class/series', { token: team.admin, body: { ...seriesBody(studio), weekdays: [1], time: '07:00', from_date: from, weeks: 2, ...extra } });
    const cases: [Record<string, unknown>, string][] = [
      [{ weekdays: [] }, ds.weekdaysRequired],
      [{ weekdays: [1, 1] }, ds.weekdaysRepeated],
      [{ weekdays: [9] }, ds.weekdayInvalid],
      [{ time: '7 am' }, ds.timeInvalid],
      [{ weeks: undefined }, ds.endRequired],
      [{ until_date: from }, ds.endTwice],
      [{ weeks: 60 }, ds.weeksInvalid],
      [{ weeks: undefined, until_date: wall(`${from}T00:00`).minus({ days: 1 }).toISODate() }, ds.untilBeforeFrom],
      [{ weeks: undefined, until_date: wall(`${from}T00:00`).plus({ days: 400 }).toISODate() }, ds.untilTooFar],
      [{ weeks: undefined, weekdays: [3], until_date: wall(`${from}T00:00`).plus({ days: 1 }).toISODate() }, ds.seriesEmpty],
    ];
    for (const [extra, message] of cases) {
      const answer = await refusedScheduleWrite(h(), send(extra), { status: 400, code: 'validation/invalid-body' });
      expect(answer.body.message, JSON.stringify(extra)).toContain(message);
    }
    await refusedScheduleWrite(h(), send({ class_type_id: 99_999_999 }), {
      status: 404, code: 'schedule/class-type-not-found', message: messages.scheduleAdmin.classTypeNotFound,
    });
    await refusedScheduleWrite(h(), send({ instructor_ids: [studio.coachIds[0], 99_999_999] }), {
      status: 404, code: 'schedule/instructor-not-found', message: messages.scheduleAdmin.instructorNotFound,
    });
  });

  it('is for admins only', async () => {
    const body = { ...seriesBody(studio), weekdays: [1], time: '07:00', from_date: mondayIn(h(), 2), weeks: 1 };
    await refusedScheduleWrite(h(), () => h().request('POST', '/api/single_class/series', { token: team.staff, body }), { status: 403, code: 'auth/forbidden' });
    const customer = (await h().signIn('socia@estudio.test')).token;
    await refusedScheduleWrite(h(), () => h().request('POST', '/api/single_class/series', { token: customer, body }), { status: 403, code: 'auth/forbidden' });
    await refusedScheduleWrite(h(), () => h().request('POST', '/api/single_class/series', { body }), { status: 401, code: 'auth/missing-token' });
  });
});
