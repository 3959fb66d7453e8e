import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultConfigEntries } from '@estudio/core';
import { desktopViewport } from '../catalogue/testing/catalogueScreen.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';
import { renderReglas as renderStoredReglas } from './testing/renderReglas.js';

/** A new studio's settings: the spec's waitlist (everyone told at once) and half an hour to accept an offer. */
const STORED = defaultConfigEntries({ waitlist_enabled: 'true' });

const renderReglas = () => renderStoredReglas(STORED);
const waitlistGroup = async () => within(await screen.findByRole('form', { name: 'Reglas' }, FIRST_LOAD)).getByRole('group', { name: 'Lista de espera' });
const modeSelect = (group: HTMLElement) => within(group).getByRole('combobox', { name: /^Cuando se libera un lugar/ }) as HTMLSelectElement;
const minutesField = (group: HTMLElement) => within(group).getByLabelText(/^Tiempo para aceptar \(minutos\)/, { selector: 'input' }) as HTMLInputElement;

desktopViewport();

describe("'Reglas': the waitlist's modes (issue 17)", SLOW, () => {
  it("holds 'Lista de espera': 'Avisar a todos' for a new studio, its three modes in Spanish, 30 minutes to accept", async () => {
    renderReglas();
    const group = await waitlistGroup();
    const select = modeSelect(group);
    expect(select.value).toBe('notify_all');
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['notify_all', 'Avisar a todos'], ['auto', 'Reservar automáticamente'], ['offer', 'Ofrecer el lugar por turnos'],
    ]);
    expect(minutesField(group).value).toBe('30');
    expect(within(group).getByText(/reservar a la primera persona de la lista con un crédito válido/)).toBeTruthy();
  });

  it('refuses minutes outside 1 to 1440 in Spanish and sends nothing', async () => {
    const { save } = renderReglas();
    const group = await waitlistGroup();
    await userEvent.clear(minutesField(group));
    await userEvent.type(minutesField(group), '0');
    await userEvent.click(within(await screen.findByRole('form', { name: 'Reglas' })).getByRole('button', { name: 'Guardar' }));
    expect(await within(group).findByText('Escribe un número entero entre 1 y 1440.')).toBeTruthy();
    expect(save).toEqual([]);
  });

  it('chooses offers by turns with 45 minutes, sending only what changed', async () => {
    const { save } = renderReglas();
    const group = await waitlistGroup();
    await userEvent.selectOptions(modeSelect(group), 'offer');
    await userEvent.clear(minutesField(group));
    await userEvent.type(minutesField(group), '45');
    await userEvent.click(within(await screen.findByRole('form', { name: 'Reglas' })).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save).toEqual([{ waitlist_mode: 'offer', waitlist_offer_minutes: '45' }]));
    expect(await screen.findByText('Configuración guardada.')).toBeTruthy();
  });
});
