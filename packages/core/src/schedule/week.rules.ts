import { calendarDayName, calendarDayNumber, formatMonthYear, toStudioDateTime, type DateInput } from '../format/format.rules.js';
import { fill, messages } from '../messages/index.js';
import type { DayColumn, Week, WeekQuery } from './schedule.model.js';

/*
 * Weeks are calendar arithmetic on dates, done on UTC day numbers where
 * every day has 24 hours; the studio's zone enters only where an instant
 * becomes a date (weekOf) and where a date becomes an instant (weekQuery).
 * So a DST change can neither shorten a week nor move it. The arithmetic is
 * the platform's Date in UTC, not luxon: a calendar opening on a phone builds
 * a dozen weeks before its first paint, and luxon's were a third of that
 * (issue 18); week.rules.test.ts holds both equal.
 */

const DAYS_IN_WEEK = 7;
const DAY_MS = 86_400_000;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The date of a day number, 'YYYY-MM-DD' (years 0 to 9999: buildWeek keeps every week inside them). */
const isoDate = (day: number): string => {
  const at = new Date(day * DAY_MS);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1, 2)}-${pad(at.getUTCDate(), 2)}`;
};

/** The Monday on or before a day (1970-01-01 was a Thursday). */
const mondayOf = (day: number): number => day - ((((day + 3) % DAYS_IN_WEEK) + DAYS_IN_WEEK) % DAYS_IN_WEEK);

/** The first day of a month, `months` after the given year and month (1 to 12). */
const firstOfMonthDay = (year: number, month: number, months: number): number => {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1 + months, 1);
  return Math.round(at.getTime() / DAY_MS);
};

/**
 * The first and last Mondays whose whole week lies in years 0 to 9999, the
 * dates 'YYYY-MM-DD' can write: the calendar stops there, rather than step
 * into a year it cannot name.
 */
const FIRST_MONDAY = mondayOf(calendarDayNumber('0000-01-01')! + DAYS_IN_WEEK - 1);
const LAST_MONDAY = mondayOf(calendarDayNumber('9999-12-31')! - (DAYS_IN_WEEK - 1));

function buildWeek(anyDay: number): Week {
  const monday = Math.min(Math.max(mondayOf(anyDay), FIRST_MONDAY), LAST_MONDAY);
  const days = Array.from({ length: DAYS_IN_WEEK }, (_, i) => isoDate(monday + i));
  // ISO 8601: a week belongs to the year of its Thursday and is numbered from that year's first Thursday's week.
  const thursday = new Date((monday + 3) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const weekNumber = Math.floor((monday + 3 - firstOfMonthDay(weekYear, 1, 0)) / DAYS_IN_WEEK) + 1;
  return { start: days[0]!, end: days[6]!, weekNumber, weekYear, month: days[6]!.slice(0, 7), days };
}

/** The calendar date ('YYYY-MM-DD') an instant falls on in the studio's zone; null when unreadable. */
export function studioDate(instant: DateInput | null | undefined, zone: string): string | null {
  const dt = toStudioDateTime(instant, zone);
  return dt ? dt.toISODate() : null;
}

/** The week holding a calendar date 'YYYY-MM-DD' (any day of it); null when not a date. */
export function weekOfDate(date: string): Week | null {
  const day = calendarDayNumber(date);
  // A date whose week crosses into year -1 or 10000 has no week here (see FIRST_MONDAY).
  if (day === null || mondayOf(day) < FIRST_MONDAY || mondayOf(day) > LAST_MONDAY) return null;
  return buildWeek(day);
}

/** The studio week (Monday to Sunday in `zone`) holding an instant; null when unreadable. */
export function weekOf(instant: DateInput | null | undefined, zone: string): Week | null {
  const date = studioDate(instant, zone);
  return date === null ? null : weekOfDate(date);
}

const shiftWeek = (week: Week, weeks: number): Week => {
  const start = calendarDayNumber(week.start);
  return start === null ? week : buildWeek(start + weeks * DAYS_IN_WEEK);
};

/** The week after. */
export const nextWeek = (week: Week): Week => shiftWeek(week, 1);

/** The week before. */
export const previousWeek = (week: Week): Week => shiftWeek(week, -1);

const firstOfMonth = (week: Week, months: number): number =>
  firstOfMonthDay(Number(week.month.slice(0, 4)), Number(week.month.slice(5, 7)), months);

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
  const from = calendarDayNumber(fromStart);
  const to = calendarDayNumber(toStart);
  if (from === null || to === null) return Number.NaN;
  return Math.floor((mondayOf(to) - mondayOf(from)) / DAYS_IN_WEEK);
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
