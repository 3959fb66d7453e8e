import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { fillPercent, fillRate, hourLabel, REPORT_MAX_DAYS, reportRangeDays, weekdayName } from './report.rules.js';

describe('reportRangeDays', () => {
  it('counts both ends: one day is 1, a leap year 366', () => {
    expect(reportRangeDays({ start_date: '2026-03-01', end_date: '2026-03-01' })).toBe(1);
    expect(reportRangeDays({ start_date: '2026-03-01', end_date: '2026-03-15' })).toBe(15);
    expect(reportRangeDays({ start_date: '2024-01-01', end_date: '2024-12-31' })).toBe(REPORT_MAX_DAYS);
    expect(reportRangeDays({ start_date: '2024-01-01', end_date: '2025-01-01' })).toBe(REPORT_MAX_DAYS + 1);
  });

  it('answers 0 for an end before the start or a date that is none', () => {
    expect(reportRangeDays({ start_date: '2026-03-02', end_date: '2026-03-01' })).toBe(0);
    expect(reportRangeDays({ start_date: '2026-02-30', end_date: '2026-03-01' })).toBe(0);
  });

  it('is the calendar days between, whatever the daylight-saving changes', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 800 }), (offset, length) => {
      const start = DateTime.fromISO('2020-01-01', { zone: 'utc' }).plus({ days: offset });
      const end = start.plus({ days: length });
      expect(reportRangeDays({ start_date: start.toISODate() ?? '', end_date: end.toISODate() ?? '' })).toBe(length + 1);
    }));
  });
});

describe('fillRate and fillPercent', () => {
  it('is booked over capacity, null when nothing was offered', () => {
    expect(fillRate(9, 19)).toBe(9 / 19);
    expect(fillRate(0, 10)).toBe(0);
    expect(fillRate(3, 0)).toBeNull();
    expect(fillRate(12, 10)).toBe(1.2);
  });

  it('stays within 0 and 1 while the class is not overbooked', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (capacity, share) => {
      const rate = fillRate(Math.floor(capacity * share), capacity);
      expect(rate).not.toBeNull();
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(1);
    }));
  });

  it('shows a rate as a percentage with one decimal, nothing for none', () => {
    expect(fillPercent(9 / 19)).toBe('47.4');
    expect(fillPercent(0.75)).toBe('75.0');
    expect(fillPercent(1)).toBe('100.0');
    expect(fillPercent(null)).toBe('');
  });
});

describe('hourLabel', () => {
  it('names an hour of the day on the 24-hour clock', () => {
    expect(hourLabel(7)).toBe('07:00');
    expect(hourLabel(19)).toBe('19:00');
    expect(hourLabel(0)).toBe('00:00');
  });
});

describe('weekdayName', () => {
  it('names ISO weekdays in Spanish, Monday first', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(weekdayName)).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
  });
});
