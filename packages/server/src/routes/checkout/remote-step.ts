import { eq } from 'drizzle-orm';
import { freeTrialOf, renewalPrice, subscriptionPeriodOf, trialEnd, type SubscriptionPeriod } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { customers, discounts, providerCheckouts, purchases } from '../../db/schema/index.js';
import type { Span } from '../../payments/subscription-provider.js';
import { providerCustomerOf, type StepKind } from './provider-records.js';

/**
 * What a networked provider is asked for a purchase, read back from the
 * database: the attempt that made the pending purchase and a retry of it
 * (same idempotency key) build the very same step, so the provider gets
 * the same request under the same key and answers what it answered first.
 */
export interface RemoteStep {
  readonly purchaseId: number;
  readonly customerId: number;
  readonly email: string;
  readonly packageId: number;
  readonly title: string;
  readonly status: string;
  readonly provider: string;
  readonly kind: StepKind;
  /** The provider's id of what it opened, once known. */
  readonly ref: string | null;
  /** The card token or saved source (a provider id). */
  readonly source: string | null;
  /** The purchase's checkout key (the provider keys are derived from it). */
  readonly idempotencyKey: string;
  /** What is paid now (MXN): 0 during a free trial. */
  readonly paidNow: number;
  /** The first charge asked of the provider (MXN): the total, or after a free trial the first period's. */
  readonly firstCharge: number;
  /** A subscription's price each period after the first charge (core's `renewalPrice`, the sandbox's renewals' too). */
  readonly regularPrice: number;
  readonly subscription: { readonly period: SubscriptionPeriod; readonly interval: number } | null;
  readonly trial: Span | null;
  /** When the free trial ends (epoch ms), on the studio's calendar. */
  readonly trialEndsAt: number | null;
  readonly providerCustomerId: string | null;
}

/** The step of a purchase that has a provider row; null when it has none (not paid through a provider). */
export const loadStep = async (db: Db, purchaseId: number, zone: string): Promise<RemoteStep | null> => {
  const [row] = await db.select({
    purchase: purchases, checkout: providerCheckouts, email: customers.email,
    discount: { amount: discounts.amount, is_percent: discounts.is_percent, first_invoice_only: discounts.first_invoice_only },
  })
    .from(purchases)
    .innerJoin(providerCheckouts, eq(providerCheckouts.purchase_id, purchases.purchase_id))
    .innerJoin(customers, eq(customers.customer_id, purchases.customer_id))
    .leftJoin(discounts, eq(discounts.discount_id, purchases.discount_id))
    .where(eq(purchases.purchase_id, purchaseId));
  if (!row) return null;
  const { purchase, checkout } = row;
  const firstCharge = Number(checkout.amount);
  // Core's rule, the one the fake's checkout applies too.
  const trial = freeTrialOf(purchase);
  const subscription = purchase.subscription_period === null
    ? null
    : { period: subscriptionPeriodOf(purchase.subscription_period, 'month'), interval: Math.max(1, purchase.subscription_interval ?? 1) };
  return {
    purchaseId, customerId: purchase.customer_id, email: row.email, packageId: purchase.class_package_id,
    title: purchase.title, status: purchase.status, provider: checkout.provider, kind: checkout.kind as StepKind,
    ref: checkout.ref, source: checkout.source, idempotencyKey: purchase.idempotency_key ?? String(purchaseId),
    paidNow: Number(purchase.total_payment), firstCharge,
    regularPrice: renewalPrice({
      price: Number(purchase.amount),
      discount: row.discount?.amount === null || row.discount?.amount === undefined ? null : { ...row.discount, amount: Number(row.discount.amount), is_percent: row.discount.is_percent ?? false, first_invoice_only: row.discount.first_invoice_only ?? false },
    }),
    subscription, trial,
    trialEndsAt: trial
      ? trialEnd({ status: purchase.status, created_at: purchase.created_at.toISOString(), free_trial_length: trial.length, free_trial_period: trial.period }, zone)
      : null,
    providerCustomerId: await providerCustomerOf(db, checkout.provider, purchase.customer_id),
  };
};
