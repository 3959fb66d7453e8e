import { inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { SCHEDULE_ADMIN_ERRORS, resolveTimeZone } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';

/** The longest range one schedule call answers, in calendar days (a month view). */
export const MAX_RANGE_DAYS = 31;

/** A range of instants, `from` included and `to` excluded. */
export interface InstantRange {
  readonly from: Date;
  readonly to: Date;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The settings that name the studio's time zone. */
export const ZONE_SETTING_KEYS = ['timezone', 'timezone_offset'] as const;

/** The studio's time zone from the values of ZONE_SETTING_KEYS (spec 3 Rules: `timezone`, else `timezone_offset`). */
export const zoneOfSettings = (value: (key: (typeof ZONE_SETTING_KEYS)[number]) => string | null): string => {
  const offset = value('timezone_offset');
  const hours = offset === null || offset.trim() === '' ? null : Number(offset);
  return resolveTimeZone({ timezone: value('timezone'), timezoneOffset: Number.isFinite(hours) ? hours : null });
};

/** The studio's time zone from its settings (`zoneOfSettings`). */
export const studioZone = async (db: Db): Promise<string> => {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...ZONE_SETTING_KEYS]));
  return zoneOfSettings((key) => rows.find((row) => row.key === key)?.value ?? null);
};

const invalidRange = () => failure(SCHEDULE_ADMIN_ERRORS.rangeInvalid);

/**
 * The first instant a bound covers (`start`), or the first instant after it
 * (`end`, so an inclusive end becomes an exclusive one): a date is a whole
 * day in the studio's zone, an instant is itself.
 */
const boundary = (value: string, zone: string, side: 'start' | 'end'): DateTime => {
  const dateOnly = DATE_ONLY.test(value);
  const parsed = dateOnly ? DateTime.fromISO(value, { zone }).startOf('day') : DateTime.fromISO(value, { zone });
  if (!parsed.isValid) throw invalidRange();
  if (side === 'start') return parsed;
  return dateOnly ? parsed.plus({ days: 1 }) : parsed.plus({ milliseconds: 1 });
};

/**
 * The instants a schedule query covers. Both ends are inclusive; a missing
 * side is a week from the other one, and no range at all is the current ISO
 * week (Monday to Sunday) in the studio's zone. Throws a 400 when the end
 * is not after the start or the range spans more than 31 days.
 */
export const scheduleRange = (
  query: { readonly start_date?: string | undefined; readonly end_date?: string | undefined },
  zone: string,
  now: number,
): InstantRange => {
  const start = query.start_date === undefined ? undefined : boundary(query.start_date, zone, 'start');
  const end = query.end_date === undefined ? undefined : boundary(query.end_date, zone, 'end');
  const from = start ?? end?.minus({ days: 7 }) ?? DateTime.fromMillis(now, { zone }).startOf('week');
  const to = end ?? from.plus({ days: 7 });
  if (to <= from) throw failure(SCHEDULE_ADMIN_ERRORS.rangeBackwards);
  if (to > from.plus({ days: MAX_RANGE_DAYS })) throw failure(SCHEDULE_ADMIN_ERRORS.rangeTooLong);
  return { from: from.toJSDate(), to: to.toJSDate() };
};
