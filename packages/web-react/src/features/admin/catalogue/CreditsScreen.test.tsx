import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_ERRORS, errorOf, type CreditListRow } from '@estudio/core';
import { deskCustomer } from '../testing/deskFixtures.js';
import { answered, deskStub, failed } from '../testing/deskStub.js';
import { SLOW } from '../testing/renderAdmin.js';
import { catalogueListSuite } from './testing/catalogueListSuite.js';
import { desktopViewport } from './testing/catalogueScreen.js';

const ANA: CreditListRow = {
  available_class_id: 31, customer_id: 3, purchase_id: null, class_type_id: 2, class_types: null, allowed_times: '1-5@06:00-12:00',
  available_classes: 4, expiration_date: '2026-12-31T05:59:59.999Z', customer: { name: 'Ana', last_name: 'López', email: 'ana@ejemplo.mx' },
  class_type_name: 'Pilates Reformer',
};
const BETY: CreditListRow = {
  available_class_id: 32, customer_id: 4, purchase_id: 7, class_type_id: null, class_types: null, allowed_times: null,
  available_classes: -1, expiration_date: null, customer: { name: 'Beatriz', last_name: 'Sánchez', email: 'bety@ejemplo.mx' },
  class_type_name: null,
};
const paola = deskCustomer({ customer_id: 9, uid: 'paola', name: 'Paola', last_name: 'Ruiz', email: 'paola@ejemplo.mx', phone: '5511112222' });

const { render, table, rowOf } = catalogueListSuite({
  route: '/admin/creditos',
  stubKey: 'credits',
  rows: [ANA, BETY],
  idOf: (row) => row.available_class_id,
  nameOf: (row) => `${row.customer?.name} ${row.customer?.last_name}`,
  ports: () => ({ desk: deskStub({ search: () => answered([paola]) }) }),
  texts: {
    title: 'Créditos',
    countTwo: '2 registros de créditos',
    countOne: '1 registro de créditos',
    search: 'Buscar por clienta',
    typed: 'ana',
    empty: 'Aún no hay créditos. Da los primeros con «Nuevo».',
    noMatchesZzz: 'No hay créditos de «zzz».',
    deleteConfirm: '¿Eliminar estos créditos de Beatriz Sánchez? Esta acción no se puede deshacer.',
    deleted: 'Créditos eliminados.',
  },
});

desktopViewport();

describe("'Créditos': its columns and panel", SLOW, () => {
  it('shows how many classes (or unlimited), for which class type, when and until when', async () => {
    render();
    await table();
    const ana = rowOf('Ana López');
    expect(within(ana).getByText('4 clases')).toBeTruthy();
    expect(within(ana).getByText('Pilates Reformer')).toBeTruthy();
    expect(within(ana).getByText('1-5@06:00-12:00')).toBeTruthy();
    expect(within(ana).getByText(/30 dic/i)).toBeTruthy();
    const bety = rowOf('Beatriz Sánchez');
    expect(within(bety).getByText('Ilimitadas')).toBeTruthy();
    expect(within(bety).getByText('Todas las clases')).toBeTruthy();
    expect(within(bety).getByText('Cualquier horario')).toBeTruthy();
    expect(within(bety).getByText('Sin vencimiento')).toBeTruthy();
  });

  it("grants credits with 'Nuevo': the customer picked, amount, class type, times and expiry, with spec 8's notice", async () => {
    const { list: credits } = render({ create: (body) => answered({ ...ANA, available_class_id: 40, ...body }) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Dar créditos' });
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Buscar cliente' }), 'pao');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Elegir a Paola Ruiz' }, { timeout: 2000 }));
    await userEvent.type(within(panel).getByLabelText(/^Clases/), 'diez');
    await userEvent.type(within(panel).getByLabelText(/^Horarios/), '25:00-26:00');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Escribe un número entero: -1 para ilimitadas, o de 0 a 100000.')).toBeTruthy();
    expect(credits.calls.create).toHaveLength(0);
    await userEvent.clear(within(panel).getByLabelText(/^Clases/));
    await userEvent.type(within(panel).getByLabelText(/^Clases/), '10');
    await userEvent.clear(within(panel).getByLabelText(/^Horarios/));
    await userEvent.selectOptions(within(panel).getByLabelText(/^Tipo de clase/), 'Barre');
    await userEvent.type(within(panel).getByLabelText(/^Fecha de vencimiento/), '2027-01-31');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Créditos guardados.')).toBeTruthy();
    expect(credits.calls.create).toEqual([[{
      customer_id: 9, available_classes: 10, class_type_id: 3, allowed_times: null, expiration_date: '2027-01-31T23:59:59.999-06:00',
    }]]);
    await waitFor(() => expect(credits.calls.list).toHaveLength(2));
  });

  it("corrects credits with 'Editar' (an update), prefilled; emptied fields are sent as none", async () => {
    const { list: credits } = render({ update: (id, body) => answered({ ...ANA, ...body, available_class_id: id }) });
    await table();
    await userEvent.click(within(rowOf('Ana López')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Corregir créditos' });
    expect(within(panel).getByText('ana@ejemplo.mx')).toBeTruthy();
    expect((within(panel).getByLabelText(/^Clases/) as HTMLInputElement).value).toBe('4');
    expect((within(panel).getByLabelText(/^Tipo de clase/) as HTMLSelectElement).value).toBe('2');
    expect((within(panel).getByLabelText(/^Fecha de vencimiento/) as HTMLInputElement).value).toBe('2026-12-30');
    await userEvent.clear(within(panel).getByLabelText(/^Clases/));
    await userEvent.type(within(panel).getByLabelText(/^Clases/), '-1');
    await userEvent.clear(within(panel).getByLabelText(/^Horarios/));
    await userEvent.clear(within(panel).getByLabelText(/^Fecha de vencimiento/));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Créditos guardados.')).toBeTruthy();
    expect(credits.calls.update).toEqual([[31, { available_classes: -1, class_type_id: 2, allowed_times: null, expiration_date: null }]]);
    expect(credits.calls.create).toHaveLength(0);
  });

  it("shows the server's refusal of credits a reservation used, and changes nothing", async () => {
    const { list: credits } = render({ remove: () => failed(errorOf(CATALOGUE_ERRORS.availableClassInUse)) });
    await table();
    await userEvent.click(within(rowOf('Ana López')).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(CATALOGUE_ERRORS.availableClassInUse.message)).toBeTruthy();
    expect(credits.calls.list).toHaveLength(1);
    expect(rowOf('Ana López')).toBeTruthy();
  });
});
