import { inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { REQUEST_ERRORS, resolveTimeZone } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';

/** The studio's time zone from its settings (spec 3, Rules): the IANA zone, else the legacy offset. */
export const studioZone = async (db: Db): Promise<string> => {
  const rows = await db.select().from(settings).where(inArray(settings.key, ['timezone', 'timezone_offset']));
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  const offset = value('timezone_offset');
  return resolveTimeZone({ timezone: value('timezone'), timezoneOffset: offset === null || offset === '' ? null : Number(offset) });
};

/**
 * The instant a studio day (YYYY-MM-DD) starts, in the studio's zone: a day
 * means the studio's day, whatever the caller's zone.
 */
export const startOfStudioDay = (date: string, zone: string): Date => {
  const day = DateTime.fromISO(date, { zone });
  if (!day.isValid) throw failure(REQUEST_ERRORS.invalidDate);
  return day.startOf('day').toJSDate();
};

/** The instant right after a studio day ends (the next day's start). */
export const endOfStudioDay = (date: string, zone: string): Date =>
  DateTime.fromJSDate(startOfStudioDay(date, zone), { zone }).plus({ days: 1 }).toJSDate();
