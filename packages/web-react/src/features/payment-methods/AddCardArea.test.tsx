import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, err, type SavedCardBody } from '@estudio/core';
import { demoCustomerIds } from '@estudio/core/testing';
import type { FakeServices } from '../../testing/index.js';
import { FIRST_LOAD, NUEVA, renderMemberScreen } from '../reservations/testing/render.js';
import { cardProviderStandIn, serverKnowsStripeToken, withoutCardMethod } from './testing/fakes.js';

const ROUTE = '/mystudio/metodos';
const NO_CARDS = 'Por ahora el estudio no acepta tarjetas en línea, así que no puedes agregar una aquí.';
const DECLINED = 'Lo sentimos. Tu tarjeta ha sido rechazada por tu banco. Comunícate con tu banco para saber más.';

const cardsOf = (services: FakeServices, customerId: number) => services.fakes.api.state.savedCards.filter((c) => c.customer_id === customerId);
const tokensOf = (services: FakeServices) => Object.keys(services.fakes.api.state.cardTokens).length;
const addForm = () => screen.queryByRole('region', { name: 'Agregar tarjeta' });
const saveButton = () => within(screen.getByRole('region', { name: 'Agregar tarjeta' })).getByRole('button', { name: 'Guardar tarjeta' });

describe('Mis Método de Pago when the studio takes no card', () => {
  it('shows the note instead of the form; the saved card still shows and is deleted', async () => {
    const { services } = renderMemberScreen(ROUTE, { prepare: withoutCardMethod });
    expect(await screen.findByText(NO_CARDS, {}, FIRST_LOAD)).toBeTruthy();
    const tokens = tokensOf(services);
    expect(addForm()).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Número de tarjeta/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar tarjeta' })).toBeNull();

    const list = screen.getByRole('list', { name: 'Tus tarjetas guardadas' });
    await userEvent.click(within(list).getByRole('button', { name: 'Eliminar Visa terminación 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar método de pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' }));
    expect(await screen.findByText('Metodo de Pago eliminado con éxito.')).toBeTruthy();
    expect(await screen.findByText('No hay metodos de pago registrados')).toBeTruthy();
    expect(cardsOf(services, demoCustomerIds.socia)).toEqual([]);
    expect(screen.getByText(NO_CARDS)).toBeTruthy();
    expect(tokensOf(services)).toBe(tokens);
  });

  it('shows neither the form nor the note while the ways to pay load', async () => {
    renderMemberScreen(ROUTE, { pending: ['checkout.paymentMethods'] });
    expect(await screen.findByRole('list', { name: 'Tus tarjetas guardadas' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Cargando el formulario de tarjeta').getAttribute('role')).toBe('status');
    expect(addForm()).toBeNull();
    expect(screen.queryByText(NO_CARDS)).toBeNull();
  });

  it('keeps the form when the ways to pay cannot be read (the save still answers)', async () => {
    renderMemberScreen(ROUTE, {
      prepare: ({ api }) => api.failNext('checkout.paymentMethods', { code: 'network', message: 'Sin conexión', status: 0 }),
    });
    const form = await screen.findByRole('region', { name: 'Agregar tarjeta' }, FIRST_LOAD);
    expect(within(form).getByRole('textbox', { name: /Número de tarjeta/ })).toBeTruthy();
    expect(screen.queryByText(NO_CARDS)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Mis Método de Pago with Stripe’s card field', () => {
  it('shows the provider’s field instead of ours; saving tokenises in the field and keeps its token', async () => {
    const stripe = cardProviderStandIn();
    const bodies: SavedCardBody[] = [];
    const { services } = renderMemberScreen(ROUTE, {
      signedInAs: NUEVA,
      services: { paymentProviders: stripe.providers },
      prepare: serverKnowsStripeToken(bodies),
    });
    const form = await screen.findByRole('region', { name: 'Agregar tarjeta' }, FIRST_LOAD);
    expect(await within(form).findByRole('group', { name: 'Datos de tu tarjeta' })).toBeTruthy();
    expect(within(form).queryByRole('textbox', { name: /Número de tarjeta/ })).toBeNull();
    expect(within(form).queryByRole('textbox', { name: /CVC/ })).toBeNull();
    const tokens = tokensOf(services);
    expect(saveButton().hasAttribute('disabled')).toBe(true);

    stripe.seen.change?.({ empty: false, complete: true });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(saveButton());

    expect(await screen.findByText('¡Método de Pago guardado con éxito!')).toBeTruthy();
    expect(stripe.seen.tokenised).toBe(1);
    expect(bodies).toEqual([{ token_id: 'pm_amex_1', card_type: 'amex', last_digits: '0005', saveCard: true }]);
    expect(cardsOf(services, demoCustomerIds.nueva)).toMatchObject([{ card_type: 'amex', last_digits: '0005' }]);
    const list = await screen.findByRole('list', { name: 'Tus tarjetas guardadas' });
    expect(within(list).getByText('American Express terminación 0005')).toBeTruthy();
    expect(tokensOf(services)).toBe(tokens);
    // A fresh, empty field for the next card.
    await waitFor(() => expect(stripe.seen.mounts).toBe(2));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('reads the card text when the field’s tokenising fails, and saves nothing', async () => {
    const stripe = cardProviderStandIn(err(appError('card_declined', 'Your card was declined.', 402)));
    const bodies: SavedCardBody[] = [];
    const { services } = renderMemberScreen(ROUTE, {
      signedInAs: NUEVA,
      services: { paymentProviders: stripe.providers },
      prepare: serverKnowsStripeToken(bodies),
    });
    await screen.findByRole('group', { name: 'Datos de tu tarjeta' }, FIRST_LOAD);
    stripe.seen.change?.({ empty: false, complete: true });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(saveButton());

    expect((await screen.findByRole('alert')).textContent).toBe(DECLINED);
    expect(stripe.seen.tokenised).toBe(1);
    expect(bodies).toEqual([]);
    expect(cardsOf(services, demoCustomerIds.nueva)).toEqual([]);
    expect(screen.getByText('No hay metodos de pago registrados')).toBeTruthy();
  });

  it('still shows the note, not Stripe’s field, when the studio’s ways to pay name no card', async () => {
    const stripe = cardProviderStandIn();
    renderMemberScreen(ROUTE, { services: { paymentProviders: stripe.providers }, prepare: withoutCardMethod });
    expect(await screen.findByText(NO_CARDS, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Datos de tu tarjeta' })).toBeNull();
    expect(stripe.seen.mounts).toBe(0);
  });
});
