/**
 * The back office at the front desk (issue 12), as the admin: find nueva,
 * grant her a package she then sees in /mystudio, revoke it; take classes
 * from socia; sell at the desk for cash to pay later and mark it paid; book
 * a class for a customer and cancel it with the credit back.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fill, messages } from '@estudio/core';
import { demo } from './support/api.js';
import { seen } from './support/app.js';
import { newCustomer, pickClass } from './support/booking.js';
import { dialogNamed, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { customerIdOf, signInAtDoor, summaryOf, team, usableCredits } from './support/desk.js';

const d = messages.desk;

/** The success alert with this text. */
const success = (page: Page, text: string) => seen(page.getByRole('status').filter({ hasText: text }));

/** A section of the customer page by its heading. */
const section = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

/** Opens a customer's page from the list, searching her e-mail. */
const openFromList = async (page: Page, email: string, name: RegExp) => {
  await page.goto('/admin/clientes');
  await seen(page.getByRole('heading', { name: d.customersTitle, level: 1 }));
  await page.getByRole('searchbox', { name: d.searchLabel }).fill(email);
  await page.waitForURL((url) => url.searchParams.get('q') === email);
  await (await seen(page.getByRole('link', { name }))).click();
  await seen(page.getByRole('heading', { name, level: 1 }));
};

/** Picks a package in a panel's select by its title (options read 'title · price'). */
const choosePackage = async (panel: Locator, title: string) => {
  const select = panel.getByLabel(d.fieldPackage);
  const option = select.locator('option', { hasText: `${title} · ` }).first();
  await option.waitFor({ state: 'attached' });
  const value = await option.getAttribute('value');
  await select.selectOption(value ?? '');
};


describe.skipIf(noBrowser)('the back office at the front desk (admin)', () => {
  const { newPage } = useBrowser();

  it('finds nueva, grants her a package she sees in /mystudio, then revokes it (desktop)', async () => {
    const nuevaId = await customerIdOf(baseUrl(), demo.nueva);
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin');
    await seen(page.getByRole('heading', { name: d.today, level: 1 }));
    await expectAccessible(page, "/admin, 'Hoy' (desktop)");

    await openFromList(page, demo.nueva, /^Camila Reyes/);
    await expectAccessible(page, '/admin/clientes/{nueva} (desktop)');
    await page.getByRole('button', { name: d.giveAccess, exact: true }).first().click();
    const panel = await seen(dialogNamed(page, d.giveAccess));
    await choosePackage(panel, 'Paquete 5 clases');
    await expectAccessible(page, "'Agregar acceso' (desktop)");
    await panel.getByRole('button', { name: d.giveAccess, exact: true }).click();
    await success(page, messages.admin.accessAdded);
    const purchases = section(page, d.sectionPurchases);
    await seen(purchases.getByText('Paquete 5 clases', { exact: true }));
    expect(usableCredits(await summaryOf(baseUrl(), nuevaId))).toBe(5);

    const member = await newPage('mobile');
    await signInAs(member.page, { email: demo.nueva, password: demo.password }, '/mystudio/reservaciones');
    await seen(member.page.getByRole('group', { name: messages.reservations.creditsAvailable }).getByText('5', { exact: true }));

    await purchases.getByRole('button', { name: fill(d.revokeAccessOf, { title: 'Paquete 5 clases' }) }).click();
    const confirm = await seen(dialogNamed(page, messages.common.confirmTitle));
    await confirm.getByRole('button', { name: d.revokeAccess, exact: true }).click();
    await success(page, messages.admin.accessRemoved);
    await seen(purchases.getByText(messages.purchases.statuses.revoked, { exact: true }));
    expect(usableCredits(await summaryOf(baseUrl(), nuevaId))).toBe(0);
  });

  it("takes a class from socia with 'Restar clases' (mobile)", async () => {
    const sociaId = await customerIdOf(baseUrl(), demo.socia);
    const before = usableCredits(await summaryOf(baseUrl(), sociaId));
    expect(before).toBeGreaterThan(1);
    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.admin, `/admin/clientes/${sociaId}`);
    await seen(section(page, d.sectionCredits));
    await expectAccessible(page, '/admin/clientes/{socia} (mobile)');
    await page.getByRole('button', { name: d.removeClasses, exact: true }).first().click();
    const panel = await seen(dialogNamed(page, d.removeClasses));
    await panel.getByLabel(d.fieldAmount).fill('1');
    await panel.getByRole('button', { name: d.removeClasses, exact: true }).click();
    await success(page, messages.admin.classesRemoved);
    expect(usableCredits(await summaryOf(baseUrl(), sociaId))).toBe(before - 1);
  });

  it('sells a package at the desk for cash to be paid, then marks it paid (desktop)', async () => {
    const customer = await newCustomer(baseUrl());
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, `/admin/clientes/${customer.customerId}`);
    await seen(section(page, d.sectionPurchases));
    await page.getByRole('button', { name: d.sellPackage, exact: true }).first().click();
    const panel = await seen(dialogNamed(page, d.sellTitle));
    await panel.getByLabel(d.fieldPackage).selectOption({ index: 1 });
    const chosen = (await panel.getByLabel(d.fieldPackage).locator('option:checked').textContent()) ?? '';
    const title = chosen.split(' · ')[0] ?? chosen;
    await panel.getByLabel(d.fieldPaymentMethod).selectOption({ label: 'Efectivo' });
    await panel.getByLabel(d.paidNow).uncheck();
    await expectAccessible(page, "'Vender paquete' (desktop)");
    await panel.getByRole('button', { name: d.sell, exact: true }).click();
    await seen(page.getByRole('status').filter({ hasText: /^¡Compra exitosa!/ }));
    const purchases = section(page, d.sectionPurchases);
    await seen(purchases.getByText(messages.purchases.statuses.pending, { exact: true }));
    expect(usableCredits(await summaryOf(baseUrl(), customer.customerId))).toBe(0);

    await purchases.getByRole('button', { name: fill(d.markPurchasePaidOf, { title }) }).click();
    await success(page, messages.staff.paidSaved);
    await seen(purchases.getByText(messages.purchases.statuses.completed, { exact: true }));
    expect(usableCredits(await summaryOf(baseUrl(), customer.customerId))).toBeGreaterThan(0);
    await expectAccessible(page, 'a customer after a desk sale (desktop)');
  });

  it('books a class for a customer and cancels it with the credit back (desktop)', async () => {
    const customer = await newCustomer(baseUrl(), { credits: 1 });
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, `/admin/clientes/${customer.customerId}`);
    await seen(section(page, d.sectionReservations));
    await page.getByRole('button', { name: d.bookClass, exact: true }).first().click();
    const panel = await seen(dialogNamed(page, d.bookTitle));
    // A class with places left (the soonest may be full at this time of day: the desk is told so and books nothing).
    const { cls } = await pickClass(baseUrl());
    const classes = panel.getByLabel(d.fieldClass);
    await classes.locator(`option[value="${cls.single_class_id}"]`).waitFor({ state: 'attached' });
    await classes.selectOption(String(cls.single_class_id));
    await expectAccessible(page, "'Reservar clase' (desktop)");
    await panel.getByRole('button', { name: d.bookClass, exact: true }).click();
    await success(page, messages.reservations.registered);
    expect(usableCredits(await summaryOf(baseUrl(), customer.customerId))).toBe(0);

    const reservations = section(page, d.sectionReservations);
    await (await seen(reservations.getByRole('button', { name: /^Cancelar / }))).click();
    const cancel = await seen(dialogNamed(page, d.cancelTitle));
    expect(await cancel.getByLabel(d.returnCredit).isChecked()).toBe(true);
    await cancel.getByRole('button', { name: d.confirmCancel, exact: true }).click();
    await success(page, messages.reservations.cancelled);
    await seen(reservations.getByText(messages.reservations.status.cancelled, { exact: true }));
    expect(usableCredits(await summaryOf(baseUrl(), customer.customerId))).toBe(1);
  });
});
