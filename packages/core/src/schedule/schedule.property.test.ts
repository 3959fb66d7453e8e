import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isFull, placesLeft } from './capacity.rules.js';
import { bookingWindow, isReachable } from './reachable.rules.js';
import {
  nextMonthWeek,
  nextWeek,
  previousMonthWeek,
  previousWeek,
  studioDate,
  weekLabel,
  weekOf,
  weekQuery,
} from './week.rules.js';
import type { Week } from './schedule.model.js';

/** Zones with and without DST, half-hour offsets, both date-line extremes, DST at midnight, and a fixed offset. */
const zones = fc.constantFrom(
  'America/Mexico_City',
  'America/Tijuana',
  'America/Santiago',
  'Europe/Madrid',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'UTC',
  'UTC-6',
);
const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2080, 0, 1) });

const weekAt = (ms: number, zone: string): Week => {
  const week = weekOf(ms, zone);
  if (!week) throw new Error(`no week for ${ms} in ${zone}`);
  return week;
};

const utcDate = (date: string) => DateTime.fromISO(date, { zone: 'UTC' });

describe('property: a week is always Monday-based, seven contiguous days, holding its instant', () => {
  it('holds for any instant in any zone', () => {
    fc.assert(
      fc.property(instants, zones, (ms, zone) => {
        const week = weekAt(ms, zone);
        expect(week.days.length).toBeLessThanOrEqual(7);
        expect(week.days.length).toBe(7);
        expect(utcDate(week.start).weekday).toBe(1);
        expect(week.days[0]).toBe(week.start);
        expect(week.days[week.days.length - 1]).toBe(week.end);
        week.days.forEach((day, i) => expect(utcDate(day).diff(utcDate(week.start), 'days').days).toBe(i));
        expect(week.days).toContain(studioDate(ms, zone));
        expect(week.weekNumber).toBeGreaterThanOrEqual(1);
        expect(week.weekNumber).toBeLessThanOrEqual(53);
        expect(weekLabel(week)).toBe(`Semana ${week.weekNumber}`);
      }),
    );
  });

  it('previous(next(w)) and next(previous(w)) are w', () => {
    fc.assert(
      fc.property(instants, zones, (ms, zone) => {
        const week = weekAt(ms, zone);
        expect(previousWeek(nextWeek(week))).toEqual(week);
        expect(nextWeek(previousWeek(week))).toEqual(week);
      }),
    );
  });

  it("a week's query range starts and ends inside it, and the next millisecond is the next week", () => {
    fc.assert(
      fc.property(instants, zones, (ms, zone) => {
        const week = weekAt(ms, zone);
        const { start_date, end_date } = weekQuery(week, zone);
        expect(weekOf(start_date, zone)).toEqual(week);
        expect(weekOf(end_date, zone)).toEqual(week);
        expect(weekOf(Date.parse(end_date) + 1, zone)).toEqual(nextWeek(week));
        expect(weekOf(Date.parse(start_date) - 1, zone)).toEqual(previousWeek(week));
        expect(Date.parse(start_date)).toBeLessThanOrEqual(ms);
        expect(Date.parse(end_date)).toBeGreaterThanOrEqual(ms);
      }),
    );
  });

  it('month navigation lands on the week holding the 1st of the adjacent month', () => {
    fc.assert(
      fc.property(instants, zones, (ms, zone) => {
        const week = weekAt(ms, zone);
        const month = DateTime.fromISO(`${week.month}-01`, { zone: 'UTC' });
        const next = nextMonthWeek(week);
        const previous = previousMonthWeek(week);
        expect(next.month).toBe(month.plus({ months: 1 }).toFormat('yyyy-MM'));
        expect(next.days).toContain(`${next.month}-01`);
        expect(previous.month).toBe(month.minus({ months: 1 }).toFormat('yyyy-MM'));
        expect(previous.days).toContain(`${previous.month}-01`);
        expect(next.start > week.start && previous.start < week.start).toBe(true);
      }),
    );
  });
});

describe('property: a full class never accepts one more', () => {
  const counts = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constant(Number.NaN), fc.constant(null), fc.constant(undefined));

  it('places left are never negative, and a full class stays full with one more reservation', () => {
    fc.assert(
      fc.property(counts, counts, (capacity, reservationCount) => {
        const state = { capacity, reservationCount };
        expect(placesLeft(state)).toBeGreaterThanOrEqual(0);
        expect(isFull(state)).toBe(placesLeft(state) === 0);
        if (isFull(state) && typeof reservationCount === 'number') {
          expect(isFull({ capacity, reservationCount: reservationCount + 1 })).toBe(true);
        }
      }),
    );
  });

  it('booking one at a time while not full ends exactly at the capacity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 120 }), (capacity) => {
        let reservationCount = 0;
        // Bounded, so a class that never fills fails the property instead of spinning forever.
        while (!isFull({ capacity, reservationCount }) && reservationCount <= 200) reservationCount += 1;
        expect(reservationCount).toBe(Math.max(0, capacity));
      }),
    );
  });
});

describe('property: the booking window is monotonic', () => {
  const offsets = fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 });
  const frames = fc.record({ hours: fc.integer({ min: 0, max: 48 }), minutes: fc.integer({ min: 0, max: 59 }) });

  it('a class reachable at some moment was reachable at every earlier one, and with any smaller timeframe', () => {
    fc.assert(
      fc.property(instants, offsets, offsets, frames, zones, (classMs, a, b, frame, zone) => {
        const [earlier, later] = a <= b ? [classMs + a, classMs + b] : [classMs + b, classMs + a];
        if (isReachable(classMs, later, frame, zone)) expect(isReachable(classMs, earlier, frame, zone)).toBe(true);
        if (isReachable(classMs, later, frame, zone)) expect(isReachable(classMs, later, {}, zone)).toBe(true);
        expect(bookingWindow(classMs, later, frame, zone) === 'started').toBe(later >= classMs);
      }),
    );
  });
});
