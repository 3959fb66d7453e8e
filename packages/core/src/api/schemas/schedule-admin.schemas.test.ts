import { describe, expect, it } from 'vitest';
import { messages } from '../../messages/index.js';
import {
  ClassConflictsBody, ClassSeriesBody, ScheduleAdminQuery, ScheduleCancelQuery, ScheduleClassUpdateBody,
} from './schedule-admin.schemas.js';

const base = { duration_minutes: 50, capacity: 12, class_type_id: 1, location_id: 1, weekdays: [1, 3], time: '07:00', from_date: '2025-03-03' };
const ds = messages.deskSchedule;

const refusal = (input: unknown): string | undefined => {
  const parsed = ClassSeriesBody.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('ClassSeriesBody (issue 16)', () => {
  it('takes a series until a date or for N weeks, with the class fields defaulted as for one class', () => {
    const parsed = ClassSeriesBody.parse({ ...base, until_date: '2025-03-31' });
    expect(parsed).toMatchObject({ instructor_ids: [], tag_ids: [], description: null, class_package_id: null, weekdays: [1, 3] });
    expect(ClassSeriesBody.safeParse({ ...base, weeks: 52 }).success).toBe(true);
    expect('class_date' in parsed).toBe(false);
  });

  it('refuses each bad part with its Spanish text', () => {
    expect(refusal({ ...base, weekdays: [], weeks: 2 })).toBe(ds.weekdaysRequired);
    expect(refusal({ ...base, weekdays: [0], weeks: 2 })).toBe(ds.weekdayInvalid);
    expect(refusal({ ...base, weekdays: [8], weeks: 2 })).toBe(ds.weekdayInvalid);
    expect(refusal({ ...base, weekdays: [1, 1], weeks: 2 })).toBe(ds.weekdaysRepeated);
    expect(refusal({ ...base, time: '7:00', weeks: 2 })).toBe(ds.timeInvalid);
    expect(refusal({ ...base, time: '24:00', weeks: 2 })).toBe(ds.timeInvalid);
    expect(refusal({ ...base, from_date: '2025-02-30', weeks: 2 })).toBe(ds.fromDateInvalid);
    expect(refusal({ ...base })).toBe(ds.endRequired);
    expect(refusal({ ...base, weeks: 2, until_date: '2025-03-31' })).toBe(ds.endTwice);
    expect(refusal({ ...base, until_date: '2025-03-02' })).toBe(ds.untilBeforeFrom);
    expect(refusal({ ...base, until_date: '2026-03-05' })).toBe(ds.untilTooFar);
    expect(refusal({ ...base, weeks: 0 })).toBe(ds.weeksInvalid);
    expect(refusal({ ...base, weeks: 53 })).toBe(ds.weeksInvalid);
    // Monday 3 alone, on Tuesdays: no class at all.
    expect(refusal({ ...base, weekdays: [2], until_date: '2025-03-03' })).toBe(ds.seriesEmpty);
  });

  it('says only that there are too many weeks, never also that the series is empty', () => {
    expect(ClassSeriesBody.safeParse({ ...base, weeks: 53 }).error?.issues.map((issue) => issue.message)).toEqual([ds.weeksInvalid]);
    expect(ClassSeriesBody.safeParse({ ...base, weeks: 5000 }).error?.issues.map((issue) => issue.message)).toEqual([ds.weeksInvalid]);
  });

  it('accepts exactly 366 days', () => {
    expect(ClassSeriesBody.safeParse({ ...base, until_date: '2026-03-04' }).success).toBe(true);
  });
});

describe('the other admin schedule schemas', () => {
  it('defaults the scope to one class', () => {
    expect(ScheduleClassUpdateBody.parse({ capacity: 3 })).toEqual({ capacity: 3, scope: 'one' });
    expect(ScheduleClassUpdateBody.parse({ scope: 'following' }).scope).toBe('following');
    expect(ScheduleClassUpdateBody.safeParse({ scope: 'all' }).success).toBe(false);
    expect(ScheduleCancelQuery.parse({})).toEqual({ scope: 'one' });
  });

  it('needs both ends of the days read and coerces its ids', () => {
    expect(ScheduleAdminQuery.safeParse({ start_date: '2025-03-03' }).success).toBe(false);
    expect(ScheduleAdminQuery.parse({ start_date: '2025-03-03', end_date: '2025-03-09', location_id: '2' })).toMatchObject({ location_id: 2 });
  });

  it('checks at least one start and defaults the coaches and the ignored classes', () => {
    const body = { duration_minutes: 50, location_id: 1 };
    expect(ClassConflictsBody.safeParse({ ...body, starts: [] }).error?.issues[0]?.message).toBe(ds.startsRequired);
    expect(ClassConflictsBody.parse({ ...body, starts: ['2025-03-03T13:00:00.000Z'] })).toMatchObject({ instructor_ids: [], ignore_ids: [], scope: 'one' });
  });

  it("names the class being edited with its one new start, and the change's scope", () => {
    const body = { duration_minutes: 50, location_id: 1, single_class_id: 7 };
    expect(ClassConflictsBody.parse({ ...body, starts: ['2025-03-03T13:00:00.000Z'], scope: 'following' })).toMatchObject({ single_class_id: 7, scope: 'following' });
    const two = ClassConflictsBody.safeParse({ ...body, starts: ['2025-03-03T13:00:00.000Z', '2025-03-10T13:00:00.000Z'] });
    expect(two.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['starts', ds.oneStartForClass]]);
    expect(ClassConflictsBody.safeParse({ ...body, starts: ['2025-03-03T13:00:00.000Z'], scope: 'todas' }).success).toBe(false);
  });
});
