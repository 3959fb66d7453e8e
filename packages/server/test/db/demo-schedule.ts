import { and, count, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../src/db/client.js';
import { classReservations, singleClasses } from '../../src/db/schema/index.js';

/** A class of the seeded schedule as the checks see it: its studio-time start and whether it is full. */
export interface ScheduledClass {
  readonly start: DateTime;
  readonly full: boolean;
  readonly packageBound: boolean;
}

/** Every class with its live reservations counted, its start in the studio's time zone. */
export const readSchedule = async (db: Db, zone: string): Promise<ScheduledClass[]> => {
  const booked = db
    .select({ single_class_id: classReservations.single_class_id, taken: count().as('taken') })
    .from(classReservations)
    .where(isNull(classReservations.deleted_at))
    .groupBy(classReservations.single_class_id)
    .as('booked');
  const rows = await db
    .select({
      class_date: singleClasses.class_date,
      capacity: singleClasses.capacity,
      class_package_id: singleClasses.class_package_id,
      taken: booked.taken,
    })
    .from(singleClasses)
    .leftJoin(booked, and(eq(booked.single_class_id, singleClasses.single_class_id)));
  return rows.map((row) => ({
    start: DateTime.fromJSDate(row.class_date, { zone }),
    full: row.capacity !== null && Number(row.taken ?? 0) >= row.capacity,
    packageBound: row.class_package_id !== null,
  }));
};

/** The studio-time days from `now`'s day through the next 8 weeks, as ISO dates. */
export const daysAhead = (now: Date, zone: string): string[] => {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  return Array.from({ length: 8 * 7 + 1 }, (_, index) => today.plus({ days: index }).toISODate() ?? '');
};

/** The Mondays of the weeks from `now`'s week through the week 8 weeks ahead. */
export const weeksAhead = (now: Date, zone: string): string[] => {
  const monday = DateTime.fromJSDate(now, { zone }).startOf('week');
  return Array.from({ length: 9 }, (_, index) => monday.plus({ weeks: index }).toISODate() ?? '');
};
