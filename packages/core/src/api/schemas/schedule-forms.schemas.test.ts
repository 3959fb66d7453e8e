import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { messages } from '../../messages/index.js';
import { classFixture } from '../../testing/index.js';
import {
  newScheduleClassValues, scheduleClassFormSchema, scheduleClassFormValues, scheduleConflictQueries, scheduleFormStarts,
  type ScheduleClassFormValues,
} from './schedule-forms.schemas.js';
import { wallClockInstant } from '../../schedule/series.rules.js';
import type { ScheduleAdminClass } from './schedule-admin.schemas.js';

const ZONE = 'America/Mexico_City';
const text = messages.deskScheduleScreen;

/** Tuesday 1 December 2026, Yoga at Roma with Sofía, 07:00 for 50 minutes. */
const filled = (overrides: Partial<ScheduleClassFormValues> = {}): ScheduleClassFormValues => ({
  ...newScheduleClassValues('2026-12-01'),
  class_type_id: '1',
  location_id: '2',
  instructor_ids: [3],
  time: '07:00',
  duration_minutes: '50',
  capacity: '12',
  ...overrides,
});

const stored = (overrides: Partial<ScheduleAdminClass> = {}): ScheduleAdminClass => {
  const { mine: _mine, ...base } = classFixture(Date.parse('2026-12-01T13:00:00.000Z'), {
    single_class_id: 40,
    duration_minutes: 50,
    capacity: 12,
    class_type: { class_type_id: 1, name: 'Yoga', icon: null, spot_map: null },
    class_instructors: [{ instructor: { instructor_id: 3, name: 'Sofía', last_name: 'Ramos', nick_name: null, file: null } }],
    location: { location_id: 2, name: 'Roma', address: null },
    location_id: 2,
    tags: [{ tag_id: 5, name: 'Suave', color: null }],
  });
  return { ...base, waitlist_count: 0, series_id: 9, ...overrides };
};

const issuesOf = (result: ReturnType<ReturnType<typeof scheduleClassFormSchema>['safeParse']>) =>
  result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('scheduleClassFormSchema, a new class', () => {
  it("reads 'Una vez' into POST /single_class's body, the time on the studio's clock", () => {
    const result = scheduleClassFormSchema(ZONE).parse(filled({ description: '  Traer tapete ', class_package_id: '7', tag_ids: [5] }));
    expect(result).toEqual({
      kind: 'create',
      body: expect.objectContaining({
        class_date: '2026-12-01T07:00:00.000-06:00',
        duration_minutes: 50,
        capacity: 12,
        class_type_id: 1,
        location_id: 2,
        instructor_ids: [3],
        tag_ids: [5],
        description: 'Traer tapete',
        class_package_id: 7,
      }),
    });
  });

  it("reads 'Cada semana' into a series body, until a date or for N weeks", () => {
    const schema = scheduleClassFormSchema(ZONE);
    const weekly = filled({ repeat: 'weekly', weekdays: [4, 2], from_date: '2026-12-01', ends: 'weeks', weeks: '3' });
    expect(schema.parse(weekly)).toEqual({
      kind: 'series',
      body: expect.objectContaining({ weekdays: [2, 4], time: '07:00', from_date: '2026-12-01', weeks: 3, location_id: 2 }),
    });
    const until = schema.parse({ ...weekly, ends: 'date', until_date: '2026-12-31' });
    expect(until).toMatchObject({ kind: 'series', body: { until_date: '2026-12-31' } });
    expect('weeks' in until.body).toBe(false);
  });

  it('refuses on the field: no class type, no location, minutes, capacity, time', () => {
    const result = scheduleClassFormSchema(ZONE).safeParse(filled({ class_type_id: '', location_id: '', duration_minutes: '0', capacity: 'doce', time: '7' }));
    expect(issuesOf(result)).toEqual([
      { path: 'class_type_id', message: text.chooseClassType },
      { path: 'location_id', message: text.chooseLocation },
      { path: 'duration_minutes', message: text.wholeMinutes },
      { path: 'capacity', message: text.wholeCapacity },
      { path: 'time', message: text.timeRequired },
    ]);
  });

  it("passes on the series route's own refusals to its fields", () => {
    const schema = scheduleClassFormSchema(ZONE);
    expect(issuesOf(schema.safeParse(filled({ repeat: 'weekly', weekdays: [] })))).toEqual([
      { path: 'weekdays', message: messages.deskSchedule.weekdaysRequired },
    ]);
    expect(issuesOf(schema.safeParse(filled({ repeat: 'weekly', ends: 'date', until_date: '2026-11-01' })))).toEqual([
      { path: 'until_date', message: messages.deskSchedule.untilBeforeFrom },
    ]);
  });
});

describe('scheduleClassFormSchema, a class edited', () => {
  const editing = scheduleClassFormValues(stored(), ZONE);

  it('opens with the class as stored, its day and time in the studio', () => {
    expect(editing).toMatchObject({
      class_type_id: '1', location_id: '2', instructor_ids: [3], date: '2026-12-01', time: '07:00', duration_minutes: '50', capacity: '12', tag_ids: [5], scope: 'one',
    });
  });

  it('sends only what changed, with its scope: a move is a new class_date, a substitute the coaches', () => {
    const schema = scheduleClassFormSchema(ZONE, editing);
    expect(schema.parse({ ...editing, time: '08:00', scope: 'following' })).toEqual({
      kind: 'update', changed: true, body: { class_date: '2026-12-01T08:00:00.000-06:00', scope: 'following' },
    });
    expect(schema.parse({ ...editing, instructor_ids: [4] })).toEqual({ kind: 'update', changed: true, body: { instructor_ids: [4], scope: 'one' } });
    expect(schema.parse({ ...editing, tag_ids: [5] })).toEqual({ kind: 'update', changed: false, body: { scope: 'one' } });
  });

  it('keeps a class without capacity without one while other fields change', () => {
    const none = scheduleClassFormValues(stored({ capacity: null }), ZONE);
    expect(scheduleClassFormSchema(ZONE, none).parse({ ...none, description: 'Nueva' })).toEqual({
      kind: 'update', changed: true, body: { description: 'Nueva', scope: 'one' },
    });
  });

  it('never sends a weekly series, whatever the repeat field says', () => {
    expect(scheduleClassFormSchema(ZONE, editing).parse({ ...editing, repeat: 'weekly' })).toMatchObject({ kind: 'update', changed: false });
  });

  it('reads back, unchanged, any class it opened (no change is ever invented)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 240 }),
        fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
        (start, minutes, capacity) => {
          const minute = DateTime.fromJSDate(start).startOf('minute').toUTC().toISO() ?? '';
          const values = scheduleClassFormValues(stored({ class_date: minute, duration_minutes: minutes, capacity }), ZONE);
          expect(scheduleClassFormSchema(ZONE, values).parse(values)).toEqual({ kind: 'update', changed: false, body: { scope: 'one' } });
        },
      ),
    );
  });
});

describe('the starts and the conflict checks', () => {
  it('is the one start of a class, or every start of the series (core seriesStarts)', () => {
    expect(scheduleFormStarts(filled(), ZONE, false)).toEqual([wallClockInstant('2026-12-01', '07:00', ZONE)]);
    const weekly = filled({ repeat: 'weekly', weekdays: [2, 4], weeks: '2' });
    expect(scheduleFormStarts(weekly, ZONE, false).map((start) => DateTime.fromISO(start, { zone: ZONE }).toFormat('ccc dd HH:mm', { locale: 'es' }))).toEqual([
      'mar 01 07:00', 'jue 03 07:00', 'mar 08 07:00', 'jue 10 07:00',
    ]);
    expect(scheduleFormStarts(filled({ time: '' }), ZONE, false)).toEqual([]);
  });

  it('asks in chunks the route takes, naming the class being edited and its scope, and only once the form reads', () => {
    const weekly = filled({ repeat: 'weekly', weekdays: [1, 2, 3, 4, 5], weeks: '10' });
    const queries = scheduleConflictQueries(weekly, scheduleFormStarts(weekly, ZONE, false), null, 20);
    expect(queries.map((query) => query.starts.length)).toEqual([20, 20, 10]);
    expect(queries[0]).toEqual(expect.objectContaining({ duration_minutes: 50, location_id: 2, instructor_ids: [3], ignore_ids: [] }));
    expect(queries[0]).not.toHaveProperty('single_class_id');
    const edited = filled({ scope: 'following' });
    expect(scheduleConflictQueries(edited, scheduleFormStarts(edited, ZONE, true), 40, 120)).toEqual([{
      starts: [wallClockInstant('2026-12-01', '07:00', ZONE)], duration_minutes: 50, location_id: 2, instructor_ids: [3], ignore_ids: [40],
      single_class_id: 40, scope: 'following',
    }]);
    const start = [wallClockInstant('2026-12-01', '07:00', ZONE) ?? ''];
    expect(scheduleConflictQueries(filled({ location_id: '' }), start, null, 120)).toEqual([]);
    expect(scheduleConflictQueries(filled({ duration_minutes: '' }), start, null, 120)).toEqual([]);
    expect(scheduleConflictQueries(filled(), [], null, 120)).toEqual([]);
  });

  it('never counts centuries for a date typed half-way (year 0002)', () => {
    const weekly = filled({ repeat: 'weekly', weekdays: [1, 2, 3, 4, 5, 6, 7], from_date: '0002-12-01', ends: 'date', until_date: '2026-12-31' });
    expect(scheduleFormStarts(weekly, ZONE, false)).toEqual([]);
  });
});
