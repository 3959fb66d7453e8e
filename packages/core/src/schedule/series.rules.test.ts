import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  SERIES_MAX_DAYS, SERIES_MAX_WEEKS, classesOverlap, seriesDates, seriesLastDay, seriesStarts, shiftedStart, wallClockInstant,
} from './series.rules.js';

const MEXICO = 'America/Mexico_City';
const MADRID = 'Europe/Madrid';
const MINUTE = 60_000;

const wall = (iso: string, zone: string) => DateTime.fromISO(iso, { zone });

describe('seriesStarts (issue 16, a weekly series)', () => {
  it('answers every chosen weekday from the first date to the last, both included, at the time of the studio', () => {
    // 2025-03-03 is a Monday.
    const starts = seriesStarts({ weekdays: [1, 3], time: '07:00', from_date: '2025-03-03', until_date: '2025-03-12' }, MEXICO);
    expect(starts).toEqual([
      '2025-03-03T13:00:00.000Z', '2025-03-05T13:00:00.000Z', '2025-03-10T13:00:00.000Z', '2025-03-12T13:00:00.000Z',
    ]);
  });

  it('reads `weeks` as N weeks from the first date', () => {
    const starts = seriesStarts({ weekdays: [2], time: '18:30', from_date: '2025-03-05', weeks: 2 }, MEXICO);
    // From Wednesday 5 to Tuesday 18: the Tuesdays 11 and 18.
    expect(starts.map((start) => wall(start, MEXICO).toFormat('yyyy-MM-dd HH:mm'))).toEqual(['2025-03-11 18:30', '2025-03-18 18:30']);
    expect(seriesStarts({ weekdays: [1, 2, 3, 4, 5, 6, 7], time: '08:00', from_date: '2025-03-05', weeks: 3 }, MEXICO)).toHaveLength(21);
  });

  it('keeps the wall time across a daylight-saving change', () => {
    // Madrid moves its clocks on Sunday 2025-03-30.
    const starts = seriesStarts({ weekdays: [5], time: '07:00', from_date: '2025-03-24', until_date: '2025-04-06' }, MADRID);
    expect(starts).toEqual(['2025-03-28T06:00:00.000Z', '2025-04-04T05:00:00.000Z']);
    expect(starts.map((start) => wall(start, MADRID).toFormat('HH:mm'))).toEqual(['07:00', '07:00']);
  });

  it('answers nothing for an unreadable pattern or one without days in its range', () => {
    expect(seriesStarts({ weekdays: [1], time: '25:00', from_date: '2025-03-03', weeks: 1 }, MEXICO)).toEqual([]);
    expect(seriesStarts({ weekdays: [1], time: '07:00', from_date: '2025-03-10', until_date: '2025-03-03' }, MEXICO)).toEqual([]);
    expect(seriesStarts({ weekdays: [2], time: '07:00', from_date: '2025-03-03', until_date: '2025-03-03' }, MEXICO)).toEqual([]);
    expect(seriesDates({ weekdays: [1], time: '07:00', from_date: '2025-03-03' })).toEqual([]);
  });

  it('answers nothing past the longest series: a date typed half-way (year 0002) never counts centuries', () => {
    const daily = [1, 2, 3, 4, 5, 6, 7];
    expect(seriesDates({ weekdays: daily, time: '07:00', from_date: '0002-01-01', until_date: '2026-12-31' })).toEqual([]);
    expect(seriesStarts({ weekdays: daily, time: '07:00', from_date: '0002-01-01', until_date: '2026-12-31' }, MEXICO)).toEqual([]);
    expect(seriesDates({ weekdays: daily, time: '07:00', from_date: '2025-01-01', weeks: SERIES_MAX_WEEKS + 1 })).toEqual([]);
    expect(seriesDates({ weekdays: daily, time: '07:00', from_date: '2025-01-01', weeks: 1.5 })).toEqual([]);
    // The bounds themselves hold: 366 days apart (367 dates), 52 weeks.
    const until = DateTime.fromISO('2025-01-01', { zone: 'UTC' }).plus({ days: SERIES_MAX_DAYS }).toISODate() ?? '';
    expect(seriesDates({ weekdays: daily, time: '07:00', from_date: '2025-01-01', until_date: until })).toHaveLength(SERIES_MAX_DAYS + 1);
    const tooFar = DateTime.fromISO(until, { zone: 'UTC' }).plus({ days: 1 }).toISODate() ?? '';
    expect(seriesDates({ weekdays: daily, time: '07:00', from_date: '2025-01-01', until_date: tooFar })).toEqual([]);
    expect(seriesDates({ weekdays: daily, time: '07:00', from_date: '2025-01-01', weeks: SERIES_MAX_WEEKS })).toHaveLength(SERIES_MAX_WEEKS * 7);
  });

  it('names its last day: the until date, or the last of N weeks', () => {
    expect(seriesLastDay({ weekdays: [1], time: '07:00', from_date: '2025-03-05', until_date: '2025-04-01' })).toBe('2025-04-01');
    expect(seriesLastDay({ weekdays: [1], time: '07:00', from_date: '2025-03-05', weeks: 2 })).toBe('2025-03-18');
    expect(seriesLastDay({ weekdays: [1], time: '07:00', from_date: '2025-03-05' })).toBeNull();
    expect(seriesLastDay({ weekdays: [1], time: '07:00', from_date: 'mañana', weeks: 2 })).toBeNull();
  });

  // Up to a year of starts per pattern, each read back in its zone: a loaded machine needs more than the default 5 s.
  it('holds for any pattern: in order, on chosen weekdays, at the time, inside the range', () => {
    const pattern = fc.record({
      weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      offset: fc.integer({ min: 0, max: 700 }),
      weeks: fc.integer({ min: 1, max: 52 }),
      zone: fc.constantFrom(MEXICO, MADRID, 'UTC', 'America/New_York'),
    });
    fc.assert(fc.property(pattern, ({ weekdays, hour, minute, offset, weeks, zone }) => {
      const from = DateTime.fromISO('2024-01-01', { zone: 'UTC' }).plus({ days: offset });
      const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
      const starts = seriesStarts({ weekdays, time, from_date: from.toISODate() ?? '', weeks }, zone);
      expect(starts).toHaveLength(weeks * weekdays.length);
      const instants = starts.map((start) => Date.parse(start));
      expect([...instants].sort((a, b) => a - b)).toEqual(instants);
      for (const start of starts) {
        const local = wall(start, zone);
        expect(weekdays).toContain(local.weekday);
        const last = from.plus({ days: weeks * 7 - 1 }).toISODate() ?? '';
        expect(local.toISODate()! >= (from.toISODate() ?? '')).toBe(true);
        expect(local.toISODate()! <= last).toBe(true);
        // The wall time is kept, except where the clocks skip it (then it is just after the jump).
        if (local.hour === hour) expect(local.minute).toBe(minute);
        else expect(local.hour).toBe(hour + 1);
      }
    }), { numRuns: 200 });
  }, 30_000);
});

describe('wallClockInstant', () => {
  it("is a day at a time of the studio's clock, with its offset; null when either is unreadable", () => {
    expect(wallClockInstant('2026-12-01', '19:30', MEXICO)).toBe('2026-12-01T19:30:00.000-06:00');
    // Madrid in summer and in winter.
    expect(wallClockInstant('2025-07-01', '07:00', MADRID)).toBe('2025-07-01T07:00:00.000+02:00');
    expect(wallClockInstant('2025-01-07', '07:00', MADRID)).toBe('2025-01-07T07:00:00.000+01:00');
    for (const [date, time] of [['2026-12-01', '24:00'], ['2026-12-01', '7:00'], ['01/12/2026', '07:00'], ['2026-02-30', '07:00']]) {
      expect(wallClockInstant(date ?? '', time ?? '', MEXICO)).toBeNull();
    }
  });
});

describe('classesOverlap', () => {
  const at = (minutes: number) => Date.UTC(2025, 2, 3, 13) + minutes * MINUTE;

  it('is true when their times meet and false when one ends as the other starts', () => {
    expect(classesOverlap({ start: at(0), minutes: 60 }, { start: at(30), minutes: 60 })).toBe(true);
    expect(classesOverlap({ start: at(0), minutes: 60 }, { start: at(10), minutes: 10 })).toBe(true);
    expect(classesOverlap({ start: at(0), minutes: 60 }, { start: at(60), minutes: 60 })).toBe(false);
    expect(classesOverlap({ start: at(60), minutes: 60 }, { start: at(0), minutes: 60 })).toBe(false);
  });

  it('is symmetric and agrees with the intervals meeting', () => {
    const span = fc.record({ start: fc.integer({ min: 0, max: 10_000 }), minutes: fc.integer({ min: 1, max: 300 }) });
    fc.assert(fc.property(span, span, (a, b) => {
      const x = { start: a.start * MINUTE, minutes: a.minutes };
      const y = { start: b.start * MINUTE, minutes: b.minutes };
      expect(classesOverlap(x, y)).toBe(classesOverlap(y, x));
      const meet = Math.max(a.start, b.start) < Math.min(a.start + a.minutes, b.start + b.minutes);
      expect(classesOverlap(x, y)).toBe(meet);
    }));
  });
});

describe("shiftedStart ('Esta y las siguientes')", () => {
  it('moves a later class by the same wall-clock shift', () => {
    const from = wall('2025-03-04T07:00', MEXICO).toISO() ?? '';
    const to = wall('2025-03-04T08:00', MEXICO).toISO() ?? '';
    const later = wall('2025-03-11T07:00', MEXICO).toUTC().toISO() ?? '';
    expect(wall(shiftedStart(later, from, to, MEXICO), MEXICO).toFormat('yyyy-MM-dd HH:mm')).toBe('2025-03-11 08:00');
  });

  it('keeps the wall time across a daylight-saving change, and moves days too', () => {
    const from = wall('2025-03-25T07:00', MADRID).toISO() ?? '';
    const to = wall('2025-03-26T08:15', MADRID).toISO() ?? '';
    const later = wall('2025-04-01T07:00', MADRID).toISO() ?? '';
    const moved = shiftedStart(later, from, to, MADRID);
    expect(wall(moved, MADRID).toFormat('yyyy-MM-dd HH:mm')).toBe('2025-04-02 08:15');
    expect(moved).toBe('2025-04-02T06:15:00.000Z');
  });

  it('moves the class the shift starts from exactly to its end, and nothing when from and to are the same', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 400 * 24 * 60 }), fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }),
      fc.constantFrom(MEXICO, MADRID, 'UTC'),
      (startMinutes, shift, zone) => {
        // Starts on whole hours away from the night, where no clock change happens.
        const start = DateTime.fromObject({ year: 2024, month: 1, day: 1, hour: 10 }, { zone }).plus({ days: Math.floor(startMinutes / 1440) });
        const target = start.plus({ minutes: shift }).set({ hour: 12 });
        const original = start.toUTC().toISO() ?? '';
        expect(shiftedStart(original, original, target.toISO() ?? '', zone)).toBe(target.toUTC().toISO());
        expect(shiftedStart(original, original, original, zone)).toBe(original);
      },
    ));
  });

  it('answers the original for an unreadable instant', () => {
    expect(shiftedStart('2025-03-04T13:00:00.000Z', 'nada', '2025-03-04T14:00:00.000Z', MEXICO)).toBe('2025-03-04T13:00:00.000Z');
  });
});
