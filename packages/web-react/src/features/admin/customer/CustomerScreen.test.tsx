import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { busyCustomer, customerPagePorts, type CustomerPageCalls, type CustomerPageReads } from '../testing/customerPage.js';
import { auditEntry, deskCustomer } from '../testing/deskFixtures.js';
import { answered, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';

const renderCustomer = (data: CustomerPageReads = {}, calls: CustomerPageCalls = {}, route = '/admin/clientes/2') =>
  renderAdmin(route, customerPagePorts(data, calls));
const opened = () => screen.findByRole('heading', { level: 1, name: 'Lucía Martínez' }, FIRST_LOAD);
const section = (name: string) => screen.getByRole('region', { name });

describe("a customer's page", SLOW, () => {
  it('shows her header and every section from her summary, reservations and history', async () => {
    const { desk, deskCustomers } = renderCustomer(busyCustomer());
    await opened();
    expect(desk.calls.customer).toEqual([[2]]);
    expect(deskCustomers.calls.summary).toEqual([[2]]);
    expect(deskCustomers.calls.reservations).toEqual([[{ customer_id: 2, include_cancelled: 'true' }]]);
    expect(deskCustomers.calls.history).toEqual([[2, 1]]);
    expect(screen.getByRole('link', { name: 'socia@estudio.test' }).getAttribute('href')).toBe('mailto:socia@estudio.test');
    expect(screen.getByText(/^Cliente desde el /)).toBeTruthy();

    const purchases = section('Compras');
    expect(within(purchases).getByText('Paquete 5 clases')).toBeTruthy();
    expect(within(purchases).getByText('Pendiente')).toBeTruthy();
    expect(within(purchases).getByText('Activa')).toBeTruthy();
    expect(within(section('Créditos')).getByText('7 clases')).toBeTruthy();
    expect(within(section('Créditos')).getByText('Todas las clases')).toBeTruthy();

    const reservations = section('Reservaciones');
    const [upcoming, past] = await within(reservations).findAllByRole('list');
    expect(within(reservations).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Próximas', 'Pasadas']);
    expect(within(upcoming as HTMLElement).getByText(/Lugar 4/)).toBeTruthy();
    expect(within(upcoming as HTMLElement).getByRole('button', { name: /^Cancelar Yoga del / })).toBeTruthy();
    expect(within(past as HTMLElement).queryByRole('button')).toBeNull();

    expect(within(section('Listas de espera')).getByText('Yoga')).toBeTruthy();
    const penalties = section('Penalizaciones');
    expect(within(penalties).getByText(/^Activa hasta el /)).toBeTruthy();
    expect(within(penalties).getByText('Motivo: No asistió a 3 clases')).toBeTruthy();
    expect(within(section('Cargos')).getByText('Paquete 10 clases')).toBeTruthy();
    const history = section('Historial');
    expect(await within(history).findByText('Registró al cliente')).toBeTruthy();
    expect(within(history).getByText(/Admin Demo \(Administración\)/)).toBeTruthy();
  });

  it('says what each section lacks for a new customer', async () => {
    renderCustomer();
    await opened();
    expect(within(section('Compras')).getByText('No ha hecho ninguna compra.')).toBeTruthy();
    expect(within(section('Créditos')).getByText('No tiene créditos disponibles.')).toBeTruthy();
    expect(await within(section('Reservaciones')).findByText('No tiene reservaciones.')).toBeTruthy();
    expect(within(section('Listas de espera')).getByText('No está en ninguna lista de espera.')).toBeTruthy();
    expect(within(section('Penalizaciones')).getByText('Sin penalizaciones.')).toBeTruthy();
    expect(within(section('Cargos')).getByText('No tiene cargos.')).toBeTruthy();
    expect(await within(section('Historial')).findByText('Aún no hay acciones del equipo sobre este cliente.')).toBeTruthy();
  });

  it('shows skeletons while her record loads', async () => {
    renderCustomer({}, { desk: { customer: () => never() } });
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('reports a failure and loads again with Reintentar', async () => {
    let calls = 0;
    const { deskCustomers } = renderCustomer({}, { customers: { summary: () => (++calls === 1 ? failed() : answered(busyCustomer().summary!)) } });
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await opened();
    expect(deskCustomers.calls.summary).toHaveLength(2);
    expect(within(section('Créditos')).getByText('7 clases')).toBeTruthy();
  });

  it('says so when there is no such customer', async () => {
    renderCustomer({}, { desk: { customer: () => failed(appError('http/404', 'No encontrado', 404)) } }, '/admin/clientes/999');
    expect(await screen.findByText('No encontramos a este cliente.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('reads a malformed address as no customer, without asking', async () => {
    const { desk } = renderCustomer({}, {}, '/admin/clientes/abc');
    expect(await screen.findByText('No encontramos a este cliente.', {}, FIRST_LOAD)).toBeTruthy();
    expect(desk.calls.customer).toHaveLength(0);
  });

  it("shows a team member's role beside her name", async () => {
    renderCustomer({ customer: deskCustomer({ role: 'staff' }) });
    await opened();
    expect(screen.getByText('Recepción', { selector: 'h1 ~ p span' })).toBeTruthy();
  });

  it('reads the history page by page', async () => {
    const entries = Array.from({ length: 25 }, (_, i) => auditEntry({ audit_id: 200 + i, action: 'reservation.create' }));
    const { deskCustomers } = renderCustomer({ history: { history: entries, total: 30 } });
    await opened();
    const history = section('Historial');
    await within(history).findAllByText('Reservó una clase');
    await userEvent.click(within(history).getByRole('button', { name: 'Siguiente' }));
    expect(deskCustomers.calls.history.at(-1)).toEqual([2, 2]);
  });

  it("shows the front desk (staff) the page without the admin's actions", async () => {
    renderAdmin('/admin/clientes/2', customerPagePorts(busyCustomer()), { signedInAs: demoFixtures.accounts.recepcion.email });
    await opened();
    for (const name of ['Agregar acceso', 'Restar clases', 'Revocar acceso a Paquete 10 clases', 'Editar']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getAllByRole('button', { name: 'Vender paquete' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Reservar clase' }).length).toBeGreaterThan(0);
    expect(within(section('Compras')).getByRole('button', { name: 'Marcar como pagado Paquete 5 clases' })).toBeTruthy();
    expect(within(section('Penalizaciones')).getByRole('button', { name: 'Quitar penalización' })).toBeTruthy();
  });

  it('has no serious axe violation', async () => {
    renderCustomer(busyCustomer());
    await opened();
    await within(section('Historial')).findByText('Registró al cliente');
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
