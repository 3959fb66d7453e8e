import { describe, expect, it } from 'vitest';
import { planTermsOf, termsKey } from './provider-plans.js';
import type { RemoteStep } from './remote-step.js';

const step = (more: Partial<RemoteStep> = {}): RemoteStep => ({
  purchaseId: 1, customerId: 2, email: 'a@b.test', packageId: 3, title: 'Ilimitado', status: 'pending', provider: 'paypal', kind: 'plan',
  ref: null, source: null, idempotencyKey: 'k', paidNow: 1900, firstCharge: 1900, regularPrice: 1900,
  subscription: { period: 'month', interval: 1 }, trial: null, trialEndsAt: null, providerCustomerId: null, ...more,
});

describe('plan terms', () => {
  it('bills the regular price, with a first period only when the first charge differs', () => {
    expect(planTermsOf(step())).toEqual({ price: 1900, period: 'month', interval: 1, trial: null, firstPeriodPrice: null });
    expect(planTermsOf(step({ firstCharge: 1710 })).firstPeriodPrice).toBe(1710);
  });

  it('keys equal terms alike and any different term apart', () => {
    const base = planTermsOf(step());
    const keys = new Set([
      termsKey(base),
      termsKey({ ...base, price: 1800 }),
      termsKey({ ...base, interval: 2 }),
      termsKey({ ...base, period: 'year' }),
      termsKey({ ...base, trial: { period: 'day', length: 7 } }),
      termsKey({ ...base, trial: { period: 'month', length: 7 } }),
      termsKey({ ...base, firstPeriodPrice: 1710 }),
    ]);
    expect(keys.size).toBe(7);
    expect(termsKey(planTermsOf(step()))).toBe(termsKey(base));
  });
});
