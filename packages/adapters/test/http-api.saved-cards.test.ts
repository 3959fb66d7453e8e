import { describe, expect, it } from 'vitest';
import { messages, saveCardFailureMessage, savedCardBody } from '@estudio/core';
import { composeBrowser, DEMO_PASSWORD, PASSWORD, useTestServer } from './support/browser.js';
import { uniqueEmail } from './support/emails.js';

const server = useTestServer();
const YEAR = new Date().getFullYear() + 3;
const phone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A new customer of the demo studio, signed in, with her ApiPort (validated by core's schemas). */
const newCustomer = async () => {
  const browser = composeBrowser(server());
  await browser.identity.signUp(uniqueEmail('tarjeta'), PASSWORD);
  const created = await browser.api.customer.signup({ name: 'Tere', last_name: 'Prueba', phone: phone() });
  if (!created.ok) throw new Error(created.error.message);
  return browser;
};

/** Tokenises a card of the contract with the sandbox and saves it. */
const saveCard = async (api: Awaited<ReturnType<typeof newCustomer>>['api'], number: string) => {
  const token = await api.checkout.cardToken({ number, exp_month: 12, exp_year: YEAR, cvc: '123' });
  if (!token.ok) throw new Error(token.error.message);
  return api.savedCards.save(savedCardBody(token.value));
};

describe('createHttpApi: saved cards and the checkout with them', () => {
  it("reads the socia's demo Visa ending 4242 from /metodosPago and /payment_sources", async () => {
    const { api, identity } = composeBrowser(server());
    await identity.signIn('socia@estudio.test', DEMO_PASSWORD);
    const list = await api.savedCards.list();
    expect(list).toMatchObject({ ok: true, value: [{ card_type: 'visa', last_digits: '4242' }] });
    expect(await api.checkout.paymentSources()).toMatchObject({ ok: true, value: [{ card_type: 'visa', last_digits: '4242' }] });
  });

  it('saves a card, pays a package with it, and deletes it', async () => {
    const { api } = await newCustomer();
    const saved = await saveCard(api, '4242 4242 4242 4242');
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value).toMatchObject({ card_type: 'visa', last_digits: '4242' });
    const id = saved.value.payment_source_id;
    expect(await api.checkout.paymentSources()).toMatchObject({ ok: true, value: [{ payment_source_id: id }] });

    const packages = await api.packages.list();
    const five = packages.ok ? packages.value.find((pkg) => pkg.title === 'Paquete 5 clases') : undefined;
    const bought = await api.checkout.attempt({
      class_package_id: five?.class_package_id ?? 0, payment_method: 'saved_card', payment_source_id: id, idempotency_key: `guardada-${Date.now()}`,
    });
    expect(bought).toMatchObject({ ok: true, value: { purchase_id: expect.any(Number) } });

    expect(await api.savedCards.remove(id)).toEqual({ ok: true, value: undefined });
    expect(await api.savedCards.list()).toEqual({ ok: true, value: [] });
    expect(await api.savedCards.remove(id)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('refuses a declining card with 402 and the code core words as spec 8 does; nothing is saved', async () => {
    const { api } = await newCustomer();
    const refused = await saveCard(api, '4000 0000 0000 0002');
    expect(refused).toMatchObject({ ok: false, error: { status: 402 } });
    expect(!refused.ok && saveCardFailureMessage(refused.error)).toBe(messages.checkout.declined);
    expect(await api.savedCards.list()).toEqual({ ok: true, value: [] });
  });

  it('answers a capture of a purchase that never waited on the provider with a refusal', async () => {
    const { api } = await newCustomer();
    const captured = await api.checkout.capture({ purchase_id: 999_999, orderID: 'ORDER-NADA' });
    expect(captured.ok).toBe(false);
  });
});
