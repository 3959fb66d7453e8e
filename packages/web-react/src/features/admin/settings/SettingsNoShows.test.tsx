import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultConfigEntries } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { desktopViewport } from '../catalogue/testing/catalogueScreen.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';
import { renderReglas as renderStoredReglas } from './testing/renderReglas.js';

/** A new studio's settings: 'Registrar faltas automáticamente' off, the defaults of the grace, the penalty and the undo window. */
const STORED = defaultConfigEntries({ unlimited_membership_penalties_enabled: 'true' });

const renderReglas = () => renderStoredReglas(STORED);
const reglas = () => screen.findByRole('form', { name: 'Reglas' }, FIRST_LOAD);
const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

desktopViewport();

describe("'Reglas': no-shows by themselves (issue 16)", SLOW, () => {
  it("holds 'Faltas' (off for a new studio, 60 minutes of grace, 72 hours to correct) and the penalty's days", async () => {
    renderReglas();
    const form = await reglas();
    const faltas = within(form).getByRole('group', { name: 'Faltas' });
    expect((within(faltas).getByRole('checkbox', { name: /^Registrar faltas automáticamente/ }) as HTMLInputElement).checked).toBe(false);
    expect(field(faltas, /^Tolerancia \(minutos\)/).value).toBe('60');
    expect(field(faltas, /^Corregir una falta \(horas\)/).value).toBe('72');
    expect(within(faltas).getByText(/solo cuenta lo que marques en la lista/)).toBeTruthy();
    const penalties = within(form).getByRole('group', { name: 'Penalizaciones' });
    expect(field(penalties, /^Días de penalización/).value).toBe('7');
  });

  it("checks each value with the route's rules, in Spanish, and sends nothing", async () => {
    const { save } = renderReglas();
    const form = await reglas();
    await userEvent.clear(field(form, /^Tolerancia \(minutos\)/));
    await userEvent.type(field(form, /^Tolerancia \(minutos\)/), '1441');
    await userEvent.clear(field(form, /^Días de penalización/));
    await userEvent.type(field(form, /^Días de penalización/), '0');
    await userEvent.clear(field(form, /^Corregir una falta \(horas\)/));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Escribe un número entero entre 0 y 1440.')).toBeTruthy();
    expect(within(form).getByText('Escribe un número entero entre 1 y 365.')).toBeTruthy();
    expect(within(form).getByText('Escribe un número entero entre 1 y 720.')).toBeTruthy();
    expect(field(form, /^Tolerancia \(minutos\)/).getAttribute('aria-invalid')).toBe('true');
    expect(save).toEqual([]);
  });

  it('turns the sweep on and sends only what changed: the flag as a boolean, the numbers as text', async () => {
    const { save } = renderReglas();
    const form = await reglas();
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Registrar faltas automáticamente/ }));
    await userEvent.clear(field(form, /^Tolerancia \(minutos\)/));
    await userEvent.type(field(form, /^Tolerancia \(minutos\)/), '30');
    await userEvent.clear(field(form, /^Días de penalización/));
    await userEvent.type(field(form, /^Días de penalización/), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save).toEqual([{ no_show_auto_enabled: true, no_show_grace_minutes: '30', no_show_penalty_days: '3' }]));
    expect(await screen.findByText('Configuración guardada.')).toBeTruthy();
  });

  it('has no serious axe violation', async () => {
    renderReglas();
    await reglas();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
