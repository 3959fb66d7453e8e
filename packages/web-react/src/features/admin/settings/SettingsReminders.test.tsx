import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultConfigEntries } from '@estudio/core';
import { desktopViewport } from '../catalogue/testing/catalogueScreen.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';
import { renderReglas as renderStoredReglas } from './testing/renderReglas.js';

/** A new studio's settings: the reminder 12 hours before a class. */
const STORED = defaultConfigEntries();

const renderReglas = () => renderStoredReglas(STORED);
const recordatorios = async () => within(await screen.findByRole('form', { name: 'Reglas' }, FIRST_LOAD)).getByRole('group', { name: 'Recordatorios' });
const hours = (group: HTMLElement) => within(group).getByLabelText(/^Recordatorio \(horas antes\)/, { selector: 'input' }) as HTMLInputElement;

desktopViewport();

describe("'Reglas' → 'Recordatorios': the reminder's hours (issue 17)", SLOW, () => {
  it('holds 12 hours for a new studio, and says 0 sends none', async () => {
    renderReglas();
    const group = await recordatorios();
    expect(hours(group).value).toBe('12');
    expect(within(group).getByText(/0 no envía recordatorios/)).toBeTruthy();
  });

  it("checks the value with the route's rule (0 to 168), in Spanish, and sends only what changed", async () => {
    const { save } = renderReglas();
    const group = await recordatorios();
    const form = screen.getByRole('form', { name: 'Reglas' });
    await userEvent.clear(hours(group));
    await userEvent.type(hours(group), '169');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Escribe un número entero entre 0 y 168.')).toBeTruthy();
    expect(save).toEqual([]);
    await userEvent.clear(hours(group));
    await userEvent.type(hours(group), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save).toEqual([{ reminder_hours: '0' }]));
  });
});
