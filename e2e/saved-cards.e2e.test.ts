/**
 * The customer's money screens against the real server (spec 2 'Mis
 * Método de Pago', 'Mis Compras', 'Mis Cargos'; spec 3 'Saved card'; spec 4
 * 'Checkout payment choice', 'Purchase and invoice status badges', 'Next
 * billing date'; spec 8 'Payment methods'): a customer saves a 4242 card,
 * pays a package with it and deletes it; a declining card is refused and
 * not saved; a subscription shows in Mis Compras and Mis Cargos and is
 * cancelled with a reason; the demo socia reads her charges. Each journey
 * makes its own customer, except the socia's, which only reads.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { seen } from './support/app.js';
import { demo } from './support/api.js';
import { newCustomer } from './support/booking.js';
import { dialogNamed, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { acceptTerms, packageIdOf, payButton, purchasesOf } from './support/checkout.js';
import { addCardForm, buyByCard, savedCardsOf, saveCardWith } from './support/saved-cards.js';

const m = messages.myPaymentMethods;
const THANKS = /^\/gracias\/\d+$/;
const METHODS = '/mystudio/metodos';

describe.skipIf(noBrowser)('saved cards, Mis Compras and Mis Cargos', () => {
  const { newPage } = useBrowser();

  it('saves a 4242 card, pays a package with it, and deletes it after the confirmation (desktop)', async () => {
    const customer = await newCustomer(baseUrl());
    const five = await packageIdOf(baseUrl(), 'Paquete 5 clases');
    const { page } = await newPage('desktop');
    await signInAs(page, customer, METHODS);
    await seen(page.getByRole('heading', { level: 1, name: m.title }));
    await seen(page.getByText(messages.content.noPaymentMethods));
    await expectAccessible(page, '/mystudio/metodos without cards (desktop)');

    await saveCardWith(page, '4242 4242 4242 4242');
    await seen(page.getByText(messages.paymentMethods.savedCard));
    const list = page.getByRole('list', { name: m.listLabel });
    await seen(list.getByText('Visa terminación 4242'));
    expect(await savedCardsOf(baseUrl(), customer)).toMatchObject([{ card_type: 'visa', last_digits: '4242' }]);
    await expectAccessible(page, '/mystudio/metodos with a card (desktop)');

    await page.goto(`/checkout/${five}`);
    const saved = await seen(page.getByRole('radio', { name: /^Visa terminación 4242/ }));
    await saved.check();
    await acceptTerms(page);
    await expectAccessible(page, '/checkout with a saved card (desktop)');
    await payButton(page).click();
    await page.waitForURL((url) => THANKS.test(url.pathname));
    await seen(page.getByText(messages.checkout.paymentSuccess));
    expect(await purchasesOf(baseUrl(), customer)).toMatchObject([{ class_package_id: five, status: 'completed' }]);

    await page.goto(METHODS);
    await (await seen(page.getByRole('button', { name: 'Eliminar Visa terminación 4242' }))).click();
    const dialog = dialogNamed(page, m.removeTitle);
    await seen(dialog.getByText('¿Deseas eliminar tu Visa terminación 4242? Ya no podrás pagar con ella.'));
    await expectAccessible(page, 'the delete payment method modal (desktop)');
    await dialog.getByRole('button', { name: m.confirmRemove, exact: true }).click();
    await seen(page.getByText(messages.paymentMethods.deletedCard));
    await seen(page.getByText(messages.content.noPaymentMethods));
    expect(await savedCardsOf(baseUrl(), customer)).toEqual([]);
  });

  it('refuses a declining card with the spec 8 text and saves nothing (mobile)', async () => {
    const customer = await newCustomer(baseUrl());
    const { page } = await newPage('mobile');
    await signInAs(page, customer, METHODS);
    await seen(addCardForm(page));
    await saveCardWith(page, '4000 0000 0000 0002');
    await seen(page.getByRole('alert').filter({ hasText: messages.checkout.declined }));
    await expectAccessible(page, '/mystudio/metodos after a refused card (mobile)');
    expect(await savedCardsOf(baseUrl(), customer)).toEqual([]);
    await seen(page.getByText(messages.content.noPaymentMethods));
  });

  it("lists a subscription in Mis Compras and Mis Cargos, and cancels it with a reason in 'Precaución' (desktop)", async () => {
    const customer = await newCustomer(baseUrl());
    const monthly = await packageIdOf(baseUrl(), 'Ilimitado mensual');
    await buyByCard(baseUrl(), customer, monthly);
    const { page } = await newPage('desktop');

    await signInAs(page, customer, '/mystudio/pagos');
    const charges = await seen(page.getByRole('table', { name: messages.myCharges.tableCaption }));
    const chargeRow = charges.getByRole('row').filter({ hasText: 'Ilimitado mensual' });
    await seen(chargeRow.getByText(messages.purchases.statuses.completed, { exact: true }));
    // An active subscription's latest charge dates the next one (spec 4).
    expect(await chargeRow.getByRole('cell').last().textContent()).toMatch(/^\d{2} \S+ \d{4}$/);
    await expectAccessible(page, '/mystudio/pagos (desktop)');

    await page.goto('/mystudio/membresias');
    const purchases = await seen(page.getByRole('table', { name: messages.myPurchases.tableCaption }));
    const row = purchases.getByRole('row').filter({ hasText: 'Ilimitado mensual' });
    await seen(row.getByText(messages.purchases.statuses.active, { exact: true }));
    await expectAccessible(page, '/mystudio/membresias (desktop)');
    await row.getByRole('button', { name: 'Cancelar Suscripción de Ilimitado mensual' }).click();
    const dialog = dialogNamed(page, messages.common.confirmTitle);
    await dialog.getByRole('button', { name: messages.myPurchases.confirmCancel, exact: true }).click();
    await seen(dialog.getByText(messages.checkout.cancelReasonRequired));
    await expectAccessible(page, "the 'Precaución' cancel dialog without a reason (desktop)");
    await dialog.getByRole('textbox', { name: /Motivo de cancelación/ }).fill('Me mudo de ciudad');
    await dialog.getByRole('button', { name: messages.myPurchases.confirmCancel, exact: true }).click();
    await seen(page.getByText(messages.admin.subscriptionCancelled));
    await seen(row.getByText(/^Cancelada el \d{2} \S+ \d{4}$/));
    expect(await purchasesOf(baseUrl(), customer)).toMatchObject([{ class_package_id: monthly, status: 'cancelled' }]);

    await page.goto('/mystudio/pagos');
    const after = (await seen(page.getByRole('table', { name: messages.myCharges.tableCaption }))).getByRole('row').filter({ hasText: 'Ilimitado mensual' });
    // Cancelled, it charges no more: no next charge.
    await seen(after.getByRole('cell').last().filter({ hasText: '—' }));
  });

  it("reads the demo socia's charges in Mis Cargos, with their badges and amounts (mobile)", async () => {
    const { page } = await newPage('mobile');
    await signInAs(page, { email: demo.socia, password: demo.password }, '/mystudio/pagos');
    const list = await seen(page.getByRole('list', { name: messages.myCharges.tableCaption }));
    await seen(list.getByRole('article', { name: 'Paquete 10 clases' }).getByText('$1,200'));
    const subscription = list.getByRole('article', { name: 'Ilimitado mensual' });
    expect(await subscription.count()).toBeGreaterThanOrEqual(2);
    await seen(subscription.first().getByText(messages.purchases.statuses.completed, { exact: true }));
    await expectAccessible(page, '/mystudio/pagos (mobile)');
  });
});
