/**
 * What the saved-card and Mis Cargos journeys need: a card bought through
 * the API (the sandbox tokenises, the checkout charges), a customer's saved
 * cards, and the add-card form as a customer finds it (by role and label).
 */
import type { Locator, Page } from 'playwright-core';
import { messages } from '@estudio/core';
import { callJson } from './api.js';
import type { JourneyCustomer } from './booking.js';
import { FUTURE_EXPIRY } from './checkout.js';

const [EXPIRY_MONTH, EXPIRY_YEAR] = FUTURE_EXPIRY.split('/').map(Number) as [number, number];

/** Fails loudly, naming the call, when the API answered otherwise. */
const expectOk = <T>(what: string, answer: { status: number; body: T }, status = 200): T => {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** Buys a package by card as the customer, through the API (the sandbox's 4242 card unless told otherwise): the purchase's id. */
export const buyByCard = async (baseUrl: string, customer: JourneyCustomer, packageId: number, number = '4242 4242 4242 4242'): Promise<number> => {
  const card = { number, exp_month: EXPIRY_MONTH, exp_year: EXPIRY_YEAR, cvc: '123' };
  const { card_token } = expectOk(
    'POST /api/sandbox/card_tokens',
    await callJson<{ card_token: { token: string } }>(baseUrl, '/api/sandbox/card_tokens', { body: card, token: customer.token }),
  );
  const body = { class_package_id: packageId, payment_method: 'card', card_token: card_token.token, idempotency_key: `e2e-${Date.now()}-${packageId}` };
  const answer = await callJson<{ purchase_id: number }>(baseUrl, '/api/checkout/attempt', { body, token: customer.token });
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`POST /api/checkout/attempt answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.purchase_id;
};

/** A customer's saved cards (GET /api/metodosPago with her token). */
export const savedCardsOf = async (baseUrl: string, customer: JourneyCustomer) =>
  expectOk(
    'GET /api/metodosPago',
    await callJson<{ metodos_pago: { payment_source_id: number; card_type: string; last_digits: string }[] }>(baseUrl, '/api/metodosPago', {
      token: customer.token,
    }),
  ).metodos_pago;

/** 'Agregar tarjeta' on /mystudio/metodos. */
export const addCardForm = (page: Page): Locator => page.getByRole('region', { name: messages.myPaymentMethods.addTitle });

/** Types a sandbox card into 'Agregar tarjeta' and sends it with 'Guardar tarjeta'. */
export const saveCardWith = async (page: Page, number: string): Promise<void> => {
  const t = messages.checkoutPage;
  const form = addCardForm(page);
  await form.getByRole('textbox', { name: new RegExp(t.cardNumber) }).fill(number);
  await form.getByRole('textbox', { name: new RegExp(t.cardName) }).fill('Prueba Recorrido');
  await form.getByRole('textbox', { name: /Vencimiento/ }).fill(FUTURE_EXPIRY);
  await form.getByRole('textbox', { name: new RegExp(t.cardCvc) }).fill('123');
  await form.getByRole('button', { name: messages.myPaymentMethods.save, exact: true }).click();
};
