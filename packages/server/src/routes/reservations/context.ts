import { eq } from 'drizzle-orm';
import { CUSTOMER_ERRORS, RESERVATION_ERRORS } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { callerCustomer, type CustomerRow } from '../shared/caller-customer.js';
import { actsForOthers } from '../shared/roles.js';

/** The 404 of a reservation that does not exist, or is someone else's (ids reveal nothing). */
export const reservationNotFound = (): ApiFailure => failure(RESERVATION_ERRORS.notFound);

/**
 * Whom a booking is for (reservations and waitlist): a customer books for
 * herself (naming someone else is refused); the team must name the customer.
 */
export const bookingCustomer = async (
  ctx: { db: Db; caller: Caller | null },
  customerId: number | undefined,
): Promise<CustomerRow> => {
  if (!actsForOthers(ctx)) {
    const own = await callerCustomer(ctx);
    // Not 'auth/forbidden': the caller may use the route, just not for another customer.
    if (customerId !== undefined && customerId !== own.customer_id) {
      throw failure(RESERVATION_ERRORS.otherCustomer);
    }
    return own;
  }
  if (customerId === undefined) throw failure(RESERVATION_ERRORS.customerRequired);
  const [row] = await ctx.db.select().from(customers).where(eq(customers.customer_id, customerId));
  if (!row) throw failure(CUSTOMER_ERRORS.notFoundAdmin);
  return row;
};
