import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type SettingsOverrides } from '../../testing/index.js';
import { memberRoutes } from './routes.js';

const Where = () => <p>Pantalla {useLocation().pathname}</p>;

const renderMember = (config: SettingsOverrides = {}) =>
  renderWithServices(null, {
    route: '/mystudio',
    routes: [...memberRoutes, { path: '/entrar', element: <Where /> }],
    signedInAs: demoFixtures.accounts.socia.email,
    config,
  });

const navbar = async () => within(await screen.findByRole('navigation', { name: 'Navegación de tu cuenta' }));

describe('member chrome', () => {
  it("links the calendar as 'Clases Presenciales' and offers 'Salir'", async () => {
    renderMember();
    const nav = await navbar();
    expect(nav.getByRole('link', { name: 'Clases Presenciales' }).getAttribute('href')).toBe('/mystudio');
    expect(nav.getByRole('button', { name: 'Salir' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Online' }).getAttribute('href')).toBe('/mystudio/online');
    // Issue 5 built the profile screen: 'Mi Información' links it.
    expect(nav.getByRole('link', { name: 'Mi Información' }).getAttribute('href')).toBe('/mystudio/informacion');
  });

  it('hides the calendar link when single classes are off', async () => {
    renderMember({ single_class_enabled: 'false' });
    const nav = await navbar();
    expect(nav.queryByRole('link', { name: 'Clases Presenciales' })).toBeNull();
  });

  it('hides the Online link when videos are off (spec 2)', async () => {
    renderMember({ videos_enabled: 'false' });
    const nav = await navbar();
    expect(nav.queryByRole('link', { name: 'Online' })).toBeNull();
  });

  it("opens the drawer headed 'Menú' with the built entries and 'Salir'", async () => {
    renderMember();
    await userEvent.click(await screen.findByRole('button', { name: 'Menú' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Menú' }));
    expect(drawer.getByRole('link', { name: 'Calendario' }).getAttribute('href')).toBe('/mystudio');
    expect(drawer.getByRole('link', { name: 'Online' }).getAttribute('href')).toBe('/mystudio/online');
    expect(drawer.getByRole('button', { name: 'Salir' })).toBeTruthy();
  });

  it('closes the drawer when a link is followed', async () => {
    renderMember();
    await userEvent.click(await screen.findByRole('button', { name: 'Menú' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Calendario' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("signs out with 'Salir' and goes to /entrar", async () => {
    const { services } = renderMember();
    await userEvent.click((await navbar()).getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Pantalla /entrar')).toBeTruthy();
    await waitFor(() => expect(services.fakes.identity.currentUser()).toBeNull());
  });
});
