import { asc, eq } from 'drizzle-orm';
import type { CheckoutAttemptResponse } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { invoices, providerCheckouts, purchases } from '../../db/schema/index.js';
import { checkoutRefusals } from './refusals.js';

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
