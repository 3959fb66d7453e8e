import { eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox, providerEvents, purchases } from '../../src/db/schema/index.js';
import { DEMO_TIME_ZONE } from '../../src/db/seed/demo/settings.data.js';
import { makeCustomers, tokenOf, withSettings, type TestCustomer } from './support/booking.js';
import { attempt, commerceDigest, makePackage, purchaseRecord } from './support/checkout.js';
import { startFakeStripe, TEST_METHODS, WEBHOOK_SECRET, type FakeStripe } from './support/fake-stripe.js';
import { onEachDatabase, type Answer, type Harness } from './support/harness.js';
import { providerState } from './support/providers.js';
import { renewalsJob } from '../../src/jobs/renewals.js';

const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK = '/api/webhooks/stripe';

/** Signs with Stripe's own test helper, as Stripe signs a delivery. */
const signer = new Stripe('sk_test_signer');

let sent = 0;

/** A Stripe event of `type` about `object`, posted signed with the endpoint's secret (or another, when told). */
const sendEvent = (s: Harness, type: string, object: Record<string, unknown>, options: { id?: string; secret?: string } = {}): Promise<Answer> => {
  sent += 1;
  const payload = JSON.stringify({ id: options.id ?? `evt_sub_${sent}_${Date.now()}`, object: 'event', type, data: { object } });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: Math.floor(s.clock.now() / 1000) });
  return s.request('POST', WEBHOOK, { raw: payload, headers: { 'stripe-signature': header } });
};

/** A subscription's invoice as Stripe sends it (API 2025-03 and later: the subscription under `parent`). */
const invoiceObject = (
  id: string,
  subscription: string,
  purchaseId: number,
  extra: { billing_reason?: string; cents?: number; paidAt?: number; periodEnd?: number; attempt?: number; next?: number | null; metadata?: Record<string, string> } = {},
) => {
  const seconds = (ms: number) => Math.floor(ms / 1000);
  return {
    id, object: 'invoice', billing_reason: extra.billing_reason ?? 'subscription_cycle', currency: 'mxn',
    amount_paid: extra.cents ?? 90000, amount_due: extra.cents ?? 90000, attempt_count: extra.attempt ?? 1,
    next_payment_attempt: extra.next === undefined || extra.next === null ? null : seconds(extra.next),
    status_transitions: { paid_at: extra.paidAt === undefined ? null : seconds(extra.paidAt) },
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata: extra.metadata ?? { purchase_id: String(purchaseId) } } },
    lines: { object: 'list', data: extra.periodEnd === undefined ? [] : [{ id: `il_${id}`, period: { start: seconds(extra.periodEnd - 30 * DAY), end: seconds(extra.periodEnd) } }] },
  };
};

onEachDatabase('Stripe subscription webhooks: renewals paid and refused, subscriptions ended, each handled once', (h) => {
  let fake: FakeStripe;
  let s: Harness;
  let buyer: TestCustomer;
  let token: string;
  let packageId: number;
  let subscriptions = 0;
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = h().withApp({ paymentGateway: fake.gateway() });
    [buyer] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    token = await tokenOf(s, buyer);
    // Credits that last longer than a period: a subscription ended early keeps them exactly until the period paid ends.
    const pkg = await makePackage(s.db, { price: '900.00', is_subscription: true, subscription_period: 'month', subscription_interval: 1, class_amount: 8, expiration_days: 60 });
    packageId = pkg.class_package_id;
  });
  afterAll(async () => {
    await fake?.close();
  });

  /** A monthly subscription bought on Stripe Checkout and settled by its checkout.session.completed: active, one invoice, one credit row. */
  const activeSubscription = async (): Promise<{ purchaseId: number; subscriptionId: string }> => {
    subscriptions += 1;
    const subscriptionId = `sub_renews_${subscriptions}_${Date.now()}`;
    const answer = await withSettings(s.db, { card_checkout_mode: 'session' }, () => attempt(s, token, { class_package_id: packageId, payment_method: 'card' }));
    expect(answer.status, answer.text).toBe(200);
    const purchaseId = answer.body.purchase_id as number;
    const { checkout } = await providerState(s.db, purchaseId);
    const done = await sendEvent(s, 'checkout.session.completed', {
      id: checkout?.ref, object: 'checkout.session', payment_status: 'paid', status: 'complete', amount_total: 90000, currency: 'mxn',
      subscription: subscriptionId, customer: 'cus_renews', client_reference_id: String(purchaseId), metadata: { purchase_id: String(purchaseId) },
    });
    expect(done.body.result).toBe('settled');
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase).toMatchObject({ status: 'active', subscription_id: subscriptionId });
    expect(record.invoices).toHaveLength(1);
    expect(record.credits).toHaveLength(1);
    return { purchaseId, subscriptionId };
  };

  const mailsTo = (email: string) => s.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.outbox_id);

  it("grants nothing again for the subscription's first invoice (billing_reason subscription_create), which the checkout settled", async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const before = await commerceDigest(s.db);
    const first = await sendEvent(s, 'invoice.paid', invoiceObject(`in_first_${purchaseId}`, subscriptionId, purchaseId, { billing_reason: 'subscription_create', paidAt: s.clock.now() }));
    expect([first.status, first.body.result]).toEqual([200, 'already']);
    const failedFirst = await sendEvent(s, 'invoice.payment_failed', invoiceObject(`in_first_${purchaseId}`, subscriptionId, purchaseId, { billing_reason: 'subscription_create' }));
    expect([failedFirst.status, failedFirst.body.result]).toEqual([200, 'already']);
    expect(await commerceDigest(s.db)).toEqual(before);
  });

  it('records a renewal on invoice.paid (subscription_cycle): a completed invoice, the new period’s credits, her receipt; the same event again changes nothing', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const paidAt = s.clock.now() + 30 * DAY;
    const periodEnd = paidAt + 30 * DAY;
    const id = `evt_renewal_${purchaseId}`;
    const invoice = invoiceObject(`in_cycle_${purchaseId}`, subscriptionId, purchaseId, { paidAt, periodEnd });
    const renewed = await sendEvent(s, 'invoice.paid', invoice, { id });
    expect([renewed.status, renewed.body.result], renewed.text).toEqual([200, 'renewed']);
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('active');
    expect(record.purchase?.period_end?.getTime()).toBe(Math.floor(periodEnd / 1000) * 1000);
    expect(record.invoices).toHaveLength(2);
    expect(record.invoices.find((row) => row.provider_ref === `in_cycle_${purchaseId}`)).toMatchObject({ status: 'completed', total_payment: '900.00', provider: 'stripe' });
    expect(record.credits).toHaveLength(2);
    expect(record.credits[1]).toMatchObject({ available_classes: 8 });
    const receipts = (await mailsTo(buyer.email)).filter((mail) => mail.dedupe_key?.startsWith('renewal-paid:'));
    expect(receipts).toHaveLength(1);
    // Stripe renews it, not this server: 'Mis Cargos' does not send her to the cards saved here.
    const charges = (await s.request('GET', '/api/invoices', { token })).body as { invoices: { purchase_id: number; renews_here?: boolean }[] };
    expect(charges.invoices.filter((row) => row.purchase_id === purchaseId).map((row) => row.renews_here)).toEqual([false, false]);

    const before = await commerceDigest(s.db);
    const replay = await sendEvent(s, 'invoice.paid', invoice, { id });
    expect([replay.status, replay.body.result]).toEqual([200, 'duplicate']);
    // Stripe may also send the same invoice under another event id: it is the same renewal.
    const again = await sendEvent(s, 'invoice.paid', invoice);
    expect([again.status, again.body.result]).toEqual([200, 'already']);
    expect(await commerceDigest(s.db)).toEqual(before);
    expect((await mailsTo(buyer.email)).filter((mail) => mail.dedupe_key?.startsWith('renewal-paid:'))).toHaveLength(1);
    expect(await s.db.select().from(providerEvents).where(eq(providerEvents.event_id, id))).toHaveLength(1);
  });

  it("dates the renewal's period by its subscription line, not by a proration line listed first", async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const paidAt = s.clock.now() + 30 * DAY;
    const periodEnd = paidAt + 30 * DAY;
    const invoice = invoiceObject(`in_lines_${purchaseId}`, subscriptionId, purchaseId, { paidAt, periodEnd });
    const seconds = (ms: number) => Math.floor(ms / 1000);
    const proration = { id: `il_proration_${purchaseId}`, parent: { type: 'subscription_item_details' }, period: { start: seconds(paidAt - 10 * DAY), end: seconds(paidAt) } };
    const cycle = { ...invoice.lines.data[0], parent: { type: 'subscription_item_details' } };
    const answer = await sendEvent(s, 'invoice.paid', { ...invoice, lines: { object: 'list', data: [proration, cycle] } });
    expect(answer.body.result).toBe('renewed');
    expect((await purchaseRecord(s.db, purchaseId)).purchase?.period_end?.getTime()).toBe(seconds(periodEnd) * 1000);
  });

  it('records one renewal when one invoice.paid is delivered twice at the same moment', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const invoice = invoiceObject(`in_race_${purchaseId}`, subscriptionId, purchaseId, { paidAt: s.clock.now() + 30 * DAY });
    const answers = await Promise.all([0, 1].map(() => sendEvent(s, 'invoice.paid', invoice, { id: `evt_race_${purchaseId}` })));
    expect(answers.map((answer) => answer.body.result).sort()).toEqual(['duplicate', 'renewed']);
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.invoices).toHaveLength(2);
    expect(record.credits).toHaveLength(2);
  });

  it('records a refused renewal on invoice.payment_failed: a failed invoice per attempt and her notice; the purchase stays active while Stripe retries', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const next = s.clock.now() + 33 * DAY;
    const failed = await sendEvent(s, 'invoice.payment_failed', invoiceObject(`in_fail_${purchaseId}`, subscriptionId, purchaseId, { attempt: 1, next }));
    expect([failed.status, failed.body.result], failed.text).toEqual([200, 'renewal_failed']);
    const retried = await sendEvent(s, 'invoice.payment_failed', invoiceObject(`in_fail_${purchaseId}`, subscriptionId, purchaseId, { attempt: 2, next: next + 2 * DAY }));
    expect(retried.body.result).toBe('renewal_failed');
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('active');
    expect(record.credits).toHaveLength(1);
    expect(record.invoices.filter((row) => row.status === 'failed').map((row) => row.provider_ref).sort())
      .toEqual([`in_fail_${purchaseId}:attempt-1`, `in_fail_${purchaseId}:attempt-2`]);
    const notices = (await mailsTo(buyer.email)).filter((mail) => mail.dedupe_key?.startsWith('renewal-failed:'));
    expect(notices.length).toBeGreaterThanOrEqual(2);
    // Stripe retries with the card it holds: the notice gives its next try, and no link to cards this server charges.
    expect(notices.at(-1)?.body).toContain('Intentaremos cobrarlo de nuevo');
    expect(notices.at(-1)?.body).not.toContain('/mystudio/metodos');
    const lastTry = await sendEvent(s, 'invoice.payment_failed', invoiceObject(`in_fail_${purchaseId}`, subscriptionId, purchaseId, { attempt: 4, next: null }));
    expect(lastTry.body.result).toBe('renewal_failed');
    const last = (await mailsTo(buyer.email)).filter((mail) => mail.dedupe_key?.startsWith('renewal-failed:')).at(-1);
    // No next try from Stripe: the purchase is still active, so nothing says the subscription ended.
    expect(last?.body).not.toContain('tu suscripción terminó');
    expect(last?.body).toContain('sigue activa por ahora');

    const paid = await sendEvent(s, 'invoice.paid', invoiceObject(`in_fail_${purchaseId}`, subscriptionId, purchaseId, { paidAt: next }));
    expect(paid.body.result).toBe('renewed');
    expect((await purchaseRecord(s.db, purchaseId)).credits).toHaveLength(2);
  });

  it('ends the subscription on customer.subscription.deleted: cancelled, its credits usable until the period paid ends; again changes nothing', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const endedAt = s.clock.now() + 5 * DAY;
    const subscription = { id: subscriptionId, object: 'subscription', status: 'canceled', metadata: { purchase_id: String(purchaseId) }, ended_at: Math.floor(endedAt / 1000), canceled_at: Math.floor(endedAt / 1000) };
    const ended = await sendEvent(s, 'customer.subscription.deleted', subscription);
    expect([ended.status, ended.body.result], ended.text).toEqual([200, 'ended']);
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('cancelled');
    expect(record.purchase?.cancelled_at?.getTime()).toBe(Math.floor(endedAt / 1000) * 1000);
    // Ended in its first period: her credits last until that period's end (a month after the purchase), not a moment less.
    const firstPeriodEnd = DateTime.fromJSDate(record.purchase?.created_at ?? new Date(0), { zone: DEMO_TIME_ZONE }).plus({ months: 1 }).toMillis();
    expect(record.purchase?.period_end?.getTime()).toBe(firstPeriodEnd);
    expect(record.credits.map((credit) => credit.expiration_date?.getTime())).toEqual([firstPeriodEnd]);

    const before = await commerceDigest(s.db);
    const again = await sendEvent(s, 'customer.subscription.deleted', subscription);
    expect([again.status, again.body.result]).toEqual([200, 'already']);
    expect(await commerceDigest(s.db)).toEqual(before);
  });

  it('a subscription Stripe deleted after its payments failed ends unpaid (failed); a later paid invoice reactivates it with its credits', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const endedAt = s.clock.now() + 40 * DAY;
    const ended = await sendEvent(s, 'customer.subscription.deleted', {
      id: subscriptionId, object: 'subscription', status: 'canceled', metadata: { purchase_id: String(purchaseId) },
      ended_at: Math.floor(endedAt / 1000), canceled_at: Math.floor(endedAt / 1000), cancellation_details: { reason: 'payment_failed', comment: null, feedback: null },
    });
    expect(ended.body.result).toBe('ended');
    expect((await purchaseRecord(s.db, purchaseId)).purchase).toMatchObject({ status: 'failed', cancelled_at: null });
    const paid = await sendEvent(s, 'invoice.paid', invoiceObject(`in_late_${purchaseId}`, subscriptionId, purchaseId, { paidAt: endedAt + DAY }));
    expect(paid.body.result).toBe('renewed');
    const record = await purchaseRecord(s.db, purchaseId);
    expect(record.purchase?.status).toBe('active');
    expect(record.credits).toHaveLength(2);
  });

  it("a refused renewal Stripe sends without its amount is recorded at the period's price, not the checkout's $0 of a trial", async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    await s.db.update(purchases).set({ total_payment: '0.00' }).where(eq(purchases.purchase_id, purchaseId));
    const { amount_due: _none, ...invoice } = invoiceObject(`in_noamount_${purchaseId}`, subscriptionId, purchaseId, { attempt: 1, next: s.clock.now() + 33 * DAY });
    const failed = await sendEvent(s, 'invoice.payment_failed', invoice);
    expect(failed.body.result).toBe('renewal_failed');
    expect((await purchaseRecord(s.db, purchaseId)).invoices.find((row) => row.status === 'failed')?.total_payment).toBe('900.00');
  });

  it("in 'elements' card mode (one PaymentIntent, no Stripe subscription) this server renews it: the card kept, charged off-session at the period's end", async () => {
    const answer = await attempt(s, token, { class_package_id: packageId, payment_method: 'card' });
    expect(answer.status, answer.text).toBe(200);
    const purchaseId = answer.body.purchase_id as number;
    const { checkout } = await providerState(s.db, purchaseId);
    const settled = await sendEvent(s, 'payment_intent.succeeded', {
      id: checkout?.ref, object: 'payment_intent', amount: 90000, amount_received: 90000, currency: 'mxn', status: 'succeeded',
      metadata: { purchase_id: String(purchaseId) }, customer: 'cus_elements', payment_method: TEST_METHODS.visa, setup_future_usage: 'off_session',
    });
    expect(settled.body.result).toBe('settled');
    const bought = await purchaseRecord(s.db, purchaseId);
    const firstPeriodEnd = DateTime.fromJSDate(bought.purchase?.created_at ?? new Date(0), { zone: DEMO_TIME_ZONE }).plus({ months: 1 }).toMillis();
    expect(bought.purchase).toMatchObject({ status: 'active', subscription_id: null, renewal_source: TEST_METHODS.visa });
    expect(bought.purchase?.period_end?.getTime()).toBe(firstPeriodEnd);
    expect(bought.purchase?.next_charge_at?.getTime()).toBe(firstPeriodEnd);

    const charges = fake.calls('POST /v1/payment_intents').length;
    const run = await renewalsJob.run({ services: s.services, now: firstPeriodEnd + 60_000, signal: new AbortController().signal, attempt: 0 }) as { paid: number };
    expect(run.paid).toBeGreaterThanOrEqual(1);
    const asked = fake.calls('POST /v1/payment_intents').slice(charges);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.form).toMatchObject({ amount: '90000', payment_method: TEST_METHODS.visa, off_session: 'true', confirm: 'true' });
    expect(asked[0]?.idempotencyKey?.startsWith(`renewal:${purchaseId}:`)).toBe(true);
    const renewed = await purchaseRecord(s.db, purchaseId);
    expect(renewed.invoices.map((row) => [row.status, row.provider])).toEqual([['completed', null], ['completed', 'stripe']]);
    expect(renewed.credits).toHaveLength(2);
    expect(renewed.purchase?.period_end?.getTime()).toBe(DateTime.fromMillis(firstPeriodEnd, { zone: DEMO_TIME_ZONE }).plus({ months: 1 }).toMillis());
  });

  it('acknowledges (200) and ignores what names no subscription of ours, or another purchase than the one holding it (logged)', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const errors = s.logger.errors.length;
    const before = await commerceDigest(s.db);
    const unknown = await sendEvent(s, 'invoice.paid', invoiceObject('in_unknown', 'sub_not_ours', purchaseId, { paidAt: s.clock.now() }));
    const other = await sendEvent(s, 'invoice.paid', invoiceObject('in_other', subscriptionId, purchaseId, { metadata: { purchase_id: String(purchaseId + 1000) } }));
    const gone = await sendEvent(s, 'customer.subscription.deleted', { id: 'sub_not_ours', object: 'subscription', metadata: {}, ended_at: null, canceled_at: null });
    const proration = await sendEvent(s, 'invoice.paid', invoiceObject('in_proration', subscriptionId, purchaseId, { billing_reason: 'subscription_update' }));
    expect([unknown, other, gone, proration].map((answer) => [answer.status, answer.body.result])).toEqual([[200, 'ignored'], [200, 'ignored'], [200, 'ignored'], [200, 'ignored']]);
    expect(await commerceDigest(s.db)).toEqual(before);
    expect(s.logger.errors.length).toBe(errors + 1);
  });

  it('refuses a renewal Stripe did not sign with 400, writing nothing', async () => {
    const { purchaseId, subscriptionId } = await activeSubscription();
    const before = await commerceDigest(s.db);
    const eventsBefore = (await s.db.select().from(providerEvents)).length;
    const answer = await sendEvent(s, 'invoice.paid', invoiceObject(`in_forged_${purchaseId}`, subscriptionId, purchaseId), { secret: 'whsec_someone_else' });
    expect([answer.status, answer.body.code]).toEqual([400, 'webhook/bad-signature']);
    expect(await commerceDigest(s.db)).toEqual(before);
    expect(await s.db.select().from(providerEvents)).toHaveLength(eventsBefore);
    const [row] = await s.db.select().from(purchases).where(inArray(purchases.purchase_id, [purchaseId]));
    expect(row?.status).toBe('active');
  });
});
