/**
 * 'Paquetes' (issue 15, the admin's only): /admin/paquetes against the real
 * server. The admin creates a package (the form's own checks, the live
 * price summary, a class type's credits), features it on the home page
 * and takes it off with spec 8's toasts; it appears on /paquetes with its
 * sale price and a new customer buys it with the sandbox card; deleting it
 * then is refused (it has a purchase), and unticking 'Disponible para
 * compra' takes it off the storefront. Then the admin reorders the
 * packages by keyboard drag and drop in 'Ordenar' and /paquetes follows;
 * the demo's order is put back at the end. Axe clean on the list, the
 * form, 'Ordenar' and /paquetes.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fill, messages, type ClassPackage } from '@estudio/core';
import { callJson, demo, tokenFor } from './support/api.js';
import { seen } from './support/app.js';
import { newCustomer } from './support/booking.js';
import { dialogNamed, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { acceptTerms, payButton, purchasesOf, typeCard } from './support/checkout.js';
import { fieldNamed, signInAtDoor, successAlert, team } from './support/desk.js';

const k = messages.deskPackages;
const c = messages.deskCatalogue;

const adminCall = async <T>(path: string, init: { method?: string; body?: unknown } = {}) => {
  const answer = await callJson<T>(baseUrl(), path, { ...init, token: await tokenFor(baseUrl(), demo.admin) });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** Every package by its order (GET /api/class_packages/admin/all). */
const allPackages = async (): Promise<ClassPackage[]> => (await adminCall<{ class_packages: ClassPackage[] }>('/api/class_packages/admin/all')).class_packages;

/** The packages /paquetes offers, by GET /api/class_packages. */
const forSale = async (): Promise<ClassPackage[]> =>
  (await callJson<{ class_packages: ClassPackage[] }>(baseUrl(), '/api/class_packages')).body.class_packages;

/** A package's row on the desktop table, by its title. */
const rowOf = (page: Page, title: string): Locator =>
  page.getByRole('table', { name: k.title }).getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

/** Opens 'Paquetes' from the admin's menu. */
const openPackages = async (page: Page) => {
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: k.title, exact: true }).click();
  await seen(page.getByRole('heading', { name: k.title, level: 1 }));
};

/** The titles of the main list of /paquetes, in the order shown. */
const storefrontTitles = async (page: Page): Promise<string[]> => {
  await seen(page.getByRole('heading', { level: 2, name: 'Paquetes' }));
  return page.getByRole('article').evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? article.querySelector('h3, h2')?.textContent ?? ''));
};

describe.skipIf(noBrowser)("the catalogue's packages ('Paquetes')", () => {
  const { newPage } = useBrowser();

  it('creates a package that /paquetes offers and a customer buys; one with a purchase is refused deleting, then taken off sale (desktop)', async () => {
    const title = `Paquete Recorrido ${Date.now().toString(36)}`;
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin');
    await openPackages(page);
    await seen(rowOf(page, 'Paquete 10 clases'));
    await expectAccessible(page, '/admin/paquetes (desktop)');

    // 'Nuevo': the schema's messages next to the empty fields, the live summary, a class type's credits.
    await page.getByRole('button', { name: k.create, exact: true }).click();
    const panel = await seen(dialogNamed(page, k.newTitle));
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await seen(panel.getByText(messages.forms.fillField, { exact: true }).first());
    await fieldNamed(panel, k.fieldTitle).fill(title);
    await fieldNamed(panel, k.fieldPrice).fill('980');
    await fieldNamed(panel, k.fieldSalePrice).fill('850');
    await seen(panel.getByText(fill(k.summarySale, { sale: '$850.00', price: '$980.00', percent: 13 }), { exact: true }));
    await fieldNamed(panel, k.fieldClassAmount).fill('6');
    await fieldNamed(panel, k.fieldExpirationDays).first().fill('40');
    await panel.getByRole('button', { name: k.addType, exact: true }).click();
    await panel.getByRole('combobox', { name: new RegExp(`^${k.typeClassType}`) }).selectOption({ index: 1 });
    await expectAccessible(page, "'Nuevo paquete' (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, k.created);
    await seen(rowOf(page, title));
    const created = (await allPackages()).find((pkg) => pkg.title === title);
    expect(created).toMatchObject({ price: 980, sale_price: 850, class_amount: 6, expiration_days: 40, available: true, on_home: false });
    expect(created?.class_package_types).toHaveLength(1);
    const id = created!.class_package_id;

    // 'Mostrar en inicio', on and off, with spec 8's toasts.
    const home = rowOf(page, title).getByRole('button', { name: k.showOnHome, exact: true });
    await home.click();
    await successAlert(page, messages.admin.homeAdded);
    await expect.poll(() => home.getAttribute('aria-pressed')).toBe('true');
    await home.click();
    await successAlert(page, messages.admin.homeRemoved);
    await expect.poll(() => home.getAttribute('aria-pressed')).toBe('false');

    // The storefront offers it with its sale price, and a new customer buys it with the sandbox card.
    const shop = (await newPage('mobile')).page;
    await shop.goto('/paquetes');
    const card = await seen(shop.getByRole('article', { name: title }));
    expect(await card.locator('s').textContent()).toMatch(/\$980/);
    await expectAccessible(shop, '/paquetes with the new package (mobile)');
    const customer = await newCustomer(baseUrl());
    await signInAs(shop, customer, `/checkout/${id}`);
    await acceptTerms(shop);
    await typeCard(shop, '4242 4242 4242 4242');
    await payButton(shop).click();
    await shop.waitForURL((url) => /^\/gracias\/\d+$/.test(url.pathname));
    const [purchase] = await purchasesOf(baseUrl(), customer);
    expect(purchase).toMatchObject({ class_package_id: id, status: 'completed', total_payment: 850 });

    // Bought: 'Eliminar' is refused with the table's message and nothing changes.
    await page.reload();
    await rowOf(page, title).getByRole('button', { name: c.remove, exact: true }).click();
    const confirm = await seen(dialogNamed(page, messages.common.confirmTitle));
    await confirm.getByRole('button', { name: c.remove, exact: true }).click();
    await seen(page.getByRole('alert').filter({ hasText: messages.packagesApi.packageInUse }));
    await seen(rowOf(page, title));

    // Taken off sale instead: no longer on /paquetes, still in the list.
    await rowOf(page, title).getByRole('button', { name: c.edit, exact: true }).click();
    const edit = await seen(dialogNamed(page, k.editTitle));
    expect(await fieldNamed(edit, k.fieldPrice).inputValue()).toBe('980');
    await edit.getByRole('checkbox', { name: new RegExp(`^${k.fieldAvailable}`) }).uncheck();
    await edit.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, k.saved);
    await seen(rowOf(page, title).getByText(k.unavailable, { exact: true }));
    expect((await forSale()).some((pkg) => pkg.class_package_id === id)).toBe(false);
  });

  it("reorders the packages by keyboard drag and drop in 'Ordenar', and /paquetes follows (desktop)", async () => {
    const before = (await allPackages()).map((pkg) => pkg.class_package_id);
    try {
      const { page } = await newPage('desktop');
      await signInAtDoor(page, team.admin, '/admin');
      await openPackages(page);
      await page.getByRole('button', { name: k.order, exact: true }).click();
      const panel = await seen(dialogNamed(page, k.orderTitle));
      const list = panel.getByRole('list', { name: k.orderTitle });
      await seen(list.getByRole('button', { name: fill(messages.adminKit.dragHandle, { name: 'Paquete 5 clases' }) }));
      await expectAccessible(page, "'Ordenar paquetes' (desktop)");
      // Each row's title, read from its drag handle's name ('Mover {name}'), the row's first button.
      const handlePrefix = fill(messages.adminKit.dragHandle, { name: '' });
      const titles = () => list.getByRole('listitem').evaluateAll(
        (items, prefix) => items.map((item) => item.querySelector('button')?.getAttribute('aria-label')?.slice(prefix.length) ?? ''),
        handlePrefix,
      );
      const five = (await titles()).indexOf('Paquete 5 clases');
      const ten = (await titles()).indexOf('Paquete 10 clases');
      expect(five).toBeLessThan(ten);

      // Space picks 'Paquete 5 clases' up, each arrow moves it one place, Space drops it after 'Paquete 10 clases'.
      await list.getByRole('button', { name: fill(messages.adminKit.dragHandle, { name: 'Paquete 5 clases' }) }).focus();
      await page.keyboard.press('Space');
      for (let step = five; step < ten; step += 1) {
        await page.keyboard.press('ArrowDown');
        await page.waitForTimeout(150);
      }
      await page.keyboard.press('Space');
      await expect.poll(async () => (await titles()).indexOf('Paquete 5 clases')).toBe(ten);
      await panel.getByRole('button', { name: k.orderSave, exact: true }).click();
      await successAlert(page, k.orderSaved);

      const order = (await allPackages()).map((pkg) => pkg.title);
      expect(order.indexOf('Paquete 10 clases')).toBeLessThan(order.indexOf('Paquete 5 clases'));
      const shop = (await newPage('desktop')).page;
      await shop.goto('/paquetes');
      await seen(shop.getByRole('article', { name: 'Paquete 5 clases' }));
      const shown = await storefrontTitles(shop);
      expect(shown.indexOf('Paquete 10 clases')).toBeGreaterThanOrEqual(0);
      expect(shown.indexOf('Paquete 10 clases')).toBeLessThan(shown.indexOf('Paquete 5 clases'));
      await expectAccessible(shop, '/paquetes reordered (desktop)');
    } finally {
      // The demo's order back, for the other journeys.
      const now = new Set((await allPackages()).map((pkg) => pkg.class_package_id));
      const ids = [...before.filter((one) => now.has(one)), ...[...now].filter((one) => !before.includes(one))];
      await adminCall('/api/class_packages/order', { method: 'PUT', body: { class_package_ids: ids } });
    }
  });
});
