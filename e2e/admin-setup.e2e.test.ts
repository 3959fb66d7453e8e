/**
 * Issue 15's set-up journey: a studio from an empty database
 * (STUDIO_DEMO=0, with ADMIN_EMAIL and ADMIN_PASSWORD) to its first sale,
 * through the browser only (the API only to check what was stored). This
 * file starts its own server on a fresh DATA_DIR from the run's web build,
 * and stops it at the end.
 *
 * The empty studio first: '/' opens on its name (the hero falls back to the
 * business name), its calendar advances to 8 weeks ahead and stops there
 * (spec 4), the tab has an icon;
 * the admin's lists say how to start; an address of no screen says so.
 * Then the owner sets the name and the primary colour and sees them on '/',
 * and creates a location, a class type, a coach, a package (shown on the
 * landing) and her 'Transferencia' payment method. A new customer signs up
 * at /registro and buys the package by transfer: it waits, 'Pendiente', in
 * 'Mis Compras' and on the admin's customer page until the admin uses
 * 'Marcar como pagado'. Card payments need a card method: once the owner
 * adds one, a second customer pays with the sandbox's 4242 card (local
 * mode: the embedded database, no Stripe key). Axe clean on the empty
 * landing, the empty lists and the unknown address, on a laptop and a phone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fill, messages, weekOf, type ClassPackage, type PaymentMethod } from '@estudio/core';
import { ROOT, WEB_DIST } from '../scripts/budget.mjs';
import { callJson, tokenFor } from './support/api.js';
import { atPath, seen, signUpWith } from './support/app.js';
import { dialogNamed } from './support/booking-page.js';
import { expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { SERVER_MAIN } from './support/build.js';
import { typeCard } from './support/checkout.js';
import { customerSection, fieldNamed, signInAtDoor, successAlert } from './support/desk.js';
import { newPerson } from './support/people.js';
import { startServer, type RunningServer } from './support/server.js';

const OWNER = { email: 'duena@estudio-luna.test', password: 'Luna-2026-clave' };
const STUDIO = 'Estudio Luna';
const PRIMARY = '#7a1f5c';
const PACKAGE = 'Paquete 8 clases';
const TRANSFER = 'Transferencia';
const CLABE = 'CLABE 012 180 0012 3456 7890';
const CARD = 'Tarjeta de crédito o débito';
const ZONE = 'America/Mexico_City';

const d = messages.desk;
const c = messages.deskCatalogue;
const s = messages.deskSettings;
const k = messages.deskPackages;
const pm = messages.deskPaymentMethods;
const status = messages.purchases.statuses;
const save = messages.adminKit.save;

let studio: RunningServer | undefined;
/** An address on this file's own studio (not the run's shared demo one). */
const at = (path: string): string => {
  if (!studio) throw new Error('The empty studio is not running (beforeAll failed?)');
  return `${studio.baseUrl}${path}`;
};
const api = <T>(path: string, token?: string) => callJson<T>(at(''), path, token ? { token } : {});

/** Opens a screen from the admin's menu (opening the menu first on a phone). */
const openFromMenu = async (page: Page, label: string) => {
  const menuButton = page.getByRole('button', { name: d.openMenu, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: label, exact: true }).click();
  await seen(page.getByRole('heading', { name: label, level: 1 }));
};

/** 'Nuevo' (or 'Nueva') of a list: its side panel. */
const openNew = async (page: Page, button: string, title: string) => {
  await page.getByRole('button', { name: button, exact: true }).click();
  return seen(dialogNamed(page, title));
};

/** Whether some element of the page is painted in `rgb` (its background). */
const paintedIn = (page: Page, rgb: string) =>
  page.evaluate((colour) => [...document.querySelectorAll('*')].some((element) => getComputedStyle(element).backgroundColor === colour), rgb);

/** The package's card on /paquetes, and its buy link. */
const buyFromStorefront = async (page: Page) => {
  await page.goto(at('/paquetes'));
  const card = await seen(page.getByRole('article', { name: PACKAGE }));
  await card.getByRole('link', { name: new RegExp(`^${messages.packages.buy}`) }).click();
  await page.waitForURL((url) => /^\/checkout\/\d+$/.test(url.pathname));
};

/** One purchase of hers, as 'Mis Compras' lists it. */
const myPurchase = (page: Page) => page.getByRole('main').getByRole('row').or(page.getByRole('main').getByRole('listitem')).filter({ hasText: PACKAGE });

describe.skipIf(noBrowser)('setting up a studio from an empty database, to its first sale', () => {
  const { newPage } = useBrowser();
  let packageId = 0;
  let transferBuyer = newPerson();

  beforeAll(async () => {
    studio = await startServer({
      root: ROOT, main: SERVER_MAIN, webDist: WEB_DIST,
      env: { STUDIO_DEMO: '0', ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
    });
  });

  afterAll(async () => {
    if (!studio) return;
    const output = studio.output();
    await studio.stop();
    // Kept for reading after a failed journey; e2e/artifacts is gitignored.
    mkdirSync(join(ROOT, 'e2e', 'artifacts'), { recursive: true });
    writeFileSync(join(ROOT, 'e2e', 'artifacts', 'admin-setup-server.log'), output);
  });

  it("opens an empty studio on its name, an empty calendar 8 weeks ahead and an icon; the admin's lists say how to start", { timeout: 180_000 }, async () => {
    expect((await api<{ class_packages: unknown[] }>('/api/class_packages')).body.class_packages).toEqual([]);
    const visitor = (await newPage('desktop')).page;
    const weeks: string[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/single_class') weeks.push(new URL(request.url()).searchParams.get('start_date') ?? '');
    });
    await visitor.goto(at('/'));
    await seen(visitor.getByRole('heading', { level: 1, name: 'Estudio' }));
    await seen(visitor.getByRole('link', { name: messages.settings.heroButtonText }));
    expect(await visitor.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    // Spec 4: the calendar advances past empty weeks and stops once its start is 8 weeks ahead, where the empty week says so.
    await visitor.getByRole('region', { name: messages.publicPages.scheduleTitle }).scrollIntoViewIfNeeded();
    const DAY_MS = 86_400_000;
    await expect.poll(() => weeks.length && (Date.parse(weeks.at(-1) ?? '') - Date.parse(weeks[0] ?? '')) / DAY_MS, { timeout: 20_000 }).toBe(56);
    await seen(visitor.getByText(`Semana ${weekOf(Date.now() + 56 * DAY_MS, ZONE)?.weekNumber}`, { exact: true }));
    await seen(visitor.getByText(messages.schedule.emptyWeek, { exact: true }));
    await expectAccessible(visitor, "an empty studio's '/' (desktop)");
    const phone = (await newPage('mobile')).page;
    await phone.goto(at('/paquetes'));
    await seen(phone.getByText(messages.content.noPackages, { exact: true }));
    await phone.goto(at('/'));
    await seen(phone.getByRole('heading', { level: 1, name: 'Estudio' }));
    await expectAccessible(phone, "an empty studio's '/' (mobile)");

    const { page } = await newPage('desktop');
    await signInAtDoor(page, OWNER, at('/admin'));
    await seen(page.getByText(d.noClassesDay, { exact: true }).first());
    await openFromMenu(page, k.title);
    await seen(page.getByText(k.empty, { exact: true }));
    await expectAccessible(page, "an empty studio's /admin/paquetes (desktop)");
    for (const [label, empty] of [[c.locations, c.noLocations], [messages.deskClassTypes.title, messages.deskClassTypes.empty], [messages.deskCoaches.title, messages.deskCoaches.empty]] as const) {
      await openFromMenu(page, label);
      await seen(page.getByText(empty, { exact: true }));
    }
    // An address of no admin screen: said inside the chrome, not a blank page.
    await page.goto(at('/admin/no-existe'));
    await seen(page.getByRole('heading', { level: 1, name: d.notFoundTitle }));
    await seen(page.getByRole('link', { name: d.backToToday }));
    await expectAccessible(page, 'an address of no admin screen (desktop)');

    const owner = (await newPage('mobile')).page;
    await signInAtDoor(owner, OWNER, at('/admin'));
    await openFromMenu(owner, pm.paymentMethods);
    await seen(owner.getByText(pm.empty, { exact: true }));
    await expectAccessible(owner, "an empty studio's /admin/metodos-de-pago (mobile)");
  });

  it("sets the name and the primary colour, and sees them on '/'", { timeout: 120_000 }, async () => {
    const { page } = await newPage('desktop');
    await signInAtDoor(page, OWNER, at('/admin'));
    await openFromMenu(page, s.title);
    const marca = await seen(page.getByRole('form', { name: s.sections.marca }));
    await fieldNamed(marca, s.keys.business_name[0]).fill(STUDIO);
    await fieldNamed(marca, s.keys.primary[0]).fill(PRIMARY);
    await marca.getByRole('button', { name: save, exact: true }).click();
    await successAlert(page, s.saved);

    const visitor = (await newPage('mobile')).page;
    await visitor.goto(at('/'));
    await seen(visitor.getByRole('heading', { level: 1, name: STUDIO }));
    await seen(visitor.getByRole('link', { name: STUDIO, exact: true }).first());
    expect(await visitor.locator('meta[name="theme-color"]').getAttribute('content')).toBe(PRIMARY);
    expect(await paintedIn(visitor, 'rgb(122, 31, 92)')).toBe(true);
    await expect.poll(() => visitor.title()).toBe(STUDIO);
  });

  it('creates a location, a class type, a coach, a package on the landing, and a payment method', { timeout: 180_000 }, async () => {
    const { page } = await newPage('desktop');
    await signInAtDoor(page, OWNER, at('/admin'));

    await openFromMenu(page, c.locations);
    let panel = await openNew(page, c.newLocation, c.newLocationTitle);
    await fieldNamed(panel, c.locationName).fill('Sucursal Centro');
    await fieldNamed(panel, c.locationAddress).fill('Madero 1, Centro, CDMX');
    await panel.getByRole('button', { name: save, exact: true }).click();
    await successAlert(page, c.locationCreated);

    const t = messages.deskClassTypes;
    await openFromMenu(page, t.title);
    panel = await openNew(page, t.create, t.newTitle);
    await fieldNamed(panel, t.name).fill('Yoga');
    await panel.getByRole('button', { name: save, exact: true }).click();
    await successAlert(page, t.created);

    const co = messages.deskCoaches;
    await openFromMenu(page, co.title);
    panel = await openNew(page, co.create, co.newTitle);
    await fieldNamed(panel, co.name).fill('Ana');
    await fieldNamed(panel, co.lastName).fill('Ruiz');
    await panel.getByRole('button', { name: save, exact: true }).click();
    await successAlert(page, co.created);

    await openFromMenu(page, k.title);
    panel = await openNew(page, k.create, k.newTitle);
    await fieldNamed(panel, k.fieldTitle).fill(PACKAGE);
    await fieldNamed(panel, k.fieldPrice).fill('1200');
    await fieldNamed(panel, k.fieldClassAmount).fill('8');
    await fieldNamed(panel, k.fieldExpirationDays).first().fill('30');
    await panel.getByRole('button', { name: save, exact: true }).click();
    await successAlert(page, k.created);
    const row = page.getByRole('table', { name: k.title }).getByRole('row').filter({ has: page.getByText(PACKAGE, { exact: true }) });
    await row.getByRole('button', { name: k.showOnHome, exact: true }).click();
    await successAlert(page, messages.admin.homeAdded);

    await openFromMenu(page, pm.paymentMethods);
    panel = await openNew(page, pm.create, pm.newTitle);
    await fieldNamed(panel, pm.name).fill(TRANSFER);
    await fieldNamed(panel, pm.kind).selectOption('cash');
    await seen(panel.getByText(pm.kindHelp, { exact: true }));
    await fieldNamed(panel, pm.description).fill('SPEI a la cuenta del estudio');
    const editor = await seen(panel.getByRole('textbox', { name: pm.instructions }));
    await editor.click();
    await editor.pressSequentially(`Transfiere a la ${CLABE} y envía tu comprobante.`);
    await panel.getByRole('button', { name: save, exact: true }).click();
    await successAlert(page, messages.paymentMethods.adminSaved);

    // Stored, and public where the site reads it.
    const names = async (path: string, key: string) => ((await api<Record<string, { name?: string; title?: string }[]>>(path)).body[key] ?? []).map((one) => one.name ?? one.title);
    expect(await names('/api/locations', 'locations')).toEqual(['Sucursal Centro']);
    expect(await names('/api/class_types', 'class_types')).toEqual(['Yoga']);
    expect(await names('/api/instructors', 'instructors')).toEqual(['Ana']);
    expect(await names('/api/payment_methods', 'payment_methods')).toEqual([TRANSFER]);
    const [pkg] = (await api<{ class_packages: ClassPackage[] }>('/api/class_packages')).body.class_packages;
    expect(pkg).toMatchObject({ title: PACKAGE, price: 1200, class_amount: 8, expiration_days: 30, on_home: true, available: true });
    packageId = pkg?.class_package_id ?? 0;

    const visitor = (await newPage('desktop')).page;
    await visitor.goto(at('/'));
    const featured = visitor.getByRole('region', { name: messages.settings.packagesName });
    await featured.scrollIntoViewIfNeeded();
    await seen(featured.getByRole('article', { name: PACKAGE }));
  });

  it("sells the package to a new customer by transfer: 'Pendiente' until the admin marks it paid", { timeout: 180_000 }, async () => {
    transferBuyer = newPerson();
    const { page } = await newPage('mobile');
    await page.goto(at('/registro'));
    await seen(page.getByRole('heading', { name: 'Regístrate' }));
    await signUpWith(page, transferBuyer);
    await atPath(page, '/mystudio');
    await buyFromStorefront(page);
    const payment = await seen(page.getByRole('region', { name: messages.checkoutPage.paymentTitle }));
    expect(await payment.getByRole('radio').count()).toBe(1);
    expect(await payment.getByRole('radio', { name: new RegExp(`^${TRANSFER}`) }).isChecked()).toBe(true);
    await page.getByRole('button', { name: messages.checkout.payNow, exact: true }).click();
    await page.waitForURL((url) => /^\/gracias\/\d+$/.test(url.pathname));
    await seen(page.getByText(status.pending, { exact: true }));
    await seen(page.getByText(new RegExp(CLABE)));
    await page.goto(at('/mystudio/membresias'));
    await seen(myPurchase(page).filter({ hasText: status.pending }));

    const token = await tokenFor(at(''), OWNER.email, OWNER.password);
    const customers = (await api<{ customers: { customer_id: number; email: string }[] }>(`/api/customer/admin/list?query=${encodeURIComponent(transferBuyer.email)}`, token)).body.customers;
    const customerId = customers.find((one) => one.email === transferBuyer.email)?.customer_id;
    expect(customerId).toBeGreaterThan(0);

    const desk = (await newPage('desktop')).page;
    await signInAtDoor(desk, OWNER, at('/admin'));
    await openFromMenu(desk, d.customers);
    await desk.getByRole('main').getByRole('searchbox', { name: d.searchLabel }).fill(transferBuyer.email);
    await desk.getByRole('link', { name: `${transferBuyer.name} ${transferBuyer.lastName}` }).first().click();
    await atPath(desk, `/admin/clientes/${customerId}`);
    const purchases = await seen(customerSection(desk, d.sectionPurchases));
    await seen(purchases.getByText(status.pending, { exact: true }));
    await purchases.getByRole('button', { name: fill(d.markPurchasePaidOf, { title: PACKAGE }) }).click();
    await successAlert(desk, messages.staff.paidSaved);
    await seen(purchases.getByText(status.completed, { exact: true }));
    await seen(customerSection(desk, d.sectionCredits).getByText('8 clases'));

    await page.reload();
    await seen(myPurchase(page).filter({ hasText: status.completed }));
    const mine = (await api<{ purchases: { class_package_id: number; status: string; total_payment: number; payment_method: { name: string } | null }[] }>('/api/purchases', await tokenFor(at(''), transferBuyer.email, transferBuyer.password))).body.purchases;
    expect(mine).toMatchObject([{ class_package_id: packageId, status: 'completed', total_payment: 1200, payment_method: { name: TRANSFER } }]);
  });

  it('takes a card once the owner adds a card method: a second customer pays with 4242', { timeout: 180_000 }, async () => {
    const { page } = await newPage('desktop');
    await signInAtDoor(page, OWNER, at('/admin'));
    await openFromMenu(page, pm.paymentMethods);
    const panel = await openNew(page, pm.create, pm.newTitle);
    await fieldNamed(panel, pm.name).fill(CARD);
    await fieldNamed(panel, pm.kind).selectOption('card');
    await panel.getByRole('button', { name: save, exact: true }).click();
    await successAlert(page, messages.paymentMethods.adminSaved);
    const methods = (await api<{ payment_methods: PaymentMethod[] }>('/api/payment_methods')).body.payment_methods;
    expect(methods.map((method) => [method.name, method.kind])).toEqual([[TRANSFER, 'cash'], [CARD, 'card']]);

    const buyer = newPerson();
    const shop = (await newPage('mobile')).page;
    await shop.goto(at('/registro'));
    await signUpWith(shop, buyer);
    await atPath(shop, '/mystudio');
    await buyFromStorefront(shop);
    // Spec 4: with a card method, cash is offered only with 'Pago en efectivo' on; the card is the default.
    const payment = await seen(shop.getByRole('region', { name: messages.checkoutPage.paymentTitle }));
    expect(await payment.getByRole('radio', { name: new RegExp(`^${CARD}`) }).isChecked()).toBe(true);
    expect(await payment.getByRole('radio', { name: new RegExp(`^${TRANSFER}`) }).count()).toBe(0);
    await typeCard(shop, '4242 4242 4242 4242');
    await shop.getByRole('button', { name: messages.checkout.payNow, exact: true }).click();
    await shop.waitForURL((url) => /^\/gracias\/\d+$/.test(url.pathname));
    await seen(shop.getByText(status.completed, { exact: true }));
    await shop.goto(at('/mystudio/membresias'));
    await seen(myPurchase(shop).filter({ hasText: status.completed }));

    const mine = (await api<{ purchases: { class_package_id: number; status: string; payment_method: { name: string } | null }[] }>('/api/purchases', await tokenFor(at(''), buyer.email, buyer.password))).body.purchases;
    expect(mine).toMatchObject([{ class_package_id: packageId, status: 'completed', payment_method: { name: CARD } }]);
  });
});
