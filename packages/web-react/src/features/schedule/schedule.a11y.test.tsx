import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { memberRoutes } from '../member/routes.js';
import { publicRoutes } from '../public/routes.js';
import { installViewport } from '../../testing/viewport.js';

/**
 * axe-core over the rendered screens. jsdom has no layout, so colour
 * contrast is left to the end-to-end scans in Chromium; everything else
 * (names, roles, landmarks, headings, lists, ARIA) is checked here.
 */
const seriousViolations = async (): Promise<string[]> => {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
};

const socia = demoFixtures.accounts.socia.email;
/** Whole pages scanned by axe in jsdom, on a shared 2-core machine: several seconds each. */
const AXE_TIMEOUT = 20_000;
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
