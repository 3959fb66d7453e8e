import type { SubscriptionPeriod } from '../api/schemas/packages.schemas.js';

/** A free trial: `length` periods before the first charge. */
export interface FreeTrial {
  readonly period: SubscriptionPeriod;
  readonly length: number;
}

/** What the free-trial rule reads of a purchase (or of a package about to be bought); periods as stored, text. */
export interface FreeTrialFacts {
  readonly free_trial_length: number | null;
  readonly free_trial_period: string | null;
  readonly subscription_period: string | null;
}

const PERIODS: readonly string[] = ['day', 'month', 'year'] satisfies SubscriptionPeriod[];

/** A period as stored (text), read as one of spec 3's; anything else is the fallback. */
export const subscriptionPeriodOf = (value: string | null, fallback: SubscriptionPeriod): SubscriptionPeriod =>
  value !== null && PERIODS.includes(value) ? (value as SubscriptionPeriod) : fallback;

/**
 * A purchase's free trial (issue 4: the first charge comes after it): only
 * a subscription has one, with a whole trial length of at least 1, in days
 * unless its period says otherwise; null otherwise, so a one-off package
 * with a trial length is charged in full.
 */
export const freeTrialOf = (facts: FreeTrialFacts): FreeTrial | null => {
  const length = facts.free_trial_length;
  if (facts.subscription_period === null || length === null || !Number.isInteger(length) || length < 1) return null;
  return { period: subscriptionPeriodOf(facts.free_trial_period, 'day'), length };
};

/** A package's free trial as a checkout starts it: a subscription package's (monthly when it names no period), never a one-off's. */
export const packageFreeTrial = (pkg: FreeTrialFacts & { readonly is_subscription: boolean }): FreeTrial | null =>
  pkg.is_subscription ? freeTrialOf({ ...pkg, subscription_period: pkg.subscription_period ?? 'month' }) : null;
