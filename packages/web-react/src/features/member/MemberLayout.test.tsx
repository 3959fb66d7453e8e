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

/** The desktop navbar's 'Mi Cuenta' list, opened. */
const accountMenu = async () => {
  const nav = await navbar();
  const button = nav.getByRole('button', { name: 'Mi Cuenta' });
  await userEvent.click(button);
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error("'Mi Cuenta' controls no list");
  return within(list);
};

describe('member chrome', () => {
  it("links the calendar as 'Clases Presenciales', and the account pages and 'Salir' under 'Mi Cuenta'", async () => {
    renderMember();
    const nav = await navbar();
    expect(nav.getByRole('link', { name: 'Clases Presenciales' }).getAttribute('href')).toBe('/mystudio');
    expect(nav.getByRole('link', { name: 'Online' }).getAttribute('href')).toBe('/mystudio/online');
    expect(nav.getByRole('link', { name: 'Mis Reservaciones' }).getAttribute('href')).toBe('/mystudio/reservaciones');
    // The account pages wait behind 'Mi Cuenta' until it opens.
    expect(nav.queryByRole('link', { name: 'Mi Información' })).toBeNull();
    expect(nav.queryByRole('button', { name: 'Salir' })).toBeNull();
    const menu = await accountMenu();
    // Issue 5 built the profile screen: 'Mi Información' links it.
    expect(menu.getByRole('link', { name: 'Mi Información' }).getAttribute('href')).toBe('/mystudio/informacion');
    expect(menu.getByRole('link', { name: 'Mis Compras' }).getAttribute('href')).toBe('/mystudio/membresias');
    expect(menu.getByRole('button', { name: 'Salir' })).toBeTruthy();
  });

  it("keeps every flag's effect inside 'Mi Cuenta' (spec 2, spec 3 'Commerce flags')", async () => {
    renderMember({ subscriptions_enabled: 'true', allow_restricted_class_types: 'true', payment_sources_enabled: 'true' });
    const on = await accountMenu();
    expect(on.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Mi Información',
      'Mis Compras',
      'Mis Cargos',
      'Mis Créditos',
      'Mis Método de Pago',
    ]);
  });

  it("leaves out of 'Mi Cuenta' the pages whose flags are off", async () => {
    renderMember({ subscriptions_enabled: 'false', allow_restricted_class_types: 'false', payment_sources_enabled: 'false' });
    const off = await accountMenu();
    expect(off.getAllByRole('link').map((link) => link.textContent)).toEqual(['Mi Información', 'Mis Compras']);
  });

  it("goes to an account page from 'Mi Cuenta' and closes it", async () => {
    const { location } = renderMember();
    const menu = await accountMenu();
    await userEvent.click(menu.getByRole('link', { name: 'Mis Compras' }));
    await waitFor(() => expect(location().pathname).toBe('/mystudio/membresias'));
    expect((await navbar()).getByRole('button', { name: 'Mi Cuenta' }).getAttribute('aria-expanded')).toBe('false');
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

  it('shows the studio banner above the navbar and the floating WhatsApp button, as the public pages do (spec 2)', async () => {
    renderMember({ banner_enabled: 'true', banner_text: 'Clases dobles este sábado', whatsapp_widget: 'true', whatsapp: '5512345678' });
    const nav = await screen.findByRole('navigation', { name: 'Navegación de tu cuenta' });
    const banner = screen.getByTestId('studio-banner');
    expect(banner.textContent).toBe('Clases dobles este sábado');
    expect(banner.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' }).getAttribute('href')).toBe('https://wa.me/525512345678');
  });

  it('has neither the banner nor the WhatsApp button when their settings are off', async () => {
    renderMember({ banner_enabled: 'false', banner_text: 'Promo', whatsapp_widget: 'false', whatsapp: '5512345678' });
    await navbar();
    expect(screen.queryByTestId('studio-banner')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeNull();
  });

  it("signs out with 'Salir' and goes to /entrar", async () => {
    const { services } = renderMember();
    await userEvent.click((await accountMenu()).getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Pantalla /entrar')).toBeTruthy();
    await waitFor(() => expect(services.fakes.identity.currentUser()).toBeNull());
  });
});
