import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, err } from '@estudio/core';
import { demoCustomerIds, type DemoPorts } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../testing/axe.js';
import { installViewport } from '../../testing/viewport.js';
import { FIRST_LOAD, NUEVA, renderMemberScreen } from '../reservations/testing/render.js';
import { cardProviderStandIn, withoutCardMethod } from './testing/fakes.js';

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

/** An active subscription's charge beside the demo's pack, so the next charge shows. */
const withCharge = ({ api }: DemoPorts) => {
  const at = new Date(api.clock.now() - 3 * 86_400_000).toISOString();
  api.state.invoices.push({
    invoice_id: 9, customer_id: demoCustomerIds.socia, purchase_id: 9, title: 'Membresía mensual', total_payment: 1500, status: 'completed',
    created_at: at, createdAt: at, subscription_period: 'month', subscription_interval: 1, purchase_status: 'active',
  });
};

describe('accessibility of the saved cards and Mis Cargos (axe)', () => {
  it('/mystudio/metodos with a card, a refused card and the delete modal', async () => {
    renderMemberScreen('/mystudio/metodos');
    const form = await screen.findByRole('region', { name: 'Agregar tarjeta' }, FIRST_LOAD);
    await userEvent.type(within(form).getByRole('textbox', { name: /Número de tarjeta/ }), '4000 0000 0000 0002');
    await userEvent.type(within(form).getByRole('textbox', { name: /Nombre en la tarjeta/ }), 'Lucía Navarro');
    await userEvent.type(within(form).getByRole('textbox', { name: /Vencimiento/ }), '12/2030');
    await userEvent.type(within(form).getByRole('textbox', { name: /CVC/ }), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar tarjeta' }));
    await screen.findByText('Lo sentimos. El CVV de tu tarjeta es incorrecto');
    await userEvent.type(within(form).getByRole('textbox', { name: /CVC/ }), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar tarjeta' }));
    await screen.findByRole('alert');
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Visa terminación 4242' }));
    await screen.findByRole('dialog', { name: 'Eliminar método de pago' });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('/mystudio/metodos without cards', async () => {
    renderMemberScreen('/mystudio/metodos', { signedInAs: NUEVA });
    await screen.findByText('No hay metodos de pago registrados', {}, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('/mystudio/metodos while the ways to pay load, and when the studio takes no card', async () => {
    const loading = renderMemberScreen('/mystudio/metodos', { pending: ['checkout.paymentMethods'] });
    await screen.findByText('Cargando el formulario de tarjeta', {}, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
    loading.unmount();
    renderMemberScreen('/mystudio/metodos', { prepare: withoutCardMethod });
    await screen.findByText('Por ahora el estudio no acepta tarjetas en línea, así que no puedes agregar una aquí.', {}, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it("/mystudio/metodos with the card provider's field and its refusal", async () => {
    const stripe = cardProviderStandIn(err(appError('card_declined', 'Your card was declined.', 402)));
    renderMemberScreen('/mystudio/metodos', { services: { paymentProviders: stripe.providers } });
    const form = await screen.findByRole('region', { name: 'Agregar tarjeta' }, FIRST_LOAD);
    await within(form).findByRole('group', { name: 'Datos de tu tarjeta' });
    expect(await seriousViolations()).toEqual([]);
    stripe.seen.change?.({ empty: false, complete: true });
    const save = within(form).getByRole('button', { name: 'Guardar tarjeta' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await userEvent.click(save);
    await screen.findByRole('alert');
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('/mystudio/pagos on a phone and on a desktop', async () => {
    const phone = renderMemberScreen('/mystudio/pagos', { prepare: withCharge });
    await screen.findByRole('list', { name: 'Tus cargos' }, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
    phone.unmount();
    undo = installViewport(1280);
    renderMemberScreen('/mystudio/pagos', { prepare: withCharge });
    await screen.findByRole('table', { name: 'Tus cargos' }, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
