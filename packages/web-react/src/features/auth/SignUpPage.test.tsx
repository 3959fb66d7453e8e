import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { messages } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type FakeServicesOptions } from '../../testing/index.js';
import { SignUpPage } from './SignUpPage.js';

const Where = () => <p>Pantalla {useLocation().pathname}</p>;
const memberArea = [{ path: '/mystudio/*', element: <Where /> }];

type Fill = Partial<Record<'name' | 'lastName' | 'email' | 'phone' | 'password' | 'confirm', string>>;

const valid: Required<Fill> = {
  name: 'Ana',
  lastName: 'López',
  email: 'ana@estudio.test',
  phone: '559 876 5432',
  password: 'secreta1',
  confirm: 'secreta1',
};

const fillForm = async (overrides: Fill = {}) => {
  const values = { ...valid, ...overrides };
  const user = userEvent.setup();
  const type = async (label: RegExp, value: string) => value && user.type(screen.getByLabelText(label), value);
  await type(/^Nombre/, values.name);
  await type(/^Apellidos/, values.lastName);
  await type(/^Correo electrónico/, values.email);
  await type(/^Teléfono/, values.phone);
  await type(/^Contraseña/, values.password);
  await type(/^Confirmar contraseña/, values.confirm);
  return user;
};

const renderSignUp = (options: FakeServicesOptions = {}) =>
  renderWithServices(<SignUpPage />, { route: '/registro', routes: memberArea, ...options }).services;

const termsBox = () => screen.findByRole('checkbox', { name: /Acepto Términos y Condiciones/ });

describe('/registro', () => {
  it("shows 'Regístrate' over the background image", () => {
    const { container } = renderWithServices(<SignUpPage />, { route: '/registro', config: { bg_signup: '', bg_login: '/login.jpg' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Regístrate' })).toBeTruthy();
    expect(container.querySelector('img[src="/login.jpg"]')).toBeTruthy();
  });

  it('shows the spec messages and sends nothing while the form is invalid', async () => {
    const services = renderSignUp();
    const phoneCheck = vi.spyOn(services.fakes.api.customer, 'phoneAvailable');
    const createAccount = vi.spyOn(services.fakes.identity, 'signUp');
    await termsBox();
    const user = await fillForm({ phone: '12-34', password: 'abc', confirm: 'abd' });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getAllByText('El formato del teléfono no es correcto.').length).toBeGreaterThan(0);
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(screen.getByText('Debes aceptar los términos y condiciones antes de continuar.')).toBeTruthy();
    expect(phoneCheck).not.toHaveBeenCalled();
    expect(createAccount).not.toHaveBeenCalled();
    expect(services.fakes.api.state.customers).toHaveLength(demoFixtures.customers.length);
  });

  it('requires the terms checkbox, linking each required page in a new tab', async () => {
    const services = renderSignUp();
    const createAccount = vi.spyOn(services.fakes.identity, 'signUp');
    const link = await screen.findByRole('link', { name: /Términos y Condiciones/ });
    expect(link.getAttribute('href')).toBe('/terminos');
    expect(link.getAttribute('target')).toBe('_blank');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getAllByText(messages.auth.mustAcceptTerms).length).toBeGreaterThan(0);
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('has no terms checkbox when no page is required', async () => {
    renderSignUp({ prepare: ({ api }) => (api.state.pages = api.state.pages.map((page) => ({ ...page, required: false }))) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear cuenta' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("reveals the 'other' field when the reason is 'Otro'", async () => {
    renderSignUp();
    expect(screen.queryByLabelText(/Cuéntanos cómo nos conociste/)).toBeNull();
    const select = screen.getByLabelText(/¿Cómo nos conociste\?/);
    const options = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Instagram', 'Facebook', 'TikTok', 'Recomendación', 'Google', 'Pasé por el estudio', 'Otro']));
    await userEvent.selectOptions(select, 'Otro');
    expect(screen.getByLabelText(/Cuéntanos cómo nos conociste/)).toBeTruthy();
  });

  it('refuses a phone another customer uses', async () => {
    const services = renderSignUp();
    await userEvent.click(await termsBox());
    const user = await fillForm({ phone: demoFixtures.customers[1]?.phone ?? '' });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect((await screen.findAllByText('Ya existe una cuenta con ese número de teléfono')).length).toBeGreaterThan(0);
    expect(services.fakes.identity.hasAccount(valid.email)).toBe(false);
  });

  it('asks an existing e-mail to sign in instead (409)', async () => {
    renderSignUp();
    await userEvent.click(await termsBox());
    const user = await fillForm({ email: demoFixtures.accounts.socia.email });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect((await screen.findAllByText('Ya tienes una cuenta con nosotros. Por favor, inicia sesión.')).length).toBeGreaterThan(0);
  });

  it('creates the account with the accepted pages and goes to /mystudio', async () => {
    const services = renderSignUp();
    await userEvent.click(await termsBox());
    const user = await fillForm();
    await user.selectOptions(screen.getByLabelText(/¿Cómo nos conociste\?/), 'Otro');
    await user.type(screen.getByLabelText(/Cuéntanos cómo nos conociste/), 'Un volante');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
    const created = services.fakes.api.state.customers.find((customer) => customer.email === valid.email);
    expect(created).toMatchObject({ name: 'Ana', phone: '5598765432', signup_reason: 'Otro', other: 'Un volante' });
    expect(services.fakes.api.state.acceptedPages).toContainEqual({ page_id: 1, customer_id: created?.customer_id });
  });
});
