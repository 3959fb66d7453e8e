import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, PurchaseResponse } from '@estudio/core';
import { providerCheckouts, purchases } from '../../src/db/schema/index.js';
import { adminToken, newBuyer, type Buyer } from './support/booking.js';
import { commerceDigest, purchaseRecord } from './support/checkout.js';
import { startFakePayPal, type FakePayPal } from './support/fake-paypal.js';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe.js';
import { onEachDatabase, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

/** Her active monthly subscription as a provider bills it: the purchase settled, its provider row, the provider's subscription id. */
const providerSubscription = async (s: Harness, customerId: number, provider: 'stripe' | 'paypal', subscriptionId: string): Promise<number> => {
  const unlimited = await demoPackageId(s, 'unlimited');
  const [row] = await s.db.insert(purchases).values({
    customer_id: customerId, class_package_id: unlimited, title: 'Ilimitado mensual', amount: '1900.00', total_payment: '1900.00',
    status: 'active', class_amount: -1, subscription_id: subscriptionId, subscription_period: 'month', subscription_interval: 1,
  }).returning({ id: purchases.purchase_id });
  const id = row?.id ?? 0;
  await s.db.insert(providerCheckouts).values({ purchase_id: id, provider, kind: provider === 'stripe' ? 'checkout_session' : 'plan', ref: `${provider}-ref-${id}`, amount: '1900.00' });
  return id;
};

const cancel = (s: Harness, token: string, id: number) =>
  s.request('POST', `/api/purchases/cancel/${id}`, { token, body: { reason: 'Me mudé de ciudad.' } });

onEachDatabase('cancelling a subscription Stripe bills (a fake Stripe API on 127.0.0.1)', (h) => {
  let fake: FakeStripe;
  let s: Harness;
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = h().withApp({ paymentGateway: fake.gateway() });
  });
  afterAll(async () => {
    await fake?.close();
  });
  const subscriptionAtStripe = (id: string, status = 'active') => fake.objects.set(id, { id, object: 'subscription', status, cancel_at_period_end: false });

  it('cancels it at Stripe at the end of the period, once, and a retry answers the same without calling Stripe again', async () => {
    const { customer, token }: Buyer = await newBuyer(s);
    subscriptionAtStripe('sub_cancel_1');
    const id = await providerSubscription(s, customer.customerId, 'stripe', 'sub_cancel_1');
    const first = await cancel(s, token, id);
    expect(first.status, first.text).toBe(200);
    expect(PurchaseResponse.parse(first.body).purchase).toMatchObject({ purchase_id: id, status: 'cancelled' });
    const calls = fake.calls('POST /v1/subscriptions/sub_cancel_1');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.form).toMatchObject({ cancel_at_period_end: 'true' });
    expect(calls[0]?.idempotencyKey).toBe(`purchase:${id}:cancel_subscription`);
    expect(fake.objects.get('sub_cancel_1')).toMatchObject({ cancel_at_period_end: true });
    const again = await cancel(s, token, id);
    expect([again.status, again.body.purchase?.status]).toEqual([200, 'cancelled']);
    expect(fake.calls('POST /v1/subscriptions/sub_cancel_1')).toHaveLength(1);
  });

  it('keeps the subscription active and writes nothing while Stripe is down (502, Spanish), then cancels on the retry', async () => {
    const { customer, token } = await newBuyer(s);
    subscriptionAtStripe('sub_cancel_2');
    const id = await providerSubscription(s, customer.customerId, 'stripe', 'sub_cancel_2');
    const before = await commerceDigest(s.db);
    fake.down = true;
    try {
      const answer = await cancel(s, token, id);
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([502, 'purchase/provider-unreachable', messages.checkoutApi.subscriptionCancelUnreachable]);
    } finally {
      fake.down = false;
    }
    expect(await commerceDigest(s.db)).toEqual(before);
    const retried = await cancel(s, token, id);
    expect([retried.status, retried.body.purchase?.status]).toEqual([200, 'cancelled']);
    expect(fake.objects.get('sub_cancel_2')).toMatchObject({ cancel_at_period_end: true });
  });

  it('takes a subscription Stripe already ended (our answer lost after Stripe said yes) as cancelled, without failing', async () => {
    const { customer, token } = await newBuyer(s);
    subscriptionAtStripe('sub_cancel_3', 'canceled');
    const id = await providerSubscription(s, customer.customerId, 'stripe', 'sub_cancel_3');
    const answer = await cancel(s, token, id);
    expect([answer.status, answer.body.purchase?.status]).toEqual([200, 'cancelled']);
  });
});

onEachDatabase('cancelling a subscription PayPal bills (a fake PayPal REST API on 127.0.0.1)', (h) => {
  let fake: FakePayPal;
  let s: Harness;
  beforeAll(async () => {
    fake = await startFakePayPal();
    s = h().withApp({ subscriptionProvider: fake.provider() });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('cancels it at PayPal when an admin cancels it, once; a retry calls PayPal no more', async () => {
    const { customer } = await newBuyer(s);
    fake.subscribe('I-CANCEL-1', 'P-ANY');
    const id = await providerSubscription(s, customer.customerId, 'paypal', 'I-CANCEL-1');
    const admin = await adminToken(s);
    const answer = await cancel(s, admin, id);
    expect([answer.status, answer.body.purchase?.status], answer.text).toEqual([200, 'cancelled']);
    expect(fake.statusOf('I-CANCEL-1')).toBe('CANCELLED');
    const calls = fake.calls('POST /v1/billing/subscriptions/I-CANCEL-1/cancel');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ requestId: `purchase:${id}:cancel_subscription`, body: { reason: 'Me mudé de ciudad.' } });
    expect((await cancel(s, admin, id)).status).toBe(200);
    expect(fake.calls('POST /v1/billing/subscriptions/I-CANCEL-1/cancel')).toHaveLength(1);
    expect((await purchaseRecord(s.db, id)).purchase?.cancel_reason).toBe('Me mudé de ciudad.');
  });

  it('takes a subscription PayPal already cancelled (422 SUBSCRIPTION_STATUS_INVALID) as done', async () => {
    const { customer, token } = await newBuyer(s);
    fake.subscribe('I-CANCEL-2', 'P-ANY', 'CANCELLED');
    const id = await providerSubscription(s, customer.customerId, 'paypal', 'I-CANCEL-2');
    const answer = await cancel(s, token, id);
    expect([answer.status, answer.body.purchase?.status]).toEqual([200, 'cancelled']);
  });

  describe('without PayPal configured on the server', () => {
    it('refuses to cancel only here (502), keeping it active: PayPal would keep charging', async () => {
      const { customer, token } = await newBuyer(h());
      fake.subscribe('I-CANCEL-3', 'P-ANY');
      const id = await providerSubscription(h(), customer.customerId, 'paypal', 'I-CANCEL-3');
      const answer = await cancel(h(), token, id);
      expect([answer.status, answer.body.code]).toEqual([502, 'purchase/provider-unreachable']);
      expect((await purchaseRecord(h().db, id)).purchase?.status).toBe('active');
    });
  });
});
