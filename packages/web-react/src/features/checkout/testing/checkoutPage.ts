import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { demoCustomerIds, demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type FakeServices, type RenderWithServicesOptions } from '../../../testing/index.js';
import { publicRoutes } from '../../public/routes.js';

/** The demo customer with nothing bought: the checkout journeys buy as her. */
export const nueva = demoFixtures.accounts.nueva.email;

/** The demo's packages by id (core's demoPackages). */
export const PACKAGE = { trial: 1, five: 2, ten: 3, monthly: 4, online: 5, event: 6 } as const;

/** A card of the sandbox that pays, with an expiry well after the fake clock's January 2025. */
export const GOOD_CARD = { number: '4242 4242 4242 4242', name: 'Lucía Navarro', expiry: '12/2030', cvc: '123' };

/** /checkout/{id} in the public chrome, signed in as nueva unless told otherwise; resolves once the checkout is open and knows who buys. */
export const openCheckout = async (id: number, options: RenderWithServicesOptions = {}) => {
  const result = renderWithServices(null, { route: `/checkout/${id}`, routes: publicRoutes, signedInAs: nueva, ...options });
  await screen.findByRole('region', { name: 'Tu compra' }, { timeout: 5000 });
  // The session is read after the package: its part of the page says 'Cargando' until then.
  await waitFor(() => expect(screen.queryByText('Cargando')).toBeNull(), { timeout: 5000 });
  return result;
};

/** 'Pagar Ahora'. */
export const payButton = () => screen.getByRole('button', { name: 'Pagar Ahora' });

/** Ticks 'Acepto Términos y Condiciones' (the demo's required page). */
export const acceptTerms = () => userEvent.click(screen.getByRole('checkbox', { name: /Acepto/ }));

/** Chooses a way to pay by its label. */
export const choose = (label: string) => userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }));

/** Types a card into the sandbox form. */
export const typeCard = async (card: Partial<typeof GOOD_CARD> = {}) => {
  const values = { ...GOOD_CARD, ...card };
  const form = screen.getByRole('region', { name: 'Método de pago' });
  if (values.number) await userEvent.type(within(form).getByRole('textbox', { name: /Número de tarjeta/ }), values.number);
  if (values.name) await userEvent.type(within(form).getByRole('textbox', { name: /Nombre en la tarjeta/ }), values.name);
  if (values.expiry) await userEvent.type(within(form).getByRole('textbox', { name: /Vencimiento/ }), values.expiry);
  if (values.cvc) await userEvent.type(within(form).getByRole('textbox', { name: /CVC/ }), values.cvc);
};

/** nueva's purchases in the fake's state. */
export const purchasesOfNueva = (result: { readonly services: FakeServices }) =>
  result.services.fakes.api.state.purchases.filter((p) => p.customer_id === demoCustomerIds.nueva);
