import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  dayColumns,
  nextMonthWeek,
  nextWeek,
  previousMonthWeek,
  previousWeek,
  studioDate,
  weekContains,
  weekLabel,
  weekMonthLabel,
  weekOf,
  weekOfDate,
  weekQuery,
  weeksBetween,
} from './week.rules.js';
import type { Week } from './schedule.model.js';

const MX = 'America/Mexico_City';
const TIJUANA = 'America/Tijuana';

const week = (date: string): Week => {
  const w = weekOfDate(date);
  if (!w) throw new Error(`not a date: ${date}`);
  return w;
};

describe('weekOf: ISO weeks from Monday in the studio zone', () => {
  it('finds the Monday-to-Sunday week of an instant, its number and its seven days', () => {
    // Wednesday 1 April 2026, 12:00 in Mexico City.
    expect(weekOf('2026-04-01T18:00:00Z', MX)).toEqual({
      start: '2026-03-30',
      end: '2026-04-05',
      weekNumber: 14,
      weekYear: 2026,
      month: '2026-04',
      days: ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05'],
    });
  });

  it("places an instant on the studio's day, not UTC's", () => {
    // Sunday 5 April 23:30 in Mexico City is already Monday in UTC.
    const lateSunday = '2026-04-06T05:30:00Z';
    expect(studioDate(lateSunday, MX)).toBe('2026-04-05');
    expect(weekOf(lateSunday, MX)?.start).toBe('2026-03-30');
    expect(weekOf(lateSunday, 'UTC')?.start).toBe('2026-04-06');
  });

  it('accepts epoch milliseconds and wall-clock strings', () => {
    expect(weekOf(Date.parse('2026-04-01T18:00:00Z'), MX)?.start).toBe('2026-03-30');
    expect(weekOf('2026-04-05 23:59:00', MX)?.start).toBe('2026-03-30');
    expect(weekOf('2026-04-06', MX)?.start).toBe('2026-04-06');
  });

  it('numbers the weeks around the new year as ISO does', () => {
    expect(week('2026-12-31')).toMatchObject({ start: '2026-12-28', weekNumber: 53, weekYear: 2026 });
    expect(week('2027-01-03')).toMatchObject({ start: '2026-12-28', weekNumber: 53, weekYear: 2026, month: '2027-01' });
    expect(week('2027-01-04')).toMatchObject({ weekNumber: 1, weekYear: 2027 });
    expect(week('2025-12-29')).toMatchObject({ start: '2025-12-29', weekNumber: 1, weekYear: 2026 });
  });

  it('answers null for what is not a date', () => {
    expect(weekOf('mañana', MX)).toBeNull();
    expect(weekOf(Number.NaN, MX)).toBeNull();
    expect(weekOf(null, MX)).toBeNull();
    expect(weekOfDate('2026-02-30')).toBeNull();
    expect(weekOfDate('2026-04-01T10:00:00Z')).toBeNull();
  });
});

describe('weeks across daylight saving time (America/Tijuana)', () => {
  it('keeps the week of the spring change Monday to Sunday, and its range 167 hours long', () => {
    // DST starts Sunday 8 March 2026 at 02:00 in Tijuana.
    expect(weekOf('2026-03-08T09:30:00Z', TIJUANA)?.start).toBe('2026-03-02'); // Sunday 01:30 PST
    expect(weekOf('2026-03-09T06:30:00Z', TIJUANA)?.start).toBe('2026-03-02'); // Sunday 23:30 PDT
    expect(weekOf('2026-03-09T07:30:00Z', TIJUANA)?.start).toBe('2026-03-09'); // Monday 00:30 PDT
    const range = weekQuery(week('2026-03-02'), TIJUANA);
    expect(range).toEqual({ start_date: '2026-03-02T08:00:00.000Z', end_date: '2026-03-09T06:59:59.999Z' });
    expect(Date.parse(range.end_date) + 1 - Date.parse(range.start_date)).toBe(167 * 3_600_000);
  });

  it('keeps the week of the autumn change Monday to Sunday, and its range 169 hours long', () => {
    // DST ends Sunday 1 November 2026 at 02:00 in Tijuana.
    const range = weekQuery(week('2026-10-26'), TIJUANA);
    expect(range).toEqual({ start_date: '2026-10-26T07:00:00.000Z', end_date: '2026-11-02T07:59:59.999Z' });
    expect(Date.parse(range.end_date) + 1 - Date.parse(range.start_date)).toBe(169 * 3_600_000);
    expect(weekOf('2026-11-02T07:30:00Z', TIJUANA)?.start).toBe('2026-10-26');
  });
});

describe('week navigation', () => {
  it('moves by one week', () => {
    expect(nextWeek(week('2026-03-30')).start).toBe('2026-04-06');
    expect(previousWeek(week('2026-03-30')).start).toBe('2026-03-23');
    expect(nextWeek(week('2026-12-28'))).toMatchObject({ start: '2027-01-04', weekNumber: 1 });
  });

  it("gives a week the month of its Sunday, so the week holding the 1st belongs to that month", () => {
    expect(week('2026-03-30').month).toBe('2026-04');
    expect(week('2026-03-23').month).toBe('2026-03');
    expect(week('2026-02-23').month).toBe('2026-03'); // Sunday 1 March
    expect(weekMonthLabel(week('2026-03-30'))).toBe('ABRIL 2026');
  });

  it('moves by month to the week holding the 1st of the next or previous month', () => {
    expect(nextMonthWeek(week('2026-03-30')).start).toBe('2026-04-27'); // holds Friday 1 May
    expect(previousMonthWeek(week('2026-03-30')).start).toBe('2026-02-23'); // holds Sunday 1 March
    expect(previousMonthWeek(week('2026-03-23')).start).toBe('2026-01-26'); // holds Sunday 1 February
    expect(nextMonthWeek(week('2026-12-14')).start).toBe('2026-12-28'); // holds Friday 1 January 2027
  });

  it('walks one month per press, through a whole year', () => {
    let shown = week('2026-01-05');
    const months: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      shown = nextMonthWeek(shown);
      months.push(shown.month);
    }
    expect(months).toEqual([
      '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07',
      '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01',
    ]);
  });

  it('counts whole weeks between two week starts', () => {
    expect(weeksBetween('2026-03-30', '2026-05-25')).toBe(8);
    expect(weeksBetween('2026-03-30', '2026-03-23')).toBe(-1);
    expect(weeksBetween('2026-03-30', '2026-04-05')).toBe(0);
    expect(weeksBetween('2026-03-30', 'luego')).toBeNaN();
  });
});

describe('what the screen shows of a week', () => {
  it("labels the week 'Semana N'", () => {
    expect(weekLabel(week('2026-03-30'))).toBe('Semana 14');
  });

  it('names seven day columns in uppercase Spanish with the day number', () => {
    expect(dayColumns(week('2026-03-30'))).toEqual([
      { date: '2026-03-30', name: 'LUNES', dayNumber: 30 },
      { date: '2026-03-31', name: 'MARTES', dayNumber: 31 },
      { date: '2026-04-01', name: 'MIÉRCOLES', dayNumber: 1 },
      { date: '2026-04-02', name: 'JUEVES', dayNumber: 2 },
      { date: '2026-04-03', name: 'VIERNES', dayNumber: 3 },
      { date: '2026-04-04', name: 'SÁBADO', dayNumber: 4 },
      { date: '2026-04-05', name: 'DOMINGO', dayNumber: 5 },
    ]);
    expect(dayColumns(week('2026-03-30'), { short: true }).map((d) => d.name)).toEqual([
      'LUN', 'MAR', 'MIÉ', 'JUE', 'VIE', 'SÁB', 'DOM',
    ]);
  });

  it('queries from Monday 00:00 to the last millisecond of Sunday in the studio zone', () => {
    expect(weekQuery(week('2026-03-30'), MX)).toEqual({
      start_date: '2026-03-30T06:00:00.000Z',
      end_date: '2026-04-06T05:59:59.999Z',
    });
  });

  it('tells whether an instant falls in the week', () => {
    const shown = week('2026-03-30');
    expect(weekContains(shown, '2026-04-06T05:59:00Z', MX)).toBe(true);
    expect(weekContains(shown, '2026-04-06T06:00:00Z', MX)).toBe(false);
    expect(weekContains(shown, '2026-03-30T05:59:00Z', MX)).toBe(false);
    expect(weekContains(shown, 'nunca', MX)).toBe(false);
  });
});

/** luxon's reading of the same calendar, the arithmetic these rules did before issue 18: the oracle of the properties below. */
const luxonWeek = (date: string) => {
  const monday = DateTime.fromISO(date, { zone: 'UTC' }).startOf('week');
  const sunday = monday.plus({ days: 6 });
  return {
    start: monday.toISODate(),
    end: sunday.toISODate(),
    weekNumber: monday.weekNumber,
    weekYear: monday.weekYear,
    month: sunday.toFormat('yyyy-MM'),
    days: Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toISODate()),
  };
};

describe("the week arithmetic on day numbers agrees with luxon's calendar", () => {
  const someDate = fc
    .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9998-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('builds the same week, number and month for any date', () => {
    fc.assert(
      fc.property(someDate, (date) => {
        expect(weekOfDate(date)).toEqual(luxonWeek(date));
      }),
    );
  });

  it('steps by weeks and months, and counts weeks between, as luxon does', () => {
    fc.assert(
      fc.property(someDate, someDate, (a, b) => {
        const shown = week(a);
        expect(nextWeek(shown)).toEqual(luxonWeek(DateTime.fromISO(shown.start, { zone: 'UTC' }).plus({ weeks: 1 }).toISODate()!));
        expect(previousWeek(shown)).toEqual(luxonWeek(DateTime.fromISO(shown.start, { zone: 'UTC' }).minus({ weeks: 1 }).toISODate()!));
        const first = DateTime.fromISO(`${shown.month}-01`, { zone: 'UTC' });
        expect(nextMonthWeek(shown)).toEqual(luxonWeek(first.plus({ months: 1 }).toISODate()!));
        expect(previousMonthWeek(shown)).toEqual(luxonWeek(first.minus({ months: 1 }).toISODate()!));
        const [from, to] = [DateTime.fromISO(a, { zone: 'UTC' }), DateTime.fromISO(b, { zone: 'UTC' })];
        expect(weeksBetween(a, b)).toBe(Math.floor(to.startOf('week').diff(from.startOf('week'), 'days').days / 7));
      }),
    );
  });

  it('refuses what is not a calendar date, as luxon does', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-00-10', '2025-02-29', '2026-4-1', '2026-04-01T00:00', 'mañana', '']) {
      expect(weekOfDate(text)).toBeNull();
      expect(weeksBetween(text, '2026-04-01')).toBeNaN();
    }
    expect(weekOfDate('2024-02-29')?.start).toBe('2024-02-26');
    expect(weekOfDate('0001-01-01')?.days[0]).toBe('0001-01-01');
  });

  it("stops at the weeks years 0 and 9999 hold, rather than step into a year a date cannot name", () => {
    const first = week('0000-01-05');
    expect(first).toMatchObject({ start: '0000-01-03', end: '0000-01-09' });
    expect(previousWeek(first)).toEqual(first);
    expect(previousMonthWeek(first)).toEqual(first);
    const last = week('9999-12-24');
    expect(last).toMatchObject({ start: '9999-12-20', end: '9999-12-26' });
    expect(nextWeek(last)).toEqual(last);
    expect(nextMonthWeek(last)).toEqual(last);
    // Their neighbours' weeks cross into year -1 or 10000: no week.
    expect(weekOfDate('0000-01-01')).toBeNull();
    expect(weekOfDate('9999-12-31')).toBeNull();
  });
});
