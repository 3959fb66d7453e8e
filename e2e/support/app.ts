/**
 * The page helpers of the journeys: how a person finds the forms and the
 * chrome of the app, by role and label (what a screen reader would announce),
 * in one place so a changed label is fixed once.
 */
import type { Locator, Page } from 'playwright-core';

/** Waits until the first match is visible (the page's default timeout applies). */
export const seen = async (locator: Locator): Promise<Locator> => {
  await locator.first().waitFor({ state: 'visible' });
  return locator.first();
};

/** Waits for the app's path (query and hash ignored). */
export const atPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname.replace(/\/+$/, '') === path.replace(/\/+$/, ''));

/** The form of an auth screen (the one holding a password or e-mail field). */
export const authForm = (page: Page): Locator =>
  page.locator('form').filter({ has: page.locator('input[type="email"], input[type="password"]') }).first();

/** A form's text field by its label. */
export const field = (form: Locator, label: RegExp): Locator => form.getByLabel(label).and(form.locator('input, textarea, select'));

/** The password input(s) of a form: [password, confirmation]. */
export const passwordFields = (form: Locator): Locator =>
  form.locator('input[type="password"], input[name^="password"]');

/** Fills and sends the sign-in form of /entrar or /login. */
export const signInWith = async (page: Page, email: string, password: string): Promise<void> => {
  const form = authForm(page);
  await field(form, /correo/i).fill(email);
  await passwordFields(form).first().fill(password);
  await form.locator('button[type="submit"]').click();
};

/** A new customer's sign-up details. */
export interface SignUpDetails {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmation?: string;
}

/** Fills the /registro form (ticking the terms when asked) and sends it. */
export const signUpWith = async (page: Page, details: SignUpDetails): Promise<void> => {
  const form = authForm(page);
  await field(form, /^nombre/i).fill(details.name);
  await field(form, /apellido/i).fill(details.lastName);
  await field(form, /correo/i).fill(details.email);
  await field(form, /tel[eé]fono|celular/i).fill(details.phone);
  const passwords = passwordFields(form);
  await passwords.nth(0).fill(details.password);
  await passwords.nth(1).fill(details.confirmation ?? details.password);
  const terms = form.getByRole('checkbox', { name: /acepto/i });
  if (await terms.count()) await terms.first().check();
  await form.locator('button[type="submit"]').click();
};

/** An error alert (role alert) or a field error holding the text. */
export const errorText = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text }).or(page.getByText(text, { exact: true }));

/** The control that signs out (navbar or drawer). */
export const signOutControl = (scope: Page | Locator): Locator =>
  scope.getByRole('button', { name: /^salir|cerrar sesi[oó]n/i }).or(scope.getByRole('link', { name: /^salir|cerrar sesi[oó]n/i }));
