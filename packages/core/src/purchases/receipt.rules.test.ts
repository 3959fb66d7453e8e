import { describe, expect, it } from 'vitest';
import { benefitsText, nextChargeText, orderTitle, purchaseValidityText, totalPaidText } from './receipt.rules.js';

describe('the order confirmation (spec 2, /gracias)', () => {
  it("is titled 'Orden #00{purchase_id}'", () => {
    expect(orderTitle(41)).toBe('Orden #0041');
  });

  it("reads 'Total Pagado: $0' for a free trial", () => {
    expect(totalPaidText(0)).toBe('Total Pagado: $0');
    expect(totalPaidText('1500.00')).toBe('Total Pagado: $1,500');
    expect(totalPaidText(null)).toBe('Total Pagado: $0');
  });

  it('says a subscription renews every N periods', () => {
    expect(benefitsText({ status: 'active', subscription_period: 'month', subscription_interval: 1 })).toBe('Tus beneficios se renuevan cada mes.');
    expect(benefitsText({ status: 'active', subscription_period: 'day', subscription_interval: 15 })).toBe('Tus beneficios se renuevan cada 15 días.');
    expect(benefitsText({ status: 'active', class_package: { is_subscription: true, subscription_period: 'year', subscription_interval: 2 } })).toBe(
      'Tus beneficios se renuevan cada 2 años.',
    );
  });

  it('says other purchases expire in N days', () => {
    expect(benefitsText({ status: 'completed', expiration_days: 30 })).toBe('Tus beneficios vencen en 30 días.');
    expect(benefitsText({ status: 'completed', expiration_days: 1 })).toBe('Tus beneficios vencen en 1 día.');
    expect(benefitsText({ status: 'completed', expiration_days: null })).toBeNull();
  });

  it('dates the next charge after the trial', () => {
    const trial = { status: 'active', createdAt: '2026-03-01T18:00:00Z', subscription_period: 'month' as const, free_trial_length: 7 };
    expect(nextChargeText(trial, Date.parse('2026-03-01T18:05:00Z'), 'America/Mexico_City')).toBe('Próximo cargo: 08 mar 2026');
    expect(nextChargeText({ ...trial, status: 'pending' }, Date.parse('2026-03-01T18:05:00Z'))).toBeNull();
  });

  it('reads a validity on purchase rows', () => {
    expect(purchaseValidityText({ expiration_days: 30 })).toBe('Vigencia de 30 días');
  });
});
