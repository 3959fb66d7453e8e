import { describe, expect, it } from 'vitest';
import { checkoutErrorMessage, messages } from '@estudio/core';
import { composeBrowser, PASSWORD, useTestServer } from './support/browser.js';
import { uniqueEmail } from './support/emails.js';

const server = useTestServer();
const YEAR = new Date().getFullYear() + 3;
const phone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A new customer of the demo studio, signed in, with her ApiPort (validated by core's schemas). */
const newBuyer = async () => {
  const browser = composeBrowser(server());
  await browser.identity.signUp(uniqueEmail('compra'), PASSWORD);
  const created = await browser.api.customer.signup({ name: 'Carla', last_name: 'Prueba', phone: phone() });
  if (!created.ok) throw new Error(created.error.message);
  return browser;
};

/** The demo package with this title. */
const packageId = async (api: Awaited<ReturnType<typeof newBuyer>>['api'], title: string): Promise<number> => {
  const list = await api.packages.list();
  const found = list.ok ? list.value.find((pkg) => pkg.title === title) : undefined;
  if (!found) throw new Error(`No demo package '${title}'`);
  return found.class_package_id;
};

describe('createHttpApi: checkout and purchases', () => {
  it("lists the demo's 'Efectivo' and 'Tarjeta de crédito o débito'", async () => {
    const { api } = composeBrowser(server());
    const methods = await api.checkout.paymentMethods();
    expect(methods.ok && methods.value.map((m) => m.name)).toEqual(expect.arrayContaining(['Efectivo', 'Tarjeta de crédito o débito']));
  });

  it("tokenises a card with the sandbox, and refuses a malformed one with a 'formatted' code", async () => {
    const { api } = composeBrowser(server());
    const token = await api.checkout.cardToken({ number: '4242 4242 4242 4242', exp_month: 12, exp_year: YEAR, cvc: '123' });
    expect(token).toMatchObject({ ok: true, value: { brand: 'visa', last4: '4242' } });
    const malformed = await api.checkout.cardToken({ number: '4242 42', exp_month: 12, exp_year: YEAR, cvc: '123' });
    expect(malformed).toMatchObject({ ok: false, error: { status: 400 } });
    expect(!malformed.ok && checkoutErrorMessage(malformed.error, { flow: 'card' })).toBe(messages.checkout.badCardFormat);
  });

  it('buys in cash once per idempotency key, and reads the purchase, the list and the charges', async () => {
    const { api } = await newBuyer();
    const five = await packageId(api, 'Paquete 5 clases');
    const body = { class_package_id: five, payment_method: 'cash' as const, idempotency_key: `adapters-${Date.now()}` };
    const first = await api.checkout.attempt(body);
    const again = await api.checkout.attempt(body);
    if (!first.ok) throw new Error(first.error.message);
    const id = first.value.purchase_id ?? 0;
    expect(again).toMatchObject({ ok: true, value: { purchase_id: id } });
    expect(await api.purchases.one(id)).toMatchObject({ ok: true, value: { purchase_id: id, status: 'pending', payment_method: { kind: 'cash' } } });
    expect(await api.purchases.mine()).toMatchObject({ ok: true, value: [{ purchase_id: id }] });
    const invoices = await api.purchases.invoices();
    expect(invoices.ok && invoices.value.map((invoice) => invoice.purchase_id)).toEqual([id]);
  });

  it('answers a declined card with 402 and the code core words as spec 8 does', async () => {
    const { api } = await newBuyer();
    const five = await packageId(api, 'Paquete 5 clases');
    const token = await api.checkout.cardToken({ number: '4000 0000 0000 9995', exp_month: 12, exp_year: YEAR, cvc: '123' });
    if (!token.ok) throw new Error(token.error.message);
    const refused = await api.checkout.attempt({ class_package_id: five, payment_method: 'card', card_token: token.value.token, idempotency_key: `declinada-${Date.now()}` });
    expect(refused).toMatchObject({ ok: false, error: { status: 402 } });
    expect(!refused.ok && checkoutErrorMessage(refused.error, { flow: 'card' })).toBe(messages.checkout.insufficientFunds);
  });

  it('cancels a subscription with a reason', async () => {
    const { api } = await newBuyer();
    const monthly = await packageId(api, 'Ilimitado mensual');
    const token = await api.checkout.cardToken({ number: '4242 4242 4242 4242', exp_month: 12, exp_year: YEAR, cvc: '123' });
    if (!token.ok) throw new Error(token.error.message);
    const bought = await api.checkout.attempt({ class_package_id: monthly, payment_method: 'card', card_token: token.value.token, idempotency_key: `mensual-${Date.now()}` });
    if (!bought.ok) throw new Error(bought.error.message);
    const id = bought.value.purchase_id ?? 0;
    expect(await api.purchases.cancel(id, '')).toMatchObject({ ok: false, error: { status: 400 } });
    expect(await api.purchases.cancel(id, 'Me mudo de ciudad')).toMatchObject({ ok: true, value: { purchase_id: id, status: 'cancelled' } });
  });
});
