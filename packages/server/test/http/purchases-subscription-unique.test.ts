import { describe, expect, it } from 'vitest';
import { purchases } from '../../src/db/schema/index.js';
import { isUniqueViolation } from '../../src/http/errors.js';
import { newBuyer } from './support/booking.js';
import { onEachDatabase } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

onEachDatabase('purchases.subscription_id', (h) => {
  describe('the partial unique index (migration 0009_subscription_unique)', () => {
    it('lets one purchase only hold a provider subscription, and any number hold none', async () => {
      const { customer } = await newBuyer(h());
      const unlimited = await demoPackageId(h(), 'unlimited');
      const row = (subscription_id: string | null) => ({
        customer_id: customer.customerId, class_package_id: unlimited, title: 'Ilimitado mensual', amount: '1900.00', total_payment: '1900.00',
        status: 'active', subscription_id, subscription_period: 'month', subscription_interval: 1,
      });
      await h().db.insert(purchases).values([row(null), row(null), row('sub_unique_1')]);
      const error = await h().db.insert(purchases).values(row('sub_unique_1')).then(() => null, (failure: unknown) => failure);
      expect(isUniqueViolation(error)).toBe(true);
    });
  });
});
