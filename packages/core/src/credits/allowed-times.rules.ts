import { toStudioDateTime, type DateInput } from '../format/format.rules.js';
import { fill, messages } from '../messages/index.js';
import type { AllowedTimeRange, ParsedAllowedTimes } from './credits.model.js';

/*
 * allowed_times, which the spec only calls a "comma list", is defined here
 * (docs/contexts/schedule.md): comma-separated wall-clock ranges in the
 * studio's zone, `HH:mm-HH:mm`, each optionally prefixed by ISO weekdays
 * (1 Monday … 7 Sunday), one day or a range, and '@':
 *
 *   '06:00-12:00'                 every day, 06:00 up to 12:00
 *   '1-5@06:00-12:00,6@08:00-10:00' weekdays mornings, Saturday 8 to 10
 *   '6-7@07:00-24:00'             weekends from 07:00 to midnight
 *
 * A class is allowed when its start falls in a range (start inclusive, end
 * exclusive). A day range may wrap ('6-1' is Saturday to Monday). A range
 * must end after it starts; '24:00' is allowed as an end only. Spaces are
 * ignored. An entry that does not read allows nothing and is reported.
 */

const ENTRY = /^(?:([1-7])(?:-([1-7]))?@)?(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/;
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MINUTES_PER_DAY = 24 * 60;

const minuteOfDay = (hours: string, minutes: string, isEnd: boolean): number | null => {
  const h = Number(hours);
  const m = Number(minutes);
  if (m > 59) return null;
  const total = h * 60 + m;
  return total < MINUTES_PER_DAY || (isEnd && total === MINUTES_PER_DAY) ? total : null;
};

const dayRange = (first: string | undefined, last: string | undefined): number[] => {
  if (first === undefined) return [...ALL_DAYS];
  const from = Number(first);
  const to = Number(last ?? first);
  const span = ((to - from + 7) % 7) + 1;
  return Array.from({ length: span }, (_, i) => ((from - 1 + i) % 7) + 1);
};

function parseEntry(entry: string): AllowedTimeRange | null {
  const match = ENTRY.exec(entry);
  if (!match) return null;
  const [, firstDay, lastDay, fromH = '', fromM = '', toH = '', toM = ''] = match;
  const from = minuteOfDay(fromH, fromM, false);
  const to = minuteOfDay(toH, toM, true);
  if (from === null || to === null || to <= from) return null;
  return { days: dayRange(firstDay, lastDay), from, to };
}

const entriesOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((entry) => entry.replace(/\s+/g, ''))
    .filter((entry) => entry !== '');

/** True when allowed_times holds any entry, readable or not: only then does it restrict. */
export const isTimeRestricted = (text: string | null | undefined): boolean => entriesOf(text).length > 0;

/** Reads allowed_times; never throws. Unreadable entries go to `invalid` and allow nothing. */
export function parseAllowedTimes(text: string | null | undefined): ParsedAllowedTimes {
  const ranges: AllowedTimeRange[] = [];
  const invalid: string[] = [];
  for (const entry of entriesOf(text)) {
    const range = parseEntry(entry);
    if (range) ranges.push(range);
    else invalid.push(entry);
  }
  return { ranges, invalid };
}

/** True when the class starts, in the studio's zone, inside one of the ranges. */
export function allowedTimesMatch(
  ranges: readonly AllowedTimeRange[],
  classDate: DateInput | null | undefined,
  zone: string,
): boolean {
  const start = toStudioDateTime(classDate, zone);
  if (!start) return false;
  const minute = start.hour * 60 + start.minute;
  return ranges.some((r) => r.days.includes(start.weekday) && minute >= r.from && minute < r.to);
}

const pad = (value: number): string => String(value).padStart(2, '0');
const clock = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const dayName = (day: number | undefined): string => messages.dates.weekdaysShort[(day ?? 1) - 1] ?? '';

const daysLabel = (days: readonly number[]): string => {
  if (days.length === ALL_DAYS.length) return '';
  if (days.length === 1) return `${dayName(days[0])} `;
  return `${fill(messages.credits.dayRange, { from: dayName(days[0]), to: dayName(days[days.length - 1]) })} `;
};

/**
 * allowed_times for people: 'lun a vie 06:00-12:00, sáb 08:00-10:00', or
 * 'Cualquier horario' when it restricts nothing. Unreadable entries are left out.
 */
export function allowedTimesLabel(text: string | null | undefined): string {
  if (!isTimeRestricted(text)) return messages.credits.anyTime;
  return parseAllowedTimes(text)
    .ranges.map((r) => `${daysLabel(r.days)}${clock(r.from)}-${clock(r.to)}`)
    .join(', ');
}
