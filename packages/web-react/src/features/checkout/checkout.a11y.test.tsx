import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { publicRoutes } from '../public/routes.js';
import { acceptTerms, choose, openCheckout, PACKAGE, payButton, typeCard } from './testing/checkoutPage.js';
import { AXE_TIMEOUT, seriousViolations } from '../../testing/axe.js';

describe('accessibility of the checkout (axe)', () => {
  it('signed out, with the sign-in/sign-up toggle', async () => {
    await openCheckout(PACKAGE.ten, { signedInAs: undefined });
    await screen.findByLabelText(/Contraseña/, { selector: 'input' });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('paying by card, with a refusal and a refused discount code', async () => {
    await openCheckout(PACKAGE.five);
    await choose('Tarjeta');
    await acceptTerms();
    await typeCard({ number: '4000 0000 0000 9995' });
    await userEvent.click(payButton());
    await screen.findByText('Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Código de descuento' }), 'NOEXISTE');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByText('Lo sentimos, ese descuento no es válido.');
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it("the sign-up fee's 'Completar Inscripción'", async () => {
    await openCheckout(PACKAGE.ten, { config: { signup_fee: String(PACKAGE.five) } });
    await screen.findByRole('dialog', { name: 'Completar Inscripción' });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('the order confirmation', async () => {
    renderWithServices(null, { route: '/gracias/1', routes: publicRoutes, signedInAs: demoFixtures.accounts.socia.email });
    await screen.findByRole('heading', { level: 1, name: 'Orden #001' }, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('signed in with a saved card chosen', async () => {
    await openCheckout(PACKAGE.five, { signedInAs: demoFixtures.accounts.socia.email });
    await userEvent.click(await screen.findByRole('radio', { name: /^Visa terminación 4242/ }));
    await acceptTerms();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
