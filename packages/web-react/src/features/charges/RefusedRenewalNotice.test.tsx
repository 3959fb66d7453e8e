import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Invoice } from '@estudio/core';
import { demoCustomerIds, type DemoPorts } from '@estudio/core/testing';
import { installViewport } from '../../testing/viewport.js';
import { FIRST_LOAD, renderMemberScreen } from '../reservations/testing/render.js';
import { refusedRenewals } from './refusedRenewals.rules.js';

const ROUTE = '/mystudio/pagos';
const NOW = Date.parse('2026-03-16T18:00:00Z');

const charge = (invoice_id: number, at: string, status: string, purchase_status = 'active', purchase_id = 2, renews_here = true): Invoice & { customer_id: number } => ({
  invoice_id, purchase_id, customer_id: demoCustomerIds.socia, title: 'Membresía mensual', total_payment: 1500, status, created_at: at, createdAt: at,
  subscription_period: 'month', subscription_interval: 1, purchase_status, renews_here,
});

/** The socia's monthly subscription: paid on 15 Jan and 15 Feb, refused on 15 Mar (issue 17's renewal). */
const withRefusedRenewal = ({ api }: DemoPorts) => {
  api.state.invoices.push(
    charge(2, '2026-01-15T18:00:00.000Z', 'completed'),
    charge(3, '2026-02-15T18:00:00.000Z', 'completed'),
    charge(4, '2026-03-15T18:00:00.000Z', 'failed'),
  );
};

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

describe('refusedRenewals', () => {
  it('names an active subscription whose latest charge was refused, once', () => {
    expect(refusedRenewals([charge(3, '2026-02-15T18:00:00Z', 'completed'), charge(4, '2026-03-15T18:00:00Z', 'failed'), charge(5, '2026-03-16T18:00:00Z', 'failed')]))
      .toEqual([{ title: 'Membresía mensual', renewsHere: true }]);
    // Renewed by Stripe or PayPal: a card saved here changes nothing.
    expect(refusedRenewals([charge(4, '2026-03-15T18:00:00Z', 'failed', 'active', 2, false)])).toEqual([{ title: 'Membresía mensual', renewsHere: false }]);
  });

  it('says nothing once a later charge was paid, or when the subscription ended', () => {
    expect(refusedRenewals([charge(4, '2026-03-15T18:00:00Z', 'failed'), charge(5, '2026-03-16T18:00:00Z', 'completed')])).toEqual([]);
    expect(refusedRenewals([charge(4, '2026-03-15T18:00:00Z', 'failed', 'failed')])).toEqual([]);
    expect(refusedRenewals([])).toEqual([]);
  });
});

describe('Mis Cargos after a refused renewal', () => {
  it('lists the refused renewal with its badge and leads to her cards', async () => {
    undo = installViewport(1280);
    renderMemberScreen(ROUTE, { now: NOW, prepare: withRefusedRenewal });
    const table = await screen.findByRole('table', { name: 'Tus cargos' }, FIRST_LOAD);
    const [, latest] = within(table).getAllByRole('row');
    expect(latest && within(latest).getAllByRole('cell').map((td) => td.textContent).slice(0, 4))
      .toEqual(['15 mar 2026', 'Membresía mensual', '$1,500', 'Fallido']);
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('No pudimos cobrar la renovación de Membresía mensual. Actualiza tu tarjeta para que el próximo intento se cobre.')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Actualizar tarjeta' }).getAttribute('href')).toBe('/mystudio/metodos');
  });

  it('sends her to her provider, not to her cards, when Stripe or PayPal renews the subscription', async () => {
    undo = installViewport(1280);
    renderMemberScreen(ROUTE, {
      now: NOW,
      prepare: ({ api }) => {
        api.state.invoices.push(charge(3, '2026-02-15T18:00:00.000Z', 'completed', 'active', 2, false), charge(4, '2026-03-15T18:00:00.000Z', 'failed', 'active', 2, false));
      },
    });
    await screen.findByRole('table', { name: 'Tus cargos' }, FIRST_LOAD);
    const notice = screen.getByRole('status');
    expect(within(notice).getByText(/Se volverá a intentar con la forma de pago de tu suscripción/)).toBeTruthy();
    expect(within(notice).queryByRole('link', { name: 'Actualizar tarjeta' })).toBeNull();
  });

  it('shows no notice while every renewal is paid', async () => {
    renderMemberScreen(ROUTE, { now: NOW });
    await screen.findByRole('list', { name: 'Tus cargos' }, FIRST_LOAD);
    expect(screen.queryByText(/No pudimos cobrar la renovación/)).toBeNull();
  });
});
