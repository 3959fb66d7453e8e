/** Signing in at /entrar and /login, and its two error messages (spec 2 and 8). */
import { describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { demo } from './support/api.js';
import { atPath, authForm, errorText, seen, signInWith, signOutControl } from './support/app.js';
import { expectAccessible, noBrowser, useBrowser } from './support/browser.js';

/** The spec's words (section 8), written out so a reworded message fails here. */
const WRONG_PASSWORD = 'La contraseña es incorrecta. Por favor, intenta de nuevo';
const USER_NOT_FOUND = 'Lo sentimos. No encontramos una cuenta con ese correo. ¡Regístrate!';

describe.skipIf(noBrowser)('signing in', () => {
  const { newPage } = useBrowser();

  it('takes a customer from /entrar to /mystudio with the customer navbar (desktop)', async () => {
    const { page } = await newPage('desktop');
    await page.goto('/entrar');
    await seen(authForm(page));
    await expectAccessible(page, '/entrar (desktop)');

    await signInWith(page, demo.socia, demo.password);
    await atPath(page, '/mystudio');
    const navbar = await seen(page.getByRole('navigation').filter({ has: page.locator('a[href="/mystudio"]') }));
    // 'Salir' is the last entry of the navbar's 'Mi Cuenta'.
    await (await seen(navbar.getByRole('button', { name: messages.chrome.myAccount, exact: true }))).click();
    await seen(signOutControl(navbar));
    expect(await page.getByText(messages.common.accessing, { exact: true }).isVisible()).toBe(false);
    await expectAccessible(page, '/mystudio signed in (desktop)');
  });

  it('opens the mobile drawer headed Menú for a signed-in customer (mobile)', async () => {
    const { page } = await newPage('mobile');
    await page.goto('/entrar');
    await signInWith(page, demo.socia, demo.password);
    await atPath(page, '/mystudio');
    await expectAccessible(page, '/mystudio signed in (mobile)');

    await (await seen(page.getByRole('button', { name: 'Menú', exact: true }))).click();
    const drawer = await seen(page.getByRole('dialog', { name: 'Menú' }));
    await seen(drawer.getByRole('link', { name: 'Calendario' }));
    expect(await drawer.locator('a[href="/mystudio"]').count()).toBeGreaterThan(0);
    await seen(signOutControl(drawer));
    await expectAccessible(page, '/mystudio drawer open (mobile)');
  });

  it('signs in at /login too', async () => {
    const { page } = await newPage('desktop');
    await page.goto('/login');
    await seen(authForm(page));
    await expectAccessible(page, '/login');
    await signInWith(page, demo.nueva, demo.password);
    await atPath(page, '/mystudio');
    await (await seen(page.getByRole('button', { name: messages.chrome.myAccount, exact: true }))).click();
    await seen(signOutControl(page));
  });

  it('says the password is wrong and stays on /entrar', async () => {
    const { page } = await newPage('mobile');
    await page.goto('/entrar');
    await signInWith(page, demo.socia, 'no-es-la-clave');
    await seen(errorText(page, WRONG_PASSWORD));
    expect(new URL(page.url()).pathname).toBe('/entrar');
    await expectAccessible(page, '/entrar with the wrong-password error');
  });

  it('says no account has that e-mail', async () => {
    const { page } = await newPage('desktop');
    await page.goto('/entrar');
    await signInWith(page, `nadie-${Date.now()}@estudio.test`, demo.password);
    await seen(errorText(page, USER_NOT_FOUND));
    expect(new URL(page.url()).pathname).toBe('/entrar');
  });
});
