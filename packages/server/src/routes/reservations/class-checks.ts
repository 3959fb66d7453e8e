import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { scheduleError, type BookableClass } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { classReservationPenalties, classReservations, singleClasses } from '../../db/schema/index.js';
import { refuse } from '../shared/refusals.js';

/** A class row. */
export type ClassRow = typeof singleClasses.$inferSelect;

/**
 * The class of a booking, locked (`SELECT … FOR UPDATE`) until the request
 * ends: bookings, cancellations and edits of one class run one after the
 * other, so the places counted are the places there are. 404 when there is
 * no such class; a cancelled one is returned, for core's rules to refuse.
 */
export const findClassRow = async (db: Db, classId: number): Promise<ClassRow> => {
  const statement = preparedOn(db, 'class_for_update', () => db.select().from(singleClasses)
    .where(eq(singleClasses.single_class_id, sql.placeholder('classId'))).for('update').prepare('class_for_update'));
  const [row] = await statement.execute({ classId });
  return row ?? refuse(scheduleError('classNotFound'));
};

/** `findClassRow`, refusing a cancelled class too (412). */
export const lockClassRow = async (db: Db, classId: number): Promise<ClassRow> => {
  const row = await findClassRow(db, classId);
  if (row.cancelled_at !== null) return refuse(scheduleError('classCancelled'));
  return row;
};

/** A class row as core's booking and waitlist rules read it. */
export const bookableClass = (row: ClassRow): BookableClass => ({
  class_date: row.class_date.getTime(),
  class_package_id: row.class_package_id,
  capacity: row.capacity,
  cancelled: row.cancelled_at !== null,
});

/** Places taken in a class: its live reservations, one row each (a guest has a row of her own). */
export const placesTaken = async (db: Db, classId: number): Promise<number> => {
  const [row] = await db
    .select({ taken: count() })
    .from(classReservations)
    .where(and(eq(classReservations.single_class_id, classId), isNull(classReservations.deleted_at)));
  return row?.taken ?? 0;
};

/** Whether the customer holds a live place of her own (not a guest's) in a class. */
export const holdsOwnPlace = async (db: Db, classId: number, customerId: number): Promise<boolean> => {
  const [held] = await db
    .select({ id: classReservations.class_reservation_id })
    .from(classReservations)
    .where(and(
      eq(classReservations.single_class_id, classId),
      eq(classReservations.customer_id, customerId),
      isNull(classReservations.deleted_at),
      isNull(classReservations.guest),
    ))
    .limit(1);
  return held !== undefined;
};

/** The customer's penalties that have not ended (core's `activePenalty` picks the one that binds). */
export const runningPenalties = async (db: Db, customerId: number, now: number) =>
  db
    .select({ end_date: classReservationPenalties.end_date, reason: classReservationPenalties.reason })
    .from(classReservationPenalties)
    .where(and(eq(classReservationPenalties.customer_id, customerId), gt(classReservationPenalties.end_date, new Date(now))));
