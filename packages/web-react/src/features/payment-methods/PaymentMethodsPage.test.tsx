import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCustomerIds } from '@estudio/core/testing';
import type { FakeServices } from '../../testing/index.js';
import { FIRST_LOAD, NUEVA, renderMemberScreen } from '../reservations/testing/render.js';

const ROUTE = '/mystudio/metodos';

/** Types a card into the add-card form (the checkout's card form). */
const typeCard = async (number: string, { expiry = '12/2030', cvc = '123' } = {}) => {
  const form = screen.getByRole('region', { name: 'Agregar tarjeta' });
  await userEvent.type(within(form).getByRole('textbox', { name: /Número de tarjeta/ }), number);
  await userEvent.type(within(form).getByRole('textbox', { name: /Nombre en la tarjeta/ }), 'Lucía Navarro');
  await userEvent.type(within(form).getByRole('textbox', { name: /Vencimiento/ }), expiry);
  await userEvent.type(within(form).getByRole('textbox', { name: /CVC/ }), cvc);
  await userEvent.click(within(form).getByRole('button', { name: 'Guardar tarjeta' }));
};

const cardsOf = (services: FakeServices, customerId: number) => services.fakes.api.state.savedCards.filter((c) => c.customer_id === customerId);

describe('Mis Método de Pago', () => {
  it("lists the socia's saved card by brand and last digits", async () => {
    renderMemberScreen(ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Método de Pago' }, FIRST_LOAD)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Tus tarjetas guardadas' }, FIRST_LOAD);
    expect(within(list).getByText('Visa terminación 4242')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Eliminar Visa terminación 4242' })).toBeTruthy();
  });

  it("reads 'No hay metodos de pago registrados' without cards, then saves a 4242 card: '¡Método de Pago guardado con éxito!'", async () => {
    const { services } = renderMemberScreen(ROUTE, { signedInAs: NUEVA });
    expect(await screen.findByText('No hay metodos de pago registrados', {}, FIRST_LOAD)).toBeTruthy();
    await typeCard('4242 4242 4242 4242');
    expect(await screen.findByText('¡Método de Pago guardado con éxito!')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Tus tarjetas guardadas' });
    expect(within(list).getByText('Visa terminación 4242')).toBeTruthy();
    expect(screen.queryByText('No hay metodos de pago registrados')).toBeNull();
    expect((screen.getByRole('textbox', { name: /Número de tarjeta/ }) as HTMLInputElement).value).toBe('');
    expect(cardsOf(services, demoCustomerIds.nueva)).toMatchObject([{ card_type: 'visa', last_digits: '4242' }]);
  });

  it('refuses a declining card with the spec 8 text by the button, and saves nothing', async () => {
    const { services } = renderMemberScreen(ROUTE, { signedInAs: NUEVA });
    await screen.findByText('No hay metodos de pago registrados', {}, FIRST_LOAD);
    await typeCard('4000 0000 0000 0002');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Lo sentimos. Tu tarjeta ha sido rechazada por tu banco. Comunícate con tu banco para saber más.');
    expect(cardsOf(services, demoCustomerIds.nueva)).toEqual([]);
    expect(screen.getByText('No hay metodos de pago registrados')).toBeTruthy();
  });

  it("checks the card form first and sends nothing while it refuses", async () => {
    const { services } = renderMemberScreen(ROUTE, { signedInAs: NUEVA });
    await screen.findByText('No hay metodos de pago registrados', {}, FIRST_LOAD);
    const tokens = Object.keys(services.fakes.api.state.cardTokens).length;
    await typeCard('4242 42', { expiry: '13/30', cvc: '1' });
    expect(screen.getByText('El formato de la tarjeta no es válido, revisa los datos que ingresaste por favor.')).toBeTruthy();
    expect(screen.getByText('Escribe la fecha de vencimiento como MM/AAAA.')).toBeTruthy();
    expect(Object.keys(services.fakes.api.state.cardTokens)).toHaveLength(tokens);
  });

  it("deletes a card after the confirmation: 'Metodo de Pago eliminado con éxito.'; 'Regresar' keeps it", async () => {
    const { services } = renderMemberScreen(ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Visa terminación 4242' }, FIRST_LOAD));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar método de pago' });
    expect(within(dialog).getByText('¿Deseas eliminar tu Visa terminación 4242? Ya no podrás pagar con ella.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regresar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardsOf(services, demoCustomerIds.socia)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Visa terminación 4242' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar método de pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' }));
    expect(await screen.findByText('Metodo de Pago eliminado con éxito.')).toBeTruthy();
    expect(await screen.findByText('No hay metodos de pago registrados')).toBeTruthy();
    expect(cardsOf(services, demoCustomerIds.socia)).toEqual([]);
  });

  it("says 'Hubo un error al agregar este método de pago.' when a delete fails, and keeps the card", async () => {
    renderMemberScreen(ROUTE, {
      prepare: ({ api }) => api.failNext('savedCards.remove', { code: 'server', message: 'Falla', status: 500 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Visa terminación 4242' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar método de pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' }));
    expect(await screen.findByText('Hubo un error al agregar este método de pago.')).toBeTruthy();
    expect(await screen.findByText('Visa terminación 4242')).toBeTruthy();
  });

  it('shows the load error text when the cards cannot be read', async () => {
    renderMemberScreen(ROUTE, { prepare: ({ api }) => api.failNext('savedCards.list', { code: 'network', message: 'Sin conexión', status: 0 }) });
    expect(await screen.findByText('Lo sentimos, hubo un error al mostrar este contenido.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('leads to the calendar with payment_sources_enabled off', async () => {
    const { location } = renderMemberScreen(ROUTE, { config: { payment_sources_enabled: 'false' } });
    await waitFor(() => expect(location().pathname).toBe('/mystudio'), FIRST_LOAD);
    expect(screen.queryByRole('heading', { name: 'Mis Método de Pago' })).toBeNull();
  });
});
