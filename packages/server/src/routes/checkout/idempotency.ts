import { asc, eq } from 'drizzle-orm';
import { messages, type CheckoutAttemptResponse } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { customers, invoices, providerCheckouts, purchases } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { callerOf } from '../handler.js';
import { checkoutRefusals } from './refusals.js';

/** A customer row. */
export type CustomerRow = typeof customers.$inferSelect;

/**
 * The caller's customer row, locked until the request ends: every checkout
 * of one customer runs after the one before has committed, so a double
 * click finds the first purchase, and her limits count what she really
 * bought. Lock order everywhere in checkout: customer, then package, then
 * discount, so no two checkouts wait on each other in a circle.
 */
export const lockCallerCustomer = async (ctx: { db: Db; caller: Caller | null }): Promise<CustomerRow> => {
  const [row] = await ctx.db.select().from(customers).where(eq(customers.uid, callerOf(ctx).uid)).for('update');
  if (!row) throw failure(404, 'customer/not-found', messages.profile.notFound);
  return row;
};

/** What an attempt answers for a purchase: its id and its first charge's (null when it has none). */
export const attemptAnswer = async (db: Db, purchaseId: number): Promise<CheckoutAttemptResponse> => {
  const [invoice] = await db.select({ id: invoices.invoice_id }).from(invoices)
    .where(eq(invoices.purchase_id, purchaseId)).orderBy(asc(invoices.invoice_id)).limit(1);
  return { purchase_id: purchaseId, payment_id: invoice?.id ?? null, clientSecret: null, session: null };
};

/** An attempt already made with this key: its purchase, its status, and whether a networked provider pays it. */
export interface PriorAttempt {
  readonly purchaseId: number;
  readonly status: string;
  readonly remote: boolean;
}

/**
 * The purchase an attempt with this key already made, or null. A key that
 * bought another package, or that another customer used, is 409 (a client
 * bug or a guess, never a retry).
 */
export const priorAttempt = async (
  db: Db,
  customerId: number,
  attempt: { readonly idempotency_key: string; readonly class_package_id: number },
): Promise<PriorAttempt | null> => {
  const [found] = await db.select({
    id: purchases.purchase_id, customerId: purchases.customer_id, packageId: purchases.class_package_id,
    status: purchases.status, provider: providerCheckouts.provider,
  })
    .from(purchases)
    .leftJoin(providerCheckouts, eq(providerCheckouts.purchase_id, purchases.purchase_id))
    .where(eq(purchases.idempotency_key, attempt.idempotency_key));
  if (!found) return null;
  if (found.customerId !== customerId || found.packageId !== attempt.class_package_id) throw checkoutRefusals.keyTaken();
  return { purchaseId: found.id, status: found.status, remote: found.provider !== null };
};
