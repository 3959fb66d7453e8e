/**
 * What the back office's journeys read and prepare through the API, and
 * how they sign in at /admin's own door. The page side stays in the tests.
 */
import type { Locator, Page } from 'playwright-core';
import { messages, type ClassPackage, type Customer, type CustomerListResponse, type CustomerSummary, type Purchase, type TeamMember } from '@estudio/core';
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

/** One customer's record as the admin reads it (GET /api/customer/admin/:id). */
export const customerById = async (baseUrl: string, customerId: number): Promise<Customer> =>
  expectOk('GET /api/customer/admin/:id', await callJson<{ customer: Customer }>(baseUrl, `/api/customer/admin/${customerId}`, { token: await admin(baseUrl) })).customer;

/** The studio's subscription package (the demo's unlimited monthly one), on sale or not. */
export const subscriptionPackage = async (baseUrl: string): Promise<ClassPackage> => {
  const answer = await callJson<{ class_packages: ClassPackage[] }>(baseUrl, '/api/class_packages/admin/all', { token: await admin(baseUrl) });
  const found = expectOk('GET /api/class_packages/admin/all', answer).class_packages.find((pkg) => pkg.is_subscription === true);
  if (!found) throw new Error('The demo studio has no subscription package');
  return found;
};

/** 'Agregar acceso' through the API (POST /api/customer/giveAccess): the package for the customer, at no cost. */
export const giveAccessThroughApi = async (baseUrl: string, customerId: number, classPackageId: number): Promise<Purchase> => {
  const answer = await callJson<{ purchase: Purchase }>(baseUrl, '/api/customer/giveAccess', {
    body: { customer_id: customerId, class_package_id: classPackageId },
    token: await admin(baseUrl),
  });
  if (answer.status !== 201) throw new Error(`POST /api/customer/giveAccess answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.purchase;
};

/** The studio's team (GET /api/team as the admin). */
export const teamOf = async (baseUrl: string): Promise<TeamMember[]> =>
  expectOk('GET /api/team', await callJson<{ team: TeamMember[] }>(baseUrl, '/api/team', { token: await admin(baseUrl) })).team;

/** The success alert ('status') holding this text. */
export const successAlert = (page: Page, text: string): Promise<Locator> => seen(page.getByRole('status').filter({ hasText: text }));

/** A section of the customer page ('Perfil', 'Compras'…) by its heading. */
export const customerSection = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label, exactly, whether or not it is marked required ('Teléfono *', read 'Teléfono (obligatorio)'). */
export const fieldNamed = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escaped(label)}\\s*\\*?\\s*(\\(${escaped(messages.ui.required)}\\))?$`));
