import { DateTime } from 'luxon';
import { fill, messages } from '../messages/index.js';
import { resolveTimeZone } from './zone.rules.js';

/**
 * An instant or date as the API sends it: an ISO 8601 string (or SQL
 * 'yyyy-MM-dd HH:mm:ss') or epoch milliseconds. A string with 'Z' or an
 * offset is an instant; a string without one is a wall-clock time in the
 * studio's zone, and a bare date is that day in the studio.
 */
export type DateInput = string | number;

/** Luxon also accepts these, but they mean the viewer's zone, which a studio never is. */
const VIEWER_ZONES = new Set(['local', 'system', 'default']);

/** The zone each name given resolves to: a studio has one, and checking it builds a formatter (see `parsedDates`). */
const usableZones = new Map<string, string>();
const USABLE_ZONES_MAX = 64;

function usableZone(zone: string): string {
  const known = usableZones.get(zone);
  if (known !== undefined) return known;
  const name = zone.trim();
  const usable = name === '' || VIEWER_ZONES.has(name.toLowerCase()) || !DateTime.fromMillis(0, { zone: name }).isValid ? resolveTimeZone() : name;
  if (usableZones.size < USABLE_ZONES_MAX) usableZones.set(zone, usable);
  return usable;
}

/**
 * The dates already read, by zone and text. Reading one in a named zone asks
 * the browser's (or Node's) ICU for the zone's offset, which costs tens of
 * microseconds; a calendar reads each class's date several times (its card,
 * its week, the auto-advance rule) and a phone hydrating /calendario spent a
 * fifth of its time there. Luxon's DateTimes are immutable, so one read
 * serves every caller. The oldest go first past the limit. Numbers (a clock's
 * now) are not kept: each is read once.
 */
const parsedDates = new Map<string, DateTime | null>();
const PARSED_DATES_MAX = 4096;

function parseStudioText(text: string, zone: string): DateTime | null {
  const options = { zone };
  const iso = DateTime.fromISO(text, options);
  if (iso.isValid) return iso;
  const sql = DateTime.fromSQL(text, options);
  return sql.isValid ? sql : null;
}

/**
 * Reads a date input as a luxon DateTime in the studio zone, or null when it
 * is not a date. An unusable zone falls back to the default studio zone.
 */
export function toStudioDateTime(input: DateInput | null | undefined, zone: string): DateTime | null {
  const options = { zone: usableZone(zone) };
  if (typeof input === 'number') {
    const dt = Number.isFinite(input) ? DateTime.fromMillis(input, options) : null;
    return dt?.isValid ? dt : null;
  }
  if (typeof input !== 'string' || input.trim() === '') return null;
  const key = `${options.zone} ${input}`;
  const known = parsedDates.get(key);
  if (known !== undefined) return known;
  const read = parseStudioText(input.trim(), options.zone);
  if (parsedDates.size >= PARSED_DATES_MAX) parsedDates.delete(parsedDates.keys().next().value as string);
  parsedDates.set(key, read);
  return read;
}

/** An instant in ECMAScript's own date-time format with its offset ('2026-11-23T13:00:00.000Z', the API's class dates). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The furthest instant from 1970 a date holds, either way (ECMAScript's and luxon's limit). */
const LAST_INSTANT_MS = 8.64e15;
const DAY_MS = 86_400_000;

/**
 * A date 'YYYY-MM-DD' as its day number since 1970-01-01 (UTC), or null
 * when it is no day of the calendar: the platform would roll '2026-02-30'
 * over to March. Core's one check of a written date (the week rules count
 * on it too).
 */
export const calendarDayNumber = (date: string): number | null => {
  const match = CALENDAR_DAY.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return Math.round(at.getTime() / DAY_MS);
};

/**
 * The epoch milliseconds of a date input, or null when it is not a date:
 * what `toStudioDateTime(input, zone)?.toMillis()` gives, without its zone
 * maths where none is needed. An instant written with its offset is read by
 * the platform (no time-zone lookup); any other text goes through luxon.
 * A number is its own instant (a day inside the dates luxon holds,
 * ±8.64e15 ms; at their edge luxon refuses what its zone moves past them).
 * For comparing instants, as the calendar's auto-advance does for every
 * class of a week while a phone hydrates /calendario, and the booking
 * window and credit expiry do for every booking on the server (issue 18).
 */
export function studioInstant(input: DateInput | null | undefined, zone: string): number | null {
  if (typeof input === 'number' && Math.abs(input) <= LAST_INSTANT_MS - DAY_MS) return input;
  if (typeof input === 'string' && ISO_INSTANT.test(input) && calendarDayNumber(input.slice(0, 10)) !== null) {
    const millis = Date.parse(input);
    if (Number.isFinite(millis)) return millis;
  }
  return toStudioDateTime(input, zone)?.toMillis() ?? null;
}

const pad = (value: number): string => String(value).padStart(2, '0');
const monthShort = (dt: DateTime): string => messages.dates.monthsShort[dt.month - 1] ?? '';
const monthLong = (dt: DateTime): string => messages.dates.months[dt.month - 1] ?? '';
const weekdayShort = (dt: DateTime): string => messages.dates.weekdaysShort[dt.weekday - 1] ?? '';
const weekdayLong = (dt: DateTime): string => messages.dates.weekdays[dt.weekday - 1] ?? '';

function render(input: DateInput | null | undefined, zone: string, draw: (dt: DateTime) => string): string {
  const dt = toStudioDateTime(input, zone);
  return dt ? draw(dt) : '';
}

/** 'DD MMM YYYY', e.g. '05 mar 2026'. Empty for an unreadable input. */
export const formatDate = (input: DateInput | null | undefined, zone: string): string =>
  render(input, zone, (dt) => `${pad(dt.day)} ${monthShort(dt)} ${dt.year}`);

/** 'ddd DD MMM, HH:mm', e.g. 'jue 05 mar, 18:30' (reservation tables). */
export const formatDateTime = (input: DateInput | null | undefined, zone: string): string =>
  render(input, zone, (dt) => `${weekdayShort(dt)} ${pad(dt.day)} ${monthShort(dt)}, ${pad(dt.hour)}:${pad(dt.minute)}`);

/** 'DD MMM', e.g. '05 mar' (reservation cards). */
export const formatDayMonth = (input: DateInput | null | undefined, zone: string): string =>
  render(input, zone, (dt) => `${pad(dt.day)} ${monthShort(dt)}`);

/** 'HH:mm' on a 24-hour clock, e.g. '07:05'. */
export const formatTime = (input: DateInput | null | undefined, zone: string): string =>
  render(input, zone, (dt) => `${pad(dt.hour)}:${pad(dt.minute)}`);

/** The uppercase weekday for a calendar column: 'MIÉRCOLES', or 'MIÉ' when short. */
export const calendarDayName = (
  input: DateInput | null | undefined,
  zone: string,
  options: { readonly short?: boolean } = {},
): string => render(input, zone, (dt) => (options.short ? weekdayShort(dt) : weekdayLong(dt)).toUpperCase());

/** The uppercase month for a calendar header: 'MARZO'. */
export const calendarMonthName = (input: DateInput | null | undefined, zone: string): string =>
  render(input, zone, (dt) => monthLong(dt).toUpperCase());

/** The calendar's month header: 'MARZO 2026'. */
export const formatMonthYear = (input: DateInput | null | undefined, zone: string): string =>
  render(input, zone, (dt) => `${monthLong(dt).toUpperCase()} ${dt.year}`);

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A birthdate as day and month, '12 de marzo' (instructor profile, spec 2).
 * A birthdate is a calendar date, not an instant, so it is read as written
 * and no zone can move it to the day before. Empty when unreadable.
 */
export function formatBirthdate(input: string | null | undefined): string {
  const match = typeof input === 'string' ? CALENDAR_DATE.exec(input.trim()) : null;
  if (!match) return '';
  const [, year, month, day] = match.map(Number);
  const dt = DateTime.fromObject({ year, month, day }, { zone: 'UTC' });
  return dt.isValid ? fill(messages.dates.dayOfMonth, { day: dt.day, month: monthLong(dt) }) : '';
}
