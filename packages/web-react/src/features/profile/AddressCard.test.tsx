import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoPorts } from '@estudio/core/testing';
import { addressCard, renderProfile, storedSocia } from './testing/render.js';

const withoutAddress = (fakes: DemoPorts) => {
  storedSocia(fakes).address = null;
};

const field = (name: RegExp) => addressCard().getByRole('textbox', { name });

describe("/mystudio/informacion, 'Dirección de Facturación'", () => {
  it('shows her address in lines, and form 6 in the edit mode', async () => {
    await renderProfile();
    expect(addressCard().getByText('Ciudad de México, CDMX, México')).toBeTruthy();
    await userEvent.click(addressCard().getByRole('button', { name: 'Editar dirección de facturación' }));
    expect((field(/^Ciudad/) as HTMLInputElement).value).toBe('Ciudad de México');
    expect(field(/^Calle \(Opcional\)/)).toBeTruthy();
    expect(addressCard().getByRole('spinbutton', { name: /Código postal \(Opcional\)/ })).toBeTruthy();
  });

  it("reads as not loaded when the city is null: the empty text and 'Agregar dirección'", async () => {
    await renderProfile({ prepare: (fakes) => (storedSocia(fakes).address = { city: null, state: 'CDMX', country: 'México' }) });
    expect(addressCard().getByText('Aún no has agregado tu dirección de facturación.')).toBeTruthy();
    expect(addressCard().getByRole('button', { name: 'Agregar dirección' })).toBeTruthy();
    expect(addressCard().queryByRole('button', { name: 'Editar dirección de facturación' })).toBeNull();
  });

  it("refuses a missing city with 'Debes agregar tu ciudad.' and sends nothing", async () => {
    const { services } = await renderProfile();
    const update = vi.spyOn(services.api.addresses, 'update');
    const create = vi.spyOn(services.api.addresses, 'create');
    await userEvent.click(addressCard().getByRole('button', { name: 'Editar dirección de facturación' }));
    await userEvent.clear(field(/^Ciudad/));
    await userEvent.click(addressCard().getByRole('button', { name: 'Guardar' }));
    expect(addressCard().getByRole('alert').textContent).toBe('Revisa el campo: Ciudad');
    expect(addressCard().getByText('Debes agregar tu ciudad.')).toBeTruthy();
    expect(field(/^Ciudad/).getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(field(/^Estado/));
    await userEvent.clear(field(/^País/));
    await userEvent.click(addressCard().getByRole('button', { name: 'Guardar' }));
    expect(addressCard().getByRole('alert').textContent).toBe('Revisa los campos faltantes o inválidos.');
    expect(addressCard().getByText('Debes agregar tu estado.')).toBeTruthy();
    expect(addressCard().getByText('Debes agregar tu país.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it("creates her first address, then updates it (spec 4, Save rule), each with 'Dirección guardada.'", async () => {
    const { services } = await renderProfile({ prepare: withoutAddress });
    const create = vi.spyOn(services.api.addresses, 'create');
    const update = vi.spyOn(services.api.addresses, 'update');
    await userEvent.click(addressCard().getByRole('button', { name: 'Agregar dirección' }));
    await userEvent.type(field(/^Calle/), 'Av. Álvaro Obregón');
    await userEvent.type(field(/^Número/), '250');
    await userEvent.type(field(/^Ciudad/), 'Ciudad de México');
    await userEvent.type(field(/^Estado/), 'CDMX');
    await userEvent.type(field(/^País/), 'México');
    await userEvent.click(addressCard().getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Dirección guardada.')).toBeTruthy();
    expect(await addressCard().findByText('Av. Álvaro Obregón 250')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(storedSocia(services.fakes).address).toMatchObject({ street: 'Av. Álvaro Obregón', city: 'Ciudad de México' });

    await userEvent.click(addressCard().getByRole('button', { name: 'Editar dirección de facturación' }));
    await userEvent.type(field(/^Interior/), '4B');
    await userEvent.click(addressCard().getByRole('button', { name: 'Guardar' }));
    expect(await addressCard().findByText('Av. Álvaro Obregón 250, Int. 4B')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(storedSocia(services.fakes).address).toMatchObject({ interior_number: '4B', state: 'CDMX' });
  });

  it("cancelling an edit sends nothing, reloads her address and goes back to the view mode", async () => {
    const { services } = await renderProfile();
    const reads = vi.spyOn(services.api.addresses, 'mine');
    const update = vi.spyOn(services.api.addresses, 'update');
    await userEvent.click(addressCard().getByRole('button', { name: 'Editar dirección de facturación' }));
    await userEvent.clear(field(/^Ciudad/));
    await userEvent.type(field(/^Ciudad/), 'Puebla');
    await userEvent.click(addressCard().getByRole('button', { name: 'Cancelar' }));
    expect(addressCard().getByText('Ciudad de México, CDMX, México')).toBeTruthy();
    await waitFor(() => expect(reads).toHaveBeenCalled());
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the card and stays in the edit mode", async () => {
    await renderProfile({
      prepare: ({ api }) => api.failNext('addresses.update', { code: 'server', message: 'No pudimos guardar tu dirección.', status: 500 }),
    });
    await userEvent.click(addressCard().getByRole('button', { name: 'Editar dirección de facturación' }));
    await userEvent.click(addressCard().getByRole('button', { name: 'Guardar' }));
    expect((await addressCard().findByRole('alert')).textContent).toBe('No pudimos guardar tu dirección.');
    expect(addressCard().getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });
});
