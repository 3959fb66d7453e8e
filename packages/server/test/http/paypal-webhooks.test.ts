import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox, paymentMethods, providerEvents } from '../../src/db/schema/index.js';
import { DEMO_TIME_ZONE } from '../../src/db/seed/demo/settings.data.js';
import { payPalProvider } from '../../src/payments/index.js';
import { makeCustomers, setSetting, tokenOf, type TestCustomer } from './support/booking.js';
import { attempt, commerceDigest, makePackage, purchaseRecord } from './support/checkout.js';
import { PAYPAL_CLIENT, PAYPAL_WEBHOOK_ID, startFakePayPal, type FakePayPal } from './support/fake-paypal.js';
import { onEachDatabase, type Answer, type Harness } from './support/harness.js';

const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK = '/api/webhooks/paypal';
const VERIFY = 'POST /v1/notifications/verify-webhook-signature';

let sent = 0;

/** A PayPal event as PayPal delivers it (v1 webhook envelope). */
const eventBody = (type: string, resource: Record<string, unknown>, id?: string): string => {
  sent += 1;
  return JSON.stringify({
    id: id ?? `WH-${sent}-${Date.now()}`, event_version: '1.0', create_time: new Date().toISOString(), resource_type: type.startsWith('PAYMENT.') ? 'sale' : 'subscription',
    event_type: type, summary: type, resource,
  });
};

/** A subscription's sale as PAYMENT.SALE.COMPLETED carries it. */
const sale = (id: string, subscriptionId: string, at: number, total = '900.00', currency = 'MXN') => ({
  id, state: 'completed', amount: { total, currency, details: { subtotal: total } }, payment_mode: 'INSTANT_TRANSFER',
  billing_agreement_id: subscriptionId, create_time: new Date(at).toISOString(), update_time: new Date(at).toISOString(),
});

/** A subscription as BILLING.SUBSCRIPTION.* events carry it. */
const subscriptionResource = (id: string, purchaseId: number, status: string, extra: Record<string, unknown> = {}) => ({
  id, status, plan_id: 'P-ANY', custom_id: String(purchaseId), status_update_time: new Date().toISOString(), ...extra,
});

onEachDatabase('PayPal subscription webhooks: verified by PayPal, handled once per event id (a fake PayPal on 127.0.0.1)', (h) => {
  let fake: FakePayPal;
  let s: Harness;
  let buyer: TestCustomer;
  let token: string;
  let monthly: number;
  let trial: number;
  let subscriptions = 0;
  beforeAll(async () => {
    fake = await startFakePayPal();
    s = h().withApp({ subscriptionProvider: fake.provider() });
    [buyer] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    token = await tokenOf(s, buyer);
    await setSetting(s.db, 'subscription_provider_enabled', 'true');
    await s.db.insert(paymentMethods).values({ name: 'PayPal', kind: 'subscription_provider' });
    // Credits that last longer than a period: a subscription ended early keeps them exactly until the period paid ends.
    monthly = (await makePackage(s.db, { price: '900.00', is_subscription: true, subscription_period: 'month', subscription_interval: 1, class_amount: 8, expiration_days: 60 })).class_package_id;
    trial = (await makePackage(s.db, { price: '800.00', is_subscription: true, subscription_period: 'month', free_trial_length: 7, class_amount: 4 })).class_package_id;
  });
  afterAll(async () => {
    await fake?.close();
  });

  /** A delivery signed by the fake PayPal (for another webhook, or altered after signing, when told). */
  const deliver = (body: string, options: { webhookId?: string; tamper?: boolean; headers?: Record<string, string> } = {}): Promise<Answer> => {
    const headers = options.headers ?? fake.sign(body, options.webhookId);
    return s.request('POST', WEBHOOK, { raw: options.tamper ? body.replace('900.00', '9.00') : body, headers });
  };

  /** A subscription bought through PayPal's button and captured: active, one invoice (none for a free trial), one credit row. */
  const activeSubscription = async (packageId = monthly): Promise<{ purchaseId: number; subscriptionId: string }> => {
    subscriptions += 1;
    const subscriptionId = `I-RENEWS-${subscriptions}-${Date.now()}`;
    const answer = await attempt(s, token, { class_package_id: packageId, payment_method: 'provider' });
    expect(answer.status, answer.text).toBe(200);
    const purchaseId = answer.body.purchase_id as number;
    fake.subscribe(subscriptionId, answer.body.plan_id, 'ACTIVE', String(purchaseId));
    const captured = await s.request('POST', '/api/checkout/capture', { token, body: { purchase_id: purchaseId, subscriptionID: subscriptionId } });
    expect(captured.status, captured.text).toBe(200);
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase).toMatchObject({ status: 'active', subscription_id: subscriptionId });
    expect(record.credits).toHaveLength(1);
    return { purchaseId, subscriptionId };
  };

  const mailsOf = async (prefix: string) =>
    (await s.db.select().from(outbox).where(eq(outbox.recipient, buyer.email))).filter((mail) => mail.dedupe_key?.startsWith(prefix));

  it("asks PayPal to verify each delivery with its signature headers, our webhook id and the event as delivered, and grants nothing again for the checkout's own sale", async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const before = await commerceDigest(s.db);
    const body = eventBody('PAYMENT.SALE.COMPLETED', sale(`SALE-FIRST-${purchaseId}`, subscriptionId, s.clock.now() + 60_000));
    const headers = fake.sign(body);
    const answer = await deliver(body, { headers });
    expect([answer.status, answer.body.result], answer.text).toEqual([200, 'already']);
    expect(await commerceDigest(s.db)).toEqual(before);
    const [asked] = fake.calls(VERIFY).slice(-1);
    expect(asked?.body).toEqual({
      transmission_id: headers['paypal-transmission-id'], transmission_time: headers['paypal-transmission-time'],
      transmission_sig: headers['paypal-transmission-sig'], cert_url: headers['paypal-cert-url'], auth_algo: 'SHA256withRSA',
      webhook_id: PAYPAL_WEBHOOK_ID, webhook_event: JSON.parse(body),
    });
  });

  it('records a renewal on PAYMENT.SALE.COMPLETED a period later: a completed invoice with the sale id, the new credits, her receipt; handled once', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const saleId = `SALE-RENEW-${purchaseId}`;
    const body = eventBody('PAYMENT.SALE.COMPLETED', sale(saleId, subscriptionId, s.clock.now() + 31 * DAY));
    const renewed = await deliver(body);
    expect([renewed.status, renewed.body.result], renewed.text).toEqual([200, 'renewed']);
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('active');
    expect(record.invoices.find((row) => row.provider_ref === saleId)).toMatchObject({ status: 'completed', total_payment: '900.00', provider: 'paypal' });
    expect(record.credits).toHaveLength(2);
    expect(await mailsOf('renewal-paid:')).toHaveLength(1);

    const before = await commerceDigest(s.db);
    const replay = await deliver(body);
    expect([replay.status, replay.body.result]).toEqual([200, 'duplicate']);
    const sameSale = await deliver(eventBody('PAYMENT.SALE.COMPLETED', sale(saleId, subscriptionId, s.clock.now() + 31 * DAY)));
    expect([sameSale.status, sameSale.body.result]).toEqual([200, 'already']);
    expect(await commerceDigest(s.db)).toEqual(before);
    expect(await mailsOf('renewal-paid:')).toHaveLength(1);
  });

  it("counts a free trial's first sale, at the trial's end, as its first charge", async () => {
    const { purchaseId, subscriptionId } = await activeSubscription(trial);
    expect((await purchaseRecord(s.db, purchaseId)).invoices).toEqual([]);
    const answer = await deliver(eventBody('PAYMENT.SALE.COMPLETED', sale(`SALE-TRIAL-${purchaseId}`, subscriptionId, s.clock.now() + 7 * DAY, '800.00')));
    expect(answer.body.result).toBe('renewed');
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.invoices).toEqual([expect.objectContaining({ status: 'completed', total_payment: '800.00', provider: 'paypal' })]);
    expect(record.credits).toHaveLength(2);
  });

  it('records a refused payment (BILLING.SUBSCRIPTION.PAYMENT.FAILED) and tells her; on SUSPENDED the benefits end (failed)', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const failedAt = new Date(s.clock.now() + 31 * DAY).toISOString();
    const failed = await deliver(eventBody('BILLING.SUBSCRIPTION.PAYMENT.FAILED', subscriptionResource(subscriptionId, purchaseId, 'ACTIVE', {
      billing_info: { failed_payments_count: 1, last_failed_payment: { amount: { currency_code: 'MXN', value: '900.00' }, time: failedAt } },
    })));
    expect([failed.status, failed.body.result], failed.text).toEqual([200, 'renewal_failed']);
    let record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('active');
    expect(record.invoices.find((row) => row.status === 'failed')).toMatchObject({ provider: 'paypal', provider_ref: `${subscriptionId}:failed:${failedAt}`, total_payment: '900.00' });
    const notices = await mailsOf('renewal-failed:');
    expect(notices.length).toBeGreaterThanOrEqual(1);
    // PayPal retries with the card it holds: no link to the cards this server charges, and nothing says it ended.
    expect(notices.at(-1)?.body).not.toContain('/mystudio/metodos');
    expect(notices.at(-1)?.body).toContain('sigue activa por ahora');

    const suspended = await deliver(eventBody('BILLING.SUBSCRIPTION.SUSPENDED', subscriptionResource(subscriptionId, purchaseId, 'SUSPENDED')));
    expect([suspended.status, suspended.body.result]).toEqual([200, 'ended']);
    record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('failed');
    expect(record.credits).toHaveLength(1);

    // Reactivated at PayPal and charged: the money buys the period, as her receipt says.
    const paid = await deliver(eventBody('PAYMENT.SALE.COMPLETED', sale(`SALE-REACTIVATED-${purchaseId}`, subscriptionId, s.clock.now() + 33 * DAY)));
    expect([paid.status, paid.body.result], paid.text).toEqual([200, 'renewed']);
    record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('active');
    expect(record.credits).toHaveLength(2);
    expect(record.credits[1]?.available_classes).toBe(8);
  });

  it('ends a cancelled subscription (BILLING.SUBSCRIPTION.CANCELLED): cancelled, credits usable until the period paid ends; again changes nothing', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const cancelled = await deliver(eventBody('BILLING.SUBSCRIPTION.CANCELLED', subscriptionResource(subscriptionId, purchaseId, 'CANCELLED')));
    expect([cancelled.status, cancelled.body.result], cancelled.text).toEqual([200, 'ended']);
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('cancelled');
    // Ended in its first period: her credits last until that period's end (a month after the purchase), not a moment less.
    const firstPeriodEnd = DateTime.fromJSDate(record.purchase?.created_at ?? new Date(0), { zone: DEMO_TIME_ZONE }).plus({ months: 1 }).toMillis();
    expect(record.purchase?.period_end?.getTime()).toBe(firstPeriodEnd);
    expect(record.credits.map((credit) => credit.expiration_date?.getTime())).toEqual([firstPeriodEnd]);
    const before = await commerceDigest(s.db);
    const again = await deliver(eventBody('BILLING.SUBSCRIPTION.CANCELLED', subscriptionResource(subscriptionId, purchaseId, 'CANCELLED')));
    expect([again.status, again.body.result]).toEqual([200, 'already']);
    expect(await commerceDigest(s.db)).toEqual(before);
  });

  it('refuses with 400 what PayPal does not verify (another webhook, a body changed after signing, a signature header missing), writing nothing', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const body = eventBody('PAYMENT.SALE.COMPLETED', sale(`SALE-FORGED-${purchaseId}`, subscriptionId, s.clock.now() + 31 * DAY));
    const before = await commerceDigest(s.db);
    const eventsBefore = (await s.db.select().from(providerEvents)).length;
    const verifications = fake.calls(VERIFY).length;
    const { 'paypal-transmission-sig': _dropped, ...unsigned } = fake.sign(body);
    const answers = [
      await deliver(body, { webhookId: 'WH-SOMEONE-ELSE' }),
      await deliver(body, { tamper: true }),
      await deliver(body, { headers: unsigned }),
      await deliver('not json', { headers: fake.sign('not json') }),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(Array.from({ length: 4 }, () => [400, 'webhook/bad-signature']));
    // PayPal was asked about the two complete deliveries; the others were refused before asking.
    expect(fake.calls(VERIFY)).toHaveLength(verifications + 2);
    expect(await commerceDigest(s.db)).toEqual(before);
    expect(await s.db.select().from(providerEvents)).toHaveLength(eventsBefore);
  });

  it('answers 503 while PayPal cannot be reached (PayPal delivers again), then handles the same delivery', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const body = eventBody('PAYMENT.SALE.COMPLETED', sale(`SALE-LATER-${purchaseId}`, subscriptionId, s.clock.now() + 31 * DAY));
    const headers = fake.sign(body);
    const before = await commerceDigest(s.db);
    fake.down = true;
    let unreachable: Answer;
    try {
      unreachable = await deliver(body, { headers });
    } finally {
      fake.down = false;
    }
    expect([unreachable.status, unreachable.body.code]).toEqual([503, 'checkout/provider-unreachable']);
    expect(await commerceDigest(s.db)).toEqual(before);
    const later = await deliver(body, { headers });
    expect([later.status, later.body.result]).toEqual([200, 'renewed']);
  });

  it('acknowledges (200) and ignores a verified event it does not act on, or about no subscription of ours', async () => {
    const before = await commerceDigest(s.db);
    const other = await deliver(eventBody('CUSTOMER.DISPUTE.CREATED', { dispute_id: 'PP-D-1' }));
    const unknown = await deliver(eventBody('BILLING.SUBSCRIPTION.CANCELLED', subscriptionResource('I-NOT-OURS', 1, 'CANCELLED')));
    const orderSale = await deliver(eventBody('PAYMENT.SALE.COMPLETED', { id: 'SALE-NO-AGREEMENT', state: 'completed', amount: { total: '5.00', currency: 'MXN' } }));
    expect([other, unknown, orderSale].map((answer) => [answer.status, answer.body.result])).toEqual([[200, 'ignored'], [200, 'ignored'], [200, 'ignored']]);
    expect(await commerceDigest(s.db)).toEqual(before);
  });

  it('answers 404 without PayPal, or without its webhook id (PAYPAL_WEBHOOK_ID)', async () => {
    const body = eventBody('BILLING.SUBSCRIPTION.CANCELLED', subscriptionResource('I-X', 1, 'CANCELLED'));
    const none = await h().request('POST', WEBHOOK, { raw: body, headers: fake.sign(body) });
    const noId = await h().withApp({ subscriptionProvider: payPalProvider({ ...PAYPAL_CLIENT, apiBase: fake.base }) })
      .request('POST', WEBHOOK, { raw: body, headers: fake.sign(body) });
    expect([none.status, noId.status]).toEqual([404, 404]);
  });
});
