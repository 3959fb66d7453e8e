import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, PaymentMethodsResponse } from '@estudio/core';
import { paymentMethods } from '../../src/db/schema/index.js';
import { adminToken, newBuyer } from './support/booking.js';
import { attempt, CARDS, expectNothingWritten, tokenOfCard } from './support/checkout.js';
import { onEachDatabase } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const CARD_METHOD = 'Tarjeta de crédito o débito';
const unavailable = { status: 412, code: 'checkout/card-unavailable', message: messages.checkoutApi.cardUnavailable };

const methodNames = async (answer: Promise<{ body: unknown }>): Promise<string[]> =>
  PaymentMethodsResponse.parse((await answer).body).payment_methods.map((method) => method.name);

onEachDatabase('checkout on a server that takes no card (no Stripe, no sandbox)', (h) => {
  let five: number;
  beforeAll(async () => {
    five = await demoPackageId(h(), 'five');
  });

  it('does not offer the card: the method list a checkout reads has none, the team’s keeps it', async () => {
    const { token } = await newBuyer(h());
    expect(await methodNames(h().request('GET', '/api/payment_methods'))).toEqual(['Efectivo']);
    expect(await methodNames(h().request('GET', '/api/payment_methods', { token }))).toEqual(['Efectivo']);
    expect(await methodNames(h().request('GET', '/api/payment_methods', { token: await adminToken(h()) }))).toContain(CARD_METHOD);
  });

  it('refuses a card, a saved card and the sandbox tokeniser with Spanish messages, writing nothing; cash still sells', async () => {
    const { token } = await newBuyer(h());
    await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'card', card_token: 'tok_sandbox_x.y.z' }), unavailable);
    await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'card' }), unavailable);
    await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'saved_card', payment_source_id: 1 }), unavailable);
    const tokeniser = await h().request('POST', '/api/sandbox/card_tokens', { body: { number: CARDS.paid, cvc: '123', exp_month: 12, exp_year: 2099 } });
    expect([tokeniser.status, tokeniser.body.code, tokeniser.body.message]).toEqual([404, 'checkout/sandbox-disabled', messages.checkoutApi.sandboxOnly]);
    const cash = await attempt(h(), token, { class_package_id: five, payment_method: 'cash' });
    expect(cash.status, cash.text).toBe(200);
  });
}, { paymentGateway: null });

onEachDatabase('checkout in a studio without a card payment method', (h) => {
  describe('with the sandbox on', () => {
    it('offers no card and refuses one with a Spanish message, writing nothing', async () => {
      const five = await demoPackageId(h(), 'five');
      const card = await tokenOfCard(h(), CARDS.paid);
      const { token } = await newBuyer(h());
      await h().db.update(paymentMethods).set({ available: false }).where(eq(paymentMethods.kind, 'card'));
      try {
        expect(await methodNames(h().request('GET', '/api/payment_methods', { token }))).toEqual(['Efectivo']);
        await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'card', card_token: card }), unavailable);
      } finally {
        await h().db.update(paymentMethods).set({ available: true }).where(eq(paymentMethods.kind, 'card'));
      }
    });
  });
});
