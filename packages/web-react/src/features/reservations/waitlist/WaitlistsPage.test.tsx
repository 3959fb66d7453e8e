import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_WAITLIST_ID } from '@estudio/core/testing';
import { installViewport } from '../../../testing/viewport.js';
import { FIRST_LOAD, NUEVA, renderMemberScreen } from '../testing/render.js';

const ROUTE = '/mystudio/waitlists';
const heading = () => screen.findByRole('heading', { level: 1, name: 'Mis Listas de Espera' }, FIRST_LOAD);

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

describe('Mis Listas de Espera', () => {
  it('lists the entries as a table on a desktop: class, coach, date and time, date joined, remove', async () => {
    undo = installViewport(1280);
    renderMemberScreen(ROUTE);
    const table = await screen.findByRole('table', { name: 'Tus listas de espera' }, FIRST_LOAD);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Clase',
      'Coach',
      'Fecha y Hora',
      'Fecha de registro',
      'Eliminar',
    ]);
    const row = within(table).getAllByRole('row')[1];
    expect(row && within(row).getByText('Barre')).toBeTruthy();
    expect(row && within(row).getByText('Carlos Méndez')).toBeTruthy();
    expect(row && within(row).getByText('mar 07 ene, 18:00')).toBeTruthy();
    expect(row && within(row).getByText('lun 06 ene, 08:00')).toBeTruthy();
  });

  it('shows cards on a phone', async () => {
    renderMemberScreen(ROUTE);
    const list = await screen.findByRole('list', { name: 'Tus listas de espera' }, FIRST_LOAD);
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('article', { name: 'Barre' });
    expect(within(card).getByText('07 ene')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Eliminar de la lista de espera de Barre, mar 07 ene, 18:00' })).toBeTruthy();
  });

  it('explains the waitlist behind its help button', async () => {
    renderMemberScreen(ROUTE);
    await heading();
    const help = screen.getByRole('button', { name: '¿Cómo funciona la lista de espera?' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(help.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    await userEvent.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toMatch(/^Cuando se libera un lugar en una clase llena, avisamos al mismo tiempo/);
  });

  it("leads back to the calendar with 'Calendario'", async () => {
    renderMemberScreen(ROUTE);
    await heading();
    expect(screen.getByRole('link', { name: 'Calendario' }).getAttribute('href')).toBe('/mystudio');
  });

  it("removes an entry after the 'Precaución' question: 'Eliminada de lista de espera.'", async () => {
    const { services } = renderMemberScreen(ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: /^Eliminar de la lista de espera de Barre/ }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(within(dialog).getByText('¿Deseas salir de la lista de espera de esta clase?')).toBeTruthy();
    expect(services.fakes.api.state.waitlists).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Eliminada de lista de espera.')).toBeTruthy();
    expect(await screen.findByText('No te has anotado a ninguna lista de espera.')).toBeTruthy();
    expect(services.fakes.api.state.waitlists.some((w) => w.waitlist_id === DEMO_WAITLIST_ID)).toBe(false);
  });

  it("keeps the entry on 'Regresar'", async () => {
    const { services } = renderMemberScreen(ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: /^Eliminar de la lista de espera/ }, FIRST_LOAD));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Regresar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.fakes.api.state.waitlists).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Barre' })).toBeTruthy();
  });

  it("shows the server's message when the removal fails", async () => {
    renderMemberScreen(ROUTE, {
      prepare: ({ api }) => api.failNext('waitlist.leave', { code: 'waitlist/not-found', message: 'No encontramos esa lista de espera.', status: 404 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Eliminar de la lista de espera/ }, FIRST_LOAD));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No encontramos esa lista de espera.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Barre' })).toBeTruthy();
  });

  it("reads 'No te has anotado a ninguna lista de espera.' with none", async () => {
    renderMemberScreen(ROUTE, { signedInAs: NUEVA });
    expect(await screen.findByText('No te has anotado a ninguna lista de espera.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('is not offered without the waitlist: its address leads to the calendar', async () => {
    const { location } = renderMemberScreen(ROUTE, { config: { waitlist_enabled: 'false' } });
    await waitFor(() => expect(location().pathname).toBe('/mystudio'), FIRST_LOAD);
  });
});
