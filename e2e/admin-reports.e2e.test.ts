/**
 * 'Reportes' (issue 16, the admin's only): /admin/reportes on the shared
 * demo server. The admin opens it from the menu, picks 'Últimos 12 meses'
 * and sees the demo studio's sales: the revenue, and the sales by package,
 * equal to what the API answered the page itself for that range (the body
 * of the page's own request, not a later call: the shared server's no-show
 * sweep may change the figures in between); 'Exportar CSV' of the sales by
 * package downloads a file named after the table and the range holding the
 * same rows (core's columns over that answer). On
 * 'Asistencia' she sees the reservations and the heat map; on a phone the
 * tables are cards and the charts fit the screen. Axe clean on every tab
 * shown, on a desktop and on a phone. It reads the demo data, never writes.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  formatMoney, messages, reportCsv, reportCsvColumns, type AttendanceReport, type ReportRange, type SalesReport,
} from '@estudio/core';
import { seen } from './support/app.js';
import { expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { signInAtDoor, team } from './support/desk.js';

const t = messages.deskReportsScreen;
const counts = new Intl.NumberFormat('es-MX');

/**
 * Keeps the body of every report the page asks for, by report and range,
 * from now on; `reportOf` answers the one of a range once the page has it:
 * what the screen shows is compared with what the server answered it.
 */
const watchReports = (page: Page) => {
  const bodies = new Map<string, Promise<unknown>>();
  const key = (path: string, range: ReportRange) => `${path}?${range.start_date}/${range.end_date}`;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'GET' || !url.pathname.startsWith('/api/reports/') || response.status() !== 200) return;
    const range = { start_date: url.searchParams.get('start_date') ?? '', end_date: url.searchParams.get('end_date') ?? '' };
    bodies.set(key(url.pathname.slice('/api/reports/'.length), range), response.json());
  });
  return async <T,>(path: string, range: ReportRange): Promise<T> => {
    await expect.poll(() => bodies.has(key(path, range)), { timeout: 30_000 }).toBe(true);
    return ((await bodies.get(key(path, range))) as { report: T }).report;
  };
};

/** Opens 'Reportes' from the admin's menu (opening it first on a phone). */
const openReports = async (page: Page) => {
  const menuButton = page.getByRole('button', { name: messages.desk.openMenu, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: t.title, exact: true }).click();
  await seen(page.getByRole('heading', { name: t.title, level: 1 }));
};

/** Picks 'Últimos 12 meses' and reads the range it wrote into the address. */
const lastTwelveMonths = async (page: Page): Promise<ReportRange> => {
  await page.getByRole('button', { name: t.presets['ultimos-12-meses'], exact: true }).click();
  await page.waitForURL((url) => url.searchParams.has('desde') && url.searchParams.has('hasta'));
  const url = new URL(page.url());
  return { start_date: url.searchParams.get('desde') ?? '', end_date: url.searchParams.get('hasta') ?? '' };
};

/** The value of a headline figure ('Ingresos' → '$12,350'). */
const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: t.summary }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

describe.skipIf(noBrowser)("the reports ('Reportes')", () => {
  const { newPage } = useBrowser();

  it("shows the demo studio's sales and attendance as the API answers them, and exports a table's rows (desktop)", async () => {
    const { page } = await newPage('desktop');
    const reportOf = watchReports(page);
    await signInAtDoor(page, team.admin, '/admin');
    await openReports(page);
    const range = await lastTwelveMonths(page);
    const sales = await reportOf<SalesReport>('sales', range);
    // The demo studio sold in the last twelve months: a journey over an empty report would prove nothing.
    expect(sales.revenue).toBeGreaterThan(0);
    expect(sales.by_package.length).toBeGreaterThan(0);

    await expect.poll(() => figure(page, t.revenue).textContent()).toBe(formatMoney(sales.revenue));
    const byPackage = page.getByRole('region', { name: t.byPackage });
    const rows = byPackage.getByRole('table', { name: t.byPackage }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(Math.min(sales.by_package.length, 25) + 1);
    const first = sales.by_package[0]!;
    await seen(rows.nth(1).getByRole('cell', { name: first.title, exact: true }));
    await seen(rows.nth(1).getByRole('cell', { name: formatMoney(first.revenue), exact: true }));
    await seen(page.getByRole('region', { name: t.revenueBy.dia }).getByRole('img', { name: new RegExp(`${formatMoney(sales.revenue).replace('$', '\\$')} en total`) }));
    await expectAccessible(page, '/admin/reportes, Ventas (desktop)');

    // 'Exportar CSV': the table's rows, in core's columns, in a file named after the table and the range.
    const [download] = await Promise.all([page.waitForEvent('download'), byPackage.getByRole('button', { name: t.exportCsv, exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`ventas-por-paquete-${range.start_date}-a-${range.end_date}.csv`);
    const saved = await readFile((await download.path())!, 'utf8');
    expect(saved).toBe(reportCsv(reportCsvColumns.salesByPackage(), sales.by_package));
    expect(saved.split('\r\n').filter(Boolean)).toHaveLength(sales.by_package.length + 1);

    // 'Asistencia' over the same range, the tab kept in the address.
    await page.getByRole('tab', { name: t.tabs.asistencia, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('reporte') === 'asistencia');
    const attendance = await reportOf<AttendanceReport>('attendance', range);
    expect(attendance.totals.reservations).toBeGreaterThan(0);
    await expect.poll(() => figure(page, t.reservations).textContent()).toBe(counts.format(attendance.totals.reservations));
    await expect.poll(() => figure(page, t.noShows).textContent()).toBe(counts.format(attendance.totals.no_shows));
    await seen(page.getByRole('table', { name: t.heatMap }));
    await expectAccessible(page, '/admin/reportes, Asistencia (desktop)');
  });

  it('reads as cards with charts that fit on a phone, on every tab (mobile)', async () => {
    const { page } = await newPage('mobile');
    const reportOf = watchReports(page);
    await signInAtDoor(page, team.admin, '/admin');
    await openReports(page);
    const range = await lastTwelveMonths(page);
    const sales = await reportOf<SalesReport>('sales', range);
    await expect.poll(() => figure(page, t.revenue).textContent()).toBe(formatMoney(sales.revenue));
    const byPackage = page.getByRole('region', { name: t.byPackage });
    await seen(byPackage.getByRole('list', { name: t.byPackage }));
    expect(await byPackage.getByRole('table').count()).toBe(0);
    const chart = await seen(page.getByRole('region', { name: t.revenueBy.dia }).getByRole('img'));
    const box = await chart.boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await expectAccessible(page, '/admin/reportes, Ventas (mobile)');

    for (const tab of ['asistencia', 'clientes', 'coaches'] as const) {
      await page.getByRole('tab', { name: t.tabs[tab], exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('reporte') === tab);
      // Loaded: its skeletons gone.
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      await expectAccessible(page, `/admin/reportes, ${t.tabs[tab]} (mobile)`);
    }
  });
});
