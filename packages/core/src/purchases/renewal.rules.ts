import { DateTime } from 'luxon';
import type { SubscriptionPeriod } from '../api/schemas/packages.schemas.js';
import { toStudioDateTime } from '../format/format.rules.js';
import { nextAnniversary, trialEnd } from './billing.rules.js';
import { freeTrialOf, subscriptionPeriodOf } from './free-trial.rules.js';

/**
 * Issue 17: a refused renewal is charged again this many days after its
 * first refusal; after the last one fails, the subscription's benefits end.
 */
export const RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 5];

/** What the period maths read of a purchase (its copied terms, as stored). */
export interface RenewalTerms {
  readonly subscription_period: string | null;
  readonly subscription_interval: number | null;
  readonly free_trial_length: number | null;
  readonly free_trial_period: string | null;
}

const UNITS = { day: 'days', month: 'months', year: 'years' } as const;

/** The instant on the studio's calendar (its zone, or the fallback zone when the setting is not one). */
const at = (instant: number, zone: string): DateTime => toStudioDateTime(instant, zone) ?? DateTime.fromMillis(instant, { zone: 'utc' });

const plus = (start: DateTime, period: SubscriptionPeriod, count: number): number =>
  start.plus({ [UNITS[period]]: count }).toMillis();

/** The period and interval a renewal moves by: the purchase's own, monthly and 1 when it names none. */
const stepOf = (terms: RenewalTerms): { readonly period: SubscriptionPeriod; readonly interval: number } => {
  const interval = terms.subscription_interval;
  return {
    period: subscriptionPeriodOf(terms.subscription_period, 'month'),
    interval: interval !== null && Number.isInteger(interval) && interval >= 1 ? interval : 1,
  };
};

/**
 * When the first charge falls due when nothing was charged at purchase:
 * the end of a free trial, else the purchase itself (charged at once). A
 * value other than `purchasedAt` tells a subscription sold with a trial.
 */
export const renewalAnchor = (purchasedAt: number, terms: RenewalTerms, zone: string): number => {
  const trial = freeTrialOf({ ...terms, subscription_period: terms.subscription_period ?? 'month' });
  if (!trial) return purchasedAt;
  // Billing's own trial end (spec 2's /gracias and Mis Compras date it so).
  return trialEnd({ status: 'active', created_at: purchasedAt, free_trial_length: trial.length, free_trial_period: trial.period }, zone) ?? purchasedAt;
};

/**
 * The end of the first period: for a free trial its end (spec 2's
 * /gracias: '$0' now, the first charge after the trial's length, in days
 * unless its period says otherwise), else one interval after the purchase.
 * On the studio's calendar, so a month keeps its day (the 31st ends on the
 * last day of a shorter month).
 */
export const firstPeriodEnd = (purchasedAt: number, terms: RenewalTerms, zone: string): number => {
  const trialEnd = renewalAnchor(purchasedAt, terms, zone);
  if (trialEnd !== purchasedAt) return trialEnd;
  const { period, interval } = stepOf(terms);
  return plus(at(purchasedAt, zone), period, interval);
};

/**
 * The end of the period a renewal pays for: the first anniversary of the
 * purchase (purchase + k × interval periods, k ≥ 1) later than the period
 * that just ended (`currentEnd`), as spec 4's next billing date: after a
 * free trial the anniversaries stay on the purchase's day, so the period
 * charged at the trial's end runs to the next anniversary. Counting from
 * the purchase, never from the last end, keeps a month's day from drifting
 * (31 Jan, 28 Feb, 31 Mar).
 */
export const nextPeriodEnd = (purchasedAt: number, currentEnd: number, terms: RenewalTerms, zone: string): number => {
  const { period, interval } = stepOf(terms);
  return nextAnniversary(at(purchasedAt, zone), period, interval, currentEnd);
};

/**
 * When a refused renewal is charged again: `RENEWAL_RETRY_DAYS[failures - 1]`
 * days after the first refusal (studio calendar days), where `failures`
 * counts the refusals so far; null when none is left and the benefits end.
 */
export const renewalRetryAt = (firstFailure: number, failures: number, zone: string): number | null => {
  const days = RENEWAL_RETRY_DAYS[failures - 1];
  return days === undefined ? null : at(firstFailure, zone).plus({ days }).toMillis();
};
