import { describe, expect, it } from 'vitest';
import { checkoutErrorMessage } from '../checkout/errors.rules.js';
import { messages } from '../messages/index.js';
import { appError, err } from '../shared/result.js';
import { createDemoPorts } from './demo-ports.js';
import { demoAccounts, demoCustomerIds } from './demo-fixtures.js';
import type { FakeApi } from './fake-api.js';
import { passesLuhn, SANDBOX_CODES } from './fake-api.sandbox.js';

const signedIn = async (email: string = demoAccounts.nueva.email) => {
  const ports = createDemoPorts();
  await ports.identity.signIn(email, 'demo1234');
  return ports;
};

let keys = 0;
const key = () => `clave-de-prueba-${(keys += 1)}`;
// The fake clock starts in January 2025 (FAKE_CLOCK_START): a card good through 2030 has not expired.
const GOOD_YEAR = 2030;

/** Tokenises a card of the contract and pays package `id` with it. */
const payByCard = async (api: FakeApi, number: string, id = 2, idempotencyKey = key()) => {
  const token = await api.checkout.cardToken({ number, exp_month: 12, exp_year: GOOD_YEAR, cvc: '123' });
  if (!token.ok) return token;
  return api.checkout.attempt({ class_package_id: id, payment_method: 'card', card_token: token.value.token, idempotency_key: idempotencyKey });
};

describe('createFakeApi: payment methods and the sandbox card processor', () => {
  it("lists the demo's 'Efectivo' and 'Tarjeta de crédito o débito'", async () => {
    const { api } = createDemoPorts();
    const methods = await api.checkout.paymentMethods();
    expect(methods.ok && methods.value.map((m) => [m.name, m.kind])).toEqual([
      ['Efectivo', 'cash'],
      ['Tarjeta de crédito o débito', 'card'],
    ]);
  });

  it('tokenises a good card with its brand and last digits', async () => {
    const { api } = createDemoPorts();
    const token = await api.checkout.cardToken({ number: '4242 4242 4242 4242', exp_month: 1, exp_year: GOOD_YEAR, cvc: '123' });
    expect(token).toMatchObject({ ok: true, value: { brand: 'visa', last4: '4242' } });
  });

  it("refuses a malformed number or CVC with a 'formatted' code, and a past expiry as expired_card", async () => {
    const { api } = createDemoPorts();
    const malformed = await api.checkout.cardToken({ number: '4242-abcd', exp_month: 1, exp_year: GOOD_YEAR, cvc: '123' });
    expect(malformed).toMatchObject({ ok: false, error: { status: 400, message: messages.checkout.badCardFormat } });
    expect(!malformed.ok && malformed.error.code).toContain('formatted');
    const cvc = await api.checkout.cardToken({ number: '4242 4242 4242 4242', exp_month: 1, exp_year: GOOD_YEAR, cvc: '12' });
    expect(!cvc.ok && cvc.error.code).toContain('formatted');
    const expired = await api.checkout.cardToken({ number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2024, cvc: '123' });
    expect(expired).toMatchObject({ ok: false, error: { status: 402, code: 'expired_card', message: messages.checkout.expiredCard } });
  });

  it('knows the Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});

describe('createFakeApi: POST /checkout/attempt', () => {
  it.each([
    ['4000 0000 0000 9995', SANDBOX_CODES.insufficientFunds, messages.checkout.insufficientFunds],
    ['4000 0000 0000 9979', SANDBOX_CODES.stolen, messages.checkout.lostOrStolen],
    ['4000 0000 0000 9987', SANDBOX_CODES.lost, messages.checkout.lostOrStolen],
    ['4000 0000 0000 0002', SANDBOX_CODES.generic, messages.checkout.declined],
    ['4000 0000 0000 0069', SANDBOX_CODES.expired, messages.checkout.expiredCard],
    ['4000 0000 0000 0127', SANDBOX_CODES.incorrectCvc, messages.checkout.incorrectCvc],
    ['4100 0000 0000 0019', SANDBOX_CODES.suspicious, messages.checkout.suspicious],
    ['4242 4242 4242 4241', SANDBOX_CODES.incorrectNumber, messages.checkout.incorrectNumber],
  ])('refuses %s with 402 %s, which core reads as the spec 8 text, and buys nothing', async (number, code, text) => {
    const { api } = await signedIn();
    const answer = await payByCard(api, number);
    expect(answer).toMatchObject({ ok: false, error: { status: 402, code } });
    expect(!answer.ok && checkoutErrorMessage(answer.error, { flow: 'card' })).toBe(text);
    expect(api.state.purchases.filter((p) => p.customer_id === demoCustomerIds.nueva)).toEqual([]);
  });

  it('buys by card: a completed purchase with its charge and its credits', async () => {
    const { api } = await signedIn();
    const answer = await payByCard(api, '4242 4242 4242 4242', 3);
    if (!answer.ok) throw new Error(answer.error.message);
    const id = answer.value.purchase_id ?? 0;
    const purchase = await api.purchases.one(id);
    expect(purchase).toMatchObject({
      ok: true,
      value: { status: 'completed', total_payment: 1200, amount: 1200, customer: { email: demoAccounts.nueva.email }, payment_method: { kind: 'card' } },
    });
    expect(purchase.ok && 'customer_id' in purchase.value).toBe(false);
    expect(api.state.credits.filter((c) => c.purchase_id === id)).toMatchObject([{ customer_id: demoCustomerIds.nueva, available_classes: 10 }]);
    expect(await api.purchases.invoices()).toMatchObject({ ok: true, value: [{ purchase_id: id, total_payment: 1200, status: 'completed' }] });
  });

  it('buys in cash: a pending purchase without credits until the studio marks it paid', async () => {
    const { api } = await signedIn();
    const answer = await api.checkout.attempt({ class_package_id: 2, payment_method: 'cash', payment_method_id: 1, idempotency_key: key() });
    const id = answer.ok ? (answer.value.purchase_id ?? 0) : 0;
    expect(await api.purchases.one(id)).toMatchObject({ ok: true, value: { status: 'pending', payment_method: { name: 'Efectivo', kind: 'cash' } } });
    expect(api.state.credits.filter((c) => c.purchase_id === id)).toEqual([]);
  });

  it('buys once per idempotency key: a repeated attempt answers the same purchase', async () => {
    const { api } = await signedIn();
    const same = key();
    const first = await payByCard(api, '4242 4242 4242 4242', 2, same);
    const again = await payByCard(api, '4242 4242 4242 4242', 2, same);
    expect(again).toEqual(first);
    expect(api.state.purchases.filter((p) => p.customer_id === demoCustomerIds.nueva)).toHaveLength(1);
    const other = await payByCard(api, '4242 4242 4242 4242', 2);
    expect(other.ok && other.value.purchase_id).not.toBe(first.ok && first.value.purchase_id);
  });

  it('applies a discount code and counts its use; an invalid one is 412', async () => {
    const { api } = await signedIn();
    const answer = await api.checkout.attempt({ class_package_id: 2, payment_method: 'cash', discountCode: 'bienvenida', idempotency_key: key() });
    expect(answer.ok && api.state.purchases.find((p) => p.purchase_id === answer.value.purchase_id)?.total_payment).toBe(675);
    expect(api.state.discounts.find((d) => d.code === 'BIENVENIDA')?.uses).toBe(1);
    const refused = await api.checkout.attempt({ class_package_id: 2, payment_method: 'cash', discountCode: 'NOEXISTE', idempotency_key: key() });
    expect(refused).toMatchObject({ ok: false, error: { status: 412, message: messages.discounts.invalid } });
  });

  it('gives one trial per customer: a second one, even of another trial package, is 409', async () => {
    const { api } = await signedIn();
    const first = await api.checkout.attempt({ class_package_id: 1, payment_method: 'cash', idempotency_key: key() });
    expect(first.ok && api.state.purchases.find((p) => p.purchase_id === first.value.purchase_id)).toMatchObject({ status: 'completed', total_payment: 0 });
    expect(first.ok && api.state.credits.filter((c) => c.purchase_id === first.value.purchase_id)).toMatchObject([{ available_classes: 1 }]);
    const second = await api.checkout.attempt({ class_package_id: 1, payment_method: 'free', idempotency_key: key() });
    expect(second).toMatchObject({ ok: false, error: { status: 409 } });
    api.state.packages.push({ ...api.state.packages[0]!, class_package_id: 8, package_id: 8, title: 'Otra prueba', limit_per_customer: null });
    const other = await api.checkout.attempt({ class_package_id: 8, payment_method: 'free', idempotency_key: key() });
    expect(other).toMatchObject({ ok: false, error: { status: 409, code: 'checkout/trial-used' } });
  });

  it("refuses 'free' for a package with a price, an unknown package, a sold-out event and a signed-out caller", async () => {
    const { api } = await signedIn();
    expect(await api.checkout.attempt({ class_package_id: 2, payment_method: 'free', idempotency_key: key() })).toMatchObject({ ok: false, error: { status: 400 } });
    expect(await api.checkout.attempt({ class_package_id: 99, payment_method: 'cash', idempotency_key: key() })).toMatchObject({
      ok: false, error: { status: 404, message: messages.checkout.packageNotFound },
    });
    const event = api.state.packages.find((p) => p.class_package_id === 6);
    if (event) event.capacity = 0;
    expect(await api.checkout.attempt({ class_package_id: 6, payment_method: 'cash', idempotency_key: key() })).toMatchObject({ ok: false, error: { status: 412 } });
    const { api: visitor } = createDemoPorts();
    expect(await visitor.checkout.attempt({ class_package_id: 2, payment_method: 'cash', idempotency_key: key() })).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it("counts an event's places and her limit in live purchases, as the server does: a cancelled one frees both", async () => {
    const { api, identity } = await signedIn(demoAccounts.socia.email);
    const event = api.state.packages.find((p) => p.class_package_id === 6);
    if (event) event.capacity = 1;
    expect(await api.packages.one(6)).toMatchObject({ ok: true, value: { sold: 0 } });
    const first = await api.checkout.attempt({ class_package_id: 6, payment_method: 'cash', idempotency_key: key() });
    expect(await api.packages.one(6)).toMatchObject({ ok: true, value: { sold: 1 } });
    await identity.signOut();
    await identity.signIn(demoAccounts.nueva.email, 'demo1234');
    expect(await api.checkout.attempt({ class_package_id: 6, payment_method: 'cash', idempotency_key: key() })).toMatchObject({
      ok: false, error: { status: 412, code: 'checkout/sold-out' },
    });
    const held = api.state.purchases.find((p) => first.ok && p.purchase_id === first.value.purchase_id);
    if (held) held.status = 'cancelled';
    expect(await api.packages.one(6)).toMatchObject({ ok: true, value: { sold: 0 } });
    expect(await api.checkout.attempt({ class_package_id: 6, payment_method: 'cash', idempotency_key: key() })).toMatchObject({ ok: true });
  });

  it('answers a queued failure first', async () => {
    const { api } = await signedIn();
    api.failNext('checkout.attempt', appError('network', 'Sin conexión'));
    expect(await api.checkout.attempt({ class_package_id: 2, payment_method: 'cash', idempotency_key: key() })).toMatchObject({ ok: false, error: { code: 'network' } });
  });
});

describe('createFakeApi: purchases', () => {
  it("reads the demo member's purchase and charge, and nobody else's", async () => {
    const { api } = await signedIn(demoAccounts.socia.email);
    expect(await api.purchases.mine()).toMatchObject({ ok: true, value: [{ purchase_id: 1, title: 'Paquete 10 clases' }] });
    expect(await api.purchases.invoices()).toMatchObject({ ok: true, value: [{ invoice_id: 1, purchase_id: 1 }] });
    const { api: other } = await signedIn();
    expect(await other.purchases.one(1)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('cancels an active subscription with a reason; asked again, answers it as it is', async () => {
    const { api } = await signedIn();
    const bought = await payByCard(api, '4242 4242 4242 4242', 4);
    const id = bought.ok ? (bought.value.purchase_id ?? 0) : 0;
    expect(await api.purchases.one(id)).toMatchObject({ ok: true, value: { status: 'active', subscription_period: 'month' } });
    expect(await api.purchases.cancel(id, '  ')).toMatchObject({
      ok: false, error: { status: 400, message: `Revisa el campo: reason. ${messages.checkout.cancelReasonRequired}` },
    });
    const cancelled = await api.purchases.cancel(id, 'Me mudo de ciudad');
    expect(cancelled).toMatchObject({ ok: true, value: { status: 'cancelled' } });
    expect(await api.purchases.cancel(id, 'Otra vez')).toEqual(cancelled);
  });
});

describe('createFakeApi: the studio flags and the free trial, as the server applies them', () => {
  const setFlag = (api: FakeApi, key: string, value: string) => {
    api.state.config = [...api.state.config.filter((entry) => entry.key !== key), { key, value }];
  };
  const cash = (api: FakeApi, id = 2) => api.checkout.attempt({ class_package_id: id, payment_method: 'cash', idempotency_key: key() });

  it('refuses every attempt with checkout_disabled (412), after an unknown package (404)', async () => {
    const { api } = await signedIn();
    setFlag(api, 'checkout_disabled', 'true');
    expect(await cash(api)).toEqual(err(appError('checkout/disabled', messages.checkout.disabled, 412)));
    expect(await payByCard(api, '4242 4242 4242 4242')).toMatchObject({ ok: false, error: { code: 'checkout/disabled' } });
    expect(await cash(api, 99)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('takes cash only when core offers it: cash checkout enabled, or a cash method without a card one', async () => {
    const { api } = await signedIn();
    setFlag(api, 'cash_checkout_enabled', 'false');
    expect(await cash(api)).toEqual(err(appError('checkout/cash-disabled', messages.checkoutApi.cashDisabled, 412)));
    api.state.paymentMethods = api.state.paymentMethods.filter((method) => method.kind === 'cash');
    expect(await cash(api)).toMatchObject({ ok: true });
    expect(await payByCard(api, '4242 4242 4242 4242')).toEqual(err(appError('checkout/card-unavailable', messages.checkoutApi.cardUnavailable, 412)));
  });

  it('refuses a discount code with discounts_enabled off (412), and a code used up as the server words it', async () => {
    const { api } = await signedIn();
    setFlag(api, 'discounts_enabled', 'false');
    const withCode = () => api.checkout.attempt({ class_package_id: 2, payment_method: 'cash', discountCode: 'FIJO100', idempotency_key: key() });
    expect(await withCode()).toEqual(err(appError('discount/disabled', messages.checkoutApi.discountsDisabled, 412)));
    setFlag(api, 'discounts_enabled', 'true');
    Object.assign(api.state.discounts.find((d) => d.code === 'FIJO100') ?? {}, { max_uses: 1, uses: 1 });
    expect(await withCode()).toEqual(err(appError('discount/exhausted', messages.discounts.exhausted, 412)));
  });

  it("starts a subscription's free trial by core's rule: nothing charged, active, no charge, the card kept", async () => {
    const { api } = await signedIn();
    const monthly = api.state.packages.find((p) => p.class_package_id === 4);
    Object.assign(monthly ?? {}, { free_trial_length: 7, free_trial_period: 'day' });
    const answer = await payByCard(api, '4242 4242 4242 4242', 4);
    const id = answer.ok ? (answer.value.purchase_id ?? 0) : 0;
    expect(await api.purchases.one(id)).toMatchObject({ ok: true, value: { status: 'active', total_payment: 0, free_trial_length: 7 } });
    expect(await api.purchases.invoices()).toEqual({ ok: true, value: [] });
    expect(await api.savedCards.list()).toMatchObject({ ok: true, value: [{ card_type: 'visa', last_digits: '4242' }] });
  });

  it('charges a one-off package with a trial length in full: only a subscription has a free trial', async () => {
    const { api } = await signedIn();
    Object.assign(api.state.packages.find((p) => p.class_package_id === 2) ?? {}, { free_trial_length: 7, free_trial_period: 'day' });
    const answer = await payByCard(api, '4242 4242 4242 4242', 2);
    const id = answer.ok ? (answer.value.purchase_id ?? 0) : 0;
    expect(await api.purchases.one(id)).toMatchObject({ ok: true, value: { status: 'completed', total_payment: 750 } });
    expect(await api.purchases.invoices()).toMatchObject({ ok: true, value: [{ purchase_id: id, total_payment: 750 }] });
  });
});
