import { describe, expect, it } from 'vitest';
import { messages, seriesStarts } from '@estudio/core';
import { createHttpDeskScheduleApi } from '../src/desk.js';
import { useTestServer } from './support/browser.js';
import { deskSignIn } from './support/desk.js';

/**
 * 'Horarios' (`createHttpDeskScheduleApi`, issue 16) against the real
 * server: a weekly series, its conflicts, the admin's days, a change of
 * this and the following classes, one class, a cancellation of the
 * following ones, and the server's refusals as {code, message}.
 */
const server = useTestServer();
const signedIn = deskSignIn(server);
const ZONE = 'America/Mexico_City';
const DAY = 86_400_000;

/** The Monday `weeks` weeks after this one (a calendar date, ISO). */
const mondayIn = (weeks: number): string => {
  const today = new Date();
  const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - ((today.getUTCDay() + 6) % 7) * DAY;
  return new Date(monday + weeks * 7 * DAY).toISOString().slice(0, 10);
};

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const signedInAdmin = async () => {
  const admin = await signedIn('admin@estudio.test');
  const schedule = createHttpDeskScheduleApi(admin.http);
  const tag = Date.now().toString(36);
  const location = await admin.catalogue.locations.create({ name: `Sala horarios ${tag}`, address: null });
  const types = await admin.catalogue.classTypes.list({});
  const coaches = await admin.catalogue.coaches.list({});
  if (!location.ok || !types.ok || !coaches.ok) throw new Error('The catalogue did not answer');
  const [type] = types.value.rows;
  const [coach] = coaches.value.rows;
  if (!type || !coach) throw new Error('The demo catalogue is empty');
  return { schedule, locationId: location.value.location_id, classTypeId: type.class_type_id, coachId: coach.instructor_id };
};

describe("the desk's schedule over the real server", () => {
  it('creates a weekly series, shows its conflicts and days, changes the following classes and cancels them', async () => {
    const { schedule, locationId, classTypeId, coachId } = await signedInAdmin();
    const from = mondayIn(30);
    const pattern = { weekdays: [7, 6], time: '05:05', from_date: from, weeks: 2 };
    const created = await schedule.createSeries({
      ...pattern, class_type_id: classTypeId, location_id: locationId, instructor_ids: [coachId], duration_minutes: 45, capacity: 6,
    });
    if (!created.ok) throw new Error(created.error.message);
    const classes = created.value.single_classes;
    expect(classes.map((item) => item.class_date)).toEqual(seriesStarts(pattern, ZONE));
    expect(classes.every((item) => item.series_id === created.value.series_id && item.waitlist_count === 0)).toBe(true);
    const [first, second] = classes;
    if (!first || !second) throw new Error('No classes');

    const conflicts = await schedule.conflicts({ starts: [first.class_date], duration_minutes: 30, location_id: locationId, instructor_ids: [coachId] });
    expect(conflicts.ok && conflicts.value.map((item) => [item.kind, item.single_class_id])).toEqual([
      ['location', first.single_class_id], ['coach', first.single_class_id],
    ]);
    const free = await schedule.conflicts({ starts: [first.class_date], duration_minutes: 30, location_id: locationId, ignore_ids: [first.single_class_id] });
    expect(free).toEqual({ ok: true, value: [] });
    // 'Esta y las siguientes' where they are: the series never conflicts with itself.
    const following = await schedule.conflicts({
      starts: [first.class_date], duration_minutes: 45, location_id: locationId, instructor_ids: [coachId], single_class_id: first.single_class_id, scope: 'following',
    });
    expect(following).toEqual({ ok: true, value: [] });

    const days = await schedule.days({ start_date: from, end_date: addDays(from, 13), location_id: locationId });
    if (!days.ok) throw new Error(days.error.message);
    expect(days.value.flatMap((day) => day.classes).map((item) => item.single_class_id)).toEqual(classes.map((item) => item.single_class_id));

    const changed = await schedule.update(second.single_class_id, { description: 'Desde aquí', scope: 'following' });
    if (!changed.ok) throw new Error(changed.error.message);
    expect(changed.value).toMatchObject({ updated_classes: 3, notified_customers: 0, single_class: { description: 'Desde aquí', series_id: created.value.series_id } });

    const cancelled = await schedule.cancel(second.single_class_id, 'following');
    expect(cancelled.ok && cancelled.value).toMatchObject({ ok: true, cancelled_classes: 3, cancelled_reservations: 0, notified_customers: 0 });
    expect(await schedule.cancel(second.single_class_id, 'one')).toMatchObject({
      ok: false, error: { code: 'schedule/class-already-cancelled', message: messages.deskSchedule.alreadyCancelled, status: 409 },
    });
    const left = await schedule.days({ start_date: from, end_date: addDays(from, 13), location_id: locationId });
    expect(left.ok && left.value.flatMap((day) => day.classes).map((item) => item.single_class_id)).toEqual([first.single_class_id]);
  });

  it('refuses cancelling a class that already started, in Spanish', async () => {
    const { schedule, locationId, classTypeId } = await signedInAdmin();
    const past = await schedule.create({
      class_date: new Date(Date.now() - 2 * 3_600_000).toISOString(), class_type_id: classTypeId, location_id: locationId, duration_minutes: 50, capacity: 4,
    });
    if (!past.ok) throw new Error(past.error.message);
    expect(await schedule.cancel(past.value.single_class_id, 'one')).toEqual({
      ok: false, error: { code: 'schedule/class-started', message: messages.deskSchedule.startedCancel, status: 409 },
    });
  });

  it('creates one class, and refuses a capacity below its places, a bad series and the front desk', async () => {
    const { schedule, locationId, classTypeId } = await signedInAdmin();
    const one = await schedule.create({
      class_date: `${mondayIn(31)}T14:00:00.000Z`, class_type_id: classTypeId, location_id: locationId, duration_minutes: 50, capacity: 4,
    });
    if (!one.ok) throw new Error(one.error.message);
    expect(one.value).toMatchObject({ capacity: 4, location_id: locationId, reservation_count: 0 });
    const socia = await signedIn('socia@estudio.test');
    const booked = await socia.api.reservations.reserve({ single_class_id: one.value.single_class_id });
    if (!booked.ok) throw new Error(booked.error.message);
    expect(await schedule.update(one.value.single_class_id, { capacity: 0 })).toMatchObject({
      ok: false, error: { code: 'schedule/capacity-below-reservations', status: 409 },
    });
    const cancelled = await schedule.cancel(one.value.single_class_id, 'one');
    expect(cancelled.ok && cancelled.value).toMatchObject({ cancelled_reservations: 1, cancelled_classes: 1, notified_customers: 1 });
    const hers = await socia.api.reservations.mine({ filter: 'cancelled', page: 1 });
    const mine = hers.ok ? hers.value.reservations.find((item) => item.single_class_id === one.value.single_class_id) : undefined;
    expect(mine?.deletedAt).toEqual(expect.any(String));
    const bad = await schedule.createSeries({
      weekdays: [], time: '07:00', from_date: mondayIn(31), weeks: 1, class_type_id: classTypeId, location_id: locationId, duration_minutes: 50, capacity: 4,
    });
    expect(bad).toMatchObject({ ok: false, error: { status: 400 } });
    expect(!bad.ok && bad.error.message).toContain(messages.deskSchedule.weekdaysRequired);

    const desk = createHttpDeskScheduleApi((await signedIn('recepcion@estudio.test')).http);
    expect(await desk.days({ start_date: mondayIn(31), end_date: mondayIn(31) })).toMatchObject({ ok: false, error: { code: 'auth/forbidden', status: 403 } });
  });
});
