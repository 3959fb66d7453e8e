import { and, asc, desc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import { renewalPrice } from '@estudio/core';
import type { Db } from '../db/client.js';
import { discounts, paymentSources, purchases } from '../db/schema/index.js';
import type { AppServices } from '../http/services.js';
import { askCashRenewal, recordRenewalFailed, recordRenewalPaid } from '../purchases/renewal.js';
import type { RecurringJob } from './job.js';

/** Purchases renewed per transaction run at most, so one run never holds the database long. */
const BATCH = 50;

/** What one run did. */
export interface RenewalsRun {
  readonly paid: number;
  readonly failed: number;
  /** Cash subscriptions asked to pay their next period. */
  readonly asked: number;
  /** Cash subscriptions ended unpaid after the grace days. */
  readonly ended: number;
}

type PurchaseRow = typeof purchases.$inferSelect;

/** What the next period costs: core's one rule (`renewalPrice`), the one the plans asked of Stripe and PayPal follow too. */
const amountOf = async (db: Db, due: PurchaseRow): Promise<number> => {
  const [discount] = due.discount_id === null
    ? []
    : await db.select({ amount: discounts.amount, is_percent: discounts.is_percent, first_invoice_only: discounts.first_invoice_only })
      .from(discounts).where(eq(discounts.discount_id, due.discount_id));
  return renewalPrice({ price: Number(due.amount), discount: discount ? { ...discount, amount: Number(discount.amount) } : null });
};

/** Whether the card is still among her saved cards (she may have deleted it in 'Métodos de pago'). */
const stillSaved = async (db: Db, customerId: number, source: string): Promise<boolean> => {
  const [row] = await db.select({ id: paymentSources.payment_source_id }).from(paymentSources)
    .where(and(eq(paymentSources.customer_id, customerId), eq(paymentSources.source_id, source)))
    .limit(1);
  return row !== undefined;
};

/**
 * The charge's key: one per purchase, period and attempt, so a job run
 * again (a retry after a crash, a second server) finds the processor's
 * first answer and moves no money twice, while the next retry day is a
 * new attempt.
 */
export const renewalChargeKey = (purchase: PurchaseRow): string =>
  `renewal:${purchase.purchase_id}:${purchase.period_end?.toISOString() ?? 'first'}:${purchase.renewal_attempts}`;

/**
 * The card a retry charges: after a refusal, a card she saved since (her
 * notice sends her to update it) replaces the one kept, and is kept from
 * then on; otherwise the kept one.
 */
const cardToCharge = async (db: Db, purchase: PurchaseRow, source: string): Promise<string> => {
  if (purchase.renewal_attempts === 0 || !purchase.renewal_failed_at) return source;
  const [newer] = await db.select({ source: paymentSources.source_id }).from(paymentSources)
    .where(and(eq(paymentSources.customer_id, purchase.customer_id), gte(paymentSources.created_at, purchase.renewal_failed_at)))
    .orderBy(desc(paymentSources.created_at), desc(paymentSources.payment_source_id))
    .limit(1);
  if (!newer || newer.source === source) return source;
  await db.update(purchases).set({ renewal_source: newer.source }).where(eq(purchases.purchase_id, purchase.purchase_id));
  return newer.source;
};

/**
 * Renews one due subscription, in its own transaction: the next active
 * purchase whose charge is due, locked with `FOR UPDATE SKIP LOCKED` so two
 * servers take different rows, charged through the sandbox with the card
 * kept for it (or one she saved since it was refused, `cardToCharge`) (the purchase's transaction is the sandbox's ledger, so the
 * key holds across processes), then recorded paid or refused
 * (`purchases/renewal.ts`). Answers what happened, or null when nothing is due.
 */
const renewOne = async (services: AppServices, now: number): Promise<'paid' | 'failed' | null> =>
  services.db.transaction(async (db) => {
    const [due] = await db.select().from(purchases)
      .where(and(
        eq(purchases.status, 'active'), isNotNull(purchases.renewal_source), isNull(purchases.subscription_id),
        lte(purchases.next_charge_at, new Date(now)),
      ))
      .orderBy(asc(purchases.next_charge_at), asc(purchases.purchase_id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due?.renewal_source) return null;
    const amount = await amountOf(db, due);
    const key = renewalChargeKey(due);
    const card = await cardToCharge(db, due, due.renewal_source);
    const event = { purchaseId: due.purchase_id, amount, provider: services.payments.name, providerRef: key };
    if (!await stillSaved(db, due.customer_id, card)) {
      // She deleted the kept card: nothing is charged, she is asked to add one (the retry charges a card saved since).
      await recordRenewalFailed(db, services, { ...event, failedAt: now, cardMissing: true });
      return 'failed';
    }
    const result = await services.payments.charge({
      amount, currency: 'MXN', token: card, idempotencyKey: key, description: due.title,
      offSession: true, purchaseId: due.purchase_id, customerId: due.customer_id, ledger: db,
    });
    if (result.status === 'paid') {
      await recordRenewalPaid(db, services, { ...event, paidAt: now });
      return 'paid';
    }
    await recordRenewalFailed(db, services, { ...event, failedAt: now });
    return 'failed';
  });

/**
 * Asks for one cash subscription's next period (or ends it, unpaid after
 * the grace days), in its own transaction: an active purchase with no kept
 * card and no provider subscription whose `next_charge_at` is due, locked
 * with `FOR UPDATE SKIP LOCKED` (`askCashRenewal`).
 */
const askOne = async (services: AppServices, now: number): Promise<'asked' | 'ended' | null> =>
  services.db.transaction(async (db) => {
    const [due] = await db.select().from(purchases)
      .where(and(
        eq(purchases.status, 'active'), isNull(purchases.renewal_source), isNull(purchases.subscription_id),
        lte(purchases.next_charge_at, new Date(now)),
      ))
      .orderBy(asc(purchases.next_charge_at), asc(purchases.purchase_id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    return askCashRenewal(db, services, due, await amountOf(db, due), now);
  });

/**
 * Renews every subscription due at `now` (issue 17, local mode): each one
 * charged once per period and attempt, paid (invoice, new credits, receipt)
 * or refused (failed invoice, her notice, the retry days, then the end of
 * her benefits). Cancelled purchases are no longer 'active' and are never
 * charged. Stops between purchases when `signal` aborts. Safe to run again:
 * a renewed purchase's next charge has moved past `now`.
 */
export const renewDueSubscriptions = async (services: AppServices, now: number, signal: AbortSignal): Promise<RenewalsRun> => {
  // A direct caller too (not only the queue): the processor's key is loaded before any transaction,
  // inside one it would wait on PGlite's one connection.
  await services.prepare();
  let paid = 0;
  let failed = 0;
  for (let index = 0; index < BATCH && !signal.aborted; index += 1) {
    const outcome = await renewOne(services, now);
    if (outcome === null) break;
    if (outcome === 'paid') paid += 1;
    else failed += 1;
  }
  let asked = 0;
  let ended = 0;
  for (let index = 0; index < BATCH && !signal.aborted; index += 1) {
    const outcome = await askOne(services, now);
    if (outcome === null) break;
    if (outcome === 'asked') asked += 1;
    else ended += 1;
  }
  if (asked + ended > 0) services.logger.info(`Renovaciones en efectivo: ${asked} por pagar, ${ended} terminada(s)`);
  if (paid + failed > 0) services.logger.info(`Renovaciones: ${paid} cobrada(s), ${failed} rechazada(s)`);
  return { paid, failed, asked, ended };
};

/** The sandbox's renewals, every minute. */
export const renewalsJob: RecurringJob = {
  name: 'subscription-renewals',
  label: 'Renovación de suscripciones',
  everySeconds: 60,
  run: ({ services, now, signal }) => renewDueSubscriptions(services, now, signal),
};
