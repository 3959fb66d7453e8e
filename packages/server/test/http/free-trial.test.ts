import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, nextBillingDate, purchaseBadge, PurchaseResponse, totalPaidText, trialEnd } from '@estudio/core';
import { paymentSources } from '../../src/db/schema/index.js';
import { DEMO_TIME_ZONE } from '../../src/db/seed/demo/settings.data.js';
import { sandboxGateway, type SandboxGateway } from '../../src/payments/index.js';
import { makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { attempt, CARDS, expectNothingWritten, makePackage, purchaseRecord, tokenOfCard } from './support/checkout.js';
import { onEachDatabase, testClock, type Harness } from './support/harness.js';

const DAY = 24 * 60 * 60 * 1000;
const gateway: SandboxGateway = sandboxGateway({ clock: testClock() });

/** A monthly subscription with a 7-day free trial, 8 classes a month. */
const trialPackage = (h: Harness, more: Parameters<typeof makePackage>[1] = {}) =>
  makePackage(h.db, { price: '900.00', class_amount: 8, is_subscription: true, subscription_period: 'month', subscription_interval: 1, free_trial_length: 7, free_trial_period: 'day', ...more });

onEachDatabase('free trials: nothing charged now, the first charge after the trial', (h) => {
  let buyer: TestCustomer;
  let token: string;
  beforeAll(async () => {
    [buyer] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    token = await tokenOf(h(), buyer);
  });

  it('keeps a typed card with the processor and charges nothing: active at $0 with its credits, no invoice', async () => {
    const pkg = await trialPackage(h());
    const charges = gateway.charges().length;
    const card = await tokenOfCard(h(), CARDS.paid);
    const answer = await attempt(h(), token, { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: card });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ payment_id: null, clientSecret: null, session: null });
    const record = await purchaseRecord(h().db, answer.body.purchase_id);
    expect(record.purchase).toMatchObject({ status: 'active', total_payment: '0.00', amount: '900.00', free_trial_length: 7, free_trial_period: 'day' });
    expect(record.invoices).toEqual([]);
    expect(record.credits).toEqual([expect.objectContaining({ available_classes: 8 })]);
    expect(gateway.charges()).toHaveLength(charges);
    const sources = await h().db.select().from(paymentSources).where(eq(paymentSources.customer_id, buyer.customerId));
    expect(sources).toEqual([expect.objectContaining({ source_id: card, card_type: 'visa', last_digits: '4242' })]);
  });

  it('reads right on the order and in Mis Compras: $0 paid, Activa, next charge at the end of the trial', async () => {
    const pkg = await trialPackage(h());
    const card = await tokenOfCard(h(), CARDS.paid);
    const answer = await attempt(h(), token, { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: card });
    const read = await h().request('GET', `/api/purchases/${answer.body.purchase_id}`, { token });
    // The package as the purchase names it carries no terms of its own: the purchase's copies are what count.
    const purchase = { ...PurchaseResponse.parse(read.body).purchase, class_package: null };
    const now = h().clock.now();
    expect(totalPaidText(purchase.total_payment)).toBe('Total Pagado: $0');
    expect(purchaseBadge(purchase).label).toBe(messages.purchases.statuses.active);
    const end = trialEnd(purchase, DEMO_TIME_ZONE);
    expect(end).not.toBeNull();
    expect(Math.abs((end ?? 0) - (now + 7 * DAY))).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(nextBillingDate(purchase, now, DEMO_TIME_ZONE)).toBe(end);
  });

  it('refuses a card the processor would decline (402) and writes nothing: a trial needs a card that can renew', async () => {
    const pkg = await trialPackage(h());
    const card = await tokenOfCard(h(), CARDS.insufficientFunds);
    await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: card }), {
      status: 402, code: 'card_declined/insufficient_funds', message: messages.checkout.insufficientFunds,
    });
  });

  it('starts a trial on a saved card without charging it or saving it again', async () => {
    const pkg = await trialPackage(h());
    const [source] = await h().db.select().from(paymentSources).where(eq(paymentSources.customer_id, buyer.customerId));
    const sources = (await h().db.select().from(paymentSources)).length;
    const charges = gateway.charges().length;
    const answer = await attempt(h(), token, { class_package_id: pkg.class_package_id, payment_method: 'saved_card', payment_source_id: source?.payment_source_id ?? 0 });
    expect(answer.status, answer.text).toBe(200);
    expect((await purchaseRecord(h().db, answer.body.purchase_id)).purchase).toMatchObject({ status: 'active', total_payment: '0.00' });
    expect(await h().db.select().from(paymentSources)).toHaveLength(sources);
    expect(gateway.charges()).toHaveLength(charges);
  });

  it('starts a trial paid in cash the same way: active at $0, the cash method recorded for the renewal, nothing pending', async () => {
    const pkg = await trialPackage(h());
    const answer = await attempt(h(), token, { class_package_id: pkg.class_package_id, payment_method: 'cash' });
    expect(answer.status, answer.text).toBe(200);
    const record = await purchaseRecord(h().db, answer.body.purchase_id);
    expect(record.purchase).toMatchObject({ status: 'active', total_payment: '0.00', payment_method_id: expect.any(Number) });
    expect(record.invoices).toEqual([]);
    expect(record.credits).toHaveLength(1);
  });

  it('counts a discount used by a trial (its code applies to the first charge after it)', async () => {
    const pkg = await trialPackage(h());
    const card = await tokenOfCard(h(), CARDS.paid);
    const answer = await attempt(h(), token, { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: card, discountCode: 'FIJO100' });
    expect(answer.status, answer.text).toBe(200);
    expect((await purchaseRecord(h().db, answer.body.purchase_id)).purchase).toMatchObject({ total_payment: '0.00', discount_id: expect.any(Number) });
  });

  describe('no trial where there is none', () => {
    it('charges a package that is not a subscription in full, whatever its trial fields say', async () => {
      const pkg = await trialPackage(h(), { is_subscription: false, subscription_period: null });
      const card = await tokenOfCard(h(), CARDS.paid);
      const answer = await attempt(h(), token, { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: card });
      const record = await purchaseRecord(h().db, answer.body.purchase_id);
      expect(record.purchase).toMatchObject({ status: 'completed', total_payment: '900.00' });
      expect(record.invoices).toHaveLength(1);
    });

    it('charges a subscription with a trial length of 0 in full', async () => {
      const pkg = await trialPackage(h(), { free_trial_length: 0 });
      const card = await tokenOfCard(h(), CARDS.paid);
      const answer = await attempt(h(), token, { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: card });
      expect((await purchaseRecord(h().db, answer.body.purchase_id)).purchase).toMatchObject({ status: 'active', total_payment: '900.00' });
    });
  });
}, { paymentGateway: gateway });
