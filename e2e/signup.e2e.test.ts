/** Registering at /registro, and the refusals of spec 5 (duplicate phone, mismatched passwords). */
import { describe, expect, it } from 'vitest';
import { apiSignIn, currentCustomer, demo } from './support/api.js';
import { atPath, authForm, errorText, seen, signInWith, signOutControl, signUpWith } from './support/app.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { newPerson } from './support/people.js';

const DUPLICATE_PHONE = 'Ya existe una cuenta con ese número de teléfono';
const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';

describe.skipIf(noBrowser)('signing up', () => {
  const { newPage } = useBrowser();

  it('creates a new customer and lands signed in on /mystudio (mobile)', async () => {
    const person = newPerson();
    const { page } = await newPage('mobile');
    await page.goto('/registro');
    await seen(page.getByRole('heading', { name: 'Regístrate' }));
    await expectAccessible(page, '/registro (mobile)');

    await signUpWith(page, person);
    await atPath(page, '/mystudio');
    await seen(page.getByRole('button', { name: /men[uú]/i }).or(signOutControl(page)));

    const customer = await currentCustomer(baseUrl(), person.email, person.password);
    expect(customer.email).toBe(person.email);
    expect(customer.phone).toBe(person.phone);
  });

  it('refuses a phone that another account has', async () => {
    const { phone } = await currentCustomer(baseUrl(), demo.nueva);
    expect(phone).toBeTruthy();
    const person = { ...newPerson(), phone: phone ?? '' };
    const { page } = await newPage('desktop');
    await page.goto('/registro');
    await signUpWith(page, person);
    await seen(errorText(page, DUPLICATE_PHONE));
    expect(new URL(page.url()).pathname).toBe('/registro');
    await expectAccessible(page, '/registro with the duplicate-phone error (desktop)');
    expect((await apiSignIn(baseUrl(), person.email, person.password)).body).toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses passwords that do not match, and creates nothing', async () => {
    const person = newPerson();
    const { page } = await newPage('desktop');
    await page.goto('/registro');
    await signUpWith(page, { ...person, confirmation: `${person.password}x` });
    await seen(errorText(page, PASSWORDS_DIFFER));
    expect(new URL(page.url()).pathname).toBe('/registro');
    await seen(authForm(page));

    const answer = await apiSignIn(baseUrl(), person.email, person.password);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'auth/user-not-found' });
  });

  it('sends a signed-in customer from /registro to /mystudio', async () => {
    const { page } = await newPage('desktop');
    await page.goto('/entrar');
    await signInWith(page, demo.nueva, demo.password);
    await atPath(page, '/mystudio');
    await page.goto('/registro');
    await atPath(page, '/mystudio');
  });
});
