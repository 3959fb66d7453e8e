/**
 * Every public, member and admin screen (spec 2; the contract's 'Admin
 * area') loads under the server's Content-Security-Policy without one
 * violation (issue 13, Headers). One page per area, reused from screen to
 * screen; each screen is a full load, so each gets its own answer's policy.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { callJson, demo, tokenFor } from './support/api.js';
import { dialogNamed, signInAs } from './support/booking-page.js';
import { baseUrl, noBrowser, useBrowser } from './support/browser.js';
import { policyOf, watchCsp, type CspWatch } from './support/csp.js';
import { customerIdOf, signInAtDoor, team } from './support/desk.js';
import { standInPlayer } from './support/videos.js';

/** How long a screen may keep loading (lazy chunks, its reads) before it counts as shown. */
const SETTLE_MS = 5_000;

/** The first id of a list the API answers (GET with an optional token). */
const firstId = async (path: string, key: string, id: string, token?: string): Promise<number> => {
  const answer = await callJson<Record<string, Record<string, unknown>[]>>(baseUrl(), path, token ? { token } : {});
  const value = answer.body?.[key]?.[0]?.[id];
  if (answer.status !== 200 || typeof value !== 'number') throw new Error(`GET ${path} gave no ${id} (${answer.status})`);
  return value;
};

/**
 * Loads `path` in full, checks its answer carried a policy and that the
 * screen stayed (no redirect to a sign-in), and waits for its reads.
 */
const visit = async (page: Page, path: string): Promise<void> => {
  const response = await page.goto(path);
  policyOf(response, path);
  await page.locator('#root > *').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
  expect(new URL(page.url()).pathname, `${path} stayed on its screen`).toBe(path);
};

/** Visits every path, then fails listing every violation seen on the way. */
const visitAll = async (page: Page, watch: CspWatch, paths: readonly string[]): Promise<void> => {
  for (const path of paths) await visit(page, path);
  // Violation events are queued tasks: let the last screen's arrive.
  await page.waitForTimeout(250);
  expect(watch.violations, watch.violations.join('\n')).toEqual([]);
};

const PUBLIC = ['/', '/entrar', '/registro', '/recuperar', '/login', '/paquetes', '/avisos', '/ubicacion', '/calendario', '/preguntas-frecuentes', '/terminos', '/privacidad', '/una-pagina-que-no-existe'];

const MEMBER = ['/mystudio', '/mystudio/online', '/mystudio/reservaciones', '/mystudio/waitlists', '/mystudio/paquetes', '/mystudio/informacion', '/mystudio/membresias', '/mystudio/pagos', '/mystudio/metodos', '/mystudio/creditos'];

const CATALOGUE = ['paquetes', 'descuentos', 'ubicaciones', 'tipos-de-clase', 'categorias', 'programas', 'coaches', 'etiquetas', 'metodos-de-pago', 'videos', 'penalizaciones', 'creditos'];
const ADMIN = ['/admin', '/admin/clientes', '/admin/checkin', '/admin/horarios', ...CATALOGUE.map((name) => `/admin/${name}`),
  ...['paginas', 'avisos', 'formularios', 'campos', 'configuracion', 'equipo', 'reportes'].map((name) => `/admin/${name}`)];

describe.skipIf(noBrowser)('the Content-Security-Policy on every screen', () => {
  const { newPage } = useBrowser();

  it('lets every public screen load without a violation', async () => {
    const { page } = await newPage();
    const watch = await watchCsp(page);
    const instructor = await firstId('/api/instructors/home/all', 'instructors', 'instructor_id');
    const classType = await firstId('/api/class_types', 'class_types', 'class_type_id');
    const pkg = await firstId('/api/class_packages', 'class_packages', 'class_package_id');
    await visitAll(page, watch, [...PUBLIC, `/coach/${instructor}`, `/instructor/${instructor}`, `/class_type/${classType}`, `/checkout/${pkg}`]);
  }, 120_000);

  it("lets every screen of the member area, a video's player and a dialog load without a violation", async () => {
    const { page } = await newPage();
    const watch = await watchCsp(page);
    await standInPlayer(page);
    const token = await tokenFor(baseUrl(), demo.socia);
    const video = await firstId('/api/videos', 'videos', 'video_id', token);
    const purchase = await firstId('/api/purchases', 'purchases', 'purchase_id', token);
    const pkg = await firstId('/api/class_packages', 'class_packages', 'class_package_id');
    await signInAs(page, { email: demo.socia, password: demo.password });
    await visitAll(page, watch, [...MEMBER, `/mystudio/video/${video}`, `/gracias/${purchase}`, `/checkout/${pkg}`]);

    // A dialog (its scroll lock writes a style element of its own).
    await visit(page, '/mystudio/reservaciones');
    await page.getByRole('button', { name: new RegExp(`^QR: ${messages.reservations.accessCode}`) }).first().click();
    await dialogNamed(page, messages.reservations.accessCode).waitFor();
    await page.waitForTimeout(250);
    expect(watch.violations, watch.violations.join('\n')).toEqual([]);
  }, 120_000);

  it('lets every admin screen load without a violation', async () => {
    const { page } = await newPage();
    const watch = await watchCsp(page);
    const token = await tokenFor(baseUrl(), demo.socia);
    const customer = await customerIdOf(baseUrl(), demo.socia);
    const reservation = await firstId('/api/class_reservations/mine', 'reservations', 'class_reservation_id', token);
    const single = await firstId('/api/class_reservations/mine', 'reservations', 'single_class_id', token);
    await signInAtDoor(page, team.admin);
    await visitAll(page, watch, [...ADMIN, `/admin/clientes/${customer}`, `/admin/clases/${single}`, `/admin/reservations/${reservation}`]);
  }, 180_000);
});
