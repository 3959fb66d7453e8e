import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import {
  AUTO_ADVANCE_MAX_WEEKS,
  calendarStart,
  hasFutureClasses,
  locationFilterOptions,
  shouldAutoAdvance,
  showLocationFilter,
} from './calendar.rules.js';
import { SCHEDULE_ERROR_CODES, scheduleError, type ScheduleRefusal } from './schedule.errors.js';
import type { Week, WeekQuery } from './schedule.model.js';
import { weekOfDate, weekQuery } from './week.rules.js';

const MX = 'America/Mexico_City';
const CURRENT = '2026-03-30';
const NOW = '2026-04-01T18:00:00Z'; // Wednesday 1 April, 12:00 in Mexico City

const base = { shownWeekStart: CURRENT, currentWeekStart: CURRENT, now: NOW, zone: MX };

describe('auto-advance (spec 4, Calendar)', () => {
  it('advances the current week when it has no classes', () => {
    expect(shouldAutoAdvance({ ...base, classes: [] })).toBe(true);
  });

  it('advances when the classes of the week are all past', () => {
    const classes = [{ class_date: '2026-03-31T15:00:00Z' }, { class_date: '2026-04-01T17:59:00Z' }];
    expect(shouldAutoAdvance({ ...base, classes })).toBe(true);
  });

  it('stays when one class of the week is still ahead', () => {
    const classes = [{ class_date: '2026-03-31T15:00:00Z' }, { class_date: '2026-04-04 09:00:00' }];
    expect(shouldAutoAdvance({ ...base, classes })).toBe(false);
  });

  it('ignores classes outside the shown week', () => {
    expect(shouldAutoAdvance({ ...base, classes: [{ class_date: '2026-04-07T15:00:00Z' }] })).toBe(true);
    expect(hasFutureClasses(CURRENT, [{ class_date: '2026-04-07T15:00:00Z' }], NOW, MX)).toBe(false);
  });

  it('keeps advancing up to a week starting 8 weeks ahead, and no further', () => {
    expect(AUTO_ADVANCE_MAX_WEEKS).toBe(8);
    expect(shouldAutoAdvance({ ...base, shownWeekStart: '2026-05-11', classes: [] })).toBe(true); // 6 ahead
    expect(shouldAutoAdvance({ ...base, shownWeekStart: '2026-05-18', classes: [] })).toBe(true); // 7 ahead
    expect(shouldAutoAdvance({ ...base, shownWeekStart: '2026-05-25', classes: [] })).toBe(false); // 8 ahead
    expect(shouldAutoAdvance({ ...base, shownWeekStart: '2026-06-01', classes: [] })).toBe(false);
  });

  it('never advances a week before the current one, or unreadable weeks', () => {
    expect(shouldAutoAdvance({ ...base, shownWeekStart: '2026-03-23', classes: [] })).toBe(false);
    expect(shouldAutoAdvance({ ...base, shownWeekStart: 'ayer', classes: [] })).toBe(false);
  });
});

describe('where a calendar opens, from the weeks already known (issue 18)', () => {
  /** Weeks by their Monday, as the answers a page came with. */
  const known = (weeks: Record<string, readonly { class_date: string }[]>) => (query: WeekQuery) => {
    const monday = Object.keys(weeks).find((start) => weekQuery(weekOfDate(start) as Week, MX).start_date === query.start_date);
    return monday === undefined ? undefined : weeks[monday];
  };

  it('opens on the current week, still following, when no week is known', () => {
    expect(calendarStart(NOW, MX, () => undefined)).toEqual({ weekStart: CURRENT, currentWeekStart: CURRENT, autoAdvance: true });
  });

  it('settles on the current week when it has a class ahead', () => {
    const start = calendarStart(NOW, MX, known({ [CURRENT]: [{ class_date: '2026-04-04 09:00:00' }] }));
    expect(start).toEqual({ weekStart: CURRENT, currentWeekStart: CURRENT, autoAdvance: false });
  });

  it('moves past known weeks without classes ahead, and settles on the first that has one', () => {
    const weeks = known({ [CURRENT]: [{ class_date: '2026-03-31T15:00:00Z' }], '2026-04-06': [], '2026-04-13': [{ class_date: '2026-04-15 08:00:00' }] });
    expect(calendarStart(NOW, MX, weeks)).toEqual({ weekStart: '2026-04-13', currentWeekStart: CURRENT, autoAdvance: false });
  });

  it('stops at the first week it does not know, to be loaded', () => {
    expect(calendarStart(NOW, MX, known({ [CURRENT]: [] }))).toEqual({ weekStart: '2026-04-06', currentWeekStart: CURRENT, autoAdvance: true });
  });

  it('never goes 8 weeks ahead, however many empty weeks are known', () => {
    const start = calendarStart(NOW, MX, () => []);
    expect(start?.weekStart).toBe('2026-05-25');
    expect(start?.autoAdvance).toBe(false);
  });

  it('answers null for an unreadable now', () => {
    expect(calendarStart('ayer', MX, () => [])).toBeNull();
  });
});

describe('location filter (spec 2, Calendar screen)', () => {
  it('shows only with more than one location', () => {
    expect(showLocationFilter([])).toBe(false);
    expect(showLocationFilter(null)).toBe(false);
    expect(showLocationFilter([{ location_id: 1, name: 'Roma' }])).toBe(false);
    expect(showLocationFilter([{ location_id: 1, name: 'Roma' }, { location_id: 2, name: 'Condesa' }])).toBe(true);
  });

  it("offers 'Todos los Estudios' first, then each location", () => {
    expect(messages.schedule.locationFilter).toBe('Buscar por estudio');
    expect(locationFilterOptions([{ location_id: 1, name: 'Roma' }, { location_id: 2, name: 'Condesa' }])).toEqual([
      { value: null, label: 'Todos los Estudios' },
      { value: 1, label: 'Roma' },
      { value: 2, label: 'Condesa' },
    ]);
  });
});

describe('schedule refusals', () => {
  it('each has a stable code, a Spanish message and a status', () => {
    const kinds = Object.keys(SCHEDULE_ERROR_CODES) as ScheduleRefusal[];
    expect(kinds.sort()).toEqual(
      [
        'alreadyReserved', 'bookingClosed', 'classCancelled', 'classFull', 'classNotFound',
        'classStarted', 'guestsNotAllowed', 'spotTaken', 'spotUnavailable',
      ].sort(),
    );
    for (const kind of kinds) {
      const error = scheduleError(kind);
      expect(error.code).toMatch(/^schedule\/[a-z-]+$/);
      expect(error.message).toBe(messages.schedule[kind]);
      expect([404, 409, 412]).toContain(error.status);
    }
    expect(scheduleError('classFull')).toEqual({
      code: 'schedule/class-full',
      message: 'Lo sentimos, esta clase ya no tiene lugares disponibles.',
      status: 409,
    });
  });
});
