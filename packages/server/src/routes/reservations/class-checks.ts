import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  activePenalty, appError, checkReachable, isFull, messages, penaltyModalCopy, scheduleError, type StudioConfig,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classReservationPenalties, classReservations, singleClasses } from '../../db/schema/index.js';
import { refuse } from '../shared/refusals.js';

/** A class row. */
export type ClassRow = typeof singleClasses.$inferSelect;

/**
 * The class of a booking, locked (`SELECT … FOR UPDATE`) until the request
 * ends: bookings, cancellations and edits of one class run one after the
 * other, so the places counted are the places there are. 404 when there is
 * no such class, 412 when it was cancelled.
 */
export const lockClassRow = async (db: Db, classId: number): Promise<ClassRow> => {
  const [row] = await db.select().from(singleClasses).where(eq(singleClasses.single_class_id, classId)).for('update');
  if (!row) return refuse(scheduleError('classNotFound'));
  if (row.cancelled_at !== null) return refuse(scheduleError('classCancelled'));
  return row;
};

/** Places taken in a class: its live reservations, one row each (a guest has a row of her own). */
export const placesTaken = async (db: Db, classId: number): Promise<number> => {
  const [row] = await db
    .select({ taken: count() })
    .from(classReservations)
    .where(and(eq(classReservations.single_class_id, classId), isNull(classReservations.deleted_at)));
  return row?.taken ?? 0;
};

/** True when core's full-class rule holds (spec 4: capacity null, or no place left). */
export const classIsFull = async (db: Db, row: ClassRow): Promise<boolean> =>
  isFull({ capacity: row.capacity, reservationCount: await placesTaken(db, row.single_class_id) });

/** Refuses a full class (409). */
export const checkNotFull = async (db: Db, row: ClassRow): Promise<void> => {
  if (await classIsFull(db, row)) refuse(scheduleError('classFull'));
};

/**
 * Refuses a class sold as a package (412: it is bought through checkout) or,
 * when `windowBinds`, no longer reachable (412: core's booking window). The
 * team booking for a customer passes `false`: the admin books past the
 * window and the front desk books walk-ins after it closed (issue 12).
 */
export const checkBookable = (row: ClassRow, config: StudioConfig, now: number, windowBinds = true): void => {
  if (row.class_package_id !== null) refuse(appError('reservation/package-bound', messages.reservations.packageBound, 412));
  if (!windowBinds) return;
  const reachable = checkReachable(row.class_date.getTime(), now, config.rules.reservationTimeframe, config.rules.timezone);
  if (!reachable.ok) refuse(reachable.error);
};

/** Refuses a second live reservation of a customer for herself in a class (409). */
export const checkNotBooked = async (db: Db, classId: number, customerId: number): Promise<void> => {
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
  if (held) refuse(scheduleError('alreadyReserved'));
};

/**
 * Refuses a customer with an active penalty when penalties are on (spec 4,
 * Penalty; spec 8): 412 with the spec's message, the reason and the day
 * booking opens again, as the penalty modal shows them.
 */
export const checkNoPenalty = async (db: Db, customerId: number, config: StudioConfig, now: number): Promise<void> => {
  if (!config.rules.unlimitedPenalties.enabled) return;
  const zone = config.rules.timezone;
  const rows = await db
    .select({ end_date: classReservationPenalties.end_date, reason: classReservationPenalties.reason })
    .from(classReservationPenalties)
    .where(and(eq(classReservationPenalties.customer_id, customerId), gt(classReservationPenalties.end_date, new Date(now))));
  const active = activePenalty(rows, now, zone);
  if (!active) return;
  const copy = penaltyModalCopy(active, zone);
  const message = [copy.message, copy.reason, copy.until].filter((line): line is string => Boolean(line)).join(' ');
  refuse(appError('reservation/penalty', message, 412));
};
