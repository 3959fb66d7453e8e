import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  RESERVATION_CODES, appError, cancelDecision, cancelRefusal, messages, type Routes, type StudioConfig,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classReservations, singleClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import type { ClassRow } from './class-checks.js';
import { callerCustomer, isAdmin, loadStudioConfig, refuse, reservationNotFound } from './context.js';
import { announceFreedPlace } from './freed-place.js';
import { refundPlace } from './payment.js';
import { reservationView, type ReservationRow } from './views.js';

/**
 * Earlier cancellations made with a credit (max_cancels_per_available_class),
 * counted from the rows: reservations cancelled by the studio cancelling the
 * class are not the customer's doing and do not count.
 */
const cancelsWithCredit = async (db: Db, creditId: number | null): Promise<number> => {
  if (creditId === null) return 0;
  const [row] = await db
    .select({ cancels: count() })
    .from(classReservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
    .where(and(
      eq(classReservations.available_class_id, creditId),
      isNotNull(classReservations.deleted_at),
      isNull(singleClasses.cancelled_at),
    ));
  return row?.cancels ?? 0;
};

/**
 * The reservation of the path and its class, both locked, class first (the
 * order every booking takes, so two requests never wait on each other in a
 * circle). A customer finds only her own; anything else is 404.
 */
const lockReservation = async (ctx: Parameters<Handler<Routes['reservationCancel']>>[0]) => {
  const { db } = ctx;
  const id = idParam(ctx);
  const [found] = await db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id));
  if (!found) throw reservationNotFound();
  if (!isAdmin(ctx) && found.customer_id !== (await callerCustomer(ctx)).customer_id) throw reservationNotFound();
  const [singleClass] = await db.select().from(singleClasses).where(eq(singleClasses.single_class_id, found.single_class_id)).for('update');
  const [row] = await db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id)).for('update');
  if (!singleClass || !row) throw reservationNotFound();
  return { row, singleClass };
};

/** Refuses what the cancel rules refuse a customer (spec 4, Cancel): 409 when already cancelled, else 412. */
const checkCustomerMayCancel = async (db: Db, row: ReservationRow, singleClass: ClassRow, config: StudioConfig, now: number) => {
  const input = { deletedAt: row.deleted_at, classDate: singleClass.class_date };
  const refused = cancelRefusal(input, now, config.rules, await cancelsWithCredit(db, row.available_class_id));
  if (refused) refuse(refused, refused.code === RESERVATION_CODES.alreadyCancelled ? 409 : 412);
};

/**
 * DELETE /class_reservations/:id. A customer cancels her own reservation
 * within the cancel rules (allow_cancel_reservations, the window,
 * allow_cancel_after_treshold, max_cancels_per_available_class); an admin
 * cancels any live one. The credit comes back only when core's
 * `cancelDecision` says so (inside the window), then the class's waitlist
 * hears of the freed place, all in one transaction.
 */
const cancel: Handler<Routes['reservationCancel']> = async (ctx) => {
  const { db, now } = ctx;
  const { row, singleClass } = await lockReservation(ctx);
  if (row.deleted_at !== null) throw failure(409, RESERVATION_CODES.alreadyCancelled, messages.reservations.alreadyCancelled);
  const config = await loadStudioConfig(db);
  if (!isAdmin(ctx)) await checkCustomerMayCancel(db, row, singleClass, config, now);
  const decision = cancelDecision({ deletedAt: null, classDate: singleClass.class_date }, now, config.rules);
  const [cancelled] = await db
    .update(classReservations)
    .set({ deleted_at: new Date(now) })
    .where(eq(classReservations.class_reservation_id, row.class_reservation_id))
    .returning();
  if (!cancelled) return refuse(appError(RESERVATION_CODES.alreadyCancelled, messages.reservations.alreadyCancelled), 409);
  if (decision.refundsCredit) await refundPlace(db, row.available_class_id);
  await announceFreedPlace(ctx, singleClass, config);
  return { class_reservation: await reservationView(db, cancelled) };
};

/** DELETE /class_reservations/:id. */
export const cancelHandlers = { reservationCancel: cancel };
