import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { customers, paymentMethods } from '../../src/db/schema/index.js';
import { makeCustomers, setSetting, tokenOf, withSettings, type TestCustomer } from './support/booking.js';
import { attempt, commerceDigest, makePackage, newKey, purchaseRecord } from './support/checkout.js';
import { PAYPAL_CLIENT, startFakePayPal, type FakePayPal } from './support/fake-paypal.js';
import { onEachDatabase, type Answer, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';
import { providerState, purchasesOfKey } from './support/providers.js';

const capture = (s: Harness, token: string, body: { purchase_id: number; orderID?: string; subscriptionID?: string }): Promise<Answer> =>
  s.request('POST', '/api/checkout/capture', { token, body });

onEachDatabase('checkout with PayPal (a fake PayPal REST API on 127.0.0.1)', (h, kind) => {
  let fake: FakePayPal;
  let s: Harness;
  let buyer: TestCustomer;
  let other: TestCustomer;
  let token: string;
  let five: number;
  let unlimited: number;
  let methodId: number;
  beforeAll(async () => {
    fake = await startFakePayPal();
    s = h().withApp({ subscriptionProvider: fake.provider() });
    [buyer, other] = (await makeCustomers(h().db, 2)) as [TestCustomer, TestCustomer];
    token = await tokenOf(s, buyer);
    five = await demoPackageId(s, 'five');
    unlimited = await demoPackageId(s, 'unlimited');
    await setSetting(s.db, 'subscription_provider_enabled', 'true');
    const [method] = await s.db.insert(paymentMethods).values({ name: 'PayPal', kind: 'subscription_provider' }).returning();
    methodId = method?.payment_method_id ?? 0;
  });
  afterAll(async () => {
    await fake?.close();
  });

  /** A one-off order for the 5-class pack: the attempt's answer and the order's id. */
  const openOrder = async (key = newKey()): Promise<{ purchaseId: number; orderId: string }> => {
    const answer = await attempt(s, token, { class_package_id: five, payment_method: 'provider', idempotency_key: key });
    expect(answer.status, answer.text).toBe(200);
    return { purchaseId: answer.body.purchase_id, orderId: answer.body.orderID };
  };

  describe('refuses the provider when it is not on offer (412)', () => {
    it('with subscription_provider_enabled off', async () => {
      const answer = await withSettings(s.db, { subscription_provider_enabled: 'false' }, () => attempt(s, token, { class_package_id: five, payment_method: 'provider' }));
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([412, 'checkout/provider-unavailable', messages.checkoutApi.providerUnavailable]);
    });

    it('with no PayPal configured on the server', async () => {
      const answer = await attempt(h(), token, { class_package_id: five, payment_method: 'provider' });
      expect([answer.status, answer.body.code]).toEqual([412, 'checkout/provider-unavailable']);
      const captured = await capture(h(), token, { purchase_id: 1, orderID: 'ORDER-X' });
      expect(captured.status).toBe(412);
    });
  });

  it("tells the browser the client id PayPal's script loads with, the server's own over any stored one", async () => {
    const served = async (harness: Harness) => {
      const { config } = (await harness.request('GET', '/api/appconfig')).body as { config: { key: string; value: string | null }[] };
      return config.filter((entry) => entry.key === 'subscription_provider_client_id').map((entry) => entry.value);
    };
    await withSettings(s.db, { subscription_provider_client_id: 'AV-stale' }, async () => {
      expect(await served(s)).toEqual([fake.provider().clientId]);
      expect(await served(h())).toEqual(['AV-stale']);
    });
    expect(await served(s)).toEqual([fake.provider().clientId]);
  });

  it('creates an order (intent CAPTURE, MXN) for a pending purchase and answers its orderID', async () => {
    const key = newKey();
    const { purchaseId, orderId } = await openOrder(key);
    const [request] = fake.calls('POST /v2/checkout/orders').slice(-1);
    expect(request?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: String(purchaseId), custom_id: String(purchaseId), description: 'Paquete 5 clases', amount: { currency_code: 'MXN', value: '750.00' } }],
    });
    expect(request?.requestId).toBe(`checkout:${buyer.customerId}:${key}:order`);
    expect(fake.calls('POST /v1/oauth2/token')[0]?.authorization).toBe(`Basic ${Buffer.from(`${PAYPAL_CLIENT.clientId}:${PAYPAL_CLIENT.clientSecret}`).toString('base64')}`);
    expect(orderId).toMatch(/^ORDER-/);
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase).toMatchObject({ status: 'pending', payment_method_id: methodId, total_payment: '750.00' });
    expect(record).toMatchObject({ invoices: [], credits: [] });
  });

  it('fetches one OAuth token and keeps it for the next calls', async () => {
    await openOrder();
    await openOrder();
    expect(fake.calls('POST /v1/oauth2/token')).toHaveLength(1);
  });

  it('captures an approved order once: completed with its invoice and credits; a retried capture answers the same and adds nothing', async () => {
    const { purchaseId, orderId } = await openOrder();
    const early = await capture(s, token, { purchase_id: purchaseId, orderID: orderId });
    expect([early.status, early.body.code, early.body.message]).toEqual([412, 'checkout/not-approved', messages.checkoutApi.providerNotApproved]);
    expect((await purchaseRecord(s.db, purchaseId)).purchase?.status).toBe('pending');
    fake.approve(orderId);
    const done = await capture(s, token, { purchase_id: purchaseId, orderID: orderId });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ purchase_id: purchaseId });
    const again = await capture(s, token, { purchase_id: purchaseId, orderID: orderId });
    expect(again.body).toEqual({ purchase_id: purchaseId });
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('completed');
    expect(record.invoices).toEqual([expect.objectContaining({ status: 'completed', total_payment: '750.00' })]);
    expect(record.credits).toEqual([expect.objectContaining({ available_classes: 5 })]);
    // The paid purchase answered the retry itself: PayPal was asked twice (before and after approval), never a third time.
    const calls = fake.calls(`POST /v2/checkout/orders/${orderId}/capture`);
    expect(calls).toHaveLength(2);
    expect(calls.every((call) => call.requestId?.startsWith(`checkout:${buyer.customerId}:${record.purchase?.idempotency_key}:capture:`))).toBe(true);
  });

  it('settles an order PayPal captured before our answer was lost (read back, not captured twice)', async () => {
    const { purchaseId, orderId } = await openOrder();
    fake.approve(orderId);
    const captured = await fake.provider().captureOrder(orderId, 'lost-answer');
    expect(captured.status).toBe('completed');
    const done = await capture(s, token, { purchase_id: purchaseId, orderID: orderId });
    expect(done.status, done.text).toBe(200);
    expect((await purchaseRecord(s.db, purchaseId)).invoices).toEqual([expect.objectContaining({ total_payment: '750.00' })]);
    expect(fake.calls(`GET /v2/checkout/orders/${orderId}`)).toHaveLength(1);
  });

  it('does not capture nor settle a purchase already marked failed (she started over): 409, nothing written, PayPal not asked', async () => {
    const first = await openOrder();
    fake.approve(first.orderId);
    await openOrder();
    expect((await purchaseRecord(s.db, first.purchaseId)).purchase?.status).toBe('failed');
    const before = await commerceDigest(s.db);
    const answer = await capture(s, token, { purchase_id: first.purchaseId, orderID: first.orderId });
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([409, 'purchase/not-settleable', messages.checkoutApi.notSettleable]);
    expect(await commerceDigest(s.db)).toEqual(before);
    expect(fake.calls(`POST /v2/checkout/orders/${first.orderId}/capture`)).toHaveLength(0);
  });

  it('waits for her row: a capture runs after a checkout of hers that holds it (as every checkout path locks it)', async (context) => {
    if (kind !== 'postgres') context.skip();
    const { purchaseId, orderId } = await openOrder();
    fake.approve(orderId);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let locked: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => { locked = resolve; });
    const holder = s.db.transaction(async (tx) => {
      await tx.select().from(customers).where(eq(customers.customer_id, buyer.customerId)).for('update');
      locked();
      await held;
    });
    await lockTaken;
    let answered = false;
    const sent = capture(s, token, { purchase_id: purchaseId, orderID: orderId }).then((answer) => { answered = true; return answer; });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    expect(fake.calls(`POST /v2/checkout/orders/${orderId}/capture`)).toHaveLength(0);
    release();
    await holder;
    expect((await sent).status).toBe(200);
  });

  it('answers 402 with a Spanish text when PayPal refuses the funding, keeping the purchase pending for another try', async () => {
    const { purchaseId, orderId } = await openOrder();
    fake.approve(orderId);
    fake.decline(orderId);
    const answer = await capture(s, token, { purchase_id: purchaseId, orderID: orderId });
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([402, 'paypal/instrument_declined', messages.checkoutApi.providerDeclined]);
    expect((await purchaseRecord(s.db, purchaseId)).purchase?.status).toBe('pending');
  });

  it("refuses another order than the purchase's (409) and someone else's purchase (404)", async () => {
    const { purchaseId, orderId } = await openOrder();
    const { orderId: otherOrder } = await openOrder();
    fake.approve(otherOrder);
    const wrong = await capture(s, token, { purchase_id: purchaseId, orderID: otherOrder });
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([409, 'checkout/capture-mismatch', messages.checkoutApi.captureMismatch]);
    const stranger = await capture(s, await tokenOf(s, other), { purchase_id: purchaseId, orderID: orderId });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'purchase/not-found']);
  });

  it('answers 502 while PayPal is down, and the same key retried makes one order', async () => {
    const key = newKey();
    fake.down = true;
    const down = await attempt(s, token, { class_package_id: five, payment_method: 'provider', idempotency_key: key });
    fake.down = false;
    expect([down.status, down.body.code]).toEqual([502, 'checkout/provider-unreachable']);
    const orders = fake.calls('POST /v2/checkout/orders').length;
    const back = await attempt(s, token, { class_package_id: five, payment_method: 'provider', idempotency_key: key });
    expect(back.status, back.text).toBe(200);
    const again = await attempt(s, token, { class_package_id: five, payment_method: 'provider', idempotency_key: key });
    expect(again.body.orderID).toBe(back.body.orderID);
    expect(fake.calls('POST /v2/checkout/orders')).toHaveLength(orders + 1);
    expect(await purchasesOfKey(s.db, key)).toHaveLength(1);
  });

  describe('a subscription package: a PayPal plan, made on demand and remembered', () => {
    it('answers the plan_id of a plan billing the price every period, made once for every buyer on the same terms', async () => {
      const plans = fake.calls('POST /v1/billing/plans').length;
      const first = await attempt(s, token, { class_package_id: unlimited, payment_method: 'provider' });
      expect(first.status, first.text).toBe(200);
      expect(first.body).toMatchObject({ plan_id: expect.stringMatching(/^P-/), orderID: null, clientSecret: null, session: null });
      const second = await attempt(s, await tokenOf(s, other), { class_package_id: unlimited, payment_method: 'provider' });
      expect(second.body.plan_id).toBe(first.body.plan_id);
      expect(fake.calls('POST /v1/billing/plans')).toHaveLength(plans + 1);
      expect(fake.plans.get(first.body.plan_id)).toMatchObject({
        status: 'ACTIVE', product_id: expect.stringMatching(/^PROD-/),
        billing_cycles: [{ tenure_type: 'REGULAR', sequence: 1, total_cycles: 0, frequency: { interval_unit: 'MONTH', interval_count: 1 }, pricing_scheme: { fixed_price: { currency_code: 'MXN', value: '1900.00' } } }],
      });
      expect((await providerState(s.db, first.body.purchase_id)).checkout).toMatchObject({ provider: 'paypal', kind: 'plan', ref: first.body.plan_id });
    });

    it('settles on capture of an active subscription to its plan: active, credits, invoice, subscription id kept', async () => {
      const answer = await attempt(s, token, { class_package_id: unlimited, payment_method: 'provider' });
      fake.subscribe('I-FAKE-ACTIVE', answer.body.plan_id, 'ACTIVE', String(answer.body.purchase_id));
      const done = await capture(s, token, { purchase_id: answer.body.purchase_id, subscriptionID: 'I-FAKE-ACTIVE' });
      expect(done.status, done.text).toBe(200);
      const record = await purchaseRecord(s.db, answer.body.purchase_id);
      expect(record.purchase).toMatchObject({ status: 'active', subscription_id: 'I-FAKE-ACTIVE' });
      expect(record.invoices).toEqual([expect.objectContaining({ total_payment: '1900.00', status: 'completed' })]);
      expect(record.credits).toEqual([expect.objectContaining({ available_classes: -1 })]);
      const again = await capture(s, token, { purchase_id: answer.body.purchase_id, subscriptionID: 'I-FAKE-ACTIVE' });
      expect(again.status).toBe(200);
      const elsewhere = await attempt(s, token, { class_package_id: unlimited, payment_method: 'provider' });
      const reused = await capture(s, token, { purchase_id: elsewhere.body.purchase_id, subscriptionID: 'I-FAKE-ACTIVE' });
      expect([reused.status, reused.body.code]).toEqual([409, 'checkout/capture-mismatch']);
    });

    it('refuses a subscription to another plan (409), one not yet approved (412), and an unknown one (409)', async () => {
      const answer = await attempt(s, token, { class_package_id: unlimited, payment_method: 'provider' });
      fake.subscribe('I-FAKE-OTHER', 'P-SOMEONE-ELSE');
      fake.subscribe('I-FAKE-PENDING', answer.body.plan_id, 'APPROVAL_PENDING', String(answer.body.purchase_id));
      const results = await Promise.all(['I-FAKE-OTHER', 'I-FAKE-PENDING', 'I-FAKE-UNKNOWN'].map((id) => capture(s, token, { purchase_id: answer.body.purchase_id, subscriptionID: id })));
      expect(results.map((result) => [result.status, result.body.code])).toEqual([
        [409, 'checkout/capture-mismatch'], [412, 'checkout/not-approved'], [409, 'checkout/capture-mismatch'],
      ]);
      expect((await purchaseRecord(s.db, answer.body.purchase_id)).purchase?.status).toBe('pending');
    });

    it('does not settle a subscription approved without its custom_id (409), nor one whose custom_id is another purchase’s', async () => {
      const answer = await attempt(s, token, { class_package_id: unlimited, payment_method: 'provider' });
      fake.subscribe('I-FAKE-NO-CUSTOM', answer.body.plan_id);
      fake.subscribe('I-FAKE-WRONG-CUSTOM', answer.body.plan_id, 'ACTIVE', String(answer.body.purchase_id + 1000));
      for (const id of ['I-FAKE-NO-CUSTOM', 'I-FAKE-WRONG-CUSTOM']) {
        const before = await commerceDigest(s.db);
        const refused = await capture(s, token, { purchase_id: answer.body.purchase_id, subscriptionID: id });
        expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'checkout/capture-mismatch', messages.checkoutApi.captureMismatch]);
        expect(await commerceDigest(s.db)).toEqual(before);
      }
      expect((await purchaseRecord(s.db, answer.body.purchase_id)).purchase).toMatchObject({ status: 'pending', subscription_id: null });
    });

    it('puts a free trial first in the plan, and settles it at $0 with no invoice', async () => {
      const pkg = await makePackage(s.db, { price: '800.00', is_subscription: true, subscription_period: 'month', free_trial_length: 7 });
      const answer = await attempt(s, token, { class_package_id: pkg.class_package_id, payment_method: 'provider' });
      expect(fake.plans.get(answer.body.plan_id)?.billing_cycles).toEqual([
        { tenure_type: 'TRIAL', sequence: 1, total_cycles: 1, frequency: { interval_unit: 'DAY', interval_count: 7 } },
        expect.objectContaining({ tenure_type: 'REGULAR', sequence: 2, pricing_scheme: { fixed_price: { currency_code: 'MXN', value: '800.00' } } }),
      ]);
      fake.subscribe('I-FAKE-TRIAL', answer.body.plan_id, 'ACTIVE', String(answer.body.purchase_id));
      const done = await capture(s, token, { purchase_id: answer.body.purchase_id, subscriptionID: 'I-FAKE-TRIAL' });
      expect(done.status, done.text).toBe(200);
      const record = await purchaseRecord(s.db, answer.body.purchase_id);
      expect(record.purchase).toMatchObject({ status: 'active', total_payment: '0.00', free_trial_length: 7 });
      expect(record.invoices).toEqual([]);
      expect(record.credits).toHaveLength(1);
    });

    it('bills a first-invoice-only discount as one discounted period before the regular price', async () => {
      const answer = await attempt(s, token, { class_package_id: unlimited, payment_method: 'provider', discountCode: 'BIENVENIDA' });
      expect(answer.status, answer.text).toBe(200);
      expect(fake.plans.get(answer.body.plan_id)?.billing_cycles).toEqual([
        expect.objectContaining({ tenure_type: 'TRIAL', sequence: 1, total_cycles: 1, pricing_scheme: { fixed_price: { currency_code: 'MXN', value: '1710.00' } } }),
        expect.objectContaining({ tenure_type: 'REGULAR', sequence: 2, pricing_scheme: { fixed_price: { currency_code: 'MXN', value: '1900.00' } } }),
      ]);
    });
  });
});
