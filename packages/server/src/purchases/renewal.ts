import { and, desc, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { firstPeriodEnd, nextPeriodEnd, renewalRetryAt, studioTimeZone, toStudioDateTime, type RenewalTerms } from '@estudio/core';
import type { Db } from '../db/client.js';
import { availableClasses, customers, invoices, paymentMethods, purchases } from '../db/schema/index.js';
import type { AppServices } from '../http/services.js';
import { plainText } from '../notify/purchase-receipt.mail.js';
import { bankLinesOf } from './receipts.js';
import { grantBought } from '../routes/checkout/settle-pending.js';
import { loadStudioConfig } from '../routes/shared/studio-config.js';

/**
 * The ONE place that records what happens to a subscription after it was
 * bought (issue 17): a renewal paid, a renewal refused, the subscription
 * ended. The sandbox's renewal job (`jobs/renewals.ts`) and the providers'
 * webhooks (Stripe `invoice.paid` / `invoice.payment_failed` /
 * `customer.subscription.deleted`, PayPal's) all call these, inside their
 * own transaction, so a renewal means the same everywhere: an invoice,
 * the new period's credits through checkout's grant path, her notice.
 *
 * Each is idempotent by the provider's reference: the invoice carries
 * (`provider`, `provider_ref`) under a unique index, so the same event
 * handled twice (a webhook retried, a job run again) writes nothing more
 * and answers `already`. The purchase row is locked first (`FOR UPDATE`),
 * so a renewal, a cancel and a webhook of one purchase run one at a time.
 */

/** What the notices of a renewal need from the app: her notifier and the links' origin. */
export type RenewalServices = Pick<AppServices, 'notifier' | 'origin'>;

/** A renewal the provider charged. */
export interface RenewalPaid {
  readonly purchaseId: number;
  /** MXN charged. */
  readonly amount: number;
  /** 'sandbox', 'stripe', 'paypal'. */
  readonly provider: string;
  /** The provider's reference of this charge (a Stripe invoice id, a PayPal sale id, the sandbox's charge key): one invoice per reference. */
  readonly providerRef: string;
  readonly paidAt: number;
  /** The end of the period it pays for, when the provider says (Stripe's `period_end`); else the next one by the purchase's terms. */
  readonly periodEnd?: number | null | undefined;
}

/** A renewal the provider could not charge. */
export interface RenewalFailed {
  readonly purchaseId: number;
  readonly amount: number;
  readonly provider: string;
  /** The reference of this attempt (each retry has its own): one failed invoice per reference. */
  readonly providerRef: string;
  readonly failedAt: number;
  /** When the provider tries again, to tell her; the sandbox computes its own (days 1, 3, 5). */
  readonly retryAt?: number | null | undefined;
  /** The sandbox's kept card was gone from her saved cards (she deleted it): she is asked to add one. */
  readonly cardMissing?: boolean | undefined;
}

/** A subscription that ends: cancelled (by her, the studio, or at the provider), or unpaid after its last retry. */
export interface SubscriptionEnd {
  readonly purchaseId: number;
  /** 'cancelled' (Stripe's `customer.subscription.deleted`, PayPal's CANCELLED), 'failed' (unpaid, PayPal's SUSPENDED). */
  readonly status: 'cancelled' | 'failed';
  readonly endedAt: number;
  /** Kept as the purchase's cancel reason. */
  readonly reason?: string | null | undefined;
}

/** What recording did: written now, found written before (same reference), or nothing to do (no such purchase). */
export type RenewalOutcome =
  | { readonly kind: 'recorded'; readonly invoiceId: number }
  | { readonly kind: 'already'; readonly invoiceId: number }
  | { readonly kind: 'unknown' };

type PurchaseRow = typeof purchases.$inferSelect;

/** An instant on the studio's calendar. */
const at = (instant: number, zone: string): DateTime => toStudioDateTime(instant, zone) ?? DateTime.fromMillis(instant, { zone: 'utc' });

const lockPurchase = async (db: Db, purchaseId: number): Promise<PurchaseRow | null> => {
  const [row] = await db.select().from(purchases).where(eq(purchases.purchase_id, purchaseId)).for('update');
  return row ?? null;
};

const invoiceOf = async (db: Db, provider: string, ref: string): Promise<number | null> => {
  const [row] = await db.select({ id: invoices.invoice_id }).from(invoices)
    .where(and(eq(invoices.provider, provider), eq(invoices.provider_ref, ref)));
  return row?.id ?? null;
};

export const zoneOf = async (db: Db): Promise<string> => studioTimeZone(await loadStudioConfig(db));

const termsOf = (row: PurchaseRow): RenewalTerms => ({
  subscription_period: row.subscription_period,
  subscription_interval: row.subscription_interval,
  free_trial_length: row.free_trial_length,
  free_trial_period: row.free_trial_period,
});

/** Where her notices send her: 'Mis Cargos' (the charges, and her card). */
const chargesLink = (services: RenewalServices): string => `${services.origin()}/mystudio/pagos`;

const recipientOf = async (db: Db, customerId: number) => {
  const [row] = await db.select({ email: customers.email, name: customers.name }).from(customers).where(eq(customers.customer_id, customerId));
  return row ? { email: row.email, name: row.name ?? '' } : null;
};

/**
 * The end of the period a purchase is in now: the stored one, else (a
 * purchase bought before renewals were recorded) the first period's end
 * by its terms.
 */
const currentEnd = (row: PurchaseRow, zone: string): number =>
  row.period_end?.getTime() ?? firstPeriodEnd(row.created_at.getTime(), termsOf(row), zone);

/**
 * Starts the renewals of a subscription just bought on this server (the
 * sandbox, local mode): keeps the card to charge (`source`, the
 * processor's reusable id) and dates the first charge at the end of the
 * first period, or of the free trial. Called by checkout in the purchase's
 * transaction; a purchase that is not a subscription is left alone.
 */
export const startRenewals = async (
  db: Db,
  row: { readonly purchaseId: number; readonly source: string | null; readonly cash?: boolean },
): Promise<void> => {
  const purchase = await lockPurchase(db, row.purchaseId);
  if (!purchase || purchase.subscription_period === null) return;
  const end = firstPeriodEnd(purchase.created_at.getTime(), termsOf(purchase), await zoneOf(db));
  await db.update(purchases).set({
    period_end: new Date(end),
    renewal_source: row.source,
    // A kept card is charged then; cash (or a desk sale) is asked for then (`askCashRenewal`).
    next_charge_at: row.source !== null || row.cash === true ? new Date(end) : null,
  }).where(eq(purchases.purchase_id, row.purchaseId));
};

/** Days a cash renewal may stay unpaid after its period ended; then the subscription ends (unpaid). */
export const CASH_RENEWAL_GRACE_DAYS = 7;

/** The provider of a cash renewal's invoice, and its reference: one per purchase and period. */
const CASH = 'cash';
const cashRef = (purchaseId: number, periodEnd: number): string => `cash:${purchaseId}:${new Date(periodEnd).toISOString()}`;

/**
 * A subscription paid in cash or sold at the desk (no kept card, no
 * provider subscription) whose period ended (issue 17): the first time, a
 * pending invoice for the next period (provider 'cash', one per period) and
 * her instructions with the studio's bank details (`cash-renewal:${invoiceId}`),
 * and the purchase is looked at again after `CASH_RENEWAL_GRACE_DAYS`; then,
 * still unpaid, the invoice is 'failed' and the subscription ends 'failed'
 * (its credits usable until the period paid ends). The desk marking it paid
 * (`settleCashRenewal`) renews it instead. Called by the renewal job with
 * the purchase locked.
 */
export const askCashRenewal = async (db: Db, services: RenewalServices, purchase: PurchaseRow, amount: number, now: number): Promise<'asked' | 'ended'> => {
  const zone = await zoneOf(db);
  const ended = currentEnd(purchase, zone);
  const ref = cashRef(purchase.purchase_id, ended);
  const known = await invoiceOf(db, CASH, ref);
  if (known !== null) {
    const [open] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.invoice_id, known));
    if (open?.status === 'pending') {
      await db.update(invoices).set({ status: 'failed' }).where(eq(invoices.invoice_id, known));
      await endSubscription(db, { purchaseId: purchase.purchase_id, status: 'failed', endedAt: now });
      return 'ended';
    }
    await db.update(purchases).set({ next_charge_at: purchase.period_end }).where(eq(purchases.purchase_id, purchase.purchase_id));
    return 'asked';
  }
  const periodEnd = nextPeriodEnd(purchase.created_at.getTime(), ended, termsOf(purchase), zone);
  const deadline = at(ended, zone).plus({ days: CASH_RENEWAL_GRACE_DAYS }).toMillis();
  const [invoice] = await db.insert(invoices).values({
    purchase_id: purchase.purchase_id, customer_id: purchase.customer_id, total_payment: amount.toFixed(2),
    status: 'pending', created_at: new Date(now), provider: CASH, provider_ref: ref, period_end: new Date(periodEnd),
  }).returning({ id: invoices.invoice_id });
  if (!invoice) throw new Error(`The cash renewal invoice of purchase ${purchase.purchase_id} was not written`);
  await db.update(purchases).set({ next_charge_at: new Date(deadline), updated_at: new Date(now) }).where(eq(purchases.purchase_id, purchase.purchase_id));
  const customer = await recipientOf(db, purchase.customer_id);
  if (customer) {
    const config = await loadStudioConfig(db);
    const [method] = purchase.payment_method_id === null
      ? []
      : await db.select({ instructions: paymentMethods.instructions }).from(paymentMethods).where(eq(paymentMethods.payment_method_id, purchase.payment_method_id));
    await services.notifier.cashRenewal(db, {
      customer, customerId: purchase.customer_id, invoiceId: invoice.id, title: purchase.title, amount,
      periodEnd: new Date(ended), deadline: new Date(deadline), bank: bankLinesOf(config),
      instructions: method?.instructions ? plainText(method.instructions) : '', zone, link: chargesLink(services),
    });
  }
  return 'asked';
};

/**
 * The desk marks a cash renewal paid (PUT /purchases/:id/paid on an active
 * subscription with a pending 'cash' invoice): the invoice completed, the
 * period's credits granted, the period moved on to the invoice's, and her
 * receipt (`renewal-paid:${invoiceId}`). False when the purchase has no
 * such invoice (nothing to settle).
 */
export const settleCashRenewal = async (db: Db, services: RenewalServices | null, purchase: PurchaseRow, now: number): Promise<boolean> => {
  const [open] = await db.select().from(invoices)
    .where(and(eq(invoices.purchase_id, purchase.purchase_id), eq(invoices.provider, CASH), eq(invoices.status, 'pending')))
    .orderBy(desc(invoices.invoice_id)).limit(1);
  if (!open) return false;
  const zone = await zoneOf(db);
  const periodEnd = open.period_end?.getTime() ?? nextPeriodEnd(purchase.created_at.getTime(), currentEnd(purchase, zone), termsOf(purchase), zone);
  await db.update(invoices).set({ status: 'completed' }).where(eq(invoices.invoice_id, open.invoice_id));
  await grantBought(db, purchase, now);
  await db.update(purchases).set({
    period_end: new Date(periodEnd), next_charge_at: new Date(periodEnd), renewal_attempts: 0, renewal_failed_at: null, updated_at: new Date(now),
  }).where(eq(purchases.purchase_id, purchase.purchase_id));
  const customer = await recipientOf(db, purchase.customer_id);
  if (customer && services) {
    await services.notifier.renewalPaid(db, {
      customer, customerId: purchase.customer_id, invoiceId: open.invoice_id, title: purchase.title, amount: Number(open.total_payment),
      paidAt: new Date(now), nextCharge: new Date(periodEnd), zone, link: chargesLink(services),
    });
  }
  return true;
};

/**
 * Dates the first period of a subscription a provider settled (Stripe,
 * PayPal, cash marked paid): its end by the purchase's terms, so a
 * subscription ended during it keeps its benefits until then. A purchase
 * already dated (the sandbox's, `startRenewals`) is left as it is.
 */
export const datePeriod = async (db: Db, purchaseId: number): Promise<void> => {
  const purchase = await lockPurchase(db, purchaseId);
  if (!purchase || purchase.subscription_period === null || purchase.period_end !== null) return;
  await db.update(purchases).set({ period_end: new Date(currentEnd(purchase, await zoneOf(db))) })
    .where(eq(purchases.purchase_id, purchaseId));
};

/**
 * Keeps the card a networked processor saved with a subscription's first
 * payment (Stripe's PaymentIntent with `setup_future_usage`, its default
 * 'elements' card mode: no Stripe subscription exists) as the card this
 * server renews it with, off-session, at the end of each period. Only for
 * an active subscription the provider does not renew itself (no
 * `subscription_id`) and that keeps no card yet, so an event delivered
 * again changes nothing.
 */
export const keepRenewalSource = async (db: Db, purchaseId: number, source: string): Promise<void> => {
  const purchase = await lockPurchase(db, purchaseId);
  if (purchase?.status !== 'active' || purchase.subscription_period === null || purchase.subscription_id !== null || purchase.renewal_source !== null) return;
  const end = currentEnd(purchase, await zoneOf(db));
  await db.update(purchases).set({ period_end: new Date(end), renewal_source: source, next_charge_at: new Date(end) })
    .where(eq(purchases.purchase_id, purchaseId));
};

/**
 * Records a renewal paid: a completed invoice (with the provider's
 * reference and the period's end), the new period's credits and access
 * through checkout's grant path (`grantBought`: the terms the purchase
 * copied), the purchase kept `active` with its period moved on and its
 * failures forgotten, and her receipt (topic 'payments', key
 * `renewal-paid:${invoiceId}`). A purchase ended unpaid ('failed': PayPal
 * SUSPENDED, then reactivated and charged) is paid again: it is made
 * `active` once more and gets the period's credits, as the receipt says. A
 * cancelled one (the provider charged after a cancel) gets its invoice,
 * since money moved, but no credits.
 */
export const recordRenewalPaid = async (db: Db, services: RenewalServices, paid: RenewalPaid): Promise<RenewalOutcome> => {
  const purchase = await lockPurchase(db, paid.purchaseId);
  if (!purchase) return { kind: 'unknown' };
  const known = await invoiceOf(db, paid.provider, paid.providerRef);
  if (known !== null) return { kind: 'already', invoiceId: known };
  const zone = await zoneOf(db);
  const ended = currentEnd(purchase, zone);
  const periodEnd = paid.periodEnd ?? nextPeriodEnd(purchase.created_at.getTime(), ended, termsOf(purchase), zone);
  const [invoice] = await db.insert(invoices).values({
    purchase_id: purchase.purchase_id, customer_id: purchase.customer_id, total_payment: paid.amount.toFixed(2),
    status: 'completed', created_at: new Date(paid.paidAt), provider: paid.provider, provider_ref: paid.providerRef,
    period_end: new Date(periodEnd),
  }).returning({ id: invoices.invoice_id });
  if (!invoice) throw new Error(`The renewal invoice of purchase ${paid.purchaseId} was not written`);
  const renews = purchase.status === 'active' || purchase.status === 'failed';
  if (renews) {
    await grantBought(db, purchase, paid.paidAt);
    await db.update(purchases).set({
      status: 'active',
      period_end: new Date(periodEnd),
      next_charge_at: purchase.renewal_source === null ? null : new Date(periodEnd),
      renewal_attempts: 0,
      renewal_failed_at: null,
      updated_at: new Date(paid.paidAt),
    }).where(eq(purchases.purchase_id, purchase.purchase_id));
  }
  const customer = await recipientOf(db, purchase.customer_id);
  if (customer) {
    await services.notifier.renewalPaid(db, {
      customer, customerId: purchase.customer_id, invoiceId: invoice.id, title: purchase.title, amount: paid.amount,
      paidAt: new Date(paid.paidAt), nextCharge: renews ? new Date(periodEnd) : null, zone, link: chargesLink(services),
    });
  }
  return { kind: 'recorded', invoiceId: invoice.id };
};

/**
 * Records a renewal refused: a `failed` invoice, and she is told (topic
 * 'payments', key `renewal-failed:${invoiceId}`, with the link to 'Mis
 * Cargos'; the link to her saved cards only when this server renews the
 * purchase, since a provider retries with the card it holds). A purchase this server renews (the sandbox:
 * it has a kept card) counts the refusal and is charged again on the
 * retry days (1, 3 and 5 days after the first refusal, core's
 * `renewalRetryAt`); after the last one its benefits end
 * (`endSubscription` with 'failed'). A provider's purchase keeps its
 * status: the provider retries and says when it gives up.
 */
export const recordRenewalFailed = async (db: Db, services: RenewalServices, failed: RenewalFailed): Promise<RenewalOutcome> => {
  const purchase = await lockPurchase(db, failed.purchaseId);
  if (!purchase) return { kind: 'unknown' };
  const known = await invoiceOf(db, failed.provider, failed.providerRef);
  if (known !== null) return { kind: 'already', invoiceId: known };
  const zone = await zoneOf(db);
  const [invoice] = await db.insert(invoices).values({
    purchase_id: purchase.purchase_id, customer_id: purchase.customer_id, total_payment: failed.amount.toFixed(2),
    status: 'failed', created_at: new Date(failed.failedAt), provider: failed.provider, provider_ref: failed.providerRef,
    period_end: purchase.period_end,
  }).returning({ id: invoices.invoice_id });
  if (!invoice) throw new Error(`The failed renewal invoice of purchase ${failed.purchaseId} was not written`);
  let retryAt = failed.retryAt ?? null;
  let ended = false;
  // This server renews it (a kept card, no provider subscription): it counts the refusal and retries.
  const ownRenewal = purchase.renewal_source !== null && purchase.subscription_id === null;
  if (ownRenewal && purchase.status === 'active') {
    const attempts = purchase.renewal_attempts + 1;
    const first = purchase.renewal_failed_at?.getTime() ?? failed.failedAt;
    retryAt = renewalRetryAt(first, attempts, zone);
    await db.update(purchases).set({
      renewal_attempts: attempts, renewal_failed_at: new Date(first),
      next_charge_at: retryAt === null ? null : new Date(retryAt), updated_at: new Date(failed.failedAt),
    }).where(eq(purchases.purchase_id, purchase.purchase_id));
    if (retryAt === null) ended = await endSubscription(db, { purchaseId: purchase.purchase_id, status: 'failed', endedAt: failed.failedAt });
  }
  const customer = await recipientOf(db, purchase.customer_id);
  if (customer) {
    await services.notifier.renewalFailed(db, {
      customer, customerId: purchase.customer_id, invoiceId: invoice.id, title: purchase.title, amount: failed.amount,
      retryAt: retryAt === null ? null : new Date(retryAt), ended, cardMissing: failed.cardMissing === true, zone, link: chargesLink(services),
      // Her saved cards only when this server charges them; a provider retries with its own.
      cardsLink: ownRenewal ? `${services.origin()}/mystudio/metodos` : null,
    });
  }
  return { kind: 'recorded', invoiceId: invoice.id };
};

/**
 * Ends a subscription: its status ('cancelled' with the date and reason,
 * or 'failed' when unpaid), no further charge, and the credits it granted
 * usable only until the end of the period paid (their expiry brought
 * forward to it, never pushed later). Idempotent: a purchase no longer
 * active answers false and is left as it is.
 */
export const endSubscription = async (db: Db, end: SubscriptionEnd): Promise<boolean> => {
  const purchase = await lockPurchase(db, end.purchaseId);
  if (purchase?.status !== 'active') return false;
  // The period paid: the stored end, else (a provider's purchase before its first renewal) the first period's end.
  const until = new Date(currentEnd(purchase, await zoneOf(db)));
  await db.update(purchases).set({
    status: end.status,
    next_charge_at: null,
    updated_at: new Date(end.endedAt),
    ...(end.status === 'cancelled' ? { cancelled_at: new Date(end.endedAt), cancel_reason: end.reason ?? purchase.cancel_reason } : {}),
  }).where(eq(purchases.purchase_id, end.purchaseId));
  await db.update(availableClasses)
    .set({ expiration_date: sql`least(coalesce(${availableClasses.expiration_date}, ${until}), ${until})` })
    .where(eq(availableClasses.purchase_id, end.purchaseId));
  return true;
};

/**
 * The card a subscription bought on this server renews with: the card
 * plan's token, which on the in-process sandbox is reusable (it is the
 * saved source itself, `saveCard`), or the saved card's source. None for
 * a networked processor (its provider bills the renewals and tells us by
 * webhook), cash, free or a provider's plan.
 */
export const renewalSourceOf = (
  payments: { readonly remote?: boolean | undefined },
  plan: { readonly kind: string; readonly token?: string },
): string | null => (payments.remote || plan.kind !== 'card' || !plan.token ? null : plan.token);
