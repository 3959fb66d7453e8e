import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { demoCustomerIds, type DemoPorts } from '@estudio/core/testing';
import { installViewport } from '../../testing/viewport.js';
import { FIRST_LOAD, NUEVA, renderMemberScreen } from '../reservations/testing/render.js';

const ROUTE = '/mystudio/pagos';
/** 10 Mar 2026, midday in Mexico City. */
const NOW = Date.parse('2026-03-10T18:00:00Z');

/** The socia's monthly subscription, charged on 15 Jan and 15 Feb 2026, still active. */
const withSubscriptionCharges = ({ api }: DemoPorts) => {
  const charge = (invoice_id: number, at: string) => ({
    invoice_id, customer_id: demoCustomerIds.socia, purchase_id: 2, title: 'Membresía mensual', total_payment: 1500,
    status: 'completed', created_at: at, createdAt: at, subscription_period: 'month' as const, subscription_interval: 1, purchase_status: 'active',
  });
  api.state.invoices.push(charge(2, '2026-01-15T18:00:00.000Z'), charge(3, '2026-02-15T18:00:00.000Z'));
};

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

describe('Mis Cargos', () => {
  it('lists the charges newest first on a desktop: date, package, amount, badge, and the next charge', async () => {
    undo = installViewport(1280);
    renderMemberScreen(ROUTE, { now: NOW, prepare: withSubscriptionCharges });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Cargos' }, FIRST_LOAD)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tus cargos' }, FIRST_LOAD);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fecha', 'Paquete', 'Monto', 'Estado', 'Próximo cargo']);
    const [, ...rows] = within(table).getAllByRole('row');
    const cells = rows.map((row) => within(row).getAllByRole('cell').map((td) => td.textContent));
    expect(cells).toEqual([
      // The demo's 10-class pack, bought five days before now: not a subscription, no next charge.
      ['05 mar 2026', 'Paquete 10 clases', '$1,200', 'Completada', '—'],
      ['15 feb 2026', 'Membresía mensual', '$1,500', 'Completada', '15 mar 2026'],
      ['15 ene 2026', 'Membresía mensual', '$1,500', 'Completada', '—'],
    ]);
  });

  it('shows a card per charge on a phone, with the next charge only where there is one', async () => {
    renderMemberScreen(ROUTE, { now: NOW, prepare: withSubscriptionCharges });
    const list = await screen.findByRole('list', { name: 'Tus cargos' }, FIRST_LOAD);
    expect(screen.queryByRole('table')).toBeNull();
    const [pack, latest, earlier] = within(list).getAllByRole('article');
    expect(pack && within(pack).getByRole('heading', { name: 'Paquete 10 clases' })).toBeTruthy();
    expect(latest && within(latest).getByText('Próximo cargo')).toBeTruthy();
    expect(latest && within(latest).getByText('15 mar 2026')).toBeTruthy();
    expect(earlier && within(earlier).queryByText('Próximo cargo')).toBeNull();
  });

  it('says so when there are no charges, and leads to the packages', async () => {
    renderMemberScreen(ROUTE, { signedInAs: NUEVA });
    expect(await screen.findByText('Aún no tienes cargos. Cuando compres un paquete, aquí verás cada cobro.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver paquetes' }).getAttribute('href')).toBe('/mystudio/paquetes');
  });

  it('shows the load error text when the charges cannot be read', async () => {
    renderMemberScreen(ROUTE, {
      prepare: ({ api }) => api.failNext('purchases.invoices', { code: 'network', message: 'Sin conexión', status: 0 }),
    });
    expect(await screen.findByText('Lo sentimos, hubo un error al mostrar este contenido.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('leads to the calendar with subscriptions off (spec 2: only when subscriptions are enabled)', async () => {
    const { location } = renderMemberScreen(ROUTE, { config: { subscriptions_enabled: 'false' } });
    await waitFor(() => expect(location().pathname).toBe('/mystudio'), FIRST_LOAD);
    expect(screen.queryByRole('heading', { name: 'Mis Cargos' })).toBeNull();
  });
});
