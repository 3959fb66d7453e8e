import { describe, expect, it } from 'vitest';
import { bookingWindow, checkReachable, isReachable, timeframeMs } from './reachable.rules.js';
import { SCHEDULE_ERROR_CODES, scheduleError } from './schedule.errors.js';

const MX = 'America/Mexico_City';
const NOW = Date.parse('2026-03-05T16:00:00Z'); // Thursday 10:00 in Mexico City
const HOUR = 3_600_000;

describe('reachable time (spec 4, Cancel, last sentences)', () => {
  it('is reachable when the time until the class exceeds the timeframe', () => {
    const twoHours = { hours: 2, minutes: 0 };
    expect(isReachable(NOW + 3 * HOUR, NOW, twoHours, MX)).toBe(true);
    expect(isReachable(NOW + 2 * HOUR + 1, NOW, twoHours, MX)).toBe(true);
    expect(isReachable(NOW + 2 * HOUR, NOW, twoHours, MX)).toBe(false);
    expect(isReachable(NOW + HOUR, NOW, twoHours, MX)).toBe(false);
  });

  it('adds hours and minutes', () => {
    const frame = { hours: 1, minutes: 30 };
    expect(timeframeMs(frame)).toBe(90 * 60_000);
    expect(isReachable(NOW + 91 * 60_000, NOW, frame, MX)).toBe(true);
    expect(isReachable(NOW + 89 * 60_000, NOW, frame, MX)).toBe(false);
  });

  it('with no timeframe only has to be in the future', () => {
    for (const frame of [{}, { hours: 0, minutes: 0 }, { hours: null, minutes: null }, { hours: -3, minutes: Number.NaN }]) {
      expect(isReachable(NOW + 1, NOW, frame, MX)).toBe(true);
      expect(isReachable(NOW, NOW, frame, MX)).toBe(false);
      expect(isReachable(NOW - 1, NOW, frame, MX)).toBe(false);
    }
  });

  it("reads a class date without offset as the studio's wall-clock time", () => {
    // 11:00 in Mexico City is one hour after NOW; in Madrid it was hours ago.
    expect(isReachable('2026-03-05 11:00:00', NOW, {}, MX)).toBe(true);
    expect(isReachable('2026-03-05T11:00:00', NOW, { minutes: 59 }, MX)).toBe(true);
    expect(isReachable('2026-03-05T11:00:00', NOW, { hours: 1 }, MX)).toBe(false);
    expect(isReachable('2026-03-05T11:00:00', NOW, {}, 'Europe/Madrid')).toBe(false);
  });

  it('tells apart a closed window, a started class and an unreadable date', () => {
    expect(bookingWindow(NOW + 3 * HOUR, NOW, { hours: 2 }, MX)).toBe('open');
    expect(bookingWindow(NOW + HOUR, NOW, { hours: 2 }, MX)).toBe('closed');
    expect(bookingWindow(NOW, NOW, { hours: 2 }, MX)).toBe('started');
    expect(bookingWindow(NOW - HOUR, NOW, {}, MX)).toBe('started');
    expect(bookingWindow('pronto', NOW, {}, MX)).toBe('unknown');
    expect(bookingWindow(null, NOW, {}, MX)).toBe('unknown');
    expect(bookingWindow(NOW, 'ahora', {}, MX)).toBe('unknown');
  });
});

describe('checkReachable: the refusal a reservation gets', () => {
  it('is ok inside the window', () => {
    expect(checkReachable(NOW + 3 * HOUR, NOW, { hours: 2 }, MX)).toEqual({ ok: true, value: true });
  });

  it("refuses a class that began with 'schedule/class-started'", () => {
    expect(checkReachable(NOW - 1, NOW, {}, MX)).toEqual({
      ok: false,
      error: { code: 'schedule/class-started', message: 'Lo sentimos, esta clase ya comenzó.', status: 412 },
    });
  });

  it("refuses inside the timeframe, or an unreadable date, with 'schedule/booking-closed'", () => {
    const closed = { ok: false, error: scheduleError('bookingClosed') };
    expect(checkReachable(NOW + HOUR, NOW, { hours: 2 }, MX)).toEqual(closed);
    expect(checkReachable(undefined, NOW, {}, MX)).toEqual(closed);
    expect(scheduleError('bookingClosed')).toEqual({
      code: SCHEDULE_ERROR_CODES.bookingClosed,
      message: 'Lo sentimos, las reservaciones para esta clase ya cerraron.',
      status: 412,
    });
  });
});
