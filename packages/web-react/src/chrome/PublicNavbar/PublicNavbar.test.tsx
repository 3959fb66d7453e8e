import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { PublicNavbar } from './PublicNavbar.js';

const desktopLinks = () => within(screen.getByRole('navigation', { name: 'Navegación principal' })).getAllByRole('link');

describe('PublicNavbar', () => {
  it('shows the navbar logo linking home, with the business name as its text', () => {
    renderWithServices(<PublicNavbar />, { config: { navbar_logo: 'nav.png', logo: 'logo.png' } });
    const home = screen.getByRole('link', { name: 'Estudio Demo' });
    expect(home.getAttribute('href')).toBe('/');
    expect(within(home).getByRole('img').getAttribute('src')).toBe('nav.png');
  });

  it('falls back to the business name as text without logos', () => {
    renderWithServices(<PublicNavbar />, { config: { navbar_logo: '', logo: '', business_name: 'Pilates Sur' } });
    const home = screen.getByRole('link', { name: 'Pilates Sur' });
    expect(within(home).queryByRole('img')).toBeNull();
  });

  it('anchors About and Horarios when enabled, and links the packages screen', () => {
    renderWithServices(<PublicNavbar />, { config: { about_enabled: 'true', schedule_enabled: 'true', packages_enabled: 'true' } });
    const hrefs = desktopLinks().map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/#nosotros');
    expect(hrefs).toContain('/paquetes');
    expect(hrefs).toContain('/#horarios');
  });

  it('never links screens this build lacks', () => {
    renderWithServices(<PublicNavbar available={{ landingSections: ['about'], packagesPage: false, classTypePage: false }} />, {
      config: { packages_enabled: 'true' },
    });
    expect(desktopLinks().map((a) => a.getAttribute('href'))).not.toContain('/paquetes');
  });

  it('drops the About anchor when about_enabled is off', () => {
    renderWithServices(<PublicNavbar />, { config: { about_enabled: 'false' } });
    expect(desktopLinks().map((a) => a.getAttribute('href'))).not.toContain('/#nosotros');
  });

  it('links the packages screen by its configured name once available', () => {
    renderWithServices(
      <PublicNavbar available={{ landingSections: ['about'], packagesPage: true, classTypePage: false }} />,
      { config: { class_packages_name: 'Planes', class_packages_path: '/planes' } },
    );
    expect(screen.getByRole('link', { name: 'Planes' }).getAttribute('href')).toBe('/planes');
  });

  it("offers 'Ingresar' to /entrar when signed out", async () => {
    renderWithServices(<PublicNavbar />);
    const signIn = await screen.findByRole('link', { name: 'Ingresar' });
    expect(signIn.getAttribute('href')).toBe('/entrar');
  });

  it("offers 'Mi Cuenta' to /entrar when signed in", async () => {
    renderWithServices(<PublicNavbar />, { signedInAs: demoFixtures.accounts.socia.email });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Mi Cuenta' }).getAttribute('href')).toBe('/entrar'));
  });

  it('opens and closes the mobile menu', async () => {
    renderWithServices(<PublicNavbar />);
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu?.hidden).toBe(true);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.hidden).toBe(false);
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Nosotros' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the mobile menu when a link is followed', async () => {
    renderWithServices(<PublicNavbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = document.getElementById(screen.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-controls') ?? '');
    await userEvent.click(within(menu as HTMLElement).getByRole('link', { name: 'Nosotros' }));
    expect(menu?.hidden).toBe(true);
  });
});
