import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_ERRORS, errorOf, type ClassCategory } from '@estudio/core';
import { answered, failed } from '../testing/deskStub.js';
import { SLOW } from '../testing/renderAdmin.js';
import { catalogueListSuite } from './testing/catalogueListSuite.js';
import { desktopViewport } from './testing/catalogueScreen.js';

const YOGA: ClassCategory = { class_category_id: 1, name: 'Yoga', handle: 'yoga', description: 'Posturas y respiración', available: true };
const BARRE: ClassCategory = { class_category_id: 2, name: 'Barre', handle: 'barre', description: null, available: false };

const { render, table, rowOf } = catalogueListSuite({
  route: '/admin/categorias',
  stubKey: 'categories',
  rows: [YOGA, BARRE],
  idOf: (row) => row.class_category_id,
  nameOf: (row) => row.name,
  texts: {
    title: 'Categorías',
    countTwo: '2 categorías',
    countOne: '1 categoría',
    search: 'Buscar categoría',
    typed: 'yog',
    empty: 'Aún no hay categorías. Crea la primera con «Nueva».',
    noMatchesZzz: 'No hay categorías con «zzz».',
    deleteConfirm: '¿Eliminar la categoría «Barre»? Sus clases y videos quedarán sin categoría. Esta acción no se puede deshacer.',
    deleted: 'Categoría eliminada.',
  },
});

desktopViewport();

describe("'Categorías': its columns and panel", SLOW, () => {
  it('shows each handle, description and whether customers see it', async () => {
    render();
    await table();
    expect(within(rowOf('Yoga')).getByText('yoga')).toBeTruthy();
    expect(within(rowOf('Yoga')).getByText('Posturas y respiración')).toBeTruthy();
    expect(within(rowOf('Yoga')).getByText('Disponible')).toBeTruthy();
    expect(within(rowOf('Barre')).getByText('Sin descripción')).toBeTruthy();
    expect(within(rowOf('Barre')).getByText('Oculta')).toBeTruthy();
  });

  it("creates one with 'Nueva' (id 'nueva', available by default), checked by the API's schema", async () => {
    const { list: categories } = render({ create: (body) => answered({ ...YOGA, class_category_id: 9, name: body.name, handle: body.handle }) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    expect((within(panel).getByLabelText('Disponible para las clientas') as HTMLInputElement).checked).toBe(true);
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Yoga suave');
    await userEvent.type(within(panel).getByLabelText(/^Identificador/), 'Yoga Suave');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Usa solo letras minúsculas, números y guiones.')).toBeTruthy();
    expect(categories.calls.create).toHaveLength(0);
    await userEvent.clear(within(panel).getByLabelText(/^Identificador/));
    await userEvent.type(within(panel).getByLabelText(/^Identificador/), 'yoga-suave');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Categoría creada.')).toBeTruthy();
    expect(categories.calls.create).toEqual([[{ name: 'Yoga suave', handle: 'yoga-suave', description: null, available: true }]]);
    expect(categories.calls.update).toHaveLength(0);
    await waitFor(() => expect(categories.calls.list).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Nueva categoría' })).toBeNull();
  });

  it("edits one with 'Editar' (its numeric id: an update), prefilled, and can hide it", async () => {
    const { list: categories } = render({ update: (id, body) => answered({ ...YOGA, ...body, class_category_id: id }) });
    await table();
    await userEvent.click(within(rowOf('Yoga')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar categoría' });
    expect((within(panel).getByLabelText(/^Identificador/) as HTMLInputElement).value).toBe('yoga');
    await userEvent.click(within(panel).getByLabelText('Disponible para las clientas'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Categoría guardada.')).toBeTruthy();
    expect(categories.calls.update).toEqual([[1, { name: 'Yoga', handle: 'yoga', description: 'Posturas y respiración', available: false }]]);
    expect(categories.calls.create).toHaveLength(0);
  });

  it("keeps the server's refusal of a taken handle in the panel", async () => {
    render({ create: () => failed(errorOf(CATALOGUE_ERRORS.classCategoryHandleTaken)) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Yoga');
    await userEvent.type(within(panel).getByLabelText(/^Identificador/), 'yoga');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText(CATALOGUE_ERRORS.classCategoryHandleTaken.message)).toBeTruthy();
  });
});
