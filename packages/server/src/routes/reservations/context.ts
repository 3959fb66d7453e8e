import { asc, eq } from 'drizzle-orm';
import { isTeam, messages, parseStudioConfig, type AppError, type StudioConfig } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { customers, settings } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { customerRowOfUid } from '../customer-view.js';
import { callerOf } from '../handler.js';

/** A customer row. */
export type CustomerRow = typeof customers.$inferSelect;

/**
 * The studio's configuration, read from its settings the way the web reads
 * `GET /appconfig`, so both apply the same flags and rules.
 */
export const loadStudioConfig = async (db: Db): Promise<StudioConfig> =>
  parseStudioConfig(await db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(asc(settings.key)));

/**
 * A refusal of core's rules as the API answers it, thrown so the request's
 * transaction writes nothing. Core's refusals carry their status when they
 * have one; `status` is the fallback (an unmet precondition, 412).
 */
export const refusal = (error: AppError, status = 412): ApiFailure => failure(error.status ?? status, error.code, error.message);

/** Throws `refusal(error, status)`. */
export const refuse = (error: AppError, status = 412): never => {
  throw refusal(error, status);
};

/** The 404 of a reservation that does not exist, or is someone else's (ids reveal nothing). */
export const reservationNotFound = (): ApiFailure => failure(404, 'reservation/not-found', messages.common.notFound);

/** The customer record of the caller; a caller without one has no bookings (404). */
export const callerCustomer = async (ctx: { db: Db; caller: Caller | null }): Promise<CustomerRow> => {
  const row = await customerRowOfUid(ctx.db, callerOf(ctx).uid);
  if (!row) throw failure(404, 'customer/not-found', messages.profile.notFound);
  return row;
};

/**
 * The one rule of who acts for another customer: the studio's team (staff
 * at the front desk, and the admin) reads any customer's bookings,
 * waitlists, purchases and credits, books and cancels for her (without the
 * customer's cancel rules); a customer acts only for herself.
 */
export const actsForOthers = (ctx: { caller: Caller | null }): boolean => isTeam(callerOf(ctx).role);

/**
 * True for the studio's admin only: what the front desk may not do for
 * others (cancel their subscriptions, watch unreleased videos) stays hers.
 */
export const isAdmin = (ctx: { caller: Caller | null }): boolean => callerOf(ctx).role === 'admin';

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
      throw failure(403, 'reservation/other-customer', messages.reservations.otherCustomer);
    }
    return own;
  }
  if (customerId === undefined) throw failure(400, 'reservation/customer-required', messages.reservations.customerRequired);
  const [row] = await ctx.db.select().from(customers).where(eq(customers.customer_id, customerId));
  if (!row) throw failure(404, 'customer/not-found', messages.admin.customerNotFound);
  return row;
};
