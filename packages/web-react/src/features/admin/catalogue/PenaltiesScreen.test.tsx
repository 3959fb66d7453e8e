import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PenaltyListRow } from '@estudio/core';
import { deskCustomer } from '../testing/deskFixtures.js';
import { answered, deskCustomersStub, deskStub } from '../testing/deskStub.js';
import { SLOW } from '../testing/renderAdmin.js';
import { catalogueListSuite } from './testing/catalogueListSuite.js';
import { desktopViewport } from './testing/catalogueScreen.js';

/** Runs until 1 December (the tests' now is 26 November 2026, 10:00 in Mexico City). */
const ANA: PenaltyListRow = {
  penalty_id: 11, customer_id: 3, reason: 'Tres inasistencias', end_date: '2026-12-01T06:00:00.000Z',
  customer: { name: 'Ana', last_name: 'López', email: 'ana@ejemplo.mx' },
};
/** Ended on 1 November. */
const BETY: PenaltyListRow = {
  penalty_id: 12, customer_id: 4, reason: 'Cancelaciones tardías', end_date: '2026-11-01T06:00:00.000Z',
  customer: { name: 'Beatriz', last_name: 'Sánchez', email: 'bety@ejemplo.mx' },
};
const paola = deskCustomer({ customer_id: 9, uid: 'paola', name: 'Paola', last_name: 'Ruiz', email: 'paola@ejemplo.mx', phone: '5511112222' });

const { render, table, rowOf } = catalogueListSuite({
  route: '/admin/penalizaciones',
  stubKey: 'penalties',
  rows: [ANA, BETY],
  idOf: (row) => row.penalty_id,
  nameOf: (row) => `${row.customer?.name} ${row.customer?.last_name}`,
  baseQuery: { active: true },
  ports: () => ({
    desk: deskStub({ search: () => answered([paola]) }),
    deskCustomers: deskCustomersStub({ liftPenalty: (id) => answered({ ...ANA, penalty_id: id }) }),
  }),
  texts: {
    title: 'Penalizaciones',
    countTwo: '2 penalizaciones',
    countOne: '1 penalización',
    search: 'Buscar penalización',
    typed: 'ana',
    empty: 'No hay penalizaciones aquí. Crea una con «Nueva».',
    noMatchesZzz: 'No hay penalizaciones con «zzz».',
    deleteConfirm: '¿Eliminar la penalización de Beatriz Sánchez? Desaparece también de su historial de penalizaciones. Esta acción no se puede deshacer.',
    deleted: 'Penalización borrada del historial.',
  },
});

desktopViewport();

describe("'Penalizaciones': its columns, filter, lift and panel", SLOW, () => {
  it("shows each reason, end and state; only a running one offers 'Quitar penalización'", async () => {
    render();
    await table();
    const ana = rowOf('Ana López');
    expect(within(ana).getByText('Tres inasistencias')).toBeTruthy();
    expect(within(ana).getByText('Activa')).toBeTruthy();
    expect(within(ana).getByText(/1 dic/i)).toBeTruthy();
    expect(within(ana).getByRole('button', { name: 'Quitar penalización' }).getAttribute('aria-describedby')).toBe('penalty-name-11');
    const bety = rowOf('Beatriz Sánchez');
    expect(within(bety).getByText('Terminada')).toBeTruthy();
    expect(within(bety).queryByRole('button', { name: 'Quitar penalización' })).toBeNull();
  });

  it('asks for the ended ones or all of them, the choice in the address', async () => {
    const { list: penalties } = render();
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'terminadas');
    await waitFor(() => expect(penalties.calls.list.at(-1)).toEqual([{ active: false, page: 1, per_page: 25 }]));
    await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'todas');
    await waitFor(() => expect(penalties.calls.list.at(-1)).toEqual([{ page: 1, per_page: 25 }]));
  });

  it('opens on the filter of its address', async () => {
    const { list: penalties } = render({}, '/admin/penalizaciones?estado=terminadas');
    await table();
    expect(penalties.calls.list).toEqual([[{ active: false, page: 1, per_page: 25 }]]);
    expect((screen.getByLabelText('Mostrar') as HTMLSelectElement).value).toBe('terminadas');
  });

  it("'Quitar penalización' asks 'Precaución', then lifts it as the customer page does and reloads", async () => {
    const { list: penalties, deskCustomers } = render();
    await table();
    await userEvent.click(within(rowOf('Ana López')).getByRole('button', { name: 'Quitar penalización' }));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(within(dialog).getByText('¿Quitar la penalización de Ana López? Podrá reservar de inmediato.')).toBeTruthy();
    expect(deskCustomers.calls.liftPenalty).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar penalización' }));
    await waitFor(() => expect(deskCustomers.calls.liftPenalty).toEqual([[11]]));
    await waitFor(() => expect(penalties.calls.list).toHaveLength(2));
  });

  it("creates one with 'Nueva': the customer picked, the reason and the end day (its start in the studio)", async () => {
    const { list: penalties } = render({ create: (body) => answered({ ...ANA, penalty_id: 20, ...body }) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva penalización' });
    await userEvent.type(within(panel).getByLabelText(/^Motivo/), 'Faltó tres veces');
    await userEvent.type(within(panel).getByLabelText(/^Fecha de fin/), '2026-12-05');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Elige a la clienta.')).toBeTruthy();
    expect(penalties.calls.create).toHaveLength(0);
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Buscar cliente' }), 'pao');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Elegir a Paola Ruiz' }, { timeout: 2000 }));
    expect(within(panel).getByText('paola@ejemplo.mx')).toBeTruthy();
    expect(within(panel).queryByText('Elige a la clienta.')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Penalización creada.')).toBeTruthy();
    expect(penalties.calls.create).toEqual([[{ customer_id: 9, reason: 'Faltó tres veces', end_date: '2026-12-05T00:00:00.000-06:00' }]]);
    await waitFor(() => expect(penalties.calls.list).toHaveLength(2));
  });

  it('checks the reason and the end day with the schema, next to each field', async () => {
    const { list: penalties } = render();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva penalización' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Debes llenar este campo.')).toBeTruthy();
    expect(within(panel).getByText('Ingresa una fecha válida.')).toBeTruthy();
    expect(penalties.calls.create).toHaveLength(0);
  });

  it("edits one with 'Editar': her name fixed, the reason and end prefilled, an update", async () => {
    const { list: penalties } = render({ update: (id, body) => answered({ ...ANA, ...body, penalty_id: id }) });
    await table();
    await userEvent.click(within(rowOf('Ana López')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar penalización' });
    expect(within(panel).getByText('ana@ejemplo.mx')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Cambiar' })).toBeNull();
    expect((within(panel).getByLabelText(/^Fecha de fin/) as HTMLInputElement).value).toBe('2026-12-01');
    const reason = within(panel).getByLabelText(/^Motivo/);
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Cuatro inasistencias');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Penalización guardada.')).toBeTruthy();
    expect(penalties.calls.update).toEqual([[11, { reason: 'Cuatro inasistencias', end_date: '2026-12-01T00:00:00.000-06:00' }]]);
    expect(penalties.calls.create).toHaveLength(0);
  });
});
