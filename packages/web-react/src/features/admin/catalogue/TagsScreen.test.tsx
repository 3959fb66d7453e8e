import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, REQUEST_ERRORS, type CataloguePage, type DeskCatalogueApi, type Tag } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { installViewport } from '../../../testing/viewport.js';
import { answered, deskCatalogueStub, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';

const FUERZA: Tag = { tag_id: 1, name: 'Fuerza', color: '#00796b', type: 'video' };
const CARDIO: Tag = { tag_id: 2, name: 'Cardio', color: null, type: null };
const page = (rows: Tag[] = [FUERZA, CARDIO], total = rows.length) => answered<CataloguePage<Tag>>({ rows, total });

const renderTags = (answers: Partial<DeskCatalogueApi['tags']> = {}, route = '/admin/etiquetas') => {
  const catalogue = deskCatalogueStub({ tags: { list: () => page(), ...answers } });
  const rendered = renderAdmin(route, { deskCatalogue: catalogue });
  return { ...rendered, tags: catalogue.tags };
};
const table = () => screen.findByRole('table', { name: 'Etiquetas' }, FIRST_LOAD);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

let undoViewport: () => void = () => undefined;
beforeEach(() => {
  undoViewport = installViewport(1280);
});
afterEach(() => undoViewport());

describe("'Etiquetas'", SLOW, () => {
  it('lists a page of tags, each colour as a swatch and its value, asking the server for the first page', async () => {
    const { tags } = renderTags();
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

  it('searches on the server, the search in the address', async () => {
    const { tags } = renderTags({ list: (query) => (query.query ? page([FUERZA], 1) : page()) });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar etiqueta' }), 'fuer');
    await waitFor(() => expect(tags.calls.list.at(-1)).toEqual([{ query: 'fuer', page: 1, per_page: 25 }]));
    expect(await screen.findByText('1 etiqueta')).toBeTruthy();
    expect(screen.queryByText('Cardio')).toBeNull();
  });

  it('opens on the search of its address, and says when nothing matches or there is none', async () => {
    const { tags } = renderTags({ list: () => page([], 0) }, '/admin/etiquetas?q=zzz');
    expect(await screen.findByText('No hay etiquetas con «zzz».', {}, FIRST_LOAD)).toBeTruthy();
    expect(tags.calls.list).toEqual([[{ query: 'zzz', page: 1, per_page: 25 }]]);
  });

  it('says when there is no tag yet', async () => {
    renderTags({ list: () => page([], 0) });
    expect(await screen.findByText('Aún no hay etiquetas. Crea la primera con «Nueva».', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows a failure with Reintentar, and the loading state busy', async () => {
    let calls = 0;
    const { tags } = renderTags({ list: () => (++calls === 1 ? failed() : page()) });
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await table();
    expect(tags.calls.list).toHaveLength(2);
  });

  it('marks the table busy while loading', async () => {
    renderTags({ list: () => never() });
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
  });

  it("creates one with 'Nueva', its colour checked by the API's schema, then reloads", async () => {
    const { tags } = renderTags({ create: (body) => answered({ tag_id: 9, name: body.name, color: body.color ?? null, type: body.type ?? null }) });
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
    renderTags({ create: () => failed(errorOf(REQUEST_ERRORS.invalidBody, 'El nombre es demasiado largo.')) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Yoga');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('El nombre es demasiado largo.')).toBeTruthy();
  });

  it("edits one with 'Editar', prefilled; an emptied colour is sent as none", async () => {
    const { tags } = renderTags({ update: (id, body) => answered({ ...FUERZA, ...body, tag_id: id }) });
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

  it("deletes only after 'Precaución', which says classes and videos lose it", async () => {
    const { tags } = renderTags({ remove: () => answered(CARDIO) });
    await table();
    await userEvent.click(within(rowOf('Cardio')).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(within(dialog).getByText('¿Eliminar la etiqueta «Cardio»? Las clases y los videos que la tienen la perderán. Esta acción no se puede deshacer.')).toBeTruthy();
    expect(tags.calls.remove).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Etiqueta eliminada.')).toBeTruthy();
    expect(tags.calls.remove).toEqual([[2]]);
    await waitFor(() => expect(tags.calls.list).toHaveLength(2));
  });

  it('cancelling the confirm sends nothing', async () => {
    const { tags } = renderTags();
    await table();
    await userEvent.click(within(rowOf('Fuerza')).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Cancelar' }));
    expect(tags.calls.remove).toHaveLength(0);
  });

  it('shows a card a tag on a phone, with its colour value', async () => {
    undoViewport();
    undoViewport = installViewport(375);
    renderTags();
    const cards = await screen.findByRole('list', { name: 'Etiquetas' }, FIRST_LOAD);
    expect(within(cards).getByText('#00796B')).toBeTruthy();
    expect(within(cards).getAllByRole('button', { name: 'Editar' })).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is for the admin only: the front desk (staff) reads so, and nothing is asked', async () => {
    const catalogue = deskCatalogueStub({ tags: { list: () => page() } });
    renderAdmin('/admin/etiquetas', { deskCatalogue: catalogue }, { signedInAs: demoFixtures.accounts.recepcion.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo para administración' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Etiquetas' })).toBeNull();
    expect(catalogue.tags.calls.list).toHaveLength(0);
  });

  it('has no serious axe violation', async () => {
    renderTags();
    await table();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
