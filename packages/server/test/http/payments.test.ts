import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutErrorMessage, messages } from '@estudio/core';
import {
  CARD_TOKEN_INVALID, decodeSandboxToken, encodeSandboxToken, passesLuhn, sandboxGateway, type ChargeRequest, type SandboxGateway,
} from '../../src/payments/index.js';
import { CARDS } from './support/checkout.js';

/** 2026-03-04 12:00 UTC. */
const NOW = Date.UTC(2026, 2, 4, 12);
const clock = { now: () => NOW };
const FUTURE = { exp_month: 12, exp_year: 2027, cvc: '123' };

const tokenOf = async (gateway: SandboxGateway, number: string): Promise<string> => {
  const result = await gateway.tokenize({ number, ...FUTURE });
  if (!result.ok) throw new Error(`${number} did not tokenise: ${result.refusal.code}`);
  return result.card.token;
};

let keys = 0;
const chargeOf = (token: string, more: Partial<ChargeRequest> = {}): ChargeRequest =>
  ({ amount: 500, currency: 'MXN', token, idempotencyKey: `key-${(keys += 1)}`, description: 'Paquete 5 clases', ...more });

/** The contract's table: each number's code and the Spanish text core shows for it (spec 8). */
const TABLE = [
  [CARDS.insufficientFunds, 'card_declined/insufficient_funds', messages.checkout.insufficientFunds],
  [CARDS.stolen, 'card_declined/stolen_card', messages.checkout.lostOrStolen],
  [CARDS.generic, 'card_declined/generic_decline', messages.checkout.declined],
  [CARDS.expired, 'expired_card', messages.checkout.expiredCard],
  [CARDS.incorrectCvc, 'incorrect_cvc', messages.checkout.incorrectCvc],
  [CARDS.lost, 'card_declined/lost_card', messages.checkout.lostOrStolen],
  [CARDS.suspicious, 'card_declined/suspicious', messages.checkout.suspicious],
  [CARDS.badLuhn, 'incorrect_number', messages.checkout.incorrectNumber],
] as const;

describe('the sandbox card processor (contract: Test cards)', () => {
  it('tokenises every well-formed number, with its brand and last digits, never its number', async () => {
    const gateway = sandboxGateway({ clock });
    for (const number of [CARDS.paid, ...TABLE.map(([card]) => card), '3782 822463 10005', '5555-5555-5555-4444']) {
      const result = await gateway.tokenize({ number, ...FUTURE });
      expect(result.ok, number).toBe(true);
      if (!result.ok) continue;
      const digits = number.replace(/\D/g, '');
      expect(result.card.last4).toBe(digits.slice(-4));
      expect(result.card.token).toMatch(/^tok_sandbox_/);
      expect(result.card.token).not.toContain(digits);
    }
    const amex = await gateway.tokenize({ number: '378282246310005', ...FUTURE, cvc: '1234' });
    expect(amex.ok && amex.card.brand).toBe('amex');
    const master = await gateway.tokenize({ number: '5555555555554444', ...FUTURE });
    expect(master.ok && master.card.brand).toBe('mastercard');
  });

  it("refuses a malformed number or CVC with a 400 whose code contains 'formatted', and a past expiry with expired_card", async () => {
    const gateway = sandboxGateway({ clock });
    for (const number of ['', '4242', '4242 4242 4242 424x', '4242.4242.4242.4242', '4'.repeat(20), '１２３４５６７８９０１２３']) {
      const result = await gateway.tokenize({ number, ...FUTURE });
      expect(result.ok ? null : result.refusal, number).toEqual({ status: 400, code: 'card/number_badly_formatted' });
    }
    for (const cvc of ['', '12', '12345', 'abc']) {
      const result = await gateway.tokenize({ number: CARDS.paid, ...FUTURE, cvc });
      expect(result.ok ? null : result.refusal, cvc).toEqual({ status: 400, code: 'card/cvc_badly_formatted' });
    }
    const lastMonth = await gateway.tokenize({ number: CARDS.paid, exp_month: 2, exp_year: 2026, cvc: '123' });
    expect(lastMonth.ok ? null : lastMonth.refusal).toEqual({ status: 402, code: 'expired_card' });
    expect((await gateway.tokenize({ number: CARDS.paid, exp_month: 3, exp_year: 2026, cvc: '123' })).ok).toBe(true);
    for (const code of ['card/number_badly_formatted', 'card/cvc_badly_formatted']) {
      expect(checkoutErrorMessage({ status: 400, code }, { flow: 'card' })).toBe(messages.checkout.badCardFormat);
    }
  });

  it('charges 4242 and answers every other test card with its code and core’s text', async () => {
    const gateway = sandboxGateway({ clock });
    const paid = await gateway.charge(chargeOf(await tokenOf(gateway, CARDS.paid)));
    expect(paid).toMatchObject({ status: 'paid', chargeId: expect.stringMatching(/^ch_sandbox_/) });
    for (const [number, code, text] of TABLE) {
      const result = await gateway.charge(chargeOf(await tokenOf(gateway, number)));
      expect(result, number).toEqual({ status: 'refused', refusal: { status: 402, code } });
      expect(checkoutErrorMessage({ status: 402, code })).toBe(text);
    }
    expect(gateway.charges()).toHaveLength(1);
  });

  it('answers a key charged again with its first result and never charges twice', async () => {
    const gateway = sandboxGateway({ clock });
    const token = await tokenOf(gateway, CARDS.paid);
    const request = chargeOf(token);
    const all = await Promise.all(Array.from({ length: 10 }, () => gateway.charge(request)));
    expect(new Set(all.map((result) => (result.status === 'paid' ? result.chargeId : 'refused'))).size).toBe(1);
    expect(gateway.charges()).toHaveLength(1);
    await gateway.charge(chargeOf(token));
    expect(gateway.charges()).toHaveLength(2);
    const declined = chargeOf(await tokenOf(gateway, CARDS.generic));
    await gateway.charge(declined);
    // The same key with a good card still answers the decline: a refused checkout retries with a new key.
    expect(await gateway.charge({ ...declined, token })).toMatchObject({ status: 'refused' });
    expect(gateway.charges()).toHaveLength(2);
  });

  it('refuses tokens it never made, tampered ones and amounts it cannot charge', async () => {
    const gateway = sandboxGateway({ clock });
    const token = await tokenOf(gateway, CARDS.paid);
    const payload = token.slice('tok_sandbox_'.length).split('.')[0] ?? '';
    const forged = `tok_sandbox_${Buffer.from(JSON.stringify({ o: 'free', b: 'visa', l: '4242' })).toString('base64url')}.x`;
    for (const bad of ['tok_visa', 'tok_sandbox_', `tok_sandbox_${payload}`, `${token}.more`, forged, 'tok_sandbox_%%%.x']) {
      expect(await gateway.charge(chargeOf(bad)), bad).toEqual({ status: 'refused', refusal: { status: 402, code: CARD_TOKEN_INVALID } });
    }
    const [signed = '', nonce = ''] = token.slice('tok_sandbox_'.length).split('.');
    const declining = Buffer.from(JSON.stringify({ o: 'insufficient_funds', b: 'visa', l: '9995' })).toString('base64url');
    // The shape of a real token around another card, or without its signature, or signed by another server's key.
    for (const bad of [`tok_sandbox_${signed}.${nonce}`, `tok_sandbox_${declining}.${nonce}.${token.split('.')[2] ?? ''}`, await tokenOf(sandboxGateway({ clock }), CARDS.paid)]) {
      expect(await gateway.charge(chargeOf(bad)), bad).toEqual({ status: 'refused', refusal: { status: 402, code: CARD_TOKEN_INVALID } });
      expect(await gateway.saveCard({ token: bad, customerId: 1, email: 'a@b.mx' })).toEqual({ ok: false, refusal: { status: 400, code: CARD_TOKEN_INVALID } });
    }
    for (const amount of [0, -5, Number.NaN]) {
      expect((await gateway.charge(chargeOf(token, { amount }))).status).toBe('refused');
    }
    expect(checkoutErrorMessage({ status: 402, code: CARD_TOKEN_INVALID, message: messages.checkoutApi.cardTokenInvalid }))
      .toBe(messages.checkoutApi.cardTokenInvalid);
    expect(gateway.charges()).toHaveLength(0);
  });

  it('keeps a bounded memory of keys and charges', async () => {
    const gateway = sandboxGateway({ clock, memory: 2 });
    const token = await tokenOf(gateway, CARDS.paid);
    for (const key of ['a', 'b', 'c']) await gateway.charge(chargeOf(token, { idempotencyKey: key }));
    expect(gateway.charges().map((charge) => charge.idempotencyKey)).toEqual(['b', 'c']);
  });

  it('reads back what a token stands for, whatever the nonce, only with the key that signed it', () => {
    const key = new Uint8Array(32).fill(7);
    const other = new Uint8Array(32).fill(8);
    fc.assert(fc.property(
      fc.constantFrom('paid', 'insufficient_funds', 'lost_card', 'suspicious', 'incorrect_number' as const),
      fc.constantFrom('visa', 'amex', 'mastercard' as const),
      fc.stringMatching(/^\d{4}$/),
      fc.stringMatching(/^[A-Za-z0-9_-]{0,12}$/),
      (outcome, brand, last4, nonce) => {
        const token = encodeSandboxToken({ outcome, brand, last4 }, key, nonce);
        expect(decodeSandboxToken(token, key)).toEqual({ outcome, brand, last4 });
        expect(decodeSandboxToken(token, other)).toBeNull();
      },
    ));
  });

  it('passes the Luhn check exactly when the check digit is right', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{12,18}$/), fc.integer({ min: 0, max: 9 }), (body, digit) => {
      const right = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((check) => passesLuhn(`${body}${check}`));
      expect(right).toBeDefined();
      expect(passesLuhn(`${body}${digit}`)).toBe(digit === right);
    }));
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});
