import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { messages } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { fakeFirebase, FIREBASE_SETTINGS } from '../../testing/fakeFirebaseIdentity.js';
import { SignInPage } from './SignInPage.js';
import { SignUpPage } from './SignUpPage.js';

const text = messages.authScreens;
const GOOGLE_EMAIL = 'valeria@gmail.test';

const Where = () => <p>Pantalla {useLocation().pathname}</p>;

/** Signs in with a Google account nobody registered, which lands on /registro to complete its record. */
const reachCompletion = async () => {
  const { prepare, services } = fakeFirebase({ google: { email: GOOGLE_EMAIL } });
  const rendered = renderWithServices(<SignInPage />, {
    route: '/entrar',
    routes: [
      { path: '/mystudio/*', element: <Where /> },
      { path: '/registro', element: <SignUpPage /> },
    ],
    prepare,
    services,
    config: FIREBASE_SETTINGS,
  });
  const google = await screen.findByRole('button', { name: text.continueWithGoogle });
  await waitFor(() => expect(google.hasAttribute('disabled')).toBe(false));
  await userEvent.click(google);
  await screen.findByText(text.completeSignUpIntro);
  return rendered.services;
};

describe('/registro completing a provider account', () => {
  it('asks for no password, creates only the customer record and goes to /mystudio', async () => {
    const services = await reachCompletion();
    const accounts = services.fakes.identity.accountCount;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nombre/), 'Valeria');
    await user.type(screen.getByLabelText(/^Apellidos/), 'Ortiz');
    await user.type(screen.getByLabelText(/^Teléfono/), '559 876 5432');
    await user.click(await screen.findByRole('checkbox', { name: /Acepto Términos y Condiciones/ }));
    await user.click(screen.getByRole('button', { name: text.signUpButton }));
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
    const created = services.fakes.api.state.customers.find((customer) => customer.email === GOOGLE_EMAIL);
    expect(created).toMatchObject({ name: 'Valeria', last_name: 'Ortiz', phone: '5598765432' });
    expect(services.fakes.identity.accountCount).toBe(accounts);
  });

  it('still checks the fields, and keeps the account on a taken phone', async () => {
    const services = await reachCompletion();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nombre/), 'Valeria');
    await user.type(screen.getByLabelText(/^Apellidos/), 'Ortiz');
    await user.type(screen.getByLabelText(/^Teléfono/), demoFixtures.customers[1]?.phone ?? '');
    await user.click(await screen.findByRole('checkbox', { name: /Acepto Términos y Condiciones/ }));
    await user.click(screen.getByRole('button', { name: text.signUpButton }));
    expect((await screen.findAllByText(messages.auth.duplicatePhone)).length).toBeGreaterThan(0);
    expect(services.fakes.identity.currentUser()?.email).toBe(GOOGLE_EMAIL);
    expect(screen.getByText(text.completeSignUpIntro)).toBeTruthy();
  });

  it('lets the person leave for another account: signed out, the plain sign-up form again', async () => {
    const services = await reachCompletion();
    await userEvent.click(screen.getByRole('button', { name: text.useAnotherAccount }));
    expect(await screen.findByLabelText(/^Contraseña/)).toBeTruthy();
    expect(screen.getByLabelText(/^Correo electrónico/).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(text.completeSignUpIntro)).toBeNull();
    expect(services.fakes.identity.currentUser()).toBeNull();
  });
});
