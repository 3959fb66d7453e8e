import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, REQUEST_ERRORS, type Program } from '@estudio/core';
import { answered, failed } from '../testing/deskStub.js';
import { SLOW } from '../testing/renderAdmin.js';
import { catalogueListSuite } from './testing/catalogueListSuite.js';
import { desktopViewport } from './testing/catalogueScreen.js';

const RETO: Program = { program_id: 1, name: 'Reto 21 días', description: 'Una clase al día', file: null, available: true };
const BASICO: Program = { program_id: 2, name: 'Básico', description: null, file: null, available: false };

const { render, table, rowOf } = catalogueListSuite({
  route: '/admin/programas',
  stubKey: 'programs',
  rows: [RETO, BASICO],
  idOf: (row) => row.program_id,
  nameOf: (row) => row.name,
  texts: {
    title: 'Programas',
    countTwo: '2 programas',
    countOne: '1 programa',
    search: 'Buscar programa',
    typed: 'reto',
    empty: 'Aún no hay programas. Crea el primero con «Nuevo».',
    noMatchesZzz: 'No hay programas con «zzz».',
    deleteConfirm: '¿Eliminar el programa «Básico»? Sus clases y videos quedarán fuera de él. Esta acción no se puede deshacer.',
    deleted: 'Programa eliminado.',
  },
});

desktopViewport();

describe("'Programas': its columns and panel", SLOW, () => {
  it('shows each description and whether customers see it', async () => {
    render();
    await table();
    expect(within(rowOf('Reto 21 días')).getByText('Una clase al día')).toBeTruthy();
    expect(within(rowOf('Reto 21 días')).getByText('Disponible')).toBeTruthy();
    expect(within(rowOf('Básico')).getByText('Sin descripción')).toBeTruthy();
    expect(within(rowOf('Básico')).getByText('Oculto')).toBeTruthy();
  });

  it("creates one with 'Nuevo' (spec 4: not numeric, a create), with spec 8's program notice", async () => {
    const { list: programs } = render({ create: (body) => answered({ ...RETO, program_id: 9, name: body.name }) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo programa' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Debes llenar este campo.')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), ' Fuerza 8 semanas ');
    await userEvent.type(within(panel).getByLabelText(/^Descripción/), 'Tres clases por semana');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Programa guardado.')).toBeTruthy();
    expect(programs.calls.create).toEqual([[{ name: 'Fuerza 8 semanas', description: 'Tres clases por semana', available: true }]]);
    await waitFor(() => expect(programs.calls.list).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Nuevo programa' })).toBeNull();
  });

  it("edits one with 'Editar' (numeric id: an update); an emptied description is sent as none", async () => {
    const { list: programs } = render({ update: (id, body) => answered({ ...RETO, ...body, program_id: id }) });
    await table();
    await userEvent.click(within(rowOf('Reto 21 días')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar programa' });
    await userEvent.clear(within(panel).getByLabelText(/^Descripción/));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Programa guardado.')).toBeTruthy();
    expect(programs.calls.update).toEqual([[1, { name: 'Reto 21 días', description: null, available: true }]]);
  });

  it("keeps the server's refusal in the panel", async () => {
    render({ create: () => failed(errorOf(REQUEST_ERRORS.invalidBody, 'El nombre es demasiado largo.')) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo programa' });
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Reto');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('El nombre es demasiado largo.')).toBeTruthy();
  });
});
