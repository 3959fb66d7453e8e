import { describe, expect, it } from 'vitest';
import { isLivePurchase, isSoldOut, purchaseLimitReached, soldCount } from './sales.rules.js';

describe('sales rules', () => {
  it('counts active, completed and pending purchases as sold; cancelled, failed and revoked ones not', () => {
    expect(['active', 'completed', 'pending'].every(isLivePurchase)).toBe(true);
    expect(['cancelled', 'failed', 'revoked'].some(isLivePurchase)).toBe(false);
    const purchases = [
      { class_package_id: 6, status: 'completed' }, { class_package_id: 6, status: 'pending' },
      { class_package_id: 6, status: 'cancelled' }, { class_package_id: 6, status: 'revoked' }, { class_package_id: 2, status: 'completed' },
    ];
    expect(soldCount(purchases, 6)).toBe(2);
  });

  it('reaches limit_per_customer at the limit (null or 0: no limit), and sells out a capacity once filled', () => {
    expect(purchaseLimitReached({ limit_per_customer: 1 }, 1)).toBe(true);
    expect(purchaseLimitReached({ limit_per_customer: 2 }, 1)).toBe(false);
    expect(purchaseLimitReached({ limit_per_customer: null }, 50)).toBe(false);
    expect(purchaseLimitReached({ limit_per_customer: 0 }, 50)).toBe(false);
    expect(isSoldOut({ capacity: 20 }, 20)).toBe(true);
    expect(isSoldOut({ capacity: 20 }, 19)).toBe(false);
    expect(isSoldOut({ capacity: null }, 300)).toBe(false);
  });
});
