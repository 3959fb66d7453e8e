import type { DateTime } from 'luxon';
import type { SubscriptionPeriod } from '../api/schemas/packages.schemas.js';
import { toStudioDateTime, type DateInput } from '../format/format.rules.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import type { BillingInvoice, BillingPurchase, SubscriptionTerms } from './purchases.model.js';

const UNITS = { day: 'days', month: 'months', year: 'years' } as const;

/** A whole count of at least 1, else the fallback. */
const countOf = (value: number | null | undefined, fallback: number | null): number | null =>
  value !== null && value !== undefined && Number.isInteger(value) && value >= 1 ? value : fallback;

const firstPresent = (...values: (DateInput | null | undefined)[]): DateInput | null =>
  values.find((value) => value !== null && value !== undefined && value !== '') ?? null;

/** The moment `count` periods after `start`, on the studio's calendar (a month keeps its day where it can). */
const plus = (start: DateTime, period: SubscriptionPeriod, count: number): DateTime => start.plus({ [UNITS[period]]: count });

/** The subscription terms a record carries itself, else those of its package; null when it is not a subscription. */
function termsOf(own: SubscriptionTerms, pkg: SubscriptionTerms | null | undefined, subscriptionId?: unknown) {
  const period = own.subscription_period ?? pkg?.subscription_period ?? null;
  const flagged = own.is_subscription === true || pkg?.is_subscription === true;
  const hasId = subscriptionId !== null && subscriptionId !== undefined && subscriptionId !== '';
  if (period === null && !flagged && !hasId) return null;
  const interval = countOf(own.subscription_interval ?? pkg?.subscription_interval, 1) ?? 1;
  // A subscription without a period is monthly, as spec 4 words the next billing date.
  return { period: period ?? ('month' as const), interval };
}

/**
 * A purchase's subscription period and interval (its own, else its
 * package's; monthly and 1 when a subscription does not say), or null when
 * it is not a subscription.
 */
export const subscriptionTermsOf = (purchase: BillingPurchase) =>
  termsOf(purchase, purchase.class_package, purchase.subscription_id);

/** Whether a purchase is a subscription (its own terms, its package's, or a provider subscription id). */
export const isSubscriptionPurchase = (purchase: BillingPurchase): boolean => subscriptionTermsOf(purchase) !== null;

/**
 * When a purchase's free trial ends (spec 2: the next charge is dated after
 * the trial length, in days unless free_trial_period says otherwise), as
 * epoch ms; null without a trial or a readable creation date.
 */
export function trialEnd(purchase: BillingPurchase, zone: string = DEFAULT_TIME_ZONE): number | null {
  const length = countOf(purchase.free_trial_length, null);
  const created = toStudioDateTime(firstPresent(purchase.createdAt, purchase.created_at), zone);
  if (length === null || !created) return null;
  return plus(created, purchase.free_trial_period ?? 'day', length).toMillis();
}

/**
 * The first `start + k·interval periods` (k ≥ 1) strictly after `now`, on
 * the studio's calendar: spec 4's next billing date, and the end of the
 * period a renewal pays for (`nextPeriodEnd`). Counting from the start,
 * never from the last end, keeps a month's day from drifting (31 Jan, 28
 * Feb, 31 Mar).
 */
export function nextAnniversary(start: DateTime, period: SubscriptionPeriod, interval: number, now: number): number {
  const elapsed = Math.max(0, (now - start.toMillis()) / 1000);
  // Start from an estimate a little short of the answer (a year is at least 365 days, a month 28), then walk.
  const unitSeconds = { day: 86_400 * 1.05, month: 86_400 * 32, year: 86_400 * 367 }[period];
  let k = Math.max(1, Math.floor(elapsed / unitSeconds / interval));
  while (k > 1 && plus(start, period, (k - 1) * interval).toMillis() > now) k -= 1;
  while (plus(start, period, k * interval).toMillis() <= now) k += 1;
  return plus(start, period, k * interval).toMillis();
}

/**
 * Spec 4 'Next billing date', as epoch ms; only for an active subscription
 * (null otherwise, or without a readable creation date). The end of the free
 * trial while it is still ahead; otherwise the next anniversary of the
 * creation day: creation plus a whole number of intervals of the
 * subscription's period (monthly by default), the first after `now`.
 */
export function nextBillingDate(purchase: BillingPurchase, now: number, zone: string = DEFAULT_TIME_ZONE): number | null {
  if (purchase.status !== 'active') return null;
  const terms = subscriptionTermsOf(purchase);
  const created = toStudioDateTime(firstPresent(purchase.createdAt, purchase.created_at), zone);
  if (!terms || !created) return null;
  const trial = trialEnd(purchase, zone);
  if (trial !== null && trial > now) return trial;
  return nextAnniversary(created, terms.period, terms.interval, now);
}

/**
 * Spec 4: an invoice's next charge is its date plus the subscription
 * interval in subscription-period units, as epoch ms. Only an active
 * purchase charges again, so an invoice of a purchase in any other status
 * has none; nor has an invoice of a package that is not a subscription.
 */
export function nextInvoiceCharge(invoice: BillingInvoice, zone: string = DEFAULT_TIME_ZONE): number | null {
  const status = invoice.purchase?.status;
  if (status !== undefined && status !== null && status !== 'active') return null;
  const terms = termsOf(invoice.purchase ?? {}, invoice.class_package);
  const date = toStudioDateTime(firstPresent(invoice.createdAt, invoice.created_at), zone);
  if (!terms || !date) return null;
  return plus(date, terms.period, terms.interval).toMillis();
}
