import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, REQUEST_ERRORS, type Tag } from '@estudio/core';
import { answered, failed } from '../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';
import { catalogueListSuite } from './testing/catalogueListSuite.js';
import { PHONE, desktopViewport } from './testing/catalogueScreen.js';

const FUERZA: Tag = { tag_id: 1, name: 'Fuerza', color: '#00796b', type: 'video' };
const CARDIO: Tag = { tag_id: 2, name: 'Cardio', color: null, type: null };

const { render, table, rowOf } = catalogueListSuite({
  route: '/admin/etiquetas',
  stubKey: 'tags',
  rows: [FUERZA, CARDIO],
  idOf: (row) => row.tag_id,
  nameOf: (row) => row.name,
  texts: {
    title: 'Etiquetas',
    countTwo: '2 etiquetas',
    countOne: '1 etiqueta',
    search: 'Buscar etiqueta',
    typed: 'fuer',
    empty: 'Aún no hay etiquetas. Crea la primera con «Nueva».',
    noMatchesZzz: 'No hay etiquetas con «zzz».',
    deleteConfirm: '¿Eliminar la etiqueta «Cardio»? Las clases y los videos que la tienen la perderán. Esta acción no se puede deshacer.',
    deleted: 'Etiqueta eliminada.',
  },
});

const viewport = desktopViewport();

describe("'Etiquetas': its columns and panel", SLOW, () => {
  it('lists a page of tags, each colour as a swatch and its value, asking the server for the first page', async () => {
    const { list: tags } = render();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Etiquetas' })).toBeTruthy();
    expect(screen.getByText('2 etiquetas')).toBeTruthy();
    const fuerza = rowOf('Fuerza');
    expect(within(fuerza).getByText('#00796B')).toBeTruthy();
    const swatch = fuerza.querySelector('[aria-hidden="true"][style]') as HTMLElement;
    expect(swatch.style.backgroundColor).toBe('rgb(0, 121, 107)');
    expect(within(fuerza).getByText('video')).toBeTruthy();
    expect(within(rowOf('Cardio')).getByText('Sin color')).toBeTruthy();
    expect(within(rowOf('Cardio')).getByText('Cualquiera')).toBeTruthy();
    expect(within(fuerza).getByRole('button', { name: 'Editar' }).getAttribute('aria-describedby')).toBe('tag-name-1');
    expect(tags.calls.list).toEqual([[{ page: 1, per_page: 25 }]]);
  });

  it("creates one with 'Nueva', its colour checked by the API's schema, then reloads", async () => {
    const { list: tags } = render({ create: (body) => answered({ tag_id: 9, name: body.name, color: body.color ?? null, type: body.type ?? null }) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Debes llenar este campo.')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), ' Yoga ');
    await userEvent.type(within(panel).getByLabelText(/^Color/), 'rojo');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect((within(panel).getByLabelText(/^Color/) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect(tags.calls.create).toHaveLength(0);
    await userEvent.clear(within(panel).getByLabelText(/^Color/));
    await userEvent.type(within(panel).getByLabelText(/^Color/), '#C2185B');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Etiqueta creada.')).toBeTruthy();
    expect(tags.calls.create).toEqual([[{ name: 'Yoga', color: '#C2185B', type: null }]]);
    await waitFor(() => expect(tags.calls.list).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Nueva etiqueta' })).toBeNull();
  });

  it("keeps the server's refusal in the panel", async () => {
    render({ create: () => failed(errorOf(REQUEST_ERRORS.invalidBody, 'El nombre es demasiado largo.')) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Yoga');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('El nombre es demasiado largo.')).toBeTruthy();
  });

  it("edits one with 'Editar', prefilled; an emptied colour is sent as none", async () => {
    const { list: tags } = render({ update: (id, body) => answered({ ...FUERZA, ...body, tag_id: id }) });
    await table();
    await userEvent.click(within(rowOf('Fuerza')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar etiqueta' });
    expect((within(panel).getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Fuerza');
    expect((within(panel).getByLabelText(/^Tipo/) as HTMLInputElement).value).toBe('video');
    const color = within(panel).getByLabelText(/^Color/) as HTMLInputElement;
    expect(color.value).toBe('#00796b');
    await userEvent.clear(color);
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Etiqueta guardada.')).toBeTruthy();
    expect(tags.calls.update).toEqual([[1, { name: 'Fuerza', color: null, type: 'video' }]]);
    await waitFor(() => expect(tags.calls.list).toHaveLength(2));
  });

  it('shows a card a tag on a phone, with its colour value', async () => {
    viewport.resize(PHONE);
    render();
    const cards = await screen.findByRole('list', { name: 'Etiquetas' }, FIRST_LOAD);
    expect(within(cards).getByText('#00796B')).toBeTruthy();
    expect(within(cards).getAllByRole('button', { name: 'Editar' })).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

});
