import { describe, expect, it } from 'vitest';
import { canCancelSubscription } from './cancel.rules.js';

const sub = (status: string) => ({ status, subscription_period: 'month' as const, subscription_interval: 1 });

describe('cancelling a subscription (spec 4)', () => {
  it('is offered in the table only when active', () => {
    expect(canCancelSubscription(sub('active'), 'table')).toBe(true);
    for (const status of ['pending', 'failed', 'completed', 'cancelled', 'revoked', 'en_revision']) {
      expect(canCancelSubscription(sub(status), 'table')).toBe(false);
    }
  });

  it('is offered on mobile whenever the status is neither cancelled nor revoked', () => {
    for (const status of ['active', 'pending', 'failed', 'completed', 'en_revision']) {
      expect(canCancelSubscription(sub(status), 'mobile')).toBe(true);
    }
    expect(canCancelSubscription(sub('cancelled'), 'mobile')).toBe(false);
    expect(canCancelSubscription(sub('revoked'), 'mobile')).toBe(false);
  });

  it('is never offered for a purchase that is not a subscription', () => {
    expect(canCancelSubscription({ status: 'active' }, 'table')).toBe(false);
    expect(canCancelSubscription({ status: 'active', class_package: { is_subscription: false } }, 'mobile')).toBe(false);
  });
});
