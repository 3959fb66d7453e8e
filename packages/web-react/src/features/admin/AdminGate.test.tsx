import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type RenderWithServicesOptions } from '../../testing/index.js';
import { adminRoutes } from './routes.js';
import { backOfficeStubs } from './testing/deskStub.js';

const Where = () => {
  const { pathname, search } = useLocation();
  return <p>Pantalla {`${pathname}${search}`}</p>;
};

const renderAdmin = (route: string, options: RenderWithServicesOptions = {}) =>
  renderWithServices(null, {
    route,
    routes: [...adminRoutes, { path: '/entrar', element: <Where /> }, { path: '/mystudio', element: <Where /> }],
    ...options,
    services: { ...backOfficeStubs(), ...options.services },
  });

const FIRST_LOAD = { timeout: 5000 } as const;

describe('the door of /admin', () => {
  it('asks a visitor to sign in right there, and lets the team in at the same address', async () => {
    const { location } = renderAdmin('/admin/reservations/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Inicia sesión con tu cuenta del equipo del estudio para continuar.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Correo/), demoFixtures.accounts.admin.email);
    await userEvent.type(screen.getByLabelText(/^Contraseña/), demoFixtures.accounts.admin.password);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro de asistencia' }, FIRST_LOAD)).toBeTruthy();
    expect(location().pathname).toBe('/admin/reservations/5');
  });

  it('keeps the form and shows the failure when the password is wrong', async () => {
    renderAdmin('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' }, FIRST_LOAD);
    await userEvent.type(screen.getByLabelText(/Correo/), demoFixtures.accounts.admin.email);
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'equivocada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findAllByText('La contraseña es incorrecta. Por favor, intenta de nuevo', {}, FIRST_LOAD)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeTruthy();
  });

  it('tells a customer the section is only for the team, with ways out', async () => {
    const { services } = renderAdmin('/admin/reservations/5', { signedInAs: demoFixtures.accounts.socia.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sin acceso' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Esta sección es solo para el equipo del estudio. Tu cuenta no tiene acceso.')).toBeTruthy();
    expect(screen.queryByText('Registro de asistencia')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a Mi Estudio' }).getAttribute('href')).toBe('/mystudio');
    await userEvent.click(screen.getByRole('button', { name: '¿No eres tú? Usar otra cuenta' }));
    expect(await screen.findByText('Pantalla /entrar?next=%2Fadmin%2Freservations%2F5')).toBeTruthy();
    await waitFor(() => expect(services.fakes.identity.currentUser()).toBeNull());
  });

  it('lets an admin in, inside the admin chrome with the studio name and her role', async () => {
    renderAdmin('/admin/reservations/5', { signedInAs: demoFixtures.accounts.admin.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro de asistencia' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Estudio Demo/ }).getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('link', { name: /Estudio Demo/ }).textContent).toContain('Administración');
    expect(screen.getByRole('link', { name: 'Ver sitio' }).getAttribute('href')).toBe('/');
  });

  it("reads 'Accediendo' while the session is restored", async () => {
    renderAdmin('/admin', { signedInAs: demoFixtures.accounts.admin.email, pending: ['customer.current'] });
    expect((await screen.findAllByText('Accediendo', {}, FIRST_LOAD)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Sin acceso' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Inicia sesión' })).toBeNull();
  });

  it("'Salir' signs out to /entrar", async () => {
    const { services } = renderAdmin('/admin/reservations/5', { signedInAs: demoFixtures.accounts.admin.email });
    await screen.findByRole('heading', { level: 1, name: 'Registro de asistencia' }, FIRST_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Pantalla /entrar')).toBeTruthy();
    await waitFor(() => expect(services.fakes.identity.currentUser()).toBeNull());
  });
});
