import { describe, expect, it } from 'vitest';
import { freeTrialOf, packageFreeTrial, subscriptionPeriodOf } from './free-trial.rules.js';

const subscription = { is_subscription: true, subscription_period: 'month', free_trial_length: 7, free_trial_period: null };

describe('free trials', () => {
  it('a subscription with a trial length of at least 1 has one, in days unless its period says otherwise', () => {
    expect(freeTrialOf(subscription)).toEqual({ period: 'day', length: 7 });
    expect(freeTrialOf({ ...subscription, free_trial_period: 'month', free_trial_length: 1 })).toEqual({ period: 'month', length: 1 });
    expect(freeTrialOf({ ...subscription, free_trial_period: 'week' })).toEqual({ period: 'day', length: 7 });
  });

  it('a one-off purchase, a missing, zero or fractional length has none', () => {
    expect(freeTrialOf({ ...subscription, subscription_period: null })).toBeNull();
    for (const free_trial_length of [null, 0, -3, 1.5]) expect(freeTrialOf({ ...subscription, free_trial_length })).toBeNull();
  });

  it("a package's trial needs is_subscription; a subscription package without a period is monthly", () => {
    expect(packageFreeTrial({ ...subscription, is_subscription: false })).toBeNull();
    expect(packageFreeTrial({ ...subscription, subscription_period: null })).toEqual({ period: 'day', length: 7 });
  });

  it('reads a stored period, else the fallback', () => {
    expect(subscriptionPeriodOf('year', 'month')).toBe('year');
    expect(subscriptionPeriodOf(null, 'month')).toBe('month');
    expect(subscriptionPeriodOf('fortnight', 'day')).toBe('day');
  });
});
