/**
 * The storefront against the real server (spec 2 'Packages screen'): the
 * public /paquetes with the trial section first, the list, the special
 * events and a sale price struck through; the landing's featured packages;
 * the member's /mystudio/paquetes reached from the no-credits notice.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { demo } from './support/api.js';
import { seen } from './support/app.js';
import { pickClass } from './support/booking.js';
import { cardAction, dialogNamed, showWeekOf, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';

const p = messages.packages;

describe.skipIf(noBrowser)('the packages', () => {
  const { newPage } = useBrowser();

  it('lists the trial first, then the packages, then the special events, at /paquetes (mobile)', async () => {
    const { page } = await newPage('mobile');
    await page.goto('/paquetes');
    await seen(page.getByRole('heading', { level: 1, name: 'Paquetes' }));
    // The page's title comes first; the sections follow once the list has loaded.
    await seen(page.getByRole('heading', { level: 2, name: messages.storefront.eventsTitle }));
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((h) => [p.trialTitle, 'Paquetes', messages.storefront.eventsTitle].includes(h))).toEqual([
      p.trialTitle, 'Paquetes', messages.storefront.eventsTitle,
    ]);
    const trial = page.getByRole('article', { name: 'Clase de prueba' });
    expect(await (await seen(trial.getByRole('link', { name: `${p.getOffer} Clase de prueba` }))).getAttribute('href')).toMatch(/^\/checkout\/\d+$/);
    const ten = page.getByRole('article', { name: 'Paquete 10 clases' });
    expect(await ten.locator('s').textContent()).toMatch(/\$1,400/);
    await seen(page.getByRole('article', { name: 'Ilimitado mensual' }).getByText('cada mes'));
    await ten.getByText(messages.storefront.details).click();
    await seen(ten.getByText(/Diez clases presenciales/));
    await expectAccessible(page, '/paquetes (mobile)');
  });

  it('shows the featured packages on the landing and links the whole list (desktop)', async () => {
    const { page } = await newPage('desktop');
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Paquetes' });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.getByRole('article').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await section.getByRole('link', { name: messages.storefront.homeMore }).click();
    await seen(page.getByRole('heading', { level: 1, name: 'Paquetes' }));
    expect(new URL(page.url()).pathname).toBe('/paquetes');
  });

  it('takes a customer without credits from the no-credits notice to /mystudio/paquetes (desktop)', async () => {
    const target = await pickClass(baseUrl());
    const { page } = await newPage('desktop');
    await signInAs(page, { email: demo.nueva, password: demo.password });
    await (await showWeekOf(page, target, 'desktop', cardAction(messages.booking.reserveLabel, target))).click();
    const notice = await seen(dialogNamed(page, messages.booking.noCreditsTitle));
    await notice.getByRole('link', { name: messages.booking.buyPackages }).click();
    await seen(page.getByRole('heading', { level: 1, name: 'Paquetes' }));
    expect(new URL(page.url()).pathname).toBe('/mystudio/paquetes');
    await seen(page.getByRole('navigation', { name: messages.memberArea.navigation }));
    await expectAccessible(page, '/mystudio/paquetes (desktop)');
  });
});
