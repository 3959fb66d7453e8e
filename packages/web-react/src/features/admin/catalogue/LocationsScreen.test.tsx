import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_ERRORS, errorOf, REQUEST_ERRORS, type CataloguePage, type DeskCatalogueApi, type Location } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { installViewport } from '../../../testing/viewport.js';
import { answered, deskCatalogueStub, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';

const ROMA: Location = { location_id: 1, name: 'Estudio Roma', address: 'Colima 123' };
const CONDESA: Location = { location_id: 2, name: 'Estudio Condesa', address: null };
const page = (rows: Location[] = [ROMA, CONDESA], total = rows.length) => answered<CataloguePage<Location>>({ rows, total });

const renderLocations = (answers: Partial<DeskCatalogueApi['locations']> = {}, route = '/admin/ubicaciones') => {
  const catalogue = deskCatalogueStub({ locations: { list: () => page(), ...answers } });
  const rendered = renderAdmin(route, { deskCatalogue: catalogue });
  return { ...rendered, locations: catalogue.locations };
};
const table = () => screen.findByRole('table', { name: 'Ubicaciones' }, FIRST_LOAD);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

let undoViewport: () => void = () => undefined;
beforeEach(() => {
  undoViewport = installViewport(1280);
});
afterEach(() => undoViewport());

describe("'Ubicaciones'", SLOW, () => {
  it('lists a page of locations with their count, asking the server for the first page', async () => {
    const { locations } = renderLocations();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Ubicaciones' })).toBeTruthy();
    expect(screen.getByText('2 ubicaciones')).toBeTruthy();
    expect(within(rowOf('Estudio Roma')).getByText('Colima 123')).toBeTruthy();
    expect(within(rowOf('Estudio Condesa')).getByText('Sin dirección')).toBeTruthy();
    const edit = within(rowOf('Estudio Roma')).getByRole('button', { name: 'Editar' });
    expect(edit.getAttribute('aria-describedby')).toBe('location-name-1');
    expect(locations.calls.list).toEqual([[{ page: 1, per_page: 25 }]]);
  });

  it('searches on the server, the search in the address', async () => {
    const { locations } = renderLocations({ list: (query) => (query.query ? page([ROMA], 1) : page()) });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar ubicación' }), 'roma');
    await waitFor(() => expect(locations.calls.list.at(-1)).toEqual([{ query: 'roma', page: 1, per_page: 25 }]));
    expect(await screen.findByText('1 ubicación')).toBeTruthy();
    expect(screen.queryByText('Estudio Condesa')).toBeNull();
  });

  it('opens on the search and page of its address, and says when nothing matches', async () => {
    const { locations } = renderLocations({ list: () => page([], 0) }, '/admin/ubicaciones?q=zzz');
    expect(await screen.findByText('No hay ubicaciones con «zzz».', {}, FIRST_LOAD)).toBeTruthy();
    expect(locations.calls.list).toEqual([[{ query: 'zzz', page: 1, per_page: 25 }]]);
  });

  it('says when there is no location yet', async () => {
    renderLocations({ list: () => page([], 0) });
    expect(await screen.findByText('Aún no hay ubicaciones. Crea la primera con «Nueva».', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows skeletons while loading, and a failure with Reintentar', async () => {
    let calls = 0;
    const { locations } = renderLocations({ list: () => (++calls === 1 ? failed() : page()) });
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await table();
    expect(locations.calls.list).toHaveLength(2);
  });

  it('marks the table busy while loading', async () => {
    renderLocations({ list: () => never() });
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
  });

  it("creates one with 'Nueva', checked by the API's schema, then reloads", async () => {
    const { locations } = renderLocations({ create: (body) => answered({ location_id: 9, name: body.name, address: body.address ?? null }) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva ubicación' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Debes llenar este campo.')).toBeTruthy();
    expect(locations.calls.create).toHaveLength(0);
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), '  Estudio Coyoacán ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ubicación creada.')).toBeTruthy();
    expect(locations.calls.create).toEqual([[{ name: 'Estudio Coyoacán', address: null }]]);
    await waitFor(() => expect(locations.calls.list).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Nueva ubicación' })).toBeNull();
  });

  it("keeps the server's refusal in the panel", async () => {
    renderLocations({ create: () => failed(errorOf(REQUEST_ERRORS.invalidBody, 'El nombre es demasiado largo.')) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva ubicación' });
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Sede');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('El nombre es demasiado largo.')).toBeTruthy();
  });

  it("edits one with 'Editar', prefilled, and saves with 'Guardar'", async () => {
    const { locations } = renderLocations({ update: (id, body) => answered({ ...ROMA, ...body, location_id: id }) });
    await table();
    await userEvent.click(within(rowOf('Estudio Roma')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar ubicación' });
    expect((within(panel).getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Estudio Roma');
    const address = within(panel).getByLabelText(/^Dirección/) as HTMLInputElement;
    expect(address.value).toBe('Colima 123');
    await userEvent.clear(address);
    await userEvent.type(address, 'Colima 125');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ubicación guardada.')).toBeTruthy();
    expect(locations.calls.update).toEqual([[1, { name: 'Estudio Roma', address: 'Colima 125' }]]);
    await waitFor(() => expect(locations.calls.list).toHaveLength(2));
  });

  it("deletes only after 'Precaución'", async () => {
    const { locations } = renderLocations({ remove: () => answered(CONDESA) });
    await table();
    await userEvent.click(within(rowOf('Estudio Condesa')).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(within(dialog).getByText('¿Eliminar la ubicación «Estudio Condesa»? Esta acción no se puede deshacer.')).toBeTruthy();
    expect(locations.calls.remove).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Ubicación eliminada.')).toBeTruthy();
    expect(locations.calls.remove).toEqual([[2]]);
    await waitFor(() => expect(locations.calls.list).toHaveLength(2));
  });

  it("shows the server's refusal of a location with classes and changes nothing", async () => {
    const { locations } = renderLocations({ remove: () => failed(errorOf(CATALOGUE_ERRORS.locationInUse)) });
    await table();
    await userEvent.click(within(rowOf('Estudio Roma')).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No puedes eliminar esta ubicación porque tiene clases registradas.')).toBeTruthy();
    expect(locations.calls.list).toHaveLength(1);
    expect(rowOf('Estudio Roma')).toBeTruthy();
  });

  it('cancelling the confirm sends nothing', async () => {
    const { locations } = renderLocations();
    await table();
    await userEvent.click(within(rowOf('Estudio Roma')).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Cancelar' }));
    expect(locations.calls.remove).toHaveLength(0);
  });

  it('shows a card a location on a phone, with its buttons', async () => {
    undoViewport();
    undoViewport = installViewport(375);
    renderLocations();
    const cards = await screen.findByRole('list', { name: 'Ubicaciones' }, FIRST_LOAD);
    expect(within(cards).getByText('Estudio Roma')).toBeTruthy();
    expect(within(cards).getAllByRole('button', { name: 'Editar' })).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is for the admin only: the front desk (staff) reads so, and nothing is asked', async () => {
    const catalogue = deskCatalogueStub({ locations: { list: () => page() } });
    renderAdmin('/admin/ubicaciones', { deskCatalogue: catalogue }, { signedInAs: demoFixtures.accounts.recepcion.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo para administración' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ubicaciones' })).toBeNull();
    expect(catalogue.locations.calls.list).toHaveLength(0);
  });

  it('has no serious axe violation', async () => {
    renderLocations();
    await table();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
