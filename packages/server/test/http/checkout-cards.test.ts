import { beforeAll, describe, expect, it } from 'vitest';
import { CardTokenResponse, CheckoutAttemptResponse, messages } from '@estudio/core';
import { sandboxGateway, type SandboxGateway } from '../../src/payments/index.js';
import { makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { attempt, CARDS, expectNothingWritten, purchaseRecord, tokenize, tokenOfCard } from './support/checkout.js';
import { onEachDatabase, testClock } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

/** Each declining card of the contract: the attempt's 402 code and the Spanish text it answers. */
const DECLINES = [
  ['insufficient funds', CARDS.insufficientFunds, 'card_declined/insufficient_funds', messages.checkout.insufficientFunds],
  ['stolen', CARDS.stolen, 'card_declined/stolen_card', messages.checkout.lostOrStolen],
  ['generic decline', CARDS.generic, 'card_declined/generic_decline', messages.checkout.declined],
  ['expired', CARDS.expired, 'expired_card', messages.checkout.expiredCard],
  ['incorrect CVC', CARDS.incorrectCvc, 'incorrect_cvc', messages.checkout.incorrectCvc],
  ['lost', CARDS.lost, 'card_declined/lost_card', messages.checkout.lostOrStolen],
  ['suspicious', CARDS.suspicious, 'card_declined/suspicious', messages.checkout.suspicious],
  ['failing the Luhn check', CARDS.badLuhn, 'incorrect_number', messages.checkout.incorrectNumber],
] as const;

const gateway: SandboxGateway = sandboxGateway({ clock: testClock() });

onEachDatabase('checkout with the sandbox card processor', (h) => {
  let buyer: TestCustomer;
  let token: string;
  let five: number;
  beforeAll(async () => {
    [buyer] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    token = await tokenOf(h(), buyer);
    five = await demoPackageId(h(), 'five');
  });

  it('pays with 4242: a completed purchase, its invoice, its credits, one charge', async () => {
    const charges = gateway.charges().length;
    const card = await tokenize(h(), CARDS.paid);
    expect(card.status, card.text).toBe(200);
    expect(CardTokenResponse.parse(card.body).card_token).toMatchObject({ brand: 'visa', last4: '4242' });
    const answer = await attempt(h(), token, { class_package_id: five, payment_method: 'card', card_token: card.body.card_token.token });
    expect(answer.status, answer.text).toBe(200);
    const body = CheckoutAttemptResponse.parse(answer.body);
    expect(body).toMatchObject({ clientSecret: null, session: null });
    const record = await purchaseRecord(h().db, body.purchase_id ?? 0);
    expect(record.purchase).toMatchObject({ customer_id: buyer.customerId, status: 'completed', total_payment: '750.00', amount: '750.00' });
    expect(record.invoices).toEqual([expect.objectContaining({ invoice_id: body.payment_id, total_payment: '750.00', status: 'completed' })]);
    expect(record.credits).toEqual([expect.objectContaining({ available_classes: 5, class_type_id: null })]);
    expect(gateway.charges().slice(charges)).toEqual([expect.objectContaining({ amount: 750, last4: '4242', description: 'Paquete 5 clases' })]);
  });

  describe.each(DECLINES)('a card refused as %s', (_title, number, code, text) => {
    it('answers 402 with its code and Spanish text, charges nothing and writes nothing', async () => {
      const charges = gateway.charges().length;
      const card = await tokenOfCard(h(), number);
      await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'card', card_token: card }), {
        status: 402, code, message: text,
      });
      expect(gateway.charges()).toHaveLength(charges);
    });
  });

  it("refuses a malformed card at tokenisation with a code containing 'formatted', and a past expiry", async () => {
    for (const number of ['4242 4242', '4242 4242 4242 424a', '']) {
      const answer = await tokenize(h(), number);
      expect(answer.status, number).toBe(400);
      expect(answer.body.code).toContain('formatted');
      expect(answer.body.message).toBe(messages.checkout.badCardFormat);
    }
    const cvc = await tokenize(h(), CARDS.paid, { cvc: '1' });
    expect([cvc.status, cvc.body.code, cvc.body.message]).toEqual([400, 'card/cvc_badly_formatted', messages.checkout.badCardFormat]);
    const expired = await tokenize(h(), CARDS.paid, { exp_month: 1, exp_year: 2001 });
    expect([expired.status, expired.body.code, expired.body.message]).toEqual([402, 'expired_card', messages.checkout.expiredCard]);
  });

  it('refuses a token the sandbox never made, and a card attempt without a token', async () => {
    await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'card', card_token: 'tok_visa_4242' }), {
      status: 402, code: 'card/invalid_token', message: messages.checkoutApi.cardTokenInvalid,
    });
    await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'card' }), {
      status: 400, code: 'checkout/card-token-required', message: messages.checkoutApi.cardTokenRequired,
    });
  });

  it('refuses a forged token (a declining card relabelled paid, an unsigned one, another server’s) with a Spanish message, writing nothing', async () => {
    const charges = gateway.charges().length;
    const declining = await tokenOfCard(h(), CARDS.insufficientFunds);
    const [, nonce = '', signature = ''] = declining.slice('tok_sandbox_'.length).split('.');
    const paid = Buffer.from(JSON.stringify({ o: 'paid', b: 'visa', l: '4242' })).toString('base64url');
    const elsewhere = await sandboxGateway({ clock: testClock() }).tokenize({ number: CARDS.paid, exp_month: 12, exp_year: 2099, cvc: '123' });
    for (const forged of [`tok_sandbox_${paid}.${nonce}.${signature}`, `tok_sandbox_${paid}.${nonce}`, elsewhere.ok ? elsewhere.card.token : '']) {
      await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'card', card_token: forged }), {
        status: 402, code: 'card/invalid_token', message: messages.checkoutApi.cardTokenInvalid,
      });
    }
    expect(gateway.charges()).toHaveLength(charges);
  });

  it('rate-limits tokenisation per client IP', async () => {
    const limited = h().withApp({ rateLimits: { card: { limit: 2, windowMs: 60_000 } } });
    const sent = [];
    for (let index = 0; index < 3; index += 1) sent.push((await limited.request('POST', '/api/sandbox/card_tokens', { body: { number: CARDS.paid, cvc: '123', exp_month: 12, exp_year: 2099 } })).status);
    expect(sent).toEqual([200, 200, 429]);
  });
}, { paymentGateway: gateway });
