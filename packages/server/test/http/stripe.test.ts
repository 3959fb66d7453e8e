import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutAttemptResponse, messages } from '@estudio/core';
import { paymentSources, providerCustomers } from '../../src/db/schema/index.js';
import { makeCustomers, tokenOf, withSettings, type TestCustomer } from './support/booking.js';
import { attempt, expectNothingWritten, makePackage, newKey, purchaseRecord } from './support/checkout.js';
import { startFakeStripe, STRIPE_SECRET, TEST_METHODS, type FakeStripe } from './support/fake-stripe.js';
import { onEachDatabase, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';
import { providerState, purchasesOfKey, until } from './support/providers.js';

const DAY = 24 * 60 * 60 * 1000;

onEachDatabase('checkout with Stripe (the real SDK against a fake Stripe on 127.0.0.1)', (h) => {
  let fake: FakeStripe;
  let s: Harness;
  let buyer: TestCustomer;
  let token: string;
  let five: number;
  let unlimited: number;
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = h().withApp({ paymentGateway: fake.gateway() });
    [buyer] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    token = await tokenOf(s, buyer);
    five = await demoPackageId(s, 'five');
    unlimited = await demoPackageId(s, 'unlimited');
  });
  afterAll(async () => {
    await fake?.close();
  });

  describe("'elements' mode: a PaymentIntent the browser confirms", () => {
    it('answers purchase_id and clientSecret for a pending purchase with no credits, asking Stripe for centavos in mxn under a key of ours', async () => {
      const key = newKey();
      const before = fake.calls('POST /v1/payment_intents').length;
      const answer = await attempt(s, token, { class_package_id: five, payment_method: 'card', idempotency_key: key });
      expect(answer.status, answer.text).toBe(200);
      const body = CheckoutAttemptResponse.parse(answer.body);
      const [request] = fake.calls('POST /v1/payment_intents').slice(before);
      expect(request?.form).toMatchObject({
        amount: '75000', currency: 'mxn', 'allowed_payment_method_types[0]': 'card',
        'metadata[purchase_id]': String(body.purchase_id), 'metadata[customer_id]': String(buyer.customerId),
      });
      expect(request?.form.confirm).toBeUndefined();
      expect(request?.idempotencyKey).toBe(`checkout:${buyer.customerId}:${key}:payment_intent`);
      expect(request?.authorization).toBe(`Bearer ${STRIPE_SECRET}`);
      const intent = [...fake.objects.values()].filter((object) => object.object === 'payment_intent').at(-1);
      expect(body).toMatchObject({ payment_id: null, session: null, clientSecret: intent?.client_secret });
      const record = await purchaseRecord(s.db, body.purchase_id ?? 0);
      expect(record.purchase).toMatchObject({ status: 'pending', total_payment: '750.00' });
      expect(record).toMatchObject({ invoices: [], credits: [] });
      expect((await providerState(s.db, body.purchase_id ?? 0)).checkout).toMatchObject({ provider: 'stripe', kind: 'payment_intent', ref: intent?.id, amount: '750.00' });
    });

    it('answers a retry with the same key with the same clientSecret, read back from Stripe, creating nothing', async () => {
      const key = newKey();
      const first = await attempt(s, token, { class_package_id: five, payment_method: 'card', idempotency_key: key });
      const created = fake.calls('POST /v1/payment_intents').length;
      const again = await attempt(s, token, { class_package_id: five, payment_method: 'card', idempotency_key: key });
      expect(again.status, again.text).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(fake.calls('POST /v1/payment_intents')).toHaveLength(created);
      expect(fake.calls(`GET /v1/payment_intents/${String(first.body.clientSecret).split('_secret')[0]}`)).toHaveLength(1);
      expect(await purchasesOfKey(s.db, key)).toHaveLength(1);
    });

    it('turns five simultaneous attempts with one key into one purchase and one PaymentIntent, all answering its clientSecret', async () => {
      const key = newKey();
      const created = fake.calls('POST /v1/payment_intents').length;
      const answers = await Promise.all([0, 1, 2, 3, 4].map(() => attempt(s, token, { class_package_id: five, payment_method: 'card', idempotency_key: key })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body.clientSecret)).size).toBe(1);
      expect(await purchasesOfKey(s.db, key)).toHaveLength(1);
      const intents = new Set(fake.calls('POST /v1/payment_intents').slice(created).map((call) => call.idempotencyKey));
      expect(intents).toEqual(new Set([`checkout:${buyer.customerId}:${key}:payment_intent`]));
      expect([...fake.objects.values()].filter((object) => object.object === 'payment_intent' && (object.metadata as Record<string, string>).purchase_id === String(answers[0]?.body.purchase_id))).toHaveLength(1);
    });

    it('keeps a subscription card on one Stripe Customer of hers (setup_future_usage off_session), made once', async () => {
      const customersBefore = fake.calls('POST /v1/customers').length;
      for (let round = 0; round < 2; round += 1) {
        const answer = await attempt(s, token, { class_package_id: unlimited, payment_method: 'card' });
        expect(answer.status, answer.text).toBe(200);
        const request = fake.calls('POST /v1/payment_intents').at(-1);
        expect(request?.form).toMatchObject({ amount: '190000', setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
      }
      expect(fake.calls('POST /v1/customers').slice(customersBefore)).toEqual([
        expect.objectContaining({ form: expect.objectContaining({ email: buyer.email, 'metadata[customer_id]': String(buyer.customerId) }) }),
      ]);
      const rows = await s.db.select().from(providerCustomers);
      expect(rows.filter((row) => row.customer_id === buyer.customerId)).toEqual([expect.objectContaining({ provider: 'stripe' })]);
    });

    it('starting over with a new key abandons the pending attempt (failed), so it holds no purchase limit', async () => {
      const once = await makePackage(s.db, { limit_per_customer: 1 });
      const first = await attempt(s, token, { class_package_id: once.class_package_id, payment_method: 'card' });
      const second = await attempt(s, token, { class_package_id: once.class_package_id, payment_method: 'card' });
      expect(second.status, second.text).toBe(200);
      expect((await purchaseRecord(s.db, first.body.purchase_id)).purchase?.status).toBe('failed');
      expect((await purchaseRecord(s.db, second.body.purchase_id)).purchase?.status).toBe('pending');
    });

    it('answers 502 with a Spanish text while Stripe is down, keeps the pending purchase, and the same key retried answers once it is back', async () => {
      const key = newKey();
      fake.down = true;
      const down = await attempt(s, token, { class_package_id: five, payment_method: 'card', idempotency_key: key });
      fake.down = false;
      expect(down.status, down.text).toBe(502);
      expect(down.body).toEqual({ code: 'checkout/provider-unreachable', message: messages.checkoutApi.providerUnreachable });
      expect(await purchasesOfKey(s.db, key)).toEqual([expect.objectContaining({ status: 'pending' })]);
      const back = await attempt(s, token, { class_package_id: five, payment_method: 'card', idempotency_key: key });
      expect(back.status, back.text).toBe(200);
      expect(back.body.clientSecret).toMatch(/^pi_.+_secret_/);
      expect(await purchasesOfKey(s.db, key)).toHaveLength(1);
    });

    it("holds no lock while Stripe answers: her other checkout runs meanwhile", async () => {
      const release = fake.hold();
      const seen = fake.requests.length;
      const slow = attempt(s, token, { class_package_id: five, payment_method: 'card' });
      try {
        await until(() => fake.requests.length > seen);
        const cash = await attempt(s, token, { class_package_id: five, payment_method: 'cash' });
        expect(cash.status, cash.text).toBe(200);
      } finally {
        release();
      }
      expect((await slow).status).toBe(200);
    });
  });

  describe('a PaymentMethod charged at once (a token from Stripe.js, a saved card)', () => {
    it('charges a token confirmed on creation: completed, invoiced, credited, under the checkout key', async () => {
      const key = newKey();
      const answer = await attempt(s, token, { class_package_id: five, payment_method: 'card', card_token: TEST_METHODS.visa, idempotency_key: key });
      expect(answer.status, answer.text).toBe(200);
      const request = fake.calls('POST /v1/payment_intents').at(-1);
      expect(request?.form).toMatchObject({ amount: '75000', currency: 'mxn', confirm: 'true', payment_method: TEST_METHODS.visa });
      expect(request?.idempotencyKey).toBe(`checkout:${buyer.customerId}:${key}`);
      const record = await purchaseRecord(s.db, answer.body.purchase_id);
      expect(record.purchase).toMatchObject({ status: 'completed', total_payment: '750.00' });
      expect(record.invoices).toEqual([expect.objectContaining({ invoice_id: answer.body.payment_id, status: 'completed', total_payment: '750.00' })]);
      expect(record.credits).toEqual([expect.objectContaining({ available_classes: 5 })]);
    });

    it("refuses a declined card with 402, Stripe's code and the spec's text, and writes nothing", async () => {
      await expectNothingWritten(s, () => attempt(s, token, { class_package_id: five, payment_method: 'card', card_token: TEST_METHODS.insufficientFunds, discountCode: 'FIJO100' }), {
        status: 402, code: 'card_declined/insufficient_funds', message: messages.checkout.insufficientFunds,
      });
    });

    it('refuses a payment the bank wants confirmed (3-D Secure) with its own Spanish text', async () => {
      await expectNothingWritten(s, () => attempt(s, token, { class_package_id: five, payment_method: 'card', card_token: TEST_METHODS.authenticationRequired }), {
        status: 402, code: 'authentication_required', message: messages.checkoutApi.cardAuthenticationRequired,
      });
    });

    it('charges a saved card off-session on her Stripe Customer', async () => {
      const [source] = await s.db.insert(paymentSources).values({
        customer_id: buyer.customerId, source_id: TEST_METHODS.visa, card_type: 'visa', last_digits: '4242',
      }).returning();
      const answer = await attempt(s, token, { class_package_id: five, payment_method: 'saved_card', payment_source_id: source?.payment_source_id ?? 0 });
      expect(answer.status, answer.text).toBe(200);
      const [customer] = (await s.db.select().from(providerCustomers)).filter((row) => row.customer_id === buyer.customerId);
      expect(fake.calls('POST /v1/payment_intents').at(-1)?.form).toMatchObject({
        confirm: 'true', off_session: 'true', payment_method: TEST_METHODS.visa, customer: customer?.provider_customer_id,
      });
      expect((await purchaseRecord(s.db, answer.body.purchase_id)).purchase?.status).toBe('completed');
    });
  });

  describe("'session' mode: a Stripe Checkout page", () => {
    it('opens a payment page returning to /gracias/{purchase_id} and cancelling to /checkout/{package}', async () => {
      const answer = await withSettings(s.db, { card_checkout_mode: 'session' }, () => attempt(s, token, { class_package_id: five, payment_method: 'card' }));
      expect(answer.status, answer.text).toBe(200);
      const id = answer.body.purchase_id;
      const request = fake.calls('POST /v1/checkout/sessions').at(-1);
      expect(request?.form).toMatchObject({
        mode: 'payment', 'line_items[0][quantity]': '1', 'line_items[0][price_data][currency]': 'mxn',
        'line_items[0][price_data][unit_amount]': '75000', 'line_items[0][price_data][product_data][name]': 'Paquete 5 clases',
        success_url: `http://localhost/gracias/${id}`, cancel_url: `http://localhost/checkout/${five}`,
        client_reference_id: String(id), 'metadata[purchase_id]': String(id),
        // Her Stripe Customer from her earlier subscription: the page knows her card and e-mail.
        customer: expect.stringMatching(/^cus_/),
      });
      expect(request?.form.customer_email).toBeUndefined();
      expect(answer.body).toMatchObject({ clientSecret: null, session: { url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) } });
      expect((await purchaseRecord(s.db, id)).purchase?.status).toBe('pending');
    });

    it('sells a subscription with its free trial: mode subscription, recurring monthly, trial_end after the trial, $0 now', async () => {
      const pkg = await makePackage(s.db, { price: '900.00', is_subscription: true, subscription_period: 'month', subscription_interval: 1, free_trial_length: 7, free_trial_period: 'day' });
      const answer = await withSettings(s.db, { card_checkout_mode: 'session' }, () => attempt(s, token, { class_package_id: pkg.class_package_id, payment_method: 'card' }));
      expect(answer.status, answer.text).toBe(200);
      const form = fake.calls('POST /v1/checkout/sessions').at(-1)?.form ?? {};
      expect(form).toMatchObject({
        mode: 'subscription', 'line_items[0][price_data][unit_amount]': '90000',
        'line_items[0][price_data][recurring][interval]': 'month', 'line_items[0][price_data][recurring][interval_count]': '1',
        'subscription_data[metadata][purchase_id]': String(answer.body.purchase_id),
      });
      expect(Number(form['subscription_data[trial_end]']) * 1000).toBeGreaterThan(s.clock.now() + 7 * DAY - 2 * 60 * 60 * 1000);
      expect(Number(form['subscription_data[trial_end]']) * 1000).toBeLessThanOrEqual(s.clock.now() + 7 * DAY + 2 * 60 * 60 * 1000);
      expect(form['discounts[0][coupon]']).toBeUndefined();
      expect((await purchaseRecord(s.db, answer.body.purchase_id)).purchase).toMatchObject({ status: 'pending', total_payment: '0.00', amount: '900.00' });
    });

    it('gives a first-invoice-only discount on a subscription as a coupon used once, the renewals at full price', async () => {
      const answer = await withSettings(s.db, { card_checkout_mode: 'session' }, () => attempt(s, token, { class_package_id: unlimited, payment_method: 'card', discountCode: 'BIENVENIDA' }));
      expect(answer.status, answer.text).toBe(200);
      expect(fake.calls('POST /v1/coupons').at(-1)?.form).toMatchObject({ amount_off: '19000', currency: 'mxn', duration: 'once' });
      expect(fake.calls('POST /v1/checkout/sessions').at(-1)?.form).toMatchObject({
        'line_items[0][price_data][unit_amount]': '190000', 'discounts[0][coupon]': expect.stringMatching(/^co_/),
      });
      expect((await purchaseRecord(s.db, answer.body.purchase_id)).purchase?.total_payment).toBe('1710.00');
    });
  });

  it('keeps a free trial card with Stripe (attached to her Customer) and charges nothing', async () => {
    const pkg = await makePackage(s.db, { price: '600.00', is_subscription: true, subscription_period: 'month', free_trial_length: 14 });
    const intents = fake.calls('POST /v1/payment_intents').length;
    const answer = await attempt(s, token, { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: TEST_METHODS.visa });
    expect(answer.status, answer.text).toBe(200);
    expect(fake.calls(`POST /v1/payment_methods/${TEST_METHODS.visa}/attach`).at(-1)?.form).toMatchObject({ customer: expect.stringMatching(/^cus_/) });
    expect(fake.calls('POST /v1/payment_intents')).toHaveLength(intents);
    const record = await purchaseRecord(s.db, answer.body.purchase_id);
    expect(record.purchase).toMatchObject({ status: 'active', total_payment: '0.00', free_trial_length: 14 });
    expect(record.invoices).toEqual([]);
    expect(record.credits).toHaveLength(1);
    expect((await providerState(s.db, answer.body.purchase_id)).sources).toEqual(expect.arrayContaining([
      expect.objectContaining({ source_id: TEST_METHODS.visa, card_type: 'visa', last_digits: '4242' }),
    ]));
  });

  it("opens a SetupIntent for a free trial in 'elements' mode (a seti_ clientSecret)", async () => {
    const pkg = await makePackage(s.db, { price: '600.00', is_subscription: true, subscription_period: 'month', free_trial_length: 1, free_trial_period: 'month' });
    const answer = await attempt(s, token, { class_package_id: pkg.class_package_id, payment_method: 'card' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.clientSecret).toMatch(/^seti_.+_secret_/);
    expect(fake.calls('POST /v1/setup_intents').at(-1)?.form).toMatchObject({ usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
  });

  it('saves cards (/metodosPago) on one Stripe Customer of hers, and detaches a deleted one', async () => {
    const [saver] = (await makeCustomers(s.db, 1)) as [TestCustomer];
    const saverToken = await tokenOf(s, saver);
    const customers = fake.calls('POST /v1/customers').length;
    const saved = [];
    for (const id of ['pm_card_first', 'pm_card_second']) {
      const answer = await s.request('POST', '/api/metodosPago', { token: saverToken, body: { token_id: id, card_type: 'visa', last_digits: '4242', saveCard: true } });
      expect(answer.status, answer.text).toBe(201);
      saved.push(answer.body.metodo_pago);
    }
    expect(fake.calls('POST /v1/customers')).toHaveLength(customers + 1);
    const attached = ['pm_card_first', 'pm_card_second'].map((id) => fake.calls(`POST /v1/payment_methods/${id}/attach`)[0]?.form.customer);
    expect(attached[0]).toMatch(/^cus_/);
    expect(attached[1]).toBe(attached[0]);
    const removed = await s.request('DELETE', `/api/metodosPago/${String(saved[0]?.payment_source_id)}`, { token: saverToken });
    expect(removed.status, removed.text).toBe(200);
    expect(fake.calls('POST /v1/payment_methods/pm_card_first/detach')).toHaveLength(1);
  });

  it('holds no transaction while Stripe keeps a card: a checkout of someone else runs meanwhile', async () => {
    // On PGlite (one connection) a transaction left open across Stripe's answer would hold every other write.
    const [saver] = (await makeCustomers(s.db, 1)) as [TestCustomer];
    const release = fake.hold();
    const seen = fake.requests.length;
    const slow = s.request('POST', '/api/metodosPago', { token: await tokenOf(s, saver), body: { token_id: 'pm_card_slow', card_type: 'visa', last_digits: '4242' } });
    try {
      await until(() => fake.requests.length > seen);
      const cash = await attempt(s, token, { class_package_id: five, payment_method: 'cash' });
      expect(cash.status, cash.text).toBe(200);
    } finally {
      release();
    }
    const saved = await slow;
    expect(saved.status, saved.text).toBe(201);
  });

  it('has no sandbox tokeniser once Stripe is the card processor (404)', async () => {
    const answer = await s.request('POST', '/api/sandbox/card_tokens', { body: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } });
    expect(answer.status).toBe(404);
  });
});
