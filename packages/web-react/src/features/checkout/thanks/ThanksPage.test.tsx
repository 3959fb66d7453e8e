import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type RenderWithServicesOptions } from '../../../testing/index.js';
import { publicRoutes } from '../../public/routes.js';
import { nueva, PACKAGE } from '../testing/checkoutPage.js';

const socia = demoFixtures.accounts.socia.email;
const openOrder = (id: number | string, options: RenderWithServicesOptions = {}) =>
  renderWithServices(null, { route: `/gracias/${id}`, routes: publicRoutes, signedInAs: socia, ...options });
/** The order's card, once the session is restored and the purchase read (a purchase made right after rendering is read). */
const order = () => screen.findByRole('article', { name: /^Orden #00/ }, { timeout: 5000 });

describe('/gracias/{purchase_id}', { timeout: 15_000 }, () => {
  it("shows 'Orden #00{id}' and every line spec 2 lists, with a way to /mystudio", async () => {
    openOrder(1);
    const card = await order();
    expect(within(card).getByRole('heading', { level: 1, name: 'Orden #001' })).toBeTruthy();
    for (const text of ['Paquete 10 clases', '01 ene 2025', socia, 'Completada', '10 clases', 'Total Pagado: $1,200', 'Tus beneficios vencen en 60 días.']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByRole('heading', { name: 'Método de pago: Tarjeta de crédito o débito' })).toBeTruthy();
    expect(within(card).getByText(/El cargo aparecerá como ESTUDIO DEMO/)).toBeTruthy();
    expect(within(card).queryByText('Datos para tu pago')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Ir a Mi Estudio' }).getAttribute('href')).toBe('/mystudio');
  });

  it("shows a cash order's instructions and the studio's bank details", async () => {
    const { services } = openOrder(2, { signedInAs: nueva });
    const answer = await services.fakes.api.checkout.attempt({ class_package_id: PACKAGE.five, payment_method: 'cash', idempotency_key: 'orden-en-efectivo' });
    expect(answer).toMatchObject({ ok: true, value: { purchase_id: 2 } });
    const card = await order();
    expect(within(card).getByText('Pendiente')).toBeTruthy();
    expect(within(card).getByText(/Paga en la recepción del estudio/)).toBeTruthy();
    const bank = within(card).getByRole('heading', { name: 'Datos para tu pago' });
    expect(bank).toBeTruthy();
    for (const text of ['Banco Demo', '4152 3136 0000 0000', '0123456789', 'Estudio Demo S.A. de C.V.']) expect(within(card).getByText(text)).toBeTruthy();
  });

  it("reads a subscription's renewal and next charge", async () => {
    const { services } = openOrder(2, { signedInAs: nueva });
    const token = await services.fakes.api.checkout.cardToken({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
    await services.fakes.api.checkout.attempt({
      class_package_id: PACKAGE.monthly, payment_method: 'card', card_token: token.ok ? token.value.token : '', idempotency_key: 'suscripcion-1',
    });
    const card = await order();
    expect(within(card).getByText('Activa')).toBeTruthy();
    expect(within(card).getByText('Tus beneficios se renuevan cada mes.')).toBeTruthy();
    expect(within(card).getByText('Próximo cargo: 06 feb 2025')).toBeTruthy();
  });

  it("reads a free trial as 'Total Pagado: $0', charged after the trial", async () => {
    const { services } = openOrder(2, {
      signedInAs: nueva,
      prepare: ({ api }) => {
        const monthly = api.state.packages.find((p) => p.class_package_id === PACKAGE.monthly);
        if (monthly) Object.assign(monthly, { free_trial_length: 7, free_trial_period: 'day' });
      },
    });
    const token = await services.fakes.api.checkout.cardToken({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
    await services.fakes.api.checkout.attempt({
      class_package_id: PACKAGE.monthly, payment_method: 'card', card_token: token.ok ? token.value.token : '', idempotency_key: 'prueba-gratis-1',
    });
    const card = await order();
    expect(within(card).getByText('Total Pagado: $0')).toBeTruthy();
    expect(within(card).getByText('Próximo cargo: 13 ene 2025')).toBeTruthy();
  });

  it('asks a visitor to sign in and come back', async () => {
    openOrder(1, { signedInAs: undefined });
    expect(await screen.findByText('Inicia sesión para ver tu orden.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe('/entrar?next=%2Fgracias%2F1');
  });

  it("never shows another customer's order, nor an id that is not one", async () => {
    const first = openOrder(1, { signedInAs: nueva });
    expect(await screen.findByText('No encontramos esta orden.', {}, { timeout: 5000 })).toBeTruthy();
    first.unmount();
    openOrder('abc');
    expect(await screen.findByText('No encontramos esta orden.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
