import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_SHOWN_KEY } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type RenderWithServicesOptions } from '../../testing/index.js';
import { AXE_TIMEOUT, seriousViolations } from '../../testing/axe.js';
import { memberRoutes } from '../member/routes.js';

/** The fake clock's start, Monday 6 January 2025 09:00, is this day in the studio. */
const TODAY = '2025-01-06';
const POPUP_ON = { popup_presencial_enabled: 'true' } as const;

const renderMemberArea = (options: RenderWithServicesOptions = {}) =>
  renderWithServices(null, {
    route: '/mystudio',
    routes: memberRoutes,
    signedInAs: demoFixtures.accounts.socia.email,
    ...options,
    config: { ...POPUP_ON, ...options.config },
  });

const calendarShown = () => screen.findByRole('heading', { level: 1, name: 'Calendario' }, { timeout: 5000 });

describe('the promotional popup', () => {
  it('shows the image with its text alternative and a link, once, and closes', async () => {
    const { services } = renderMemberArea();
    const dialog = await screen.findByRole('dialog', { name: 'Promoción' }, { timeout: 5000 });
    expect(within(dialog).getByRole('img', { name: 'Promoción de Estudio Demo' }).getAttribute('src')).toMatch(/^data:image\//);
    expect(within(dialog).getByRole('link', { name: 'Ver promoción' }).getAttribute('href')).toBe('/paquetes');
    expect(services.storage.get(POPUP_SHOWN_KEY)).toBe(TODAY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not show again the same studio day, and shows on the next', async () => {
    const { unmount } = renderMemberArea({ prepare: ({ storage }) => storage.set(POPUP_SHOWN_KEY, TODAY) });
    await calendarShown();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Promoción' })).toBeNull();
    unmount();
    renderMemberArea({ prepare: ({ storage }) => storage.set(POPUP_SHOWN_KEY, '2025-01-05') });
    expect(await screen.findByRole('dialog', { name: 'Promoción' }, { timeout: 5000 })).toBeTruthy();
  });

  it('does not show when disabled, or without its image or link', async () => {
    for (const config of [{ popup_presencial_enabled: 'false' }, { popup_presencial_src: '' }, { popup_presencial_link: '' }]) {
      const { unmount, services } = renderMemberArea({ config });
      await calendarShown();
      expect(screen.queryByRole('dialog', { name: 'Promoción' })).toBeNull();
      expect(services.storage.get(POPUP_SHOWN_KEY)).toBeNull();
      unmount();
    }
  });

  it('waits for the required page: never stacked over it, shown once it is accepted', async () => {
    const { services } = renderMemberArea({ prepare: ({ api }) => void (api.state.acceptedPages = []) });
    const terms = await screen.findByRole('dialog', { name: 'Términos y Condiciones' }, { timeout: 5000 });
    expect(screen.queryByRole('dialog', { name: 'Promoción' })).toBeNull();
    expect(services.storage.get(POPUP_SHOWN_KEY)).toBeNull();
    await userEvent.click(within(terms).getByRole('checkbox', { name: 'Acepto Términos y Condiciones' }));
    await userEvent.click(within(terms).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('dialog', { name: 'Promoción' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Términos y Condiciones' })).toBeNull();
  });

  it("never stacks over 'Completar Información'", async () => {
    const { services } = renderMemberArea({
      prepare: ({ api }) => {
        const socia = api.state.customers.find((c) => c.email === demoFixtures.accounts.socia.email);
        if (socia) socia.phone = '';
      },
    });
    await screen.findByRole('dialog', { name: 'Completar Información' }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Promoción' })).toBeNull();
    expect(services.storage.get(POPUP_SHOWN_KEY)).toBeNull();
  });

  it('has no serious accessibility violation', { timeout: AXE_TIMEOUT }, async () => {
    renderMemberArea();
    await screen.findByRole('dialog', { name: 'Promoción' }, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
  });
});
