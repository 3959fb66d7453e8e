/**
 * What the checkout journeys need from the API and the page: the demo's
 * packages by title, a customer's purchases, and the checkout's controls
 * as a buyer finds them (by role and label).
 */
import type { Locator, Page } from 'playwright-core';
import { messages } from '@estudio/core';
import { callJson } from './api.js';
import { seen } from './app.js';
import type { JourneyCustomer } from './booking.js';

/** The demo package titled so (contract: a trial, a 5-class pack, a 10-class pack on sale…), by GET /api/class_packages. */
export const packageIdOf = async (baseUrl: string, title: string): Promise<number> => {
  const answer = await callJson<{ class_packages: { class_package_id: number; title: string }[] }>(baseUrl, '/api/class_packages');
  const found = answer.body.class_packages.find((pkg) => pkg.title === title);
  if (!found) throw new Error(`No demo package '${title}' in GET /api/class_packages (${answer.status})`);
  return found.class_package_id;
};

/** A customer's purchases, newest first (GET /api/purchases with her token). */
export const purchasesOf = async (baseUrl: string, customer: JourneyCustomer) => {
  const answer = await callJson<{ purchases: { purchase_id: number; class_package_id: number; status: string; total_payment: number }[] }>(
    baseUrl, '/api/purchases', { token: customer.token },
  );
  if (answer.status !== 200) throw new Error(`GET /api/purchases answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.purchases;
};

/** A card the sandbox accepts the expiry of: December, three years ahead. */
export const FUTURE_EXPIRY = `12/${new Date().getFullYear() + 3}`;

/** 'Pagar Ahora'. */
export const payButton = (page: Page): Locator => page.getByRole('button', { name: messages.checkout.payNow, exact: true });

/** Ticks 'Acepto …' (the demo's 'Términos y Condiciones' is required). */
export const acceptTerms = async (page: Page): Promise<void> => {
  await (await seen(page.getByRole('checkbox', { name: /^Acepto/ }))).check();
};

/** Chooses the card and types a sandbox card (replacing what the form held). */
export const typeCard = async (page: Page, number: string): Promise<void> => {
  const t = messages.checkoutPage;
  const form = page.getByRole('region', { name: t.paymentTitle });
  const card = form.getByRole('radio', { name: /tarjeta/i });
  if (!(await card.isChecked())) await card.check();
  await form.getByRole('textbox', { name: new RegExp(t.cardNumber) }).fill(number);
  await form.getByRole('textbox', { name: new RegExp(t.cardName) }).fill('Prueba Recorrido');
  await form.getByRole('textbox', { name: /Vencimiento/ }).fill(FUTURE_EXPIRY);
  await form.getByRole('textbox', { name: new RegExp(t.cardCvc) }).fill('123');
};

/** The spec 8 text by the button, in an alert. */
export const refusal = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text });
