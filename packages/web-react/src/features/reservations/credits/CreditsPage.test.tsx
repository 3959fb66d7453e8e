import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCustomerIds } from '@estudio/core/testing';
import { FIRST_LOAD, NUEVA, renderMemberScreen } from '../testing/render.js';

const ROUTE = '/mystudio/creditos';

describe('Mis Créditos', () => {
  it('lists each credit: class types, times, balance and expiration', async () => {
    renderMemberScreen(ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Créditos' }, FIRST_LOAD)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Mis Créditos' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    // The one that expires first leads: 2 classes, for two days.
    const first = cards[0];
    expect(first && within(first).getByRole('heading', { name: 'Todos los tipos de clase' })).toBeTruthy();
    expect(first && within(first).getByText('2')).toBeTruthy();
    expect(first && within(first).getByText('Hasta el 08 ene 2025')).toBeTruthy();
    expect(first && within(first).getByText('Cualquier horario')).toBeTruthy();
  });

  it('names restricted class types and times, and -1 as Ilimitadas', async () => {
    renderMemberScreen(ROUTE, {
      prepare: ({ api }) =>
        api.state.credits.push({
          available_class_id: 30,
          customer_id: demoCustomerIds.socia,
          purchase_id: null,
          class_type_id: 2,
          class_types: '4',
          allowed_times: '1-5@06:00-12:00',
          available_classes: -1,
          expiration_date: null,
        }),
    });
    const card = await screen.findByRole('article', { name: 'Pilates Reformer, Cycling' }, FIRST_LOAD);
    expect(within(card).getByText('Ilimitadas')).toBeTruthy();
    expect(within(card).getByText('lun a vie 06:00-12:00')).toBeTruthy();
    expect(within(card).getByText('Sin vencimiento')).toBeTruthy();
  });

  it("offers '+ Créditos', which leads to the packages", async () => {
    renderMemberScreen(ROUTE);
    await screen.findByRole('heading', { level: 1, name: 'Mis Créditos' }, FIRST_LOAD);
    expect(screen.getByRole('link', { name: '+ Créditos' }).getAttribute('href')).toBe('/mystudio/paquetes');
  });

  it('says when there are no credits', async () => {
    renderMemberScreen(ROUTE, { signedInAs: NUEVA });
    expect(await screen.findByText('No tienes créditos disponibles.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it("is linked as 'Mis Créditos' with restricted class types allowed", async () => {
    renderMemberScreen(ROUTE);
    const nav = await screen.findByRole('navigation', { name: 'Navegación de tu cuenta' }, FIRST_LOAD);
    // The account pages sit under the navbar's 'Mi Cuenta' menu.
    await userEvent.click(within(nav).getByRole('button', { name: /Mi Cuenta/ }));
    expect(within(nav).getByRole('link', { name: 'Mis Créditos' }).getAttribute('href')).toBe(ROUTE);
  });

  it('is neither offered nor linked without allow_restricted_class_types', async () => {
    const { location } = renderMemberScreen(ROUTE, { config: { allow_restricted_class_types: 'false' } });
    await waitFor(() => expect(location().pathname).toBe('/mystudio'), FIRST_LOAD);
    const nav = await screen.findByRole('navigation', { name: 'Navegación de tu cuenta' }, FIRST_LOAD);
    await userEvent.click(within(nav).getByRole('button', { name: /Mi Cuenta/ }));
    expect(within(nav).getByRole('link', { name: 'Mi Información' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Mis Créditos' })).toBeNull();
  });
});
