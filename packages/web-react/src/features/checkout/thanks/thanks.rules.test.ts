import { describe, expect, it } from 'vitest';
import { parseStudioConfig, type Purchase } from '@estudio/core';
import { demoPurchases, FAKE_CLOCK_START } from '@estudio/core/testing';
import { demoConfigEntries, type SettingsOverrides } from '../../../testing/index.js';
import { bankLines, orderView } from './thanks.rules.js';

const config = (overrides: SettingsOverrides = {}) => parseStudioConfig(demoConfigEntries(overrides));
const DAY = 86_400_000;
const now = FAKE_CLOCK_START;
const cardPurchase = (): Purchase => {
  const { customer_id: _owner, ...purchase } = demoPurchases(now).purchases[0]!;
  return purchase;
};

describe('orderView (spec 2 /gracias)', () => {
  it("reads 'Orden #00{id}', the date, account, total, status, classes, method and the expiry", () => {
    const order = orderView(cardPurchase(), config(), now);
    expect(order).toMatchObject({
      title: 'Orden #001',
      packageTitle: 'Paquete 10 clases',
      email: 'socia@estudio.test',
      totalPaid: 'Total Pagado: $1,200',
      badge: { label: 'Completada', tone: 'info' },
      classes: '10 clases',
      method: { name: 'Tarjeta de crédito o débito' },
      bank: [],
      benefits: 'Tus beneficios vencen en 60 días.',
      nextCharge: null,
      download: null,
    });
    expect(order.date).toBe('01 ene 2025');
  });

  it("links the paid package's content the server hands its buyer", () => {
    const download = { name: 'Programa 8 semanas.pdf', url: '/files/programa.pdf' };
    expect(orderView({ ...cardPurchase(), download }, config(), now).download).toEqual(download);
  });

  it('shows the bank details for a cash purchase, only those set', () => {
    const cash = { ...cardPurchase(), status: 'pending', payment_method: { name: 'Efectivo', instructions: '<p>Paga en recepción.</p>', kind: 'cash' } };
    expect(orderView(cash, config(), now).bank).toEqual([
      { label: 'Banco', value: 'Banco Demo' },
      { label: 'Tarjeta', value: '4152 3136 0000 0000' },
      { label: 'Número de cuenta', value: '0123456789' },
      { label: 'Titular', value: 'Estudio Demo S.A. de C.V.' },
    ]);
    expect(bankLines(config({ cash_bank_card: '', cash_account_number: '' })).map((line) => line.label)).toEqual(['Banco', 'Titular']);
  });

  it('reads a subscription as renewing, with its next charge; a free trial as $0, charged after the trial', () => {
    const created = new Date(now - DAY).toISOString();
    const monthly = { ...cardPurchase(), status: 'active', subscription_period: 'month' as const, subscription_interval: 1, subscription_id: 'sub_1', createdAt: created, created_at: created };
    const order = orderView(monthly, config(), now);
    expect(order.benefits).toBe('Tus beneficios se renuevan cada mes.');
    expect(order.nextCharge).toMatch(/^Próximo cargo: \d{2} feb 2025$/);
    const trial = orderView({ ...monthly, total_payment: 0, free_trial_length: 7, free_trial_period: 'day' }, config(), now);
    expect(trial.totalPaid).toBe('Total Pagado: $0');
    expect(trial.nextCharge).toMatch(/^Próximo cargo: 1[12] ene 2025$/);
  });

  it('leaves the classes out of an online-only package', () => {
    expect(orderView({ ...cardPurchase(), class_amount: 0 }, config(), now).classes).toBeNull();
    expect(orderView({ ...cardPurchase(), class_amount: -1 }, config(), now).classes).toBe('Clases ilimitadas');
  });
});
