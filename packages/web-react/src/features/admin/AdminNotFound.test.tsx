import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { adminRoutes } from './routes.js';
import { backOfficeStubs } from './testing/deskStub.js';
import { FIRST_LOAD, SLOW } from './testing/renderAdmin.js';

const renderAt = (route: string, email: string) =>
  renderWithServices(null, { route, routes: adminRoutes, signedInAs: email, services: backOfficeStubs() });

describe('an address under /admin that names no screen', SLOW, () => {
  it('says so inside the chrome, with the menu and a way back to Hoy, instead of a blank page', async () => {
    renderAt('/admin/no-existe', demoFixtures.accounts.admin.email);
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta pantalla' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('La dirección /admin/no-existe no es una pantalla de la administración. Elige una del menú o vuelve a Hoy.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Hoy' }).getAttribute('href')).toBe('/admin');
    const menu = screen.getAllByRole('navigation', { name: 'Menú de administración' })[0] as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Paquetes' }).getAttribute('href')).toBe('/admin/paquetes');
  });

  it('reads the same for the front desk, deeper down too', async () => {
    renderAt('/admin/clientes/3/otra-cosa', demoFixtures.accounts.recepcion.email);
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta pantalla' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText(/La dirección \/admin\/clientes\/3\/otra-cosa no es una pantalla/)).toBeTruthy();
  });
});
