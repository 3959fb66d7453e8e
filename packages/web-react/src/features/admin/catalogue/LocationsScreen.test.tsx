import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_ERRORS, errorOf, REQUEST_ERRORS, type Location } from '@estudio/core';
import { answered, failed } from '../testing/deskStub.js';
import { SLOW } from '../testing/renderAdmin.js';
import { catalogueListSuite } from './testing/catalogueListSuite.js';
import { desktopViewport } from './testing/catalogueScreen.js';

const ROMA: Location = { location_id: 1, name: 'Estudio Roma', address: 'Colima 123' };
const CONDESA: Location = { location_id: 2, name: 'Estudio Condesa', address: null };

const { render, table, rowOf } = catalogueListSuite({
  route: '/admin/ubicaciones',
  stubKey: 'locations',
  rows: [ROMA, CONDESA],
  idOf: (row) => row.location_id,
  nameOf: (row) => row.name,
  texts: {
    title: 'Ubicaciones',
    countTwo: '2 ubicaciones',
    countOne: '1 ubicación',
    search: 'Buscar ubicación',
    typed: 'roma',
    empty: 'Aún no hay ubicaciones. Crea la primera con «Nueva».',
    noMatchesZzz: 'No hay ubicaciones con «zzz».',
    deleteConfirm: '¿Eliminar la ubicación «Estudio Condesa»? Esta acción no se puede deshacer.',
    deleted: 'Ubicación eliminada.',
  },
});

desktopViewport();

describe("'Ubicaciones': its columns and panel", SLOW, () => {
  it('lists a page of locations with their count, asking the server for the first page', async () => {
    const { list: locations } = render();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Ubicaciones' })).toBeTruthy();
    expect(screen.getByText('2 ubicaciones')).toBeTruthy();
    expect(within(rowOf('Estudio Roma')).getByText('Colima 123')).toBeTruthy();
    expect(within(rowOf('Estudio Condesa')).getByText('Sin dirección')).toBeTruthy();
    const edit = within(rowOf('Estudio Roma')).getByRole('button', { name: 'Editar' });
    expect(edit.getAttribute('aria-describedby')).toBe('location-name-1');
    expect(locations.calls.list).toEqual([[{ page: 1, per_page: 25 }]]);
  });

  it("creates one with 'Nueva', checked by the API's schema, then reloads", async () => {
    const { list: locations } = render({ create: (body) => answered({ location_id: 9, name: body.name, address: body.address ?? null }) });
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
    render({ create: () => failed(errorOf(REQUEST_ERRORS.invalidBody, 'El nombre es demasiado largo.')) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva ubicación' });
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Sede');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('El nombre es demasiado largo.')).toBeTruthy();
  });

  it("edits one with 'Editar', prefilled, and saves with 'Guardar'", async () => {
    const { list: locations } = render({ update: (id, body) => answered({ ...ROMA, ...body, location_id: id }) });
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

  it("shows the server's refusal of a location with classes and changes nothing", async () => {
    const { list: locations } = render({ remove: () => failed(errorOf(CATALOGUE_ERRORS.locationInUse)) });
    await table();
    await userEvent.click(within(rowOf('Estudio Roma')).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No puedes eliminar esta ubicación porque tiene clases registradas.')).toBeTruthy();
    expect(locations.calls.list).toHaveLength(1);
    expect(rowOf('Estudio Roma')).toBeTruthy();
  });

});
