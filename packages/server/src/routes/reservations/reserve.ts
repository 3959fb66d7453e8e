import { and, eq } from 'drizzle-orm';
import { reserveRefusal, type Routes, type StudioConfig } from '@estudio/core';
import { reservationFacts } from '../../audit/facts.js';
import { recordTeamAction } from '../../audit/record.js';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { waitlists } from '../../db/schema/index.js';
import type { Handler } from '../handler.js';
import type { CustomerRow } from '../shared/caller-customer.js';
import { refuse } from '../shared/refusals.js';
import { actsForOthers } from '../shared/roles.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { bookableClass, findClassRow, holdsOwnPlace, runningPenalties, type ClassRow } from './class-checks.js';
import { tellBooked, type BookingNoticeContext } from './booking-notices.js';
import { bookingCustomer } from './context.js';
import { insertReservation } from './insert.js';
import { placesHeld } from './open-offers.js';
import { payForPlace } from './payment.js';
import { chooseSpot } from './spots.js';
import { reservationView, type ReservationRow } from './views.js';

/** A customer who books a class for herself leaves its waitlist: she has her place. */
const leaveWaitlist = async (db: Db, classId: number, customerId: number): Promise<void> => {
  await db.delete(waitlists).where(and(eq(waitlists.single_class_id, classId), eq(waitlists.customer_id, customerId)));
};

/** What booking a place needs of the request. */
export interface BookingContext extends BookingNoticeContext {
  readonly db: Db;
  readonly now: number;
  readonly caller: Caller | null;
}

/** The place asked for: the class, and a spot and a guest's name when wanted. */
export interface PlaceRequest {
  readonly single_class_id: number;
  readonly spot?: string | null | undefined;
  readonly guest?: string | null | undefined;
  /** True when the caller tells her itself (the waitlist's 'auto' mode sends its own e-mail): no confirmation here. */
  readonly quiet?: boolean;
}

/**
 * Refuses the place with core's `reserveRefusal` (the one order of the class
 * checks, which the fake follows too), over the facts read with the class
 * locked: her penalties, her own place in it, the places taken.
 */
const checkPlace = async (ctx: BookingContext, customerId: number, singleClass: ClassRow, request: { guest: string | null; config: StudioConfig }) => {
  const { db, now } = ctx;
  const classId = singleClass.single_class_id;
  const refused = reserveRefusal({
    singleClass: bookableClass(singleClass),
    guest: request.guest,
    byTeam: actsForOthers(ctx),
    penalties: await runningPenalties(db, customerId, now),
    holdsOwnPlace: await holdsOwnPlace(db, classId, customerId),
    // An open waitlist offer (issue 17) keeps its place for the one it was offered to.
    placesTaken: await placesHeld(db, classId, customerId),
  }, now, request.config);
  if (refused) refuse(refused);
};

/**
 * Books one place for `customer` (spec 4, Reserve flow; issue 3), in the
 * request's transaction, with the class row locked: core's `reserveRefusal`
 * decides whether the class takes it (exists, not cancelled, not sold as a
 * package, inside the booking window unless the team books (issue 12),
 * guests allowed when one is named, no active penalty, no place of her own
 * yet, a place left); then the spot must be free, and the place is paid with
 * a credit (or an unlimited membership) and recorded. Her own place takes her
 * off the class's waitlist, and she is told (`tellBooked`, issue 17). Any
 * refusal is thrown (404, 409 or 412 with core's Spanish message), so
 * nothing is written.
 */
export const bookPlace = async (
  ctx: BookingContext,
  customer: CustomerRow,
  request: PlaceRequest,
): Promise<{ row: ReservationRow; config: StudioConfig }> => {
  const { db, now } = ctx;
  const config = await loadStudioConfig(db);
  const singleClass = await findClassRow(db, request.single_class_id);
  const guest = request.guest ?? null;
  await checkPlace(ctx, customer.customer_id, singleClass, { guest, config });
  const spot = await chooseSpot(db, config, {
    classId: singleClass.single_class_id, classTypeId: singleClass.class_type_id, spot: request.spot,
  });
  const creditId = await payForPlace(db, customer, singleClass, { config, now });
  const row = await insertReservation(db, {
    single_class_id: singleClass.single_class_id, customer_id: customer.customer_id, available_class_id: creditId,
    spot, guest, created_at: new Date(now),
  });
  if (guest === null) await leaveWaitlist(db, singleClass.single_class_id, customer.customer_id);
  if (request.quiet !== true) await tellBooked(ctx, [row.class_reservation_id], config.rules.timezone);
  return { row, config };
};

/**
 * POST /class_reservations: a customer books for herself; the team names
 * `customer_id` and books for her (`bookPlace`), which her history records.
 */
const create: Handler<Routes['reservationCreate']> = async (ctx) => {
  const customer = await bookingCustomer(ctx, ctx.body.customer_id);
  const { row, config } = await bookPlace(ctx, customer, ctx.body);
  const view = await reservationView(ctx.db, row);
  await recordTeamAction(ctx, customer.customer_id, 'reservation.create', reservationFacts(view, config.rules.timezone));
  return { class_reservation: view };
};

/** POST /class_reservations. */
export const reserveHandlers = { reservationCreate: create };
