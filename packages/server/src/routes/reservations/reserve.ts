import { and, eq } from 'drizzle-orm';
import { reserveRefusal, scheduleError, type ClassReservation, type Routes, type StudioConfig } from '@estudio/core';
import { reservationFacts } from '../../audit/facts.js';
import { recordTeamAction } from '../../audit/record.js';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { waitlists } from '../../db/schema/index.js';
import type { Handler } from '../handler.js';
import type { CustomerRow } from '../shared/caller-customer.js';
import { refuse } from '../shared/refusals.js';
import { actsForOthers } from '../shared/roles.js';
import { studioSettingsOf } from '../shared/studio-config.js';
import {
  bookedEvent, bookedView, holdsOwnPlaceIn, penaltiesOf, placesHeldIn, readBookingFacts, spotLabelsIn, spotsTakenIn, type BookingFacts,
} from './booking-facts.js';
import { bookableClass, findClassRow } from './class-checks.js';
import { reminderDue, tellBooked, type BookingNoticeContext } from './booking-notices.js';
import { bookingCustomer } from './context.js';
import { insertReservation } from './insert.js';
import { payForPlace, seenCredits } from './payment.js';
import { spotFor } from './spots.js';
import type { ReservationRow } from './views.js';

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
const checkPlace = (ctx: BookingContext, facts: BookingFacts, request: { guest: string | null; config: StudioConfig }): void => {
  const refused = reserveRefusal({
    singleClass: bookableClass(facts.single),
    guest: request.guest,
    byTeam: actsForOthers(ctx),
    penalties: penaltiesOf(facts),
    holdsOwnPlace: holdsOwnPlaceIn(facts),
    // An open waitlist offer (issue 17) keeps its place for the one it was offered to.
    placesTaken: placesHeldIn(facts),
  }, ctx.now, request.config);
  if (refused) refuse(refused);
};

/** A booked place: its row, the studio's configuration it was decided on, and its answer as its owner reads it. */
export interface BookedPlace {
  readonly row: ReservationRow;
  readonly config: StudioConfig;
  readonly view: ClassReservation;
}

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
 *
 * Issue 18: everything about the class, and the studio's settings, is one
 * statement after the lock (`readBookingFacts`), from which the checks,
 * the spot, the confirmation and the answer are all made.
 */
export const bookPlace = async (ctx: BookingContext, customer: CustomerRow, request: PlaceRequest): Promise<BookedPlace> => {
  const { db, now } = ctx;
  const locked = await findClassRow(db, request.single_class_id);
  const facts = await readBookingFacts(db, locked.single_class_id, customer.customer_id, now) ?? refuse(scheduleError('classNotFound'));
  const settings = studioSettingsOf(facts.settings);
  const { config } = settings;
  const guest = request.guest ?? null;
  checkPlace(ctx, facts, { guest, config });
  const spot = spotFor(spotLabelsIn(facts, config), spotsTakenIn(facts), request.spot ?? null);
  const creditId = await payForPlace(db, customer, facts.single, { config, now, seen: seenCredits(facts.credits) });
  const tell = request.quiet !== true;
  const row = await insertReservation(db, {
    single_class_id: facts.single.single_class_id, customer_id: customer.customer_id, available_class_id: creditId,
    spot, guest, created_at: new Date(now),
    reminded_for: tell && reminderDue(facts.single.class_date, now, config.rules.reminderHours) ? facts.single.class_date : null,
  });
  if (guest === null && facts.waitlistId !== null) await leaveWaitlist(db, facts.single.single_class_id, customer.customer_id);
  if (tell) await tellBooked(ctx, bookedEvent(facts, customer, row), settings);
  return { row, config, view: bookedView(facts, row) };
};

/**
 * POST /class_reservations: a customer books for herself; the team names
 * `customer_id` and books for her (`bookPlace`), which her history records.
 */
const create: Handler<Routes['reservationCreate']> = async (ctx) => {
  const customer = await bookingCustomer(ctx, ctx.body.customer_id);
  const { config, view } = await bookPlace(ctx, customer, ctx.body);
  await recordTeamAction(ctx, customer.customer_id, 'reservation.create', () => reservationFacts(view, config.rules.timezone));
  return { class_reservation: view };
};

/** POST /class_reservations. */
export const reserveHandlers = { reservationCreate: create };
