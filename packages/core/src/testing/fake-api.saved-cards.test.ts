import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { createDemoPorts } from './demo-ports.js';
import { demoAccounts, demoCustomerIds } from './demo-fixtures.js';
import type { FakeApi } from './fake-api.js';

const signedIn = async (email: string = demoAccounts.socia.email) => {
  const ports = createDemoPorts();
  await ports.identity.signIn(email, 'demo1234');
  return ports;
};

const setFlag = (api: FakeApi, key: string, value: string) => {
  api.state.config = [...api.state.config.filter((entry) => entry.key !== key), { key, value }];
};

/** Tokenises a card of the contract and saves it as the current customer. */
const saveCard = async (api: FakeApi, number: string) => {
  const token = await api.checkout.cardToken({ number, exp_month: 12, exp_year: 2030, cvc: '123' });
  if (!token.ok) return token;
  return api.savedCards.save({ token_id: token.value.token, card_type: 'visa', last_digits: token.value.last4, saveCard: true });
};

let keys = 0;
const key = () => `clave-guardada-${(keys += 1)}`;

describe('createFakeApi: saved cards (spec 7 /metodosPago, /payment_sources)', () => {
  it("lists the socia's demo Visa ending 4242 in both of spec 3's shapes", async () => {
    const { api } = await signedIn();
    const list = await api.savedCards.list();
    expect(list).toMatchObject({ ok: true, value: [{ payment_source_id: 1, card_type: 'visa', last_digits: '4242', token_id: expect.any(String) }] });
    expect(list.ok && 'customer_id' in (list.value[0] ?? {})).toBe(false);
    expect(await api.checkout.paymentSources()).toEqual({
      ok: true, value: [{ payment_source_id: 1, source_id: 'card_demo_socia_4242', card_type: 'visa', last_digits: '4242' }],
    });
  });

  it('answers nothing for a customer without cards, and 401 signed out', async () => {
    const { api } = await signedIn(demoAccounts.nueva.email);
    expect(await api.savedCards.list()).toEqual({ ok: true, value: [] });
    const { api: anonymous } = createDemoPorts();
    expect(await anonymous.savedCards.list()).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it("saves a good card with the processor's brand and digits, oldest first as the server lists them; an amex is 'other' at checkout", async () => {
    const { api, clock } = await signedIn(demoAccounts.nueva.email);
    const saved = await saveCard(api, '4242 4242 4242 4242');
    expect(saved).toMatchObject({ ok: true, value: { card_type: 'visa', last_digits: '4242' } });
    clock.advance(60_000);
    const amex = await saveCard(api, '3782 822463 10005');
    expect(amex).toMatchObject({ ok: true, value: { card_type: 'amex', last_digits: '0005' } });
    const list = await api.savedCards.list();
    expect(list.ok && list.value.map((card) => card.last_digits)).toEqual(['4242', '0005']);
    const sources = await api.checkout.paymentSources();
    expect(sources.ok && sources.value.map((source) => source.card_type)).toEqual(['visa', 'other']);
  });

  it('refuses a declining card with its 402 and spec 8 text, and saves nothing', async () => {
    const { api } = await signedIn(demoAccounts.nueva.email);
    const refused = await saveCard(api, '4000 0000 0000 0002');
    expect(refused).toMatchObject({ ok: false, error: { status: 402, code: 'card_declined/generic_decline', message: messages.checkout.declined } });
    expect(await saveCard(api, '4000 0000 0000 9995')).toMatchObject({ ok: false, error: { message: messages.checkout.insufficientFunds } });
    expect(api.state.savedCards.filter((card) => card.customer_id === demoCustomerIds.nueva)).toEqual([]);
  });

  it('refuses a token the sandbox never made, and any saving with payment_sources_enabled off (412)', async () => {
    const { api } = await signedIn(demoAccounts.nueva.email);
    expect(await api.savedCards.save({ token_id: 'tok_inventado', card_type: 'visa', last_digits: '4242' })).toMatchObject({ ok: false, error: { status: 400 } });
    setFlag(api, 'payment_sources_enabled', 'false');
    expect(await saveCard(api, '4242 4242 4242 4242')).toMatchObject({
      ok: false, error: { status: 412, message: messages.checkoutApi.savedCardsDisabled },
    });
  });

  it("deletes her own card, and answers 404 for someone else's", async () => {
    const { api } = await signedIn(demoAccounts.nueva.email);
    expect(await api.savedCards.remove(1)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(api.state.savedCards).toHaveLength(1);
    const { api: socia } = await signedIn();
    expect(await socia.savedCards.remove(1)).toEqual({ ok: true, value: undefined });
    expect(await socia.savedCards.list()).toEqual({ ok: true, value: [] });
  });
});

describe('createFakeApi: paying with a saved card (spec 4 Checkout payment choice)', () => {
  it('buys with her saved card: the purchase is paid by card and grants its credits', async () => {
    const { api } = await signedIn();
    const bought = await api.checkout.attempt({ class_package_id: 2, payment_method: 'saved_card', payment_method_id: 2, payment_source_id: 1, idempotency_key: key() });
    expect(bought).toMatchObject({ ok: true, value: { purchase_id: expect.any(Number) } });
    const id = bought.ok ? bought.value.purchase_id : null;
    const purchase = api.state.purchases.find((p) => p.purchase_id === id);
    expect(purchase).toMatchObject({ status: 'completed', payment_method: { kind: 'card' } });
    expect(api.state.credits.some((credit) => credit.purchase_id === id)).toBe(true);
  });

  it("refuses someone else's card, a missing one, and saved cards switched off", async () => {
    const { api } = await signedIn(demoAccounts.nueva.email);
    const attempt = (payment_source_id: number | null) =>
      api.checkout.attempt({ class_package_id: 2, payment_method: 'saved_card', payment_source_id, idempotency_key: key() });
    expect(await attempt(1)).toMatchObject({ ok: false, error: { status: 400, message: messages.checkoutApi.savedCardNotFound } });
    expect(await attempt(null)).toMatchObject({ ok: false, error: { status: 400 } });
    setFlag(api, 'payment_sources_enabled', 'false');
    expect(await attempt(1)).toMatchObject({ ok: false, error: { status: 412 } });
    expect(api.state.purchases.filter((p) => p.customer_id === demoCustomerIds.nueva)).toEqual([]);
  });

  it('charges a saved card by its number, so one that now declines is refused', async () => {
    const { api } = await signedIn();
    api.state.cardTokens['tok_demo_socia_4242'] = '4000000000009995';
    const refused = await api.checkout.attempt({ class_package_id: 2, payment_method: 'saved_card', payment_source_id: 1, idempotency_key: key() });
    expect(refused).toMatchObject({ ok: false, error: { status: 402, message: messages.checkout.insufficientFunds } });
  });
});

describe('createFakeApi: the subscription provider and POST /checkout/capture', () => {
  it('leaves a purchase pending on the provider, then pays it once on capture', async () => {
    const { api } = await signedIn(demoAccounts.nueva.email);
    const started = await api.checkout.attempt({ class_package_id: 4, payment_method: 'provider', idempotency_key: key() });
    expect(started).toMatchObject({ ok: true, value: { plan_id: expect.stringMatching(/^P-/), orderID: null } });
    const id = started.ok ? (started.value.purchase_id ?? 0) : 0;
    expect(api.state.purchases.find((p) => p.purchase_id === id)?.status).toBe('pending');
    expect(api.state.credits.some((credit) => credit.purchase_id === id)).toBe(false);

    expect(await api.checkout.capture({ purchase_id: id, subscriptionID: 'I-SUB' })).toEqual({ ok: true, value: { purchase_id: id } });
    expect(api.state.purchases.find((p) => p.purchase_id === id)?.status).toBe('active');
    expect(api.state.invoices.find((i) => i.purchase_id === id)).toMatchObject({ status: 'completed', purchase_status: 'active' });
    const credits = api.state.credits.filter((credit) => credit.purchase_id === id).length;
    expect(credits).toBeGreaterThan(0);

    expect(await api.checkout.capture({ purchase_id: id, subscriptionID: 'I-SUB' })).toEqual({ ok: true, value: { purchase_id: id } });
    expect(api.state.credits.filter((credit) => credit.purchase_id === id)).toHaveLength(credits);
  });

  it('answers an order for a one-off package', async () => {
    const { api } = await signedIn(demoAccounts.nueva.email);
    const started = await api.checkout.attempt({ class_package_id: 2, payment_method: 'provider', idempotency_key: key() });
    expect(started).toMatchObject({ ok: true, value: { plan_id: null, orderID: expect.stringMatching(/^ORDER-/) } });
    const id = started.ok ? (started.value.purchase_id ?? 0) : 0;
    const orderID = started.ok ? (started.value.orderID ?? '') : '';
    expect(await api.checkout.capture({ purchase_id: id, orderID })).toMatchObject({ ok: true });
    expect(api.state.purchases.find((p) => p.purchase_id === id)?.status).toBe('completed');
  });

  it('refuses as the server does: another order or none (409), a purchase never waiting on the provider or not hers (404)', async () => {
    const { api } = await signedIn(demoAccounts.nueva.email);
    const mismatch = { ok: false, error: { status: 409, code: 'checkout/capture-mismatch', message: messages.checkoutApi.captureMismatch } };
    const started = await api.checkout.attempt({ class_package_id: 2, payment_method: 'provider', idempotency_key: key() });
    const id = started.ok ? (started.value.purchase_id ?? 0) : 0;
    expect(await api.checkout.capture({ purchase_id: id })).toMatchObject(mismatch);
    expect(await api.checkout.capture({ purchase_id: id, orderID: 'ORDER-OTRA' })).toMatchObject(mismatch);
    expect(api.state.purchases.find((p) => p.purchase_id === id)?.status).toBe('pending');
    const cash = await api.checkout.attempt({ class_package_id: 2, payment_method: 'cash', idempotency_key: key() });
    expect(await api.checkout.capture({ purchase_id: cash.ok ? (cash.value.purchase_id ?? 0) : 0, orderID: 'ORDER' })).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await api.checkout.capture({ purchase_id: 1, orderID: 'ORDER' })).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await api.checkout.capture({ purchase_id: 999, orderID: 'ORDER' })).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('refuses the provider when its flag is off (412)', async () => {
    const { api } = await signedIn(demoAccounts.nueva.email);
    setFlag(api, 'subscription_provider_enabled', 'false');
    expect(await api.checkout.attempt({ class_package_id: 2, payment_method: 'provider', idempotency_key: key() })).toMatchObject({
      ok: false, error: { status: 412, message: messages.checkoutApi.providerUnavailable },
    });
  });
});
