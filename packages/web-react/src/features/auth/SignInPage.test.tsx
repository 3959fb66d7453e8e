import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { messages } from '@estudio/core';
import { demoFixtures, DEMO_PASSWORD } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { LoginPage } from './LoginPage.js';
import { SignInPage } from './SignInPage.js';

const socia = demoFixtures.accounts.socia.email;

const Where = () => {
  const { pathname } = useLocation();
  return <p>Pantalla {pathname}</p>;
};

const memberArea = [{ path: '/mystudio/*', element: <Where /> }];

const signIn = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Correo electrónico/), email);
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
};

describe('/entrar', () => {
  it('signs in and goes to /mystudio', async () => {
    renderWithServices(<SignInPage />, { route: '/entrar', routes: memberArea });
    await signIn(socia, DEMO_PASSWORD);
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
  });

  it("sends her first tap on 'Entrar' when the fields were filled without a touch (autofill, typed before the script): the session's code loads and the sign-in waits for it", async () => {
    renderWithServices(<SignInPage />, { route: '/entrar', routes: memberArea });
    fireEvent.input(screen.getByLabelText(/Correo electrónico/), { target: { value: socia } });
    fireEvent.input(screen.getByLabelText(/^Contraseña/), { target: { value: DEMO_PASSWORD } });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
  });

  it('goes back to an internal next path after signing in', async () => {
    renderWithServices(<SignInPage />, { route: '/entrar?next=%2Fmystudio%2Freservaciones', routes: memberArea });
    await signIn(socia, DEMO_PASSWORD);
    expect(await screen.findByText('Pantalla /mystudio/reservaciones')).toBeTruthy();
  });

  it('says the password is wrong', async () => {
    renderWithServices(<SignInPage />, { route: '/entrar', routes: memberArea });
    await signIn(socia, 'otra-clave');
    // Inline under the title and in the alert display.
    await waitFor(() => expect(screen.getAllByText('La contraseña es incorrecta. Por favor, intenta de nuevo')).toHaveLength(2));
    expect(screen.queryByText(/Pantalla/)).toBeNull();
  });

  it('says there is no account with an unknown e-mail', async () => {
    renderWithServices(<SignInPage />, { route: '/entrar', routes: memberArea });
    await signIn('nadie@estudio.test', DEMO_PASSWORD);
    expect((await screen.findAllByText(messages.auth.userNotFound)).length).toBeGreaterThan(0);
    expect(messages.auth.userNotFound).toBe('Lo sentimos. No encontramos una cuenta con ese correo. ¡Regístrate!');
  });

  it('sends nothing while the e-mail is not valid', async () => {
    const { services } = renderWithServices(<SignInPage />, { route: '/entrar', routes: memberArea });
    const signInSpy = vi.spyOn(services.fakes.identity, 'signIn');
    await signIn('no-es-correo', DEMO_PASSWORD);
    expect(screen.getByText(messages.auth.invalidEmail)).toBeTruthy();
    expect(signInSpy).not.toHaveBeenCalled();
  });

  it('links to sign-up and recovery', () => {
    renderWithServices(<SignInPage />, { route: '/entrar' });
    expect(screen.getByRole('link', { name: '¿No tienes cuenta? Regístrate' }).getAttribute('href')).toBe('/registro');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/recuperar');
  });

  it('sends a signed-in customer to /mystudio', async () => {
    renderWithServices(<SignInPage />, { route: '/entrar', signedInAs: socia, routes: memberArea });
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
  });
});

describe('/login', () => {
  it('sends a signed-in customer to /mystudio', async () => {
    renderWithServices(<LoginPage />, { route: '/login', signedInAs: socia, routes: memberArea });
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
  });

  it('shows the logo over the bg_login image and signs in with the same form', async () => {
    const { container } = renderWithServices(<LoginPage />, {
      route: '/login',
      routes: memberArea,
      config: { logo: '/logo.png', bg_login: '/fondo.jpg', business_name: 'Estudio Sol' },
    });
    expect(screen.getByRole('img', { name: 'Estudio Sol' }).getAttribute('src')).toBe('/logo.png');
    expect(container.querySelector('img[src="/fondo.jpg"]')?.getAttribute('alt')).toBe('');
    await signIn(socia, DEMO_PASSWORD);
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
  });

  it('toggles the password between hidden and shown', async () => {
    renderWithServices(<LoginPage />, { route: '/login' });
    const password = screen.getByLabelText(/^Contraseña/);
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: messages.ui.showPassword }));
    expect(password.getAttribute('type')).toBe('text');
  });
});
