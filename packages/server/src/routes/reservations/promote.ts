import { eq } from 'drizzle-orm';
import type { Routes } from '@estudio/core';
import { reservationFacts } from '../../audit/facts.js';
import { recordTeamAction } from '../../audit/record.js';
import { waitlists } from '../../db/schema/index.js';
import { idParam, type Handler } from '../handler.js';
import { bookingCustomer } from './context.js';
import { bookPlace } from './reserve.js';
import { waitlistNotFound } from './waitlist-read.js';
import { adminReservationView } from './views.js';

/**
 * POST /waitlist/:id/promote (staff, issue 12): moves someone from a class's
 * waitlist into it. She is booked exactly as the team books for her
 * (`bookPlace`: her credit or unlimited membership, her penalties, the
 * class's places and spots, the booking window not binding the team), and
 * her own place takes her off the waitlist, in one transaction with the
 * line of her history. The entry is read without a lock, so the class is
 * still the first row locked, as in every booking. Unknown entry: 404; a
 * full class: 409; no credit or a penalty: 412 (nothing written).
 */
const promote: Handler<Routes['waitlistPromote']> = async (ctx) => {
  const [entry] = await ctx.db.select().from(waitlists).where(eq(waitlists.waitlist_id, idParam(ctx)));
  if (!entry) throw waitlistNotFound();
  const customer = await bookingCustomer(ctx, entry.customer_id);
  const { row, config } = await bookPlace(ctx, customer, { single_class_id: entry.single_class_id });
  const view = await adminReservationView(ctx.db, row);
  await recordTeamAction(ctx, customer.customer_id, 'waitlist.promote', {
    waitlist_id: entry.waitlist_id, ...reservationFacts(view, config.rules.timezone),
  });
  return { class_reservation: view };
};

/** POST /waitlist/:id/promote. */
export const promoteHandlers = { waitlistPromote: promote };
