import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen } from '@testing-library/react';
import { appError, messages } from '@estudio/core';
import { demoAccounts, demoCustomerIds, type DemoPorts } from '@estudio/core/testing';
import { renderWithServices } from '../../../testing/index.js';
import { authRoutes } from '../routes.js';
import { ConfirmEmailPage } from './ConfirmEmailPage.js';

const TOKEN = 'cambio-de-correo-demo-0123456789';
const NEW_EMAIL = 'mariana.nueva@estudio.test';

/** Socia asked for a new e-mail: the fake holds the link's token. */
const pendingChange = (fakes: DemoPorts) => {
  fakes.api.state.emailChanges.push({ token: TOKEN, customer_id: demoCustomerIds.socia, email: NEW_EMAIL, used: false });
};

const renderConfirm = (route: string, prepare: (fakes: DemoPorts) => void = pendingChange) =>
  renderWithServices(<ConfirmEmailPage />, { route, prepare });

const emailOfSocia = (fakes: DemoPorts) => fakes.api.state.customers.find((c) => c.customer_id === demoCustomerIds.socia)?.email;

describe('/confirmar-correo', () => {
  it('confirms the new e-mail once and leads to sign in', async () => {
    let confirm: MockInstance | undefined;
    const { services } = renderConfirm(`/confirmar-correo?token=${TOKEN}`, (fakes) => {
      pendingChange(fakes);
      confirm = vi.spyOn(fakes.api.customer, 'confirmEmail');
    });
    expect(await screen.findByText(messages.auth.emailChanged)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.chrome.goToSignIn }).getAttribute('href')).toBe('/entrar');
    expect(emailOfSocia(services.fakes)).toBe(NEW_EMAIL);
    expect(services.fakes.api.state.emailChanges[0]?.used).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith(TOKEN);
  });

  it('says the link no longer works when it was used, with a way back', async () => {
    renderConfirm(`/confirmar-correo?token=${TOKEN}`, (fakes) => {
      fakes.api.state.emailChanges.push({ token: TOKEN, customer_id: demoCustomerIds.socia, email: NEW_EMAIL, used: true });
    });
    expect(await screen.findByText(messages.auth.emailChangeLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.authScreens.confirmEmailAgain }).getAttribute('href')).toBe('/mystudio/informacion');
    expect(screen.getByRole('link', { name: messages.publicPages.backHome }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: messages.chrome.goToSignIn })).toBeNull();
  });

  it('says the link is not valid without a token, calling nothing', () => {
    const { services } = renderConfirm('/confirmar-correo');
    expect(screen.getByText(messages.auth.emailChangeLinkInvalid)).toBeTruthy();
    expect(emailOfSocia(services.fakes)).toBe(demoAccounts.socia.email);
  });

  it("shows the server's words when the address was taken meanwhile", async () => {
    const taken = appError('customer/email-taken', messages.customerAdmin.emailTaken, 409);
    renderConfirm(`/confirmar-correo?token=${TOKEN}`, (fakes) => {
      pendingChange(fakes);
      fakes.api.failNext('customer.confirmEmail', taken);
    });
    expect(await screen.findByText(messages.customerAdmin.emailTaken)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.publicPages.backHome })).toBeTruthy();
  });

  it('shows that it is confirming while the server has not answered', () => {
    renderWithServices(<ConfirmEmailPage />, { route: `/confirmar-correo?token=${TOKEN}`, pending: ['customer.confirmEmail'] });
    expect(screen.getByText(messages.authScreens.confirmEmailTitle)).toBeTruthy();
    expect(screen.getByText(messages.authScreens.confirmEmailWorking)).toBeTruthy();
  });

  it('is a route of the public chrome', async () => {
    renderWithServices(null, { route: `/confirmar-correo?token=${TOKEN}`, routes: authRoutes, prepare: pendingChange });
    expect(await screen.findByRole('heading', { level: 1, name: messages.authScreens.confirmEmailTitle })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
    expect(await screen.findByText(messages.auth.emailChanged)).toBeTruthy();
  });
});
