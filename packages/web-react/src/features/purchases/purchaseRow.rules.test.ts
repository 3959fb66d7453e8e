import { describe, expect, it } from 'vitest';
import type { Purchase } from '@estudio/core';
import { purchaseRow } from './purchaseRow.rules.js';

const ZONE = 'America/Mexico_City';
const NOW = Date.parse('2026-03-10T18:00:00Z');
const at = '2026-02-15T18:00:00.000Z';

const purchase = (over: Partial<Purchase>): Purchase => ({
  purchase_id: 7, title: 'Membresía mensual',
  class_package: { class_package_id: 3, title: 'Membresía mensual', is_online: false }, class_package_id: 3,
  amount: 1500, total_payment: 1500, status: 'active', class_amount: -1,
  createdAt: at, created_at: at, updatedAt: at, cancelledAt: null,
  customer: { email: 'socia@example.com' }, payment_method: null, payment_method_id: null,
  subscription_id: 'sub_1', subscription_period: 'month', subscription_interval: 1,
  expiration_days: null, free_trial_length: null, free_trial_period: null, is_gift: false,
  ...over,
});

describe('purchaseRow', () => {
  it('reads an active subscription: date, total, badge, next charge, cancellable everywhere', () => {
    expect(purchaseRow(purchase({}), ZONE, NOW)).toEqual({
      id: 7,
      title: 'Membresía mensual',
      purchasedAt: '15 feb 2026',
      total: '$1,500',
      badge: { status: 'active', label: 'Activa', tone: 'success' },
      nextBilling: '15 mar 2026',
      cancellable: { table: true, mobile: true },
      download: null,
    });
  });

  it('carries what a paid package delivers, as the server answers it', () => {
    const download = { name: 'Programa 8 semanas.pdf', url: '/files/programa.pdf' };
    expect(purchaseRow(purchase({ download }), ZONE, NOW).download).toEqual(download);
    expect(purchaseRow(purchase({ download: null }), ZONE, NOW).download).toBeNull();
  });

  it('has no next charge unless active; a pending subscription is cancellable on the phone only', () => {
    const row = purchaseRow(purchase({ status: 'pending' }), ZONE, NOW);
    expect(row.nextBilling).toBeNull();
    expect(row.cancellable).toEqual({ table: false, mobile: true });
  });

  it('offers nothing to cancel for a pack', () => {
    const row = purchaseRow(purchase({ status: 'completed', subscription_id: null, subscription_period: null, subscription_interval: null }), ZONE, NOW);
    expect(row.cancellable).toEqual({ table: false, mobile: false });
    expect(row.nextBilling).toBeNull();
  });
});
