import { and, eq } from 'drizzle-orm';
import { scheduleError, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { waitlists } from '../../db/schema/index.js';
import type { Handler } from '../handler.js';
import { checkBookable, checkNoPenalty, checkNotBooked, checkNotFull, lockClassRow } from './class-checks.js';
import { bookingCustomer, loadStudioConfig, refuse } from './context.js';
import { insertReservation } from './insert.js';
import { payForPlace } from './payment.js';
import { chooseSpot } from './spots.js';
import { reservationView } from './views.js';

/** A customer who books a class for herself leaves its waitlist: she has her place. */
const leaveWaitlist = async (db: Db, classId: number, customerId: number): Promise<void> => {
  await db.delete(waitlists).where(and(eq(waitlists.single_class_id, classId), eq(waitlists.customer_id, customerId)));
};

/**
 * POST /class_reservations (spec 4, Reserve flow; issue 3): in the request's
 * one transaction, with the class row locked, checks that the class can be
 * booked (exists, not cancelled, not sold as a package, reachable), guests
 * are allowed when one is named, the customer has no active penalty and no
 * place of her own in it yet, a place is left and the spot is free, then
 * pays with a credit (or an unlimited membership) and records the place. Any
 * refusal answers 404, 409 or 412 with core's Spanish message and writes nothing.
 */
const create: Handler<Routes['reservationCreate']> = async (ctx) => {
  const { db, body, now } = ctx;
  const customer = await bookingCustomer(ctx, body.customer_id);
  const config = await loadStudioConfig(db);
  const singleClass = await lockClassRow(db, body.single_class_id);
  const guest = body.guest ?? null;
  checkBookable(singleClass, config, now);
  if (guest !== null && !config.features.classGuests) refuse(scheduleError('guestsNotAllowed'));
  await checkNoPenalty(db, customer.customer_id, config, now);
  if (guest === null) await checkNotBooked(db, singleClass.single_class_id, customer.customer_id);
  await checkNotFull(db, singleClass);
  const spot = await chooseSpot(db, config, {
    classId: singleClass.single_class_id, classTypeId: singleClass.class_type_id, spot: body.spot,
  });
  const creditId = await payForPlace(db, customer, singleClass, { config, now });
  const row = await insertReservation(db, {
    single_class_id: singleClass.single_class_id, customer_id: customer.customer_id, available_class_id: creditId,
    spot, guest, created_at: new Date(now),
  });
  if (guest === null) await leaveWaitlist(db, singleClass.single_class_id, customer.customer_id);
  return { class_reservation: await reservationView(db, row) };
};

/** POST /class_reservations. */
export const reserveHandlers = { reservationCreate: create };
