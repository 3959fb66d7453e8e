import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { memberRoutes } from '../member/routes.js';
import { publicRoutes } from '../public/routes.js';
import { installViewport } from '../../testing/viewport.js';
import { AXE_TIMEOUT, seriousViolations } from '../../testing/axe.js';

const socia = demoFixtures.accounts.socia.email;
let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('accessibility of the calendars (axe)', () => {
  it('/mystudio on a phone', async () => {
    renderWithServices(null, { route: '/mystudio', routes: memberRoutes, signedInAs: socia });
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('/mystudio on desktop, and the reserve dialog with a guest and the spot picker', async () => {
    restore = installViewport();
    renderWithServices(null, { route: '/mystudio', routes: memberRoutes, signedInAs: socia });
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar Cycling, martes 7 a las 07:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reservar Clase' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Llevar un invitado' }));
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('/calendario, the landing section and /instructor/{id}', async () => {
    const first = renderWithServices(null, { route: '/calendario', routes: publicRoutes });
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
    first.unmount();
    const second = renderWithServices(null, { route: '/', routes: publicRoutes });
    await screen.findByRole('list', { name: 'Elige un día' }, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
    second.unmount();
    renderWithServices(null, { route: '/instructor/1', routes: publicRoutes });
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
