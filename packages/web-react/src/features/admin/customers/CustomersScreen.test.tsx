import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, type CustomerListQuery, type CustomerListResponse, type CustomerListRow } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { installViewport } from '../../../testing/viewport.js';
import { customerRow, deskCustomer } from '../testing/deskFixtures.js';
import { answered, deskStub, failed, never, type DeskStub } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';

const TWO = [customerRow(), customerRow({ customer_id: 3, name: 'Ana', last_name: 'Gómez', email: 'ana@estudio.test', credits_left: -1 })];
const list = (customers = TWO, total = customers.length) => answered<CustomerListResponse>({ customers, total });
/** A search the server stopped counting at `total` (CUSTOMER_COUNT_CAP). */
const capped = (customers: CustomerListRow[], total: number) => answered<CustomerListResponse>({ customers, total, total_capped: true });

const renderCustomers = (desk: DeskStub, route = '/admin/clientes') => renderAdmin(route, { desk });
const region = () => screen.getByRole('region', { name: 'Clientes' });
const loaded = async () => within(await screen.findByRole('region', { name: 'Clientes' }, FIRST_LOAD)).findByRole('link', { name: 'Lucía Martínez' }, FIRST_LOAD);
const lastQuery = (desk: DeskStub): CustomerListQuery | undefined => desk.calls.customers.at(-1)?.[0];

let undoViewport: () => void = () => undefined;
beforeEach(() => {
  undoViewport = installViewport(1280);
});
afterEach(() => undoViewport());

describe("'Clientes'", SLOW, () => {
  it('lists a page of customers with their count, each row opening her page', async () => {
    const desk = deskStub({ customers: () => list(TWO, 2) });
    renderCustomers(desk);
    const lucia = await loaded();
    expect(lucia.getAttribute('href')).toBe('/admin/clientes/2');
    expect(within(region()).getByRole('link', { name: 'Ana Gómez' }).getAttribute('href')).toBe('/admin/clientes/3');
    expect(within(region()).getByText('2 clientes')).toBeTruthy();
    expect(within(region()).getByRole('table', { name: 'Lista de clientes' })).toBeTruthy();
    expect(lastQuery(desk)).toEqual({ sort: 'name', dir: 'asc', page: 1, per_page: 25 });
  });

  it('shows skeletons while loading', async () => {
    renderCustomers(deskStub({ customers: () => never() }));
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByText(/^\d+ clientes$/)).toBeNull();
  });

  it("counts one customer as '1 cliente' (a new studio: its owner)", async () => {
    renderCustomers(deskStub({ customers: () => list(TWO.slice(0, 1), 1) }));
    await loaded();
    expect(within(region()).getByText('1 cliente')).toBeTruthy();
  });

  it('says when the studio has no customers yet', async () => {
    renderCustomers(deskStub({ customers: () => list([], 0) }));
    expect(await screen.findByText('Aún no hay clientes registrados.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('0 clientes')).toBeTruthy();
  });

  it('says a search matched nobody', async () => {
    const desk = deskStub({ customers: () => list([], 0) });
    renderCustomers(desk, '/admin/clientes?q=zzz');
    expect(await screen.findByText('No encontramos clientes con esa búsqueda.', {}, FIRST_LOAD)).toBeTruthy();
    expect(lastQuery(desk)?.query).toBe('zzz');
  });

  it('reports a failure and asks again with Reintentar', async () => {
    let calls = 0;
    const desk = deskStub({ customers: () => (++calls === 1 ? failed() : list()) });
    renderCustomers(desk);
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await loaded();
    expect(desk.calls.customers).toHaveLength(2);
  });

  it('searches through the address (?q=) after typing pauses, from page 1', async () => {
    const desk = deskStub({ customers: () => list() });
    const { location } = renderCustomers(desk, '/admin/clientes?page=2');
    await loaded();
    await userEvent.type(within(region()).getByRole('searchbox', { name: 'Buscar cliente' }), 'lucía');
    await waitFor(() => expect(location().search).toBe('?q=luc%C3%ADa'), { timeout: 2000 });
    await waitFor(() => expect(lastQuery(desk)).toEqual({ query: 'lucía', sort: 'name', dir: 'asc', page: 1, per_page: 25 }), FIRST_LOAD);
  });

  it('sorts by a header button: newest visit first, then flipped', async () => {
    const desk = deskStub({ customers: () => list() });
    const { location } = renderCustomers(desk);
    await loaded();
    await userEvent.click(within(region()).getByRole('button', { name: /Última visita/ }));
    await waitFor(() => expect(lastQuery(desk)).toMatchObject({ sort: 'last_visit', dir: 'desc', page: 1 }));
    expect(location().search).toBe('?sort=last_visit&dir=desc');
    expect(screen.getByRole('columnheader', { name: /Última visita/ }).getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(region()).getByRole('button', { name: /Última visita/ }));
    await waitFor(() => expect(lastQuery(desk)).toMatchObject({ sort: 'last_visit', dir: 'asc' }));
  });

  it('pages through the server: Siguiente asks for page 2', async () => {
    const desk = deskStub({ customers: () => list(TWO, 60) });
    const { location } = renderCustomers(desk);
    await loaded();
    const pager = screen.getByRole('navigation', { name: 'Páginas de Lista de clientes' });
    expect(within(pager).getByText('Página 1 de 3')).toBeTruthy();
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastQuery(desk)).toMatchObject({ page: 2, per_page: 25 }));
    expect(location().search).toBe('?page=2');
  });

  it("says 'Más de 1,000 clientes' for a search the server stopped counting, and pages on while pages are full", async () => {
    const full = Array.from({ length: 25 }, (_, i) => customerRow({ customer_id: 100 + i, name: `Mara${i}` }));
    const desk = deskStub({ customers: () => capped(full, 1000) });
    renderCustomers(desk, '/admin/clientes?q=ma&page=41');
    expect(await screen.findByText('Más de 1,000 clientes', {}, FIRST_LOAD)).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Páginas de Lista de clientes' });
    expect(within(pager).getByText('Página 41')).toBeTruthy();
    expect(within(pager).getByText('1,001–1,025 de más de 1,000')).toBeTruthy();
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastQuery(desk)).toMatchObject({ query: 'ma', page: 42 }));
  });

  it('has no serious axe violation', async () => {
    renderCustomers(deskStub({ customers: () => list(TWO, 60) }));
    await loaded();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});

describe("'Exportar CSV'", SLOW, () => {
  const many = (from: number, count: number) => Array.from({ length: count }, (_, i) => customerRow({ customer_id: from + i, name: `Cliente${from + i}` }));

  /** Catches the file the browser is handed: its Blob and its name. */
  const catchDownload = () => {
    const saved: { blob?: Blob; name?: string } = {};
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn((blob: Blob) => ((saved.blob = blob), 'blob:clientes')) });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    return saved;
  };
  afterEach(() => vi.restoreAllMocks());

  it('reads on past a capped total until a short page', async () => {
    const saved = catchDownload();
    const desk = deskStub({
      customers: (query) => (query.per_page === 500
        ? capped(query.page === 3 ? many(1001, 2) : many((query.page ?? 1) * 500 - 499, 500), 1000)
        : list()),
    });
    renderCustomers(desk, '/admin/clientes?q=ma');
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved.name).toBe('clientes-2026-11-26.csv'));
    expect(desk.calls.customers.filter(([query]) => query.per_page === 500)).toHaveLength(3);
    expect((await saved.blob!.text()).trim().split('\r\n')).toHaveLength(1003);
  });

  it('reads every page of the current search and hands over one CSV named after the day', async () => {
    const saved = catchDownload();
    const desk = deskStub({
      customers: (query) => (query.per_page === 500 ? list(query.page === 1 ? many(1, 500) : many(501, 3), 503) : list()),
    });
    renderCustomers(desk, '/admin/clientes?q=cliente');
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved.name).toBe('clientes-2026-11-26.csv'));
    const exportCalls = desk.calls.customers.map(([query]) => query).filter((query) => query.per_page === 500);
    expect(exportCalls).toEqual([
      { query: 'cliente', sort: 'name', dir: 'asc', page: 1, per_page: 500 },
      { query: 'cliente', sort: 'name', dir: 'asc', page: 2, per_page: 500 },
    ]);
    expect(saved.blob?.type).toBe('text/csv;charset=utf-8');
    const lines = (await saved.blob!.text()).trim().split('\r\n');
    expect(lines).toHaveLength(504);
    expect(lines[0]).toContain('ID,Nombre,Apellido');
    expect(lines[503]).toMatch(/^503,Cliente503,Martínez,/);
  });

  it('says so when a page fails, and hands over nothing', async () => {
    const saved = catchDownload();
    const desk = deskStub({ customers: (query) => (query.per_page === 500 ? failed() : list()) });
    renderCustomers(desk);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('No pudimos exportar la lista. Inténtalo de nuevo.')).toBeTruthy();
    expect(saved.blob).toBeUndefined();
  });
});

describe("'Nuevo cliente'", SLOW, () => {
  const field = (panel: HTMLElement, name: RegExp) => within(panel).getByLabelText(name);
  /** Opens the panel, fills it as given and saves. */
  const submitNew = async (values: { name: string; lastName: string; email: string; phone: string }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await userEvent.type(field(panel, /^Nombre/), values.name);
    await userEvent.type(field(panel, /^Apellido/), values.lastName);
    await userEvent.type(field(panel, /^Correo electrónico/), values.email);
    await userEvent.type(field(panel, /^Teléfono/), values.phone);
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    return panel;
  };

  it('refuses missing fields in Spanish and sends nothing', async () => {
    const desk = deskStub({ customers: () => list() });
    renderCustomers(desk);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await userEvent.type(field(panel, /^Correo electrónico/), 'no-es-correo');
    await userEvent.type(field(panel, /^Teléfono/), '55 12');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Revisa los campos faltantes o inválidos.');
    expect(field(panel, /^Nombre/).getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getAllByText('Debes llenar este campo.')).toHaveLength(2);
    expect(within(panel).getByText('El formato del teléfono no es correcto.')).toBeTruthy();
    expect(field(panel, /^Correo electrónico/).getAttribute('aria-invalid')).toBe('true');
    expect(desk.calls.createCustomer).toHaveLength(0);
  });

  it("refuses a malformed e-mail in Spanish ('Ingresa un correo electrónico válido.')", async () => {
    const desk = deskStub({ customers: () => list() });
    renderCustomers(desk);
    await loaded();
    const panel = await submitNew({ name: 'Paola', lastName: 'Ruiz', email: 'no-es-correo', phone: '5512345678' });
    expect(await within(panel).findByText('Ingresa un correo electrónico válido.')).toBeTruthy();
    expect(desk.calls.createCustomer).toHaveLength(0);
  });

  it('registers her and opens her page', async () => {
    const desk = deskStub({ customers: () => list(), createCustomer: () => answered(deskCustomer({ customer_id: 77 })) });
    const { location } = renderCustomers(desk);
    await loaded();
    await submitNew({ name: 'Paola', lastName: 'Ruiz', email: 'Paola@Ejemplo.mx', phone: '5512345678' });
    await waitFor(() => expect(location().pathname).toBe('/admin/clientes/77'));
    expect(desk.calls.createCustomer).toEqual([[{ name: 'Paola', last_name: 'Ruiz', email: 'paola@ejemplo.mx', phone: '5512345678', birthdate: null }]]);
    expect(await screen.findByText('¡Cliente registrado! Le enviamos un correo para que elija su contraseña.')).toBeTruthy();
  });

  it("shows the server's refusal inside the panel and stays", async () => {
    const refusal = appError('customer/duplicate', 'Ya existe un cliente con ese correo.', 409);
    const desk = deskStub({ customers: () => list(), createCustomer: () => failed(refusal) });
    const { location } = renderCustomers(desk);
    await loaded();
    const panel = await submitNew({ name: 'Paola', lastName: 'Ruiz', email: 'socia@estudio.test', phone: '5512345678' });
    expect(await within(panel).findByText('Ya existe un cliente con ese correo.')).toBeTruthy();
    expect(location().pathname).toBe('/admin/clientes');
  });
});
