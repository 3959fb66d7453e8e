import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  RESERVATION_CODES, RESERVATION_ERRORS, cancelDecisionAfterChange, cancelRefusalAfterChange, type Routes, type StudioConfig,
} from '@estudio/core';
import { reservationFacts } from '../../audit/facts.js';
import { recordTeamAction } from '../../audit/record.js';
import type { Db } from '../../db/client.js';
import { classReservations, singleClasses } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { idParam, type Handler, type HandlerContext } from '../handler.js';
import { callerCustomer } from '../shared/caller-customer.js';
import { refuse } from '../shared/refusals.js';
import { actsForOthers } from '../shared/roles.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import type { ClassRow } from './class-checks.js';
import { reservationNotFound } from './context.js';
import { tellCancelled } from './booking-notices.js';
import { announceFreedPlace } from './freed-place.js';
import { refundPlace } from './payment.js';
import { reservationView, type ReservationRow } from './views.js';

/** The team cancels for her; a customer, or the reminder's link (no caller, issue 17), within her rules. */
const byTeam = (ctx: Pick<CancelContext, 'caller'>): boolean => ctx.caller !== null && actsForOthers(ctx);

/** 409: the reservation was cancelled already. */
const alreadyCancelled = (): ApiFailure => failure(RESERVATION_ERRORS.alreadyCancelled);

/**
 * Earlier cancellations made with a credit (max_cancels_per_available_class),
 * counted from the rows: reservations cancelled by the studio cancelling the
 * class are not the customer's doing and do not count.
 */
export const cancelsWithCredit = async (db: Db, creditId: number | null): Promise<number> => {
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

/** What cancelling needs of the request. */
export type CancelContext = Pick<HandlerContext<Routes['reservationCancel']>, 'db' | 'now' | 'caller' | 'params' | 'origin' | 'services'>;

/**
 * The live reservation of the path and its class, both locked, class first
 * (the order every booking takes, so two requests never wait on each other
 * in a circle). A customer finds only her own; anything else is 404. An
 * already cancelled one is 409.
 */
export const lockLiveReservation = async (ctx: CancelContext) => {
  const { db } = ctx;
  const id = idParam(ctx);
  const [found] = await db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id));
  if (!found) throw reservationNotFound();
  if (!actsForOthers(ctx) && found.customer_id !== (await callerCustomer(ctx)).customer_id) throw reservationNotFound();
  return lockPlace(db, found);
};

/**
 * `found`'s class and reservation, both locked, class first; cancelled
 * already: 409. For a caller already entitled to it (the reminder's signed
 * link names it).
 */
export const lockPlace = async (db: Db, found: ReservationRow) => {
  const id = found.class_reservation_id;
  const [singleClass] = await db.select().from(singleClasses).where(eq(singleClasses.single_class_id, found.single_class_id)).for('update');
  const [row] = await db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id)).for('update');
  if (!singleClass || !row) throw reservationNotFound();
  if (row.deleted_at !== null) throw alreadyCancelled();
  return { row, singleClass };
};

/**
 * Cancels live reservations of a locked class and, when `refundsCredit`,
 * gives each one's class back to its credit; then each customer is told
 * (`tellCancelled`, issue 17: by her or by the studio) and the class's
 * waitlist hears of the freed places (`announceFreedPlace`), in the same
 * transaction. A row cancelled meanwhile is 409, thrown. Answers the
 * cancelled rows, in order.
 */
export const cancelPlaces = async (
  ctx: CancelContext,
  places: { readonly rows: readonly ReservationRow[]; readonly singleClass: ClassRow; readonly config: StudioConfig },
  refundsCredit: boolean,
): Promise<ReservationRow[]> => {
  const { rows, singleClass, config } = places;
  const cancelled = await ctx.db
    .update(classReservations)
    .set({ deleted_at: new Date(ctx.now) })
    .where(and(inArray(classReservations.class_reservation_id, rows.map((row) => row.class_reservation_id)), isNull(classReservations.deleted_at)))
    .returning();
  if (cancelled.length !== rows.length) throw alreadyCancelled();
  if (refundsCredit) for (const row of rows) await refundPlace(ctx.db, row.available_class_id);
  await tellCancelled(ctx, rows.map((row) => row.class_reservation_id), { zone: config.rules.timezone, byStudio: byTeam(ctx), refundsCredit });
  await announceFreedPlace(ctx, singleClass, config);
  return rows.map((row) => cancelled.find((done) => done.class_reservation_id === row.class_reservation_id) ?? row);
};

/**
 * What the cancel rules read of a reservation and its class: with when it
 * was booked and when the studio last moved the class (issue 16), so a
 * class moved after she booked it cancels with the credit back whatever
 * the window (core's `cancelDecisionAfterChange`).
 */
export const cancelInput = (row: ReservationRow, singleClass: ClassRow) => ({
  deletedAt: row.deleted_at, classDate: singleClass.class_date, bookedAt: row.created_at, classChangedAt: singleClass.changed_at,
});

/** Refuses what the cancel rules refuse a customer (spec 4, Cancel): 409 when already cancelled, else 412. */
const checkCustomerMayCancel = async (db: Db, row: ReservationRow, singleClass: ClassRow, config: StudioConfig, now: number) => {
  const input = cancelInput(row, singleClass);
  const refused = cancelRefusalAfterChange(input, now, config.rules, await cancelsWithCredit(db, row.available_class_id));
  if (refused) refuse(refused, refused.code === RESERVATION_CODES.alreadyCancelled ? 409 : 412);
};

/**
 * DELETE /class_reservations/:id. A customer cancels her own reservation
 * within the cancel rules (allow_cancel_reservations, the window,
 * allow_cancel_after_treshold, max_cancels_per_available_class); the team
 * (front desk and admin) cancels any live one, which her history records.
 * The credit comes back only when core's `cancelDecisionAfterChange` says
 * so (inside the window; for a class the studio moved after she booked
 * it, whatever the window), then the class's waitlist hears of the freed
 * place, all in one transaction.
 */
const cancel: Handler<Routes['reservationCancel']> = async (ctx) => {
  const { row, cancelled, config, refundsCredit } = await cancelByRules(ctx, await lockLiveReservation(ctx));
  const view = await reservationView(ctx.db, cancelled);
  await recordTeamAction(ctx, row.customer_id, 'reservation.cancel', {
    ...reservationFacts(view, config.rules.timezone), return_credit: refundsCredit,
  });
  return { class_reservation: view };
};

/**
 * The cancel of DELETE /class_reservations/:id over a locked reservation,
 * also the reminder's one-tap link's (issue 17): a customer (or the link,
 * which has no caller) within the cancel rules, the team whatever they
 * say; the credit back as core's `cancelDecisionAfterChange` decides.
 */
export const cancelByRules = async (ctx: CancelContext, locked: { readonly row: ReservationRow; readonly singleClass: ClassRow }) => {
  const { db, now } = ctx;
  const { row, singleClass } = locked;
  const config = await loadStudioConfig(db);
  if (!byTeam(ctx)) await checkCustomerMayCancel(db, row, singleClass, config, now);
  const decision = cancelDecisionAfterChange({ ...cancelInput(row, singleClass), deletedAt: null }, now, config.rules);
  const [cancelled = row] = await cancelPlaces(ctx, { rows: [row], singleClass, config }, decision.refundsCredit);
  return { row, cancelled, config, refundsCredit: decision.refundsCredit };
};

/** DELETE /class_reservations/:id. */
export const cancelHandlers = { reservationCancel: cancel };
