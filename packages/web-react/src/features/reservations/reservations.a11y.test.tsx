import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_RESERVATION_IDS, demoFixtures, type DemoPorts } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { adminRoutes } from '../admin/routes.js';
import { backOfficeStubs } from '../admin/testing/deskStub.js';
import { installViewport } from '../../testing/viewport.js';
import { FIRST_LOAD, NUEVA, renderMemberScreen } from './testing/render.js';
import { axeViolations } from '../../testing/axe.js';

/** The socia brings a guest to her upcoming class. */
const withGuest = ({ api }: DemoPorts) => {
  const upcoming = api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.upcoming);
  if (upcoming) upcoming.guest = 'Sofía';
};

/** axe over a whole screen takes seconds in jsdom. */
const SLOW = 30_000;

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

// axe-core over the reservation screens, the modals and the check-in page, at
// every impact (`axeViolations`); contrast is left to the Chromium scans.
describe('accessibility of the reservation screens (axe)', () => {
  it('Mis Reservaciones on a phone, and its empty state', async () => {
    const first = renderMemberScreen('/mystudio/reservaciones', { prepare: withGuest });
    await screen.findAllByRole('article', {}, FIRST_LOAD);
    expect(await axeViolations()).toEqual([]);
    first.unmount();
    renderMemberScreen('/mystudio/reservaciones', { signedInAs: NUEVA });
    await screen.findByText('Aún no has reservado clases.', {}, FIRST_LOAD);
    expect(await axeViolations()).toEqual([]);
  }, SLOW);

  it('Mis Reservaciones on a desktop, with each modal open', async () => {
    restore = installViewport(1280);
    renderMemberScreen('/mystudio/reservaciones', { prepare: withGuest });
    await screen.findByRole('table', {}, FIRST_LOAD);
    expect(await axeViolations()).toEqual([]);
    const openAndCheck = async (button: RegExp, dialogName: string) => {
      await userEvent.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: dialogName });
      if (dialogName === 'Código de Acceso') await within(dialog).findByRole('img');
      if (dialogName === 'Calificar Clase') {
        await userEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'Califica al coach' })).getByRole('radio', { name: '4 de 5 estrellas' }));
      }
      expect(await axeViolations()).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await openAndCheck(/^Cancelar Barre, lun 06 ene/, 'Cancelar Clase');
    await openAndCheck(/^QR: Código de Acceso de Yoga, mar 07 ene/, 'Código de Acceso');
    await openAndCheck(/^Calificar /, 'Calificar Clase');
    await openAndCheck(/^Editar el nombre de tu invitado/, 'Nombre del invitado');
  }, SLOW);

  it('Mis Listas de Espera on both layouts, with the help open', async () => {
    const first = renderMemberScreen('/mystudio/waitlists');
    await userEvent.click(await screen.findByRole('button', { name: '¿Cómo funciona la lista de espera?' }, FIRST_LOAD));
    expect(await axeViolations()).toEqual([]);
    first.unmount();
    restore = installViewport(1280);
    renderMemberScreen('/mystudio/waitlists');
    await screen.findByRole('table', {}, FIRST_LOAD);
    expect(await axeViolations()).toEqual([]);
  }, SLOW);

  it('Mis Créditos', async () => {
    renderMemberScreen('/mystudio/creditos');
    await screen.findAllByRole('article', {}, FIRST_LOAD);
    expect(await axeViolations()).toEqual([]);
  }, SLOW);

  it('the check-in page, and the door for a visitor and a customer', async () => {
    const admin = renderWithServices(null, {
      route: '/admin/reservations/7', routes: adminRoutes, signedInAs: demoFixtures.accounts.admin.email, services: backOfficeStubs(),
    });
    await screen.findByRole('button', { name: 'Marcar pagado' }, FIRST_LOAD);
    expect(await axeViolations()).toEqual([]);
    admin.unmount();
    const visitor = renderWithServices(null, { route: '/admin/reservations/7', routes: adminRoutes });
    await screen.findByRole('heading', { name: 'Inicia sesión' }, FIRST_LOAD);
    expect(await axeViolations()).toEqual([]);
    visitor.unmount();
    renderWithServices(null, { route: '/admin/reservations/7', routes: adminRoutes, signedInAs: demoFixtures.accounts.socia.email });
    await screen.findByRole('heading', { name: 'Sin acceso' }, FIRST_LOAD);
    expect(await axeViolations()).toEqual([]);
  }, SLOW);
});
