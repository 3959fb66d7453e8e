import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Routes } from '@estudio/core';
import { reservationFacts } from '../../audit/facts.js';
import { recordTeamAction } from '../../audit/record.js';
import type { Db } from '../../db/client.js';
import { classReservations } from '../../db/schema/index.js';
import type { Handler } from '../handler.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { cancelPlaces, lockLiveReservation } from './cancel.js';
import { adminReservationView, type ReservationRow } from './views.js';

/**
 * The live places of the guests she brought to the class, locked (the class
 * is locked already, so the order stays class first). Only her own place
 * brings them along: cancelling a guest's row cancels that row alone.
 */
const guestsOf = async (db: Db, row: ReservationRow): Promise<ReservationRow[]> => {
  if (row.guest !== null) return [];
  return db.select().from(classReservations)
    .where(and(
      eq(classReservations.single_class_id, row.single_class_id),
      eq(classReservations.customer_id, row.customer_id),
      isNotNull(classReservations.guest),
      isNull(classReservations.deleted_at),
    ))
    .orderBy(asc(classReservations.class_reservation_id))
    .for('update');
};

/**
 * PUT /class_reservations/:id/cancel {return_credit} (staff, issue 12): the
 * front desk cancels a live reservation whatever the customer's cancel
 * rules say, and decides about the credit: `return_credit` gives each place
 * its class back (as her own cancel inside the window does), false keeps it
 * spent (a late cancel). When it is her own place, the guests she brought
 * to the class lose theirs with it: they came with her. The class's
 * waitlist is told of the freed places exactly as when she cancels herself,
 * and her history records it, all in one transaction. Unknown: 404;
 * cancelled already: 409.
 */
const deskCancel: Handler<Routes['reservationDeskCancel']> = async (ctx) => {
  const { db, body } = ctx;
  const { row, singleClass } = await lockLiveReservation(ctx);
  const config = await loadStudioConfig(db);
  const guests = await guestsOf(db, row);
  const [cancelled = row] = await cancelPlaces(ctx, { rows: [row, ...guests], singleClass, config }, body.return_credit);
  const view = await adminReservationView(db, cancelled);
  await recordTeamAction(ctx, row.customer_id, 'reservation.cancel', {
    ...reservationFacts(view, config.rules.timezone),
    return_credit: body.return_credit,
    ...(guests.length > 0 ? { guests_cancelled: guests.length } : {}),
  });
  return { class_reservation: view };
};

/** PUT /class_reservations/:id/cancel. */
export const deskCancelHandlers = { reservationDeskCancel: deskCancel };
