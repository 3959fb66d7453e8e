/**
 * The checkout against the real server (spec 2 '/checkout', '/gracias';
 * spec 4 'Checkout payment choice'; spec 5 'Card form', 'Checkout'; spec 8
 * 'Checkout'): a signed-out buyer signs in on the checkout and pays cash;
 * a card of the sandbox pays; every declining card of the contract reads
 * its text; BIENVENIDA discounts; a second trial is refused; a double click
 * buys once. Each journey makes its own customer.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { seen, signInWith } from './support/app.js';
import { newCustomer } from './support/booking.js';
import { signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { acceptTerms, packageIdOf, payButton, purchasesOf, refusal, typeCard } from './support/checkout.js';

const c = messages.checkout;
const t = messages.checkoutPage;
const THANKS = /^\/gracias\/\d+$/;

describe.skipIf(noBrowser)('the checkout', () => {
  const { newPage } = useBrowser();

  it('signs a visitor in on the checkout, buys in cash and shows the order with the bank details (mobile)', async () => {
    const customer = await newCustomer(baseUrl());
    const five = await packageIdOf(baseUrl(), 'Paquete 5 clases');
    const { page } = await newPage('mobile');
    await page.goto(`/checkout/${five}`);
    await seen(page.getByText(c.signInToBuy));
    expect(await payButton(page).count()).toBe(0);
    await expectAccessible(page, '/checkout signed out (mobile)');

    await signInWith(page, customer.email, customer.password);
    const cash = await seen(page.getByRole('radio', { name: /^Efectivo/ }));
    expect(await cash.isChecked()).toBe(true);
    expect(await payButton(page).isDisabled()).toBe(true);
    await acceptTerms(page);
    await expectAccessible(page, '/checkout signed in (mobile)');
    await payButton(page).click();

    await page.waitForURL((url) => THANKS.test(url.pathname));
    const [purchase] = await purchasesOf(baseUrl(), customer);
    expect(purchase).toMatchObject({ class_package_id: five, status: 'pending' });
    await seen(page.getByRole('heading', { level: 1, name: `Orden #00${purchase?.purchase_id}` }));
    await seen(page.getByText(messages.purchases.statuses.pending, { exact: true }));
    await seen(page.getByRole('heading', { name: t.bankTitle }));
    await seen(page.getByText('BBVA México'));
    await seen(page.getByText(customer.email));
    await expectAccessible(page, '/gracias (cash, mobile)');
  });

  it('buys the 10-class pack with 4242 4242 4242 4242 and grants it (desktop)', async () => {
    const customer = await newCustomer(baseUrl());
    const ten = await packageIdOf(baseUrl(), 'Paquete 10 clases');
    const { page } = await newPage('desktop');
    await signInAs(page, customer, `/checkout/${ten}`);
    await acceptTerms(page);
    await page.getByRole('radio', { name: /tarjeta/i }).check();
    expect(await payButton(page).isDisabled(), "'Pagar Ahora' waits for the card").toBe(true);
    await typeCard(page, '4242 4242 4242 4242');
    await seen(page.getByText('Tarjeta Visa'));
    await expectAccessible(page, '/checkout with the card form (desktop)');
    await payButton(page).click();
    await page.waitForURL((url) => THANKS.test(url.pathname));
    await seen(page.getByText(c.paymentSuccess));
    const [purchase] = await purchasesOf(baseUrl(), customer);
    expect(purchase).toMatchObject({ class_package_id: ten, status: 'completed', total_payment: 1200 });
    await seen(page.getByText(messages.purchases.statuses.completed, { exact: true }));
    await seen(page.getByText('10 clases', { exact: true }));
    await expectAccessible(page, '/gracias (card, desktop)');
  });

  it('reads every declining card of the contract with its spec 8 text, and buys nothing (desktop)', async () => {
    const customer = await newCustomer(baseUrl());
    const five = await packageIdOf(baseUrl(), 'Paquete 5 clases');
    const { page } = await newPage('desktop');
    await signInAs(page, customer, `/checkout/${five}`);
    await acceptTerms(page);
    // Consecutive cards read different texts, so each text seen is the answer to its own attempt.
    const cards: [string, string][] = [
      ['4000 0000 0000 9995', c.insufficientFunds],
      ['4000 0000 0000 9979', c.lostOrStolen],
      ['4000 0000 0000 0002', c.declined],
      ['4000 0000 0000 9987', c.lostOrStolen],
      ['4000 0000 0000 0069', c.expiredCard],
      ['4000 0000 0000 0127', c.incorrectCvc],
      ['4100 0000 0000 0019', c.suspicious],
      ['4242 4242 4242 4241', c.incorrectNumber],
    ];
    for (const [number, text] of cards) {
      await typeCard(page, number);
      await payButton(page).click();
      await seen(refusal(page, text));
      expect(new URL(page.url()).pathname, number).toBe(`/checkout/${five}`);
    }
    await expectAccessible(page, '/checkout after a refusal (desktop)');
    // A malformed number never reaches the processor: the form refuses it with the 'formatted' text.
    await typeCard(page, '4242 4242');
    await payButton(page).click();
    await seen(page.getByText(c.badCardFormat));
    expect(await purchasesOf(baseUrl(), customer)).toEqual([]);
  });

  it('applies BIENVENIDA and charges the discounted total (mobile)', async () => {
    const customer = await newCustomer(baseUrl());
    const five = await packageIdOf(baseUrl(), 'Paquete 5 clases');
    const { page } = await newPage('mobile');
    await signInAs(page, customer, `/checkout/${five}`);
    await page.getByRole('textbox', { name: c.discountLabel }).fill('BIENVENIDA');
    await page.getByRole('button', { name: c.applyDiscount, exact: true }).click();
    const summary = page.getByRole('region', { name: t.summaryTitle });
    await seen(summary.getByText('Descuento (BIENVENIDA)'));
    await seen(summary.getByText('$675.00'));
    await expectAccessible(page, '/checkout with a discount (mobile)');
    await acceptTerms(page);
    await payButton(page).click();
    await page.waitForURL((url) => THANKS.test(url.pathname));
    await seen(page.getByText('Total Pagado: $675'));
    expect(await purchasesOf(baseUrl(), customer)).toMatchObject([{ class_package_id: five, total_payment: 675 }]);
  });

  it('gives the free trial once: the second is refused (desktop)', async () => {
    const customer = await newCustomer(baseUrl());
    const trial = await packageIdOf(baseUrl(), 'Clase de prueba');
    const { page } = await newPage('desktop');
    await signInAs(page, customer, `/checkout/${trial}`);
    await acceptTerms(page);
    await payButton(page).click();
    await page.waitForURL((url) => THANKS.test(url.pathname));
    await seen(page.getByText('Total Pagado: $0'));

    await page.goto(`/checkout/${trial}`);
    await acceptTerms(page);
    await payButton(page).click();
    await seen(refusal(page, c.purchaseLimit));
    expect(await purchasesOf(baseUrl(), customer)).toHaveLength(1);
  });

  it('buys once on a double click (desktop)', async () => {
    const customer = await newCustomer(baseUrl());
    const five = await packageIdOf(baseUrl(), 'Paquete 5 clases');
    const { page } = await newPage('desktop');
    await signInAs(page, customer, `/checkout/${five}`);
    await acceptTerms(page);
    await payButton(page).dblclick();
    await page.waitForURL((url) => THANKS.test(url.pathname));
    expect(await purchasesOf(baseUrl(), customer)).toHaveLength(1);
  });
});
