import { DateTime } from 'luxon';
import { calendarDayName, formatMonthYear, toStudioDateTime, type DateInput } from '../format/format.rules.js';
import { fill, messages } from '../messages/index.js';
import type { DayColumn, Week, WeekQuery } from './schedule.model.js';

/*
 * Weeks are calendar arithmetic on dates, done in UTC where every day has 24
 * hours; the studio's zone enters only where an instant becomes a date
 * (weekOf) and where a date becomes an instant (weekQuery). So a DST change
 * can neither shorten a week nor move it.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_IN_WEEK = 7;

const calendarDate = (date: string): DateTime | null => {
  if (!DATE_ONLY.test(date)) return null;
  const dt = DateTime.fromISO(date, { zone: 'UTC' });
  return dt.isValid ? dt : null;
};

const isoDate = (dt: DateTime): string => dt.toISODate() ?? '';

function buildWeek(anyDay: DateTime): Week {
  const monday = anyDay.startOf('week');
  const sunday = monday.plus({ days: DAYS_IN_WEEK - 1 });
  return {
    start: isoDate(monday),
    end: isoDate(sunday),
    weekNumber: monday.weekNumber,
    weekYear: monday.weekYear,
    month: sunday.toFormat('yyyy-MM'),
    days: Array.from({ length: DAYS_IN_WEEK }, (_, i) => isoDate(monday.plus({ days: i }))),
  };
}

/** The calendar date ('YYYY-MM-DD') an instant falls on in the studio's zone; null when unreadable. */
export function studioDate(instant: DateInput | null | undefined, zone: string): string | null {
  const dt = toStudioDateTime(instant, zone);
  return dt ? isoDate(dt) : null;
}

/** The week holding a calendar date 'YYYY-MM-DD' (any day of it); null when not a date. */
export function weekOfDate(date: string): Week | null {
  const dt = calendarDate(date);
  return dt ? buildWeek(dt) : null;
}

/** The studio week (Monday to Sunday in `zone`) holding an instant; null when unreadable. */
export function weekOf(instant: DateInput | null | undefined, zone: string): Week | null {
  const date = studioDate(instant, zone);
  return date === null ? null : weekOfDate(date);
}

const shiftWeek = (week: Week, weeks: number): Week =>
  buildWeek(DateTime.fromISO(week.start, { zone: 'UTC' }).plus({ weeks }));

/** The week after. */
export const nextWeek = (week: Week): Week => shiftWeek(week, 1);

/** The week before. */
export const previousWeek = (week: Week): Week => shiftWeek(week, -1);

const firstOfMonth = (week: Week, months: number): DateTime =>
  DateTime.fromISO(`${week.month}-01`, { zone: 'UTC' }).plus({ months });

/**
 * The month header's 'next': the week holding the 1st of the month after the
 * week's month. Because a week's month is the month of its Sunday, that week
 * belongs to the next month, so repeated presses walk one month at a time.
 */
export const nextMonthWeek = (week: Week): Week => buildWeek(firstOfMonth(week, 1));

/** The month header's 'previous': the week holding the 1st of the month before the week's month. */
export const previousMonthWeek = (week: Week): Week => buildWeek(firstOfMonth(week, -1));

/** Whole weeks from one week start to another (negative when `to` is earlier); NaN when either is not a date. */
export function weeksBetween(fromStart: string, toStart: string): number {
  const from = calendarDate(fromStart);
  const to = calendarDate(toStart);
  if (!from || !to) return Number.NaN;
  return Math.floor(to.startOf('week').diff(from.startOf('week'), 'days').days / DAYS_IN_WEEK);
}

/** True when the instant falls on one of the week's days in the studio's zone. */
export function weekContains(week: Week, instant: DateInput | null | undefined, zone: string): boolean {
  const date = studioDate(instant, zone);
  return date !== null && date >= week.start && date <= week.end;
}

/**
 * The `GET /single_class` range of a week: Monday 00:00 to the last
 * millisecond of Sunday in the studio's zone, as UTC ISO instants. Both ends
 * are inclusive, so the answer is the same whether the server compares the
 * end with `<` or `<=`.
 */
export function weekQuery(week: Week, zone: string): WeekQuery {
  const start = toStudioDateTime(week.start, zone);
  const nextStart = toStudioDateTime(nextWeek(week).start, zone);
  // Both are bare dates the week built itself, so they always read.
  return {
    start_date: start?.toUTC().toISO() ?? '',
    end_date: nextStart?.minus({ milliseconds: 1 }).toUTC().toISO() ?? '',
  };
}

/** The week header: 'Semana 14'. */
export const weekLabel = (week: Week): string => fill(messages.schedule.week, { number: week.weekNumber });

/** The month header: 'ABRIL 2026' (the week's month, see Week.month). */
export const weekMonthLabel = (week: Week): string => formatMonthYear(`${week.month}-01`, 'UTC');

/** The seven day columns: uppercase Spanish names ('LUNES', or 'LUN' short) and day numbers. */
export const dayColumns = (week: Week, options: { readonly short?: boolean } = {}): DayColumn[] =>
  week.days.map((date) => ({
    date,
    // A bare date reads as that day in any zone; UTC keeps it independent of the studio.
    name: calendarDayName(date, 'UTC', options),
    dayNumber: Number(date.slice(8, 10)),
  }));
