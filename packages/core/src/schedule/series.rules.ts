import { DateTime } from 'luxon';

/*
 * A weekly series and its moves (issue 16, 'Horarios'). Dates are calendar
 * arithmetic in UTC, where every day has 24 hours; the studio's zone enters
 * only where a date and a wall-clock time become an instant. So a
 * daylight-saving change keeps a 07:00 class at 07:00.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A wall-clock time as the schedule writes it: 'HH:MM', 24 h, 00:00 to 23:59. */
export const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAYS_IN_WEEK = 7;
const MINUTE_MS = 60_000;

/** The longest series, from its first date to its last (both included, at most this many days apart). */
export const SERIES_MAX_DAYS = 366;
/** The most weeks a series given by weeks lasts. */
export const SERIES_MAX_WEEKS = 52;

/** What a weekly series repeats: ISO weekdays (1 = lunes … 7 = domingo) at a wall-clock time, from a date until a date or for N weeks. */
export interface SeriesPattern {
  readonly weekdays: readonly number[];
  /** 'HH:MM', 24 h, in the studio's zone. */
  readonly time: string;
  /** The first day (ISO date), included. */
  readonly from_date: string;
  /** The last day (ISO date), included; or `weeks`. */
  readonly until_date?: string | null | undefined;
  /** N weeks from `from_date`: its days up to `from_date` + 7N − 1. */
  readonly weeks?: number | null | undefined;
}

const calendarDate = (date: string): DateTime | null => {
  if (!DATE_ONLY.test(date)) return null;
  const parsed = DateTime.fromISO(date, { zone: 'UTC' });
  return parsed.isValid ? parsed : null;
};

/**
 * The last day of a pattern (UTC calendar date), or null when it names
 * none, an unreadable one, or more than {@link SERIES_MAX_WEEKS} weeks.
 */
const lastDay = (pattern: SeriesPattern, first: DateTime): DateTime | null => {
  if (pattern.until_date !== undefined && pattern.until_date !== null) return calendarDate(pattern.until_date);
  const { weeks } = pattern;
  if (weeks !== undefined && weeks !== null && Number.isInteger(weeks) && weeks > 0 && weeks <= SERIES_MAX_WEEKS) {
    return first.plus({ days: weeks * DAYS_IN_WEEK - 1 });
  }
  return null;
};

/**
 * The last day of a pattern (ISO date): its `until_date`, or the last of
 * its `weeks` (`from_date` + 7N − 1); null when it names none or an
 * unreadable one.
 */
export const seriesLastDay = (pattern: SeriesPattern): string | null => {
  const first = calendarDate(pattern.from_date);
  return (first ? lastDay(pattern, first) : null)?.toISODate() ?? null;
};

/**
 * The calendar dates (ISO) of a pattern, in order: each day from its first
 * to its last whose ISO weekday it names. Empty when the pattern is
 * unreadable, names no day in its range, or is longer than a series may
 * be ({@link SERIES_MAX_DAYS} days, {@link SERIES_MAX_WEEKS} weeks): a
 * date typed half-way (year 0002) never makes a screen count centuries.
 */
export const seriesDates = (pattern: SeriesPattern): string[] => {
  const first = calendarDate(pattern.from_date);
  const last = first ? lastDay(pattern, first) : null;
  if (!first || !last || last < first || last.diff(first, 'days').days > SERIES_MAX_DAYS) return [];
  const weekdays = new Set(pattern.weekdays);
  const dates: string[] = [];
  for (let day = first; day <= last; day = day.plus({ days: 1 })) {
    if (weekdays.has(day.weekday)) dates.push(day.toISODate() ?? '');
  }
  return dates;
};

/** A date and a wall-clock time in `zone` as luxon's instant; null when either is unreadable. */
const wallClockAt = (date: string, time: string, zone: string): DateTime | null => {
  const clock = WALL_TIME.exec(time);
  if (!DATE_ONLY.test(date) || !clock) return null;
  const [year, month, day] = date.split('-').map(Number);
  const instant = DateTime.fromObject({ year, month, day, hour: Number(clock[1]), minute: Number(clock[2]) }, { zone });
  return instant.isValid ? instant : null;
};

/**
 * The starts of a weekly series (issue 16), as ISO instants (UTC) in
 * order: every date of `seriesDates` at `time` on the wall clock of `zone`.
 * A daylight-saving change keeps the wall time; a time the clocks skip
 * that day (02:30 when they jump from 02:00 to 03:00) reads as the moment
 * after the jump, as luxon reads it.
 */
export const seriesStarts = (pattern: SeriesPattern, zone: string): string[] => {
  if (!WALL_TIME.test(pattern.time)) return [];
  return seriesDates(pattern).map((date) => wallClockAt(date, pattern.time, zone)?.toUTC().toISO() ?? '');
};

/**
 * A day ('YYYY-MM-DD') at a wall-clock time ('HH:MM') of `zone`, as an ISO
 * instant with that zone's offset ('2026-12-01T19:30:00.000-06:00'); null
 * when either is unreadable. How a class's date and time become its start,
 * on the screen and in the server alike.
 */
export const wallClockInstant = (date: string, time: string, zone: string): string | null =>
  wallClockAt(date, time, zone)?.toISO() ?? null;

/** A class's span of time: its start (epoch ms) and its length in minutes. */
export interface ClassSpan {
  readonly start: number;
  readonly minutes: number;
}

/**
 * Whether two classes share some time: [start, start + minutes) overlap.
 * A class that ends when the other begins does not.
 */
export const classesOverlap = (a: ClassSpan, b: ClassSpan): boolean =>
  a.start < b.start + b.minutes * MINUTE_MS && b.start < a.start + a.minutes * MINUTE_MS;

/** An instant's wall clock in `zone`, as if it were UTC: calendar arithmetic without daylight saving. */
const wallClock = (instant: string, zone: string): DateTime | null => {
  const local = DateTime.fromISO(instant, { zone });
  if (!local.isValid) return null;
  const { year, month, day, hour, minute, second, millisecond } = local;
  return DateTime.fromObject({ year, month, day, hour, minute, second, millisecond }, { zone: 'UTC' });
};

/**
 * The 'this and following' move (issue 16): `original` moved by the same
 * shift of the wall clock of `zone` as `shiftFrom` → `shiftTo` (days and
 * time of day), so moving Tuesday 07:00 to 08:00 moves every later Tuesday
 * to 08:00, across a daylight-saving change too. Answers an ISO instant
 * (UTC); `original` unchanged when an instant is unreadable.
 */
export const shiftedStart = (original: string, shiftFrom: string, shiftTo: string, zone: string): string => {
  const from = wallClock(shiftFrom, zone);
  const to = wallClock(shiftTo, zone);
  const start = wallClock(original, zone);
  if (!from || !to || !start) return original;
  const moved = start.plus({ milliseconds: to.toMillis() - from.toMillis() });
  const { year, month, day, hour, minute, second, millisecond } = moved;
  return DateTime.fromObject({ year, month, day, hour, minute, second, millisecond }, { zone }).toUTC().toISO() ?? original;
};
