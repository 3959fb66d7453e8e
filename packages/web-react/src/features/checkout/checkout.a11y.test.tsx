import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { publicRoutes } from '../public/routes.js';
import { acceptTerms, choose, openCheckout, PACKAGE, payButton, typeCard } from './testing/checkoutPage.js';

/**
 * axe-core over the checkout and the order confirmation. jsdom has no
 * layout, so colour contrast is left to the end-to-end scans in Chromium.
 */
const seriousViolations = async (): Promise<string[]> => {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
};

/** Whole pages scanned by axe in jsdom, on a shared 2-core machine: several seconds each. */
const AXE_TIMEOUT = 20_000;

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
});
