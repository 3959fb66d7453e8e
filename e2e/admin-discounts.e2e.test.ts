/**
 * 'Descuentos' and 'Métodos de pago' (issue 15, the admin's only), against
 * the real server. The admin opens 'Descuentos' from the menu, is refused
 * an empty form with the schema's Spanish messages, creates a fixed code
 * for 'Paquete 5 clases' only (the packages searched in the panel), finds
 * it by the server's search; a new customer then applies it at checkout,
 * sees the price core's maths give, and buys; the list counts the purchase,
 * and 'Precaución' deletes the code. Then the admin creates a payment
 * method whose instructions are written in the rich-text editor (bold, a
 * list, a link), which the server keeps as HTML, reopens it prefilled and
 * deletes it ('payment_method saved.', 'payment_method deleted.'), the
 * editor breaking nothing of the server's Content-Security-Policy. Axe on
 * every list and panel.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  discountedPrice, fill, formatCheckoutAmount, messages,
  type AdminDiscount, type ClassPackage, type PaymentMethod,
} from '@estudio/core';
import { callJson, demo, tokenFor } from './support/api.js';
import { seen } from './support/app.js';
import { newCustomer } from './support/booking.js';
import { dialogNamed, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { acceptTerms, packageIdOf, payButton, purchasesOf } from './support/checkout.js';
import { watchCsp } from './support/csp.js';
import { fieldNamed, signInAtDoor, successAlert, team } from './support/desk.js';

const t = messages.deskDiscounts;
const p = messages.deskPaymentMethods;
const r = messages.richText;
const THANKS = /^\/gracias\/\d+$/;
const PACKAGE = 'Paquete 5 clases';

/** Opens a catalogue screen from the admin's menu (opening the menu first on a phone). */
const openFromMenu = async (page: Page, label: string) => {
  const menuButton = page.getByRole('button', { name: messages.desk.openMenu, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: label, exact: true }).click();
  await seen(page.getByRole('heading', { name: label, level: 1 }));
};

/** Types in a list's search box and waits for the address to carry it. */
const search = async (page: Page, label: string, text: string) => {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
};

/** A row of a list's table, by the text of its name cell. */
const rowOf = (page: Page, table: string, name: string): Locator =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

/** 'Eliminar' on a row, then 'Eliminar' again in 'Precaución', whose text names the record. */
const deleteRow = async (page: Page, row: Locator, confirmText: string) => {
  await row.getByRole('button', { name: messages.deskCatalogue.remove, exact: true }).click();
  const confirm = await seen(dialogNamed(page, messages.common.confirmTitle));
  await seen(confirm.getByText(confirmText, { exact: true }));
  await confirm.getByRole('button', { name: messages.deskCatalogue.remove, exact: true }).click();
};

/** The admin's discount codes whose code is `code`, through the API. */
const discountsCoded = async (code: string) =>
  (await callJson<{ descuentos: AdminDiscount[] }>(baseUrl(), '/api/discounts/admin/all', { token: await tokenFor(baseUrl(), demo.admin) })).body.descuentos
    .filter((row) => row.code === code);

/** The available payment methods named `name`, through the API (as the desk reads them). */
const methodsNamed = async (name: string) =>
  (await callJson<{ payment_methods: PaymentMethod[] }>(baseUrl(), '/api/payment_methods', { token: await tokenFor(baseUrl(), demo.admin) })).body.payment_methods
    .filter((method) => method.name === name);

describe.skipIf(noBrowser)("the catalogue's discount codes ('Descuentos') and payment methods ('Métodos de pago')", () => {
  const { newPage } = useBrowser();

  it('creates a fixed code for one package that then works at checkout, counts its purchase and deletes it (desktop)', async () => {
    const code = `PRUEBA${Date.now().toString(36).toUpperCase()}`;
    const fiveId = await packageIdOf(baseUrl(), PACKAGE);
    const five = (await callJson<{ class_package: ClassPackage }>(baseUrl(), `/api/class_packages/${fiveId}`)).body.class_package;
    const expected = formatCheckoutAmount(discountedPrice(five, { amount: 100, is_percent: false }));

    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin');
    await openFromMenu(page, t.discounts);
    await seen(rowOf(page, t.discounts, 'BIENVENIDA'));
    await expectAccessible(page, '/admin/descuentos (desktop)');

    // 'Nuevo': the schema's messages next to the empty fields, then a fixed amount for one package.
    await page.getByRole('button', { name: t.create, exact: true }).click();
    const panel = await seen(dialogNamed(page, t.newTitle));
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await seen(panel.getByText(messages.packagesApi.codeFormat, { exact: true }));
    await seen(panel.getByText(messages.packagesApi.invalidAmount, { exact: true }));
    await fieldNamed(panel, t.code).fill(code.toLowerCase());
    await panel.getByRole('radio', { name: t.fixed, exact: true }).check();
    await fieldNamed(panel, t.amount).fill('100');
    await seen(panel.getByText(fill(t.preview, { price: formatCheckoutAmount(1000), discounted: formatCheckoutAmount(900) }), { exact: true }));
    await panel.getByRole('searchbox', { name: t.searchPackages }).fill('paquete 5');
    await panel.getByRole('checkbox', { name: PACKAGE, exact: true }).check();
    await seen(panel.getByText(t.packagesChosenOne, { exact: true }));
    await expectAccessible(page, "'Nuevo descuento' (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, t.created);
    await panel.waitFor({ state: 'detached' });
    expect(await discountsCoded(code)).toEqual([expect.objectContaining({ code, amount: 100, is_percent: false, class_package_ids: [fiveId], purchases_count: 0 })]);

    // Found by the server's search, whatever the case.
    await search(page, t.searchLabel, code.toLowerCase());
    const row = await seen(rowOf(page, t.discounts, code));
    await seen(row.getByText(t.packagesChosenOne, { exact: true }));

    // A new customer applies it at checkout and pays the discounted price.
    const customer = await newCustomer(baseUrl());
    const { page: shop } = await newPage('desktop');
    await signInAs(shop, customer, `/checkout/${fiveId}`);
    await shop.getByRole('textbox', { name: messages.checkout.discountLabel }).fill(code.toLowerCase());
    await shop.getByRole('button', { name: messages.checkout.applyDiscount, exact: true }).click();
    const summary = shop.getByRole('region', { name: messages.checkoutPage.summaryTitle });
    await seen(summary.getByText(`Descuento (${code})`));
    await seen(summary.getByText(expected));
    await expectAccessible(shop, '/checkout with an admin-made code (desktop)');
    await acceptTerms(shop);
    await payButton(shop).click();
    await shop.waitForURL((url) => THANKS.test(url.pathname));
    expect(await purchasesOf(baseUrl(), customer)).toMatchObject([{ class_package_id: fiveId, total_payment: discountedPrice(five, { amount: 100, is_percent: false }) }]);

    // The list counts the purchase; 'Precaución' then deletes the code.
    await page.reload();
    const counted = await seen(rowOf(page, t.discounts, code));
    await seen(counted.getByRole('cell', { name: '1', exact: true }));
    await deleteRow(page, counted, fill(t.deleteConfirm, { name: code }));
    await successAlert(page, t.deleted);
    await seen(page.getByText(fill(t.noMatches, { query: code.toLowerCase() }), { exact: true }));
    expect(await discountsCoded(code)).toEqual([]);
  });

  it('creates a payment method with rich-text instructions, reopens it and deletes it (desktop)', async () => {
    const name = `Transferencia ${Date.now().toString(36)}`;
    const { page } = await newPage('desktop');
    // The editor (Tiptap, its own chunk) runs under the server's policy: no inline style of its own, nothing blocked.
    const csp = await watchCsp(page);
    await signInAtDoor(page, team.admin, '/admin');
    await openFromMenu(page, p.paymentMethods);
    await expectAccessible(page, '/admin/metodos-de-pago (desktop)');

    await page.getByRole('button', { name: p.create, exact: true }).click();
    const panel = await seen(dialogNamed(page, p.newTitle));
    await fieldNamed(panel, p.name).fill(name);
    await fieldNamed(panel, p.description).fill('A la cuenta del estudio');
    const editor = await seen(panel.getByRole('textbox', { name: p.instructions }));
    const toolbar = panel.getByRole('toolbar', { name: r.toolbar });
    await editor.click();
    await editor.pressSequentially('Deposita a la ');
    await toolbar.getByRole('button', { name: r.bold, exact: true }).click();
    await editor.pressSequentially('CLABE 0123');
    await toolbar.getByRole('button', { name: r.bold, exact: true }).click();
    await editor.press('Enter');
    await toolbar.getByRole('button', { name: r.bulletList, exact: true }).click();
    await editor.pressSequentially('Manda tu comprobante');
    await editor.press('Enter');
    await editor.pressSequentially('Consulta el portal');
    for (let step = 0; step < 'portal'.length; step += 1) await editor.press('Shift+ArrowLeft');
    // Escape in the address closes it, not the panel.
    await toolbar.getByRole('button', { name: r.link, exact: true }).click();
    await fieldNamed(panel, r.linkUrl).press('Escape');
    await fieldNamed(panel, r.linkUrl).waitFor({ state: 'detached' });
    await seen(panel);
    await toolbar.getByRole('button', { name: r.link, exact: true }).click();
    await fieldNamed(panel, r.linkUrl).fill('banco.test/estudio');
    await fieldNamed(panel, r.linkUrl).press('Enter');
    await seen(editor.getByRole('link', { name: 'portal' }));
    await expectAccessible(page, "'Nuevo método de pago' with the editor (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, messages.paymentMethods.adminSaved);
    await panel.waitFor({ state: 'detached' });

    const [saved] = await methodsNamed(name);
    expect(saved).toMatchObject({ kind: 'cash', description: 'A la cuenta del estudio' });
    const html = saved?.instructions ?? '';
    expect(html).toContain('<p>Deposita a la <strong>CLABE 0123</strong></p>');
    expect(html).toMatch(/<ul><li><p>Manda tu comprobante<\/p><\/li><li><p>Consulta el <a [^>]*href="https:\/\/banco\.test\/estudio"[^>]*>portal<\/a><\/p><\/li><\/ul>/);

    // 'Editar' opens it with its formatting.
    await search(page, p.searchLabel, name);
    const row = await seen(rowOf(page, p.paymentMethods, name));
    await row.getByRole('button', { name: messages.deskCatalogue.edit, exact: true }).click();
    const edit = await seen(dialogNamed(page, p.editTitle));
    const reopened = await seen(edit.getByRole('textbox', { name: p.instructions }));
    await seen(reopened.locator('strong', { hasText: 'CLABE 0123' }));
    await seen(reopened.getByRole('link', { name: 'portal' }));
    await edit.getByRole('button', { name: messages.desk.cancel, exact: true }).click();
    await edit.waitFor({ state: 'detached' });

    await deleteRow(page, row, fill(p.deleteConfirm, { name }));
    await successAlert(page, messages.paymentMethods.adminDeleted);
    expect(await methodsNamed(name)).toEqual([]);
    expect(csp.violations, csp.violations.join('\n')).toEqual([]);
  });
});
