import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { memberRoutes } from './routes.js';

const reglamento = { page_id: 9, slug: 'reglamento', title: 'Reglamento', content: '<p>Llega 10 minutos antes.</p>', required: true };

/** Socia, with no page accepted and a second required page. */
const renderPending = () =>
  renderWithServices(null, {
    route: '/mystudio',
    routes: memberRoutes,
    signedInAs: demoFixtures.accounts.socia.email,
    prepare: ({ api }) => {
      api.state.acceptedPages = [];
      api.state.pages.push(reglamento);
    },
  }).services;

describe('required pages', () => {
  it('shows the first pending page in a modal that cannot be closed', async () => {
    renderPending();
    const dialog = await screen.findByRole('dialog', { name: 'Términos y Condiciones' });
    expect(dialog.textContent).toContain('Al reservar aceptas llegar 10 minutos antes');
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Términos y Condiciones' })).toBeTruthy();
  });

  it('asks for the tick before accepting, and sends nothing without it', async () => {
    const services = renderPending();
    const accept = vi.spyOn(services.fakes.api.content, 'acceptPage');
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(screen.getByText('Debes aceptar Términos y Condiciones para continuar')).toBeTruthy();
    expect(accept).not.toHaveBeenCalled();
  });

  it('records each acceptance and shows the next pending page, then none', async () => {
    const services = renderPending();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Acepto Términos y Condiciones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('dialog', { name: 'Reglamento' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto Reglamento' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.fakes.api.state.acceptedPages.map((page) => page.page_id).sort()).toEqual([1, 9]);
  });

  it('asks nothing of a customer who accepted every required page', async () => {
    renderWithServices(null, { route: '/mystudio', routes: memberRoutes, signedInAs: demoFixtures.accounts.nueva.email });
    await screen.findByRole('heading', { level: 1, name: 'Calendario' }, { timeout: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
