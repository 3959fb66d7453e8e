import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ok, REPORT_ROWS_MAX, type ActiveCustomerRow } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { desktopViewport, PHONE } from '../catalogue/testing/catalogueScreen.js';
import { failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';
import { customersReport, emptySalesReport, pageOfList, reportsStub } from './testing/reportFixtures.js';

const renderReports = (route = '/admin/reportes', answers: Parameters<typeof reportsStub>[0] = {}, signedInAs?: string) => {
  const { port, calls } = reportsStub(answers);
  const rendered = renderAdmin(route, {}, { services: { deskReports: port }, ...(signedInAs ? { signedInAs } : {}) });
  return { ...rendered, calls };
};

const section = (name: string) => screen.findByRole('region', { name }, FIRST_LOAD);
/** The figure card whose label is `label`: its value. */
const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Resumen del periodo' })).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const tab = (name: string) => screen.getByRole('tab', { name });
const salesLoaded = () => screen.findByText('$12,350', {}, FIRST_LOAD);
const attendanceLoaded = () => screen.findByText('Reservaciones', { selector: 'dt' }, FIRST_LOAD);

/** Catches the file the browser is handed: its Blob and its name. */
const catchDownload = () => {
  const saved: { blob?: Blob; name?: string } = {};
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn((blob: Blob) => ((saved.blob = blob), 'blob:reporte')) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
};

const viewport = desktopViewport();
afterEach(() => vi.restoreAllMocks());

describe("'Reportes': the tabs and the range in the address", SLOW, () => {
  it("opens on 'Ventas' for this month so far, with the contract's tabs", async () => {
    const { calls } = renderReports();
    await salesLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Reportes' })).toBeTruthy();
    expect(within(screen.getByRole('tablist', { name: 'Reportes' })).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Ventas', 'Asistencia', 'Clientes', 'Coaches']);
    expect(tab('Ventas').getAttribute('aria-selected')).toBe('true');
    expect(calls).toEqual([{ report: 'sales', range: { start_date: '2026-11-01', end_date: '2026-11-26' } }]);
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('Hasta') as HTMLInputElement).value).toBe('2026-11-26');
    expect(screen.getByRole('button', { name: 'Este mes' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Del 01 nov 2026 al 26 nov 2026')).toBeTruthy();
  });

  it("is the admin's only: the front desk reads why, and no report is asked for", async () => {
    const { calls } = renderReports('/admin/reportes', {}, demoFixtures.accounts.recepcion.email);
    expect(await screen.findByRole('heading', { level: 1, name: messages.desk.adminOnlyTitle }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reportes' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps the tab in the address and loads only the chosen report', async () => {
    const { calls, location } = renderReports();
    await salesLoaded();
    await userEvent.click(tab('Asistencia'));
    await waitFor(() => expect(location().search).toBe('?reporte=asistencia'));
    await attendanceLoaded();
    expect(figure('Reservaciones')).toBe('120');
    expect(calls.map((call) => call.report)).toEqual(['sales', 'attendance']);
  });

  it('reads the report and the range from the address, and a quick range writes both days into it', async () => {
    const { calls, location } = renderReports('/admin/reportes?reporte=coaches&desde=2026-10-01&hasta=2026-10-31');
    await section('Coaches del periodo');
    expect(tab('Coaches').getAttribute('aria-selected')).toBe('true');
    expect(calls[0]).toEqual({ report: 'coaches', range: { start_date: '2026-10-01', end_date: '2026-10-31' } });
    expect(screen.getByRole('button', { name: 'Mes pasado' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Últimos 7 días' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('desde')).toBe('2026-11-20'));
    expect(new URLSearchParams(location().search).get('hasta')).toBe('2026-11-26');
    await waitFor(() => expect(calls.at(-1)).toEqual({ report: 'coaches', range: { start_date: '2026-11-20', end_date: '2026-11-26' } }));

    await userEvent.click(screen.getByRole('button', { name: 'Últimos 12 meses' }));
    await waitFor(() => expect(calls.at(-1)?.range).toEqual({ start_date: '2025-11-27', end_date: '2026-11-26' }));
  });

  it("takes a day typed in 'Desde'", async () => {
    const { calls, location } = renderReports();
    await salesLoaded();
    const from = screen.getByLabelText('Desde') as HTMLInputElement;
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-15');
    await waitFor(() => expect(new URLSearchParams(location().search).get('desde')).toBe('2026-11-15'));
    await waitFor(() => expect(calls.at(-1)?.range).toEqual({ start_date: '2026-11-15', end_date: '2026-11-26' }));
  });

  it('says why a range cannot be reported on, and asks for nothing', async () => {
    const inverted = renderReports('/admin/reportes?desde=2026-11-20&hasta=2026-11-02');
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveProperty('textContent', 'La fecha «Hasta» es anterior a «Desde». Elige otro periodo.');
    expect(inverted.calls).toEqual([]);
    inverted.unmount();
    const tooLong = renderReports('/admin/reportes?desde=2024-01-01&hasta=2026-11-02');
    expect(await screen.findByText('El periodo puede abarcar como máximo 366 días. Elige uno más corto.', {}, FIRST_LOAD)).toBeTruthy();
    expect(tooLong.calls).toEqual([]);
  });
});

describe("'Ventas'", SLOW, () => {
  it('shows the figures in pesos, the tables by package and by method, and the cash to collect linking to its customer', async () => {
    renderReports();
    await salesLoaded();
    expect(figure('Ingresos')).toBe('$12,350');
    expect(figure('Descuentos')).toBe('$450');
    expect(figure('Efectivo pendiente')).toBe('$1,500');
    // Owed today, whatever the range, and it says so.
    expect(screen.getByText('1 venta por cobrar · Al día de hoy')).toBeTruthy();
    expect(figure('Suscripciones nuevas')).toBe('3');
    expect(figure('Suscripciones canceladas')).toBe('1');
    const packages = within(await section('Ventas por paquete')).getByRole('table', { name: 'Ventas por paquete' });
    expect(within(packages).getAllByRole('row')[1]?.textContent).toBe('Paquete 10 clases$9,0006');
    const methods = await section('Ventas por método de pago');
    expect(within(methods).getByText('$10,850')).toBeTruthy();
    const cash = await section('Efectivo por cobrar');
    expect(within(cash).getByRole('link', { name: 'Lucía Martínez' }).getAttribute('href')).toBe('/admin/clientes/12');
    expect(within(cash).getByText('Al día de hoy: todas las ventas en efectivo aún sin cobrar, sea cual sea su fecha.')).toBeTruthy();
  });

  it('charts revenue by day, week or month (kept in the address), the chart named by its summary', async () => {
    const { location } = renderReports();
    await salesLoaded();
    const byDay = await section('Ingresos por día');
    expect(within(byDay).getByRole('img').getAttribute('aria-label')).toBe(
      'Ingresos por día: 3 periodos, $12,350 en total; el más alto, 10 nov 2026 ($6,350).',
    );
    expect(within(byDay).getByRole('button', { name: 'Día' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(byDay).getByRole('button', { name: 'Semana' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('agrupar')).toBe('semana'));
    const byWeek = await section('Ingresos por semana');
    expect(within(byWeek).getByText('Semana del 09 nov 2026')).toBeTruthy();
    // The chart has every week, $0 included; the table only the weeks with a charge.
    expect(within(byWeek).getByRole('img').getAttribute('aria-label')).toMatch(/^Ingresos por semana: 4 periodos/);
    expect(within(byWeek).queryByText('Semana del 26 oct 2026')).toBeNull();
    expect(within(byWeek).getAllByRole('row')).toHaveLength(4);
  });

  it("'Exportar CSV' hands over the table's rows in core's columns, named after the table and the range", async () => {
    const saved = catchDownload();
    renderReports();
    await salesLoaded();
    const packages = await section('Ventas por paquete');
    await userEvent.click(within(packages).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved.name).toBe('ventas-por-paquete-2026-11-01-a-2026-11-26.csv'));
    expect(saved.blob?.type).toBe('text/csv;charset=utf-8');
    const lines = (await saved.blob!.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toEqual(['ID del paquete,Paquete,Ingresos (MXN),Cobros', '3,Paquete 10 clases,9000.00,6', '1,Clase suelta,3350.00,3']);
  });

  it("says 'Sin datos en este periodo.' for a range without sales, with nothing to export", async () => {
    renderReports('/admin/reportes', { sales: async () => ({ ok: true, value: emptySalesReport() }) });
    const packages = await section('Ventas por paquete');
    expect(await within(packages).findByText('Sin datos en este periodo.')).toBeTruthy();
    expect(within(await section('Ingresos por día')).getByText('Sin datos en este periodo.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Exportar CSV' })).toEqual([]);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows skeletons while loading, and a failure with 'Reintentar' that asks again", async () => {
    let attempts = 0;
    renderReports('/admin/reportes', { sales: () => (attempts++ === 0 ? failed() : never()) });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }, FIRST_LOAD));
    await waitFor(() => expect(attempts).toBe(2));
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });
});

describe("'Asistencia', 'Clientes' and 'Coaches'", SLOW, () => {
  it('shows the totals, the fill tables and the heat map with each rate as text', async () => {
    renderReports('/admin/reportes?reporte=asistencia');
    await attendanceLoaded();
    expect(figure('Reservaciones')).toBe('120');
    expect(figure('Asistencias')).toBe('96');
    expect(figure('Faltas')).toBe('6');
    expect(figure('Cancelaciones tardías')).toBe('4');
    expect(figure('Ocupación')).toBe('75.0 %');
    // The rate's own terms: the places booked in the classes with a capacity, of their places.
    expect(screen.getByText('120 de 160 lugares en clases con cupo · 14 clases · 2 por impartir · 1 cancelada')).toBeTruthy();
    const types = await section('Ocupación por tipo de clase');
    expect(within(types).getByRole('img').getAttribute('aria-label')).toBe(
      'Ocupación por tipo de clase: la más alta, Yoga (83.3 %); la más baja, Spinning (62.5 %).',
    );
    const heat = within(await section('Ocupación por día y hora')).getByRole('table', { name: 'Ocupación por día y hora' });
    // Each cell reads its rate, then (to a screen reader, and on hover) its places and classes: '1 clase' for one.
    const monday = within(heat).getByRole('row', { name: /^lunes/ });
    expect(within(monday).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '95.0 %, 38 de 40 lugares, 4 clases', ...Array<string>(11).fill('Sin clases'), '80.0 %, 32 de 40 lugares, 3 clases',
    ]);
    const thursday = within(heat).getByRole('row', { name: /^jueves/ });
    const evening = within(thursday).getAllByRole('cell').at(-1);
    expect(evening?.textContent).toBe('75.0 %, 9 de 12 lugares, 1 clase');
    expect(evening?.getAttribute('title')).toBe('jueves 19:00: 75.0 % (9 de 12 lugares, 1 clase)');
    expect(within(heat).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(Array.from({ length: 13 }, (_, i) => `${String(7 + i).padStart(2, '0')}:00`));
  });

  it("lists 'Clientes' with each name leading to her page", async () => {
    renderReports('/admin/reportes?reporte=clientes');
    // The section stands (with its skeleton) before its rows arrive: wait for the row itself.
    const atRisk = await section('En riesgo');
    expect((await within(atRisk).findByRole('link', { name: 'Marta Luna' }, FIRST_LOAD)).getAttribute('href')).toBe('/admin/clientes/30');
    expect(figure('Clientes activos')).toBe('3');
    expect(within(await section('Clases que vencen en 7 días')).getByRole('link', { name: 'Lucía Martínez' }).getAttribute('href')).toBe('/admin/clientes/12');
  });

  it("'Exportar CSV' of a list longer than the report sends holds every row, the rest read page by page", async () => {
    const saved = catchDownload();
    const everyone: ActiveCustomerRow[] = Array.from({ length: REPORT_ROWS_MAX + 3 }, (_, index) => ({
      customer_id: 1000 + index, name: `Socia ${index}`, last_name: 'Activa', email: `socia${index}@estudio.test`, phone: null,
      visits: 1, last_visit: '2026-11-20T13:00:00.000Z',
    }));
    const { calls } = renderReports('/admin/reportes?reporte=clientes', {
      customers: async () => ok(customersReport({ active_customers: { count: everyone.length, rows: everyone.slice(0, REPORT_ROWS_MAX) } })),
      rows: async (query) => ok(pageOfList(query, query.list === 'active_customers' ? everyone : [])),
    });
    const active = await section('Clientes activos');
    expect(await within(active).findByText('Se muestran 2,000 de 2,003; el CSV lleva las 2,003 filas.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(within(active).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved.name).toBe('clientes-activos-2026-11-01-a-2026-11-26.csv'));
    const lines = (await saved.blob!.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(REPORT_ROWS_MAX + 3 + 1);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(everyone.map((row) => row.customer_id));
    // The rows after the 2,000 the report sent, in pages of the largest size the API gives.
    expect(calls.filter((call) => call.report === 'rows').map((call) => call.range)).toEqual([
      { start_date: '2026-11-01', end_date: '2026-11-26', list: 'active_customers', offset: REPORT_ROWS_MAX, limit: REPORT_ROWS_MAX },
    ]);
  });

  it("says so when the rest of a long list cannot be read, and hands over no file", async () => {
    const saved = catchDownload();
    const atRisk = customersReport().at_risk;
    renderReports('/admin/reportes?reporte=clientes', {
      customers: async () => ok(customersReport({ at_risk: { count: 2500, rows: atRisk.rows } })),
      rows: () => failed(),
    });
    const atRiskSection = await section('En riesgo');
    await userEvent.click(await within(atRiskSection).findByRole('button', { name: 'Exportar CSV' }, FIRST_LOAD));
    expect(await screen.findByText('No pudimos exportar la tabla. Inténtalo de nuevo.')).toBeTruthy();
    expect(saved.name).toBeUndefined();
  });

  it("shows each coach's classes, attendees, fill rate and stars", async () => {
    renderReports('/admin/reportes?reporte=coaches');
    const coaches = within(await section('Coaches del periodo')).getByRole('table', { name: 'Coaches del periodo' });
    await within(coaches).findByRole('cell', { name: 'Luis Mora' }, FIRST_LOAD);
    const [, luis, sofia] = within(coaches).getAllByRole('row');
    expect(within(coaches).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Coach', 'Clases impartidas', 'Por impartir', 'Asistencias', 'Reservados', 'Ocupación', 'Estrellas de la clase', 'Estrellas del coach',
    ]);
    expect(within(luis!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Luis Mora', '6', '1', '30', '40', '62.5 %', '4.3 (8)', 'Sin calificaciones']);
    expect(within(sofia!).getAllByRole('cell').at(-1)?.textContent).toBe('4.9 (15)');
  });

  it('turns each table into cards on a phone', async () => {
    viewport.resize(PHONE);
    renderReports('/admin/reportes?reporte=coaches');
    const coaches = await section('Coaches del periodo');
    // The region is there while the report loads (its skeleton); the cards come with the rows.
    await within(coaches).findByRole('list', { name: 'Coaches del periodo' }, FIRST_LOAD);
    expect(within(coaches).queryByRole('table')).toBeNull();
  });

  it('has no serious axe violations', async () => {
    renderReports('/admin/reportes?reporte=asistencia');
    await attendanceLoaded();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
