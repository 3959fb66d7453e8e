import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { purchases } from '../../src/db/schema/index.js';
import { sandboxGateway } from '../../src/payments/index.js';
import { makeClassType, newBuyer } from './support/booking.js';
import { addPackageTypes, attempt, CARDS, expectNothingWritten, makePackage, newKey, purchaseRecord, tokenOfCard } from './support/checkout.js';
import { onEachDatabase, testClock } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const DAY = 24 * 60 * 60 * 1000;
const gateway = sandboxGateway({ clock: testClock() });

onEachDatabase('checkout: limits, trials, events, credits and retries', (h) => {
  let card: string;
  let five: number;
  beforeAll(async () => {
    card = await tokenOfCard(h(), CARDS.paid);
    five = await demoPackageId(h(), 'five');
  });
  const buy = (token: string, packageId: number, key = newKey()) =>
    attempt(h(), token, { class_package_id: packageId, payment_method: 'card', card_token: card, idempotency_key: key });

  describe('limits', () => {
    it('answers 409 once limit_per_customer live purchases are hers, counting pending cash, not cancelled ones', async () => {
      const { token } = await newBuyer(h());
      const pkg = await makePackage(h().db, { limit_per_customer: 2 });
      expect((await buy(token, pkg.class_package_id)).status).toBe(200);
      const cash = await attempt(h(), token, { class_package_id: pkg.class_package_id, payment_method: 'cash' });
      expect(cash.status, cash.text).toBe(200);
      await expectNothingWritten(h(), () => buy(token, pkg.class_package_id), {
        status: 409, code: 'checkout/purchase-limit', message: messages.checkout.purchaseLimit,
      });
      await h().db.update(purchases).set({ status: 'cancelled' }).where(eq(purchases.purchase_id, cash.body.purchase_id));
      expect((await buy(token, pkg.class_package_id)).status).toBe(200);
      const other = await newBuyer(h());
      expect((await buy(other.token, pkg.class_package_id)).status).toBe(200);
    });

    it('gives one trial per customer: the same trial is the limit, another trial is refused too', async () => {
      const { token } = await newBuyer(h());
      const trial = await demoPackageId(h(), 'trial');
      const otherTrial = await makePackage(h().db, { is_trial: true, price: '0.00', class_amount: 2 });
      expect((await attempt(h(), token, { class_package_id: trial, payment_method: 'free' })).status).toBe(200);
      await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: trial, payment_method: 'free' }), {
        status: 409, code: 'checkout/purchase-limit', message: messages.checkout.purchaseLimit,
      });
      await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: otherTrial.class_package_id, payment_method: 'free' }), {
        status: 409, code: 'checkout/trial-used', message: messages.checkoutApi.trialUsed,
      });
      // A special event of 1 class once is no trial: buying one does not use the trial up.
      const newcomer = await newBuyer(h());
      const event = await makePackage(h().db, { is_special_event: true, class_amount: 1, limit_per_customer: 1, capacity: 10 });
      expect((await buy(newcomer.token, event.class_package_id)).status).toBe(200);
      expect((await attempt(h(), newcomer.token, { class_package_id: trial, payment_method: 'free' })).status).toBe(200);
    });

    it("answers 412 once a special event's places are sold, and grants no credit for its ticket", async () => {
      const event = await makePackage(h().db, { is_special_event: true, capacity: 1, class_amount: 1 });
      const first = await newBuyer(h());
      const sold = await buy(first.token, event.class_package_id);
      expect((await purchaseRecord(h().db, sold.body.purchase_id)).credits).toEqual([]);
      const second = await newBuyer(h());
      await expectNothingWritten(h(), () => buy(second.token, event.class_package_id), {
        status: 412, code: 'checkout/sold-out', message: messages.checkout.peopleLimit,
      });
    });
  });

  describe('what a purchase grants', () => {
    it('grants one credit per class type, each with its own expiry or the package’s', async () => {
      const { customer, token } = await newBuyer(h());
      const [yoga, cycling] = [await makeClassType(h().db), await makeClassType(h().db)];
      const pkg = await makePackage(h().db, { class_amount: 0, expiration_days: 20 });
      await addPackageTypes(h().db, pkg.class_package_id, [
        { class_type_id: yoga, class_amount: 4, expiration_days: 10 },
        { class_type_id: cycling, class_amount: -1, expiration_days: null },
      ]);
      const answer = await buy(token, pkg.class_package_id);
      const now = h().clock.now();
      const { credits } = await purchaseRecord(h().db, answer.body.purchase_id);
      const rows = credits.map((row) => [row.customer_id, row.class_type_id, row.available_classes, row.expiration_date?.getTime()]);
      expect(rows.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
        [customer.customerId, yoga, 4, now + 10 * DAY],
        [customer.customerId, cycling, -1, now + 20 * DAY],
      ]);
    });

    it('grants a general credit, unlimited for the monthly subscription, which is active', async () => {
      const { token } = await newBuyer(h());
      const answer = await buy(token, await demoPackageId(h(), 'unlimited'));
      const record = await purchaseRecord(h().db, answer.body.purchase_id);
      expect(record.purchase).toMatchObject({ status: 'active', subscription_period: 'month', subscription_interval: 1, total_payment: '1900.00' });
      expect(record.credits.map((row) => [row.class_type_id, row.available_classes, row.expiration_date?.getTime()]))
        .toEqual([[null, -1, h().clock.now() + 30 * DAY]]);
      const never = await makePackage(h().db, { expiration_days: null, class_amount: 3 });
      const forever = await purchaseRecord(h().db, (await buy(token, never.class_package_id)).body.purchase_id);
      expect(forever.credits.map((row) => [row.available_classes, row.expiration_date])).toEqual([[3, null]]);
    });

    it('grants video access for an online package, and no credits when it has no classes', async () => {
      const { customer, token } = await newBuyer(h());
      const record = await purchaseRecord(h().db, (await buy(token, await demoPackageId(h(), 'online'))).body.purchase_id);
      expect(record.credits).toEqual([]);
      expect(record.online.map((row) => [row.customer_id, row.expiration_date.getTime()])).toEqual([[customer.customerId, h().clock.now() + 30 * DAY]]);
    });
  });

  describe('retries', () => {
    it('answers a retried key with the first purchase, charging and granting once', async () => {
      const { customer, token } = await newBuyer(h());
      const key = newKey();
      const charges = gateway.charges().length;
      const first = await buy(token, five, key);
      const again = await buy(token, five, key);
      expect(again.status, again.text).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(gateway.charges().length - charges).toBe(1);
      const mine = await h().db.select().from(purchases).where(eq(purchases.customer_id, customer.customerId));
      expect(mine).toHaveLength(1);
      const record = await purchaseRecord(h().db, first.body.purchase_id);
      expect([record.invoices.length, record.credits.length]).toEqual([1, 1]);
    });

    it("refuses another customer's key, and a key that bought another package, writing nothing", async () => {
      const [first, second] = [await newBuyer(h()), await newBuyer(h())];
      const key = newKey();
      expect((await buy(first.token, five, key)).status).toBe(200);
      const taken = { status: 409, code: 'checkout/idempotency-key-taken', message: messages.checkoutApi.idempotencyKeyTaken };
      await expectNothingWritten(h(), () => buy(second.token, five, key), taken);
      const ten = await demoPackageId(h(), 'ten');
      await expectNothingWritten(h(), () => buy(first.token, ten, key), taken);
    });
  });
}, { paymentGateway: gateway });
