/**
 * What the back office's journeys read and prepare through the API, and
 * how they sign in at /admin's own door. The page side stays in the tests.
 */
import type { Page } from 'playwright-core';
import { messages, type CustomerListResponse, type CustomerSummary } from '@estudio/core';
import { callJson, demo, tokenFor } from './api.js';
import { seen } from './app.js';

/** The demo team: the admin and the front desk ('Recepción'). */
export const team = {
  admin: { email: demo.admin, password: demo.password },
  recepcion: { email: demo.recepcion, password: demo.password },
} as const;

let adminTokenOnce: Promise<string> | undefined;
const admin = (baseUrl: string) => (adminTokenOnce ??= tokenFor(baseUrl, demo.admin));

const expectOk = <T>(what: string, answer: { status: number; body: T }): T => {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** A customer's id by her e-mail, through the customer list's search. */
export const customerIdOf = async (baseUrl: string, email: string): Promise<number> => {
  const list = expectOk('GET /api/customer/admin/list', await callJson<CustomerListResponse>(baseUrl, `/api/customer/admin/list?query=${encodeURIComponent(email)}`, { token: await admin(baseUrl) }));
  const found = list.customers.find((row) => row.email === email);
  if (!found) throw new Error(`No customer ${email}`);
  return found.customer_id;
};

/** One customer's purchases, credits, penalties, charges and waitlists, as the desk reads them. */
export const summaryOf = async (baseUrl: string, customerId: number): Promise<CustomerSummary> =>
  expectOk('GET summary', await callJson<{ summary: CustomerSummary }>(baseUrl, `/api/customer/admin/${customerId}/summary`, { token: await admin(baseUrl) })).summary;

/** Her usable in-person credits summed (unlimited counts as Infinity). */
export const usableCredits = (summary: CustomerSummary): number =>
  summary.credits.reduce((sum, credit) => (credit.available_classes < 0 ? Infinity : sum + credit.available_classes), 0);

/** Signs in on /admin's own door at `path`, and waits for the screen's first heading. */
export const signInAtDoor = async (page: Page, who: { email: string; password: string }, path = '/admin'): Promise<void> => {
  await page.goto(path);
  await seen(page.getByRole('heading', { name: messages.admin.signInTitle, level: 1 }));
  await page.getByLabel(messages.authScreens.emailLabel).fill(who.email);
  await page.getByLabel(messages.authScreens.passwordLabel, { exact: false }).first().fill(who.password);
  await page.getByRole('button', { name: messages.authScreens.signInButton, exact: true }).click();
  // In: the door gives way to the area's chrome, whose menu opens on a phone and sits beside the page on a laptop.
  await page.getByRole('heading', { name: messages.admin.signInTitle, level: 1 }).waitFor({ state: 'detached' });
  await seen(page.getByRole('button', { name: messages.admin.signOut }).or(page.getByRole('button', { name: messages.desk.openMenu })));
};
