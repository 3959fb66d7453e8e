import { count } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DeskClass, DeskDaysQuery, Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { waitlists } from '../../db/schema/index.js';
import type { Handler } from '../handler.js';
import { inIds, type LoadedClass } from '../schedule/class-views.js';
import { groupByStudioDay } from '../schedule/days.js';
import { scheduleRange, studioZone } from '../schedule/range.js';
import { scheduleClasses } from '../schedule/read.js';

/**
 * The range 'Hoy' reads when the desk names none: today and tomorrow in the
 * studio's zone (the front desk plans the next day before closing). A range
 * with one end or both is the schedule's, 31 days at most.
 */
const withTodayAndTomorrow = (query: DeskDaysQuery, zone: string, now: number): DeskDaysQuery => {
  if (query.start_date !== undefined || query.end_date !== undefined) return query;
  const today = DateTime.fromMillis(now, { zone });
  return { ...query, start_date: today.toISODate() ?? undefined, end_date: today.plus({ days: 1 }).toISODate() ?? undefined };
};

/** How many are waiting for each class, counted by the database in one grouped query. */
const waitlistCounts = async (db: Db, ids: number[]): Promise<Map<number, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: waitlists.single_class_id, waiting: count() })
    .from(waitlists)
    .where(inIds(waitlists.single_class_id, ids))
    .groupBy(waitlists.single_class_id);
  return new Map(rows.map((row) => [row.id, row.waiting]));
};

/** A schedule class as the desk sees it: without a caller's own part, with its waitlist. */
const deskClass = ({ view: { mine: _mine, ...view } }: LoadedClass, waiting: Map<number, number>): DeskClass => ({
  ...view,
  waitlist_count: waiting.get(view.single_class_id) ?? 0,
});

/** Schedule classes as the desk sees them (`deskClass`), their waitlists counted in one query for all. */
export const deskClasses = async (db: Db, loaded: readonly LoadedClass[]): Promise<{ start: Date; view: DeskClass }[]> => {
  const waiting = await waitlistCounts(db, loaded.map((entry) => entry.view.single_class_id));
  return loaded.map((entry) => ({ start: entry.start, view: deskClass(entry, waiting) }));
};

/**
 * GET /single_class/admin/days (staff, 'Hoy'): the classes the public
 * schedule answers for the range (same read, same places counted), grouped
 * by studio day, each with how many wait for a place.
 */
const days: Handler<Routes['deskDays']> = async ({ db, query, now }) => {
  const zone = await studioZone(db);
  const range = scheduleRange(withTodayAndTomorrow(query, zone, now), zone, now);
  const loaded = await scheduleClasses(db, range, { locationId: query.location_id }, null);
  return { days: groupByStudioDay(await deskClasses(db, loaded), zone) };
};

/** The front desk's day view. */
export const deskDaysHandlers = { deskDays: days };
