import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressCard, personalCard, renderProfile, storedSocia } from './testing/render.js';

/** The first control of the card's edit form, the field focus should land on. */
const firstField = (card: typeof personalCard) => {
  const form = card().getByRole('form');
  const field = form.querySelector('input, select, textarea');
  if (!field) throw new Error('The edit form has no field');
  return field;
};

describe('/mystudio/informacion, focus while editing a card', () => {
  it("moves focus into the personal form on 'Editar' and back to 'Editar' on 'Cancelar'", async () => {
    await renderProfile();
    await userEvent.click(personalCard().getByRole('button', { name: 'Editar información personal' }));
    expect(document.activeElement).toBe(firstField(personalCard));
    expect(document.activeElement?.tagName).toBe('INPUT');
    await userEvent.click(personalCard().getByRole('button', { name: 'Cancelar' }));
    expect(document.activeElement).toBe(personalCard().getByRole('button', { name: 'Editar información personal' }));
  });

  it("returns focus to 'Editar' after the personal form is saved", async () => {
    await renderProfile();
    await userEvent.click(personalCard().getByRole('button', { name: 'Editar información personal' }));
    await userEvent.click(personalCard().getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado con éxito.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(personalCard().getByRole('button', { name: 'Editar información personal' })));
  });

  it("moves focus into form 6 on 'Editar' and back to 'Editar' on 'Cancelar'", async () => {
    await renderProfile();
    await userEvent.click(addressCard().getByRole('button', { name: 'Editar dirección de facturación' }));
    expect(document.activeElement).toBe(firstField(addressCard));
    await userEvent.click(addressCard().getByRole('button', { name: 'Cancelar' }));
    expect(document.activeElement).toBe(addressCard().getByRole('button', { name: 'Editar dirección de facturación' }));
  });

  it("focuses the card's title after her first address is saved, where no 'Editar' was shown yet", async () => {
    await renderProfile({ prepare: (fakes) => (storedSocia(fakes).address = null) });
    await userEvent.click(addressCard().getByRole('button', { name: 'Agregar dirección' }));
    expect(document.activeElement).toBe(firstField(addressCard));
    await userEvent.type(addressCard().getByRole('textbox', { name: /^Ciudad/ }), 'Puebla');
    await userEvent.type(addressCard().getByRole('textbox', { name: /^Estado/ }), 'Puebla');
    await userEvent.type(addressCard().getByRole('textbox', { name: /^País/ }), 'México');
    await userEvent.click(addressCard().getByRole('button', { name: 'Guardar' }));
    expect(await addressCard().findByRole('button', { name: 'Editar dirección de facturación' })).toBeTruthy();
    expect(document.activeElement).toBe(addressCard().getByRole('heading', { name: 'Dirección de Facturación' }));
  });
});
