import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBillingDate, PurchaseResponse } from '@estudio/core';
import { providerEvents } from '../../src/db/schema/index.js';
import { DEMO_TIME_ZONE } from '../../src/db/seed/demo/settings.data.js';
import { makeCustomers, tokenOf, withSettings, type TestCustomer } from './support/booking.js';
import { attempt, commerceDigest, makePackage, purchaseRecord } from './support/checkout.js';
import { startFakeStripe, TEST_METHODS, WEBHOOK_SECRET, type FakeStripe } from './support/fake-stripe.js';
import { onEachDatabase, type Answer, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';
import { providerState } from './support/providers.js';

const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK = '/api/webhooks/stripe';

/** Signs with Stripe's own test helper, as Stripe signs a delivery. */
const signer = new Stripe('sk_test_signer');

let events = 0;

/** A Stripe event of `type` about `object`, posted signed (with another secret, or no header, when told). */
const sendEvent = (
  s: Harness,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; signature?: string | null; tamper?: boolean } = {},
): Promise<Answer> => {
  events += 1;
  const payload = JSON.stringify({ id: options.id ?? `evt_test_${events}_${Date.now()}`, object: 'event', type, data: { object } });
  const header = options.signature === undefined
    ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: Math.floor(s.clock.now() / 1000) })
    : options.signature;
  const body = options.tamper ? payload.replace('"amount"', '"amount_"') : payload;
  return s.request('POST', WEBHOOK, { raw: body, headers: header === null ? {} : { 'stripe-signature': header } });
};

/** A PaymentIntent object as Stripe sends it in an event. */
const intentObject = (ref: string, purchaseId: number, cents: number, extra: Record<string, unknown> = {}) => ({
  id: ref, object: 'payment_intent', amount: cents, amount_received: cents, currency: 'mxn', status: 'succeeded',
  metadata: { purchase_id: String(purchaseId) }, customer: null, payment_method: TEST_METHODS.visa, setup_future_usage: null, ...extra,
});

onEachDatabase('Stripe webhooks: verified on the raw body, handled once per event id', (h) => {
  let fake: FakeStripe;
  let s: Harness;
  let buyer: TestCustomer;
  let token: string;
  let five: number;
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = h().withApp({ paymentGateway: fake.gateway() });
    [buyer] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    token = await tokenOf(s, buyer);
    five = await demoPackageId(s, 'five');
  });
  afterAll(async () => {
    await fake?.close();
  });

  /** A pending purchase of the 5-class pack opened in 'elements' mode, and its PaymentIntent's id. */
  const pendingIntent = async (): Promise<{ purchaseId: number; ref: string }> => {
    const answer = await attempt(s, token, { class_package_id: five, payment_method: 'card' });
    expect(answer.status, answer.text).toBe(200);
    const { checkout } = await providerState(s.db, answer.body.purchase_id);
    return { purchaseId: answer.body.purchase_id, ref: checkout?.ref ?? '' };
  };

  it('settles a purchase on payment_intent.succeeded: completed, invoiced, credited; the same event again changes nothing', async () => {
    const { purchaseId, ref } = await pendingIntent();
    const id = `evt_once_${purchaseId}`;
    const first = await sendEvent(s, 'payment_intent.succeeded', intentObject(ref, purchaseId, 75000), { id });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ received: true, result: 'settled' });
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('completed');
    expect(record.invoices).toEqual([expect.objectContaining({ status: 'completed', total_payment: '750.00' })]);
    expect(record.credits).toEqual([expect.objectContaining({ available_classes: 5 })]);
    const before = await commerceDigest(s.db);
    const again = await sendEvent(s, 'payment_intent.succeeded', intentObject(ref, purchaseId, 75000), { id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, result: 'duplicate' });
    expect(await commerceDigest(s.db)).toEqual(before);
    expect((await s.db.select().from(providerEvents)).filter((row) => row.event_id === id)).toHaveLength(1);
  });

  it('settles once when one event is delivered twice at the same moment', async () => {
    const { purchaseId, ref } = await pendingIntent();
    const id = `evt_race_${purchaseId}`;
    const answers = await Promise.all([0, 1].map(() => sendEvent(s, 'payment_intent.succeeded', intentObject(ref, purchaseId, 75000), { id })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.result).sort()).toEqual(['duplicate', 'settled']);
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.invoices).toHaveLength(1);
    expect(record.credits).toHaveLength(1);
  });

  describe('refuses what Stripe did not sign with 400, writing nothing', () => {
    it.each([
      ['another secret', { secret: 'whsec_someone_else' }],
      ['a body changed after signing', { tamper: true }],
      ['no signature', { signature: null }],
      ['a malformed signature', { signature: 't=1,v1=abc' }],
    ] as const)('%s', async (_title, options) => {
      const { purchaseId, ref } = await pendingIntent();
      const before = await commerceDigest(s.db);
      const eventsBefore = (await s.db.select().from(providerEvents)).length;
      const answer = await sendEvent(s, 'payment_intent.succeeded', intentObject(ref, purchaseId, 75000), options);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('webhook/bad-signature');
      expect(await commerceDigest(s.db)).toEqual(before);
      expect(await s.db.select().from(providerEvents)).toHaveLength(eventsBefore);
    });
  });

  it('acknowledges (200) and ignores an event about no purchase of ours, so Stripe stops retrying', async () => {
    const before = await commerceDigest(s.db);
    const unknown = await sendEvent(s, 'payment_intent.succeeded', intentObject('pi_elsewhere', 99_999_999, 75000));
    const none = await sendEvent(s, 'payment_intent.succeeded', intentObject('pi_elsewhere', 0, 75000, { metadata: {} }));
    const other = await sendEvent(s, 'customer.created', { id: 'cus_x', object: 'customer' });
    expect([unknown, none, other].map((answer) => [answer.status, answer.body.result])).toEqual([[200, 'ignored'], [200, 'ignored'], [200, 'ignored']]);
    expect(await commerceDigest(s.db)).toEqual(before);
  });

  it('marks a purchase failed on payment_intent.payment_failed, and settles it when the same intent later succeeds', async () => {
    const { purchaseId, ref } = await pendingIntent();
    const failed = await sendEvent(s, 'payment_intent.payment_failed', intentObject(ref, purchaseId, 75000, { status: 'requires_payment_method', amount_received: 0 }));
    expect(failed.body.result).toBe('failed');
    expect((await purchaseRecord(s.db, purchaseId)).purchase?.status).toBe('failed');
    const paid = await sendEvent(s, 'payment_intent.succeeded', intentObject(ref, purchaseId, 75000));
    expect(paid.body.result).toBe('settled');
    expect((await purchaseRecord(s.db, purchaseId)).purchase?.status).toBe('completed');
  });

  it('settles nothing when Stripe received another amount or currency (logged for the studio)', async () => {
    const { purchaseId, ref } = await pendingIntent();
    const errors = s.logger.errors.length;
    const cheaper = await sendEvent(s, 'payment_intent.succeeded', intentObject(ref, purchaseId, 100));
    const dollars = await sendEvent(s, 'payment_intent.succeeded', intentObject(ref, purchaseId, 75000, { currency: 'usd' }));
    expect([cheaper.body.result, dollars.body.result]).toEqual(['ignored', 'ignored']);
    expect((await purchaseRecord(s.db, purchaseId)).purchase?.status).toBe('pending');
    expect(s.logger.errors.length).toBe(errors + 2);
  });

  it('ignores an event about another PaymentIntent than the one the purchase opened', async () => {
    const { purchaseId } = await pendingIntent();
    const answer = await sendEvent(s, 'payment_intent.succeeded', intentObject('pi_not_this_one', purchaseId, 75000));
    expect(answer.body.result).toBe('ignored');
    expect((await purchaseRecord(s.db, purchaseId)).purchase?.status).toBe('pending');
  });

  it('settles a hosted subscription sold with a free trial: active with credits, no invoice, its subscription kept, next charge at the trial end', async () => {
    const pkg = await makePackage(s.db, { price: '900.00', is_subscription: true, subscription_period: 'month', free_trial_length: 7 });
    const answer = await withSettings(s.db, { card_checkout_mode: 'session' }, () => attempt(s, token, { class_package_id: pkg.class_package_id, payment_method: 'card' }));
    const purchaseId = answer.body.purchase_id as number;
    const { checkout } = await providerState(s.db, purchaseId);
    const session = {
      id: checkout?.ref, object: 'checkout.session', payment_status: 'no_payment_required', status: 'complete', amount_total: 0, currency: 'mxn',
      subscription: 'sub_fake_1', customer: 'cus_fake_session', client_reference_id: String(purchaseId), metadata: { purchase_id: String(purchaseId) },
    };
    const unpaid = await sendEvent(s, 'checkout.session.completed', { ...session, payment_status: 'unpaid' });
    expect(unpaid.body.result).toBe('ignored');
    const done = await sendEvent(s, 'checkout.session.completed', session);
    expect(done.body.result).toBe('settled');
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase).toMatchObject({ status: 'active', subscription_id: 'sub_fake_1', total_payment: '0.00' });
    expect(record.invoices).toEqual([]);
    expect(record.credits).toHaveLength(1);
    const read = await s.request('GET', `/api/purchases/${purchaseId}`, { token });
    const purchase = { ...PurchaseResponse.parse(read.body).purchase, class_package: null };
    expect(nextBillingDate(purchase, s.clock.now(), DEMO_TIME_ZONE)).toBeGreaterThan(s.clock.now() + 6 * DAY);
    expect(nextBillingDate(purchase, s.clock.now(), DEMO_TIME_ZONE)).toBeLessThan(s.clock.now() + 8 * DAY);
  });

  it('keeps the card of a free trial confirmed in the browser (setup_intent.succeeded) and settles it', async () => {
    const pkg = await makePackage(s.db, { price: '500.00', is_subscription: true, subscription_period: 'month', free_trial_length: 3 });
    const answer = await attempt(s, token, { class_package_id: pkg.class_package_id, payment_method: 'card' });
    const purchaseId = answer.body.purchase_id as number;
    const { checkout } = await providerState(s.db, purchaseId);
    const done = await sendEvent(s, 'setup_intent.succeeded', {
      id: checkout?.ref, object: 'setup_intent', status: 'succeeded', payment_method: 'pm_card_mastercard', customer: 'cus_fake_trial',
      metadata: { purchase_id: String(purchaseId) },
    });
    expect(done.body.result).toBe('settled');
    const state = await providerState(s.db, purchaseId);
    expect(state.sources).toEqual(expect.arrayContaining([expect.objectContaining({ source_id: 'pm_card_mastercard', last_digits: '4242' })]));
    expect((await purchaseRecord(s.db, purchaseId)).purchase?.status).toBe('active');
  });

  it('answers 404 when Stripe is not the card processor (the sandbox has no webhooks)', async () => {
    const answer = await h().request('POST', WEBHOOK, { raw: '{}', headers: { 'stripe-signature': 't=1,v1=x' } });
    expect(answer.status).toBe(404);
  });
});
