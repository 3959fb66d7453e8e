import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { providerCheckouts, purchases } from '../db/schema/index.js';
import type { AppServices } from '../http/services.js';
import { markFailed } from '../routes/checkout/provider-purchases.js';
import type { RecurringJob } from './job.js';

/** A card payment never confirmed is given up after this long (issue 17). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** Purchases expired per run at most; the next run continues. */
const BATCH = 100;

/**
 * What a card processor was asked to do for a purchase that she confirms in
 * her browser or that its webhook settles (`provider_checkouts.kind`). A
 * PayPal order or plan is left to PayPal: a capture held for review stays
 * pending until PayPal says so.
 */
export const CARD_STEPS = ['charge', 'charge_saved', 'save_card', 'payment_intent', 'setup_intent', 'checkout_session'] as const;

/**
 * Expires one abandoned card purchase, in its own transaction: the oldest
 * purchase still 'pending' 24 hours after it was made, whose card payment
 * was never confirmed, locked with `FOR UPDATE SKIP LOCKED` so two servers
 * take different rows; marked 'failed' through the same path as a failure
 * the provider reports (`markFailed`: its discount use given back; a failed
 * purchase no longer holds her purchase limit, her trial or a special
 * event's place). A payment confirmed after all is still settled
 * (`settlePaid` revives a failed purchase). Answers its id, or null.
 */
const expireOne = async (services: AppServices, now: number): Promise<number | null> =>
  services.db.transaction(async (db) => {
    const [row] = await db.select({ id: purchases.purchase_id }).from(purchases)
      .innerJoin(providerCheckouts, eq(providerCheckouts.purchase_id, purchases.purchase_id))
      .where(and(
        eq(purchases.status, 'pending'), inArray(providerCheckouts.kind, [...CARD_STEPS]),
        lte(purchases.created_at, new Date(now - ABANDONED_AFTER_MS)),
      ))
      .orderBy(asc(purchases.created_at), asc(purchases.purchase_id))
      .limit(1)
      .for('update', { of: purchases, skipLocked: true });
    if (!row) return null;
    return (await markFailed(db, row.id, now)) ? row.id : null;
  });

/**
 * Expires every card purchase left pending for 24 hours (issue 17,
 * Housekeeping). Safe to run again: an expired purchase is 'failed' and
 * never taken twice.
 */
export const expireAbandonedPayments = async (services: AppServices, now: number, signal: AbortSignal): Promise<{ readonly expired: number[] }> => {
  const expired: number[] = [];
  while (expired.length < BATCH && !signal.aborted) {
    const id = await expireOne(services, now);
    if (id === null) break;
    expired.push(id);
  }
  if (expired.length > 0) services.logger.info(`Pagos abandonados: ${expired.length} compra(s) vencida(s)`);
  return { expired };
};

/** Abandoned card payments, checked every 15 minutes. */
export const abandonedPaymentsJob: RecurringJob = {
  name: 'abandoned-payments',
  label: 'Vencimiento de pagos con tarjeta no confirmados',
  everySeconds: 15 * 60,
  run: ({ services, now, signal }) => expireAbandonedPayments(services, now, signal),
};
