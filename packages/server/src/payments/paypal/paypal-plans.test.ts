import { describe, expect, it } from 'vitest';
import { billingCycles, payPalMoney } from './paypal-plans.js';

describe('billingCycles', () => {
  it('bills the regular price every interval until cancelled when there is no trial nor first-period price', () => {
    expect(billingCycles({ price: 1900, period: 'month', interval: 3, trial: null, firstPeriodPrice: null })).toEqual([
      { frequency: { interval_unit: 'MONTH', interval_count: 3 }, tenure_type: 'REGULAR', sequence: 1, total_cycles: 0, pricing_scheme: { fixed_price: { currency_code: 'MXN', value: '1900.00' } } },
    ]);
  });

  it('puts a free trial first, without a price, in its own unit', () => {
    const cycles = billingCycles({ price: 500, period: 'year', interval: 1, trial: { period: 'day', length: 14 }, firstPeriodPrice: null });
    expect(cycles.map((cycle) => [cycle.sequence, cycle.tenure_type, cycle.frequency.interval_unit, cycle.frequency.interval_count, cycle.pricing_scheme?.fixed_price.value ?? null])).toEqual([
      [1, 'TRIAL', 'DAY', 14, null],
      [2, 'REGULAR', 'YEAR', 1, '500.00'],
    ]);
  });

  it('bills a discounted first period as a priced trial cycle, after the free trial', () => {
    const cycles = billingCycles({ price: 1900, period: 'month', interval: 1, trial: { period: 'month', length: 1 }, firstPeriodPrice: 1710 });
    expect(cycles.map((cycle) => [cycle.tenure_type, cycle.total_cycles, cycle.pricing_scheme?.fixed_price.value ?? null])).toEqual([
      ['TRIAL', 1, null], ['TRIAL', 1, '1710.00'], ['REGULAR', 0, '1900.00'],
    ]);
  });

  it('adds no first-period cycle when its price is the regular one', () => {
    expect(billingCycles({ price: 800, period: 'day', interval: 7, trial: null, firstPeriodPrice: 800 })).toHaveLength(1);
  });
});

describe('payPalMoney', () => {
  it('writes MXN with two decimals as text', () => {
    expect(payPalMoney(1200)).toEqual({ currency_code: 'MXN', value: '1200.00' });
    expect(payPalMoney(99.5)).toEqual({ currency_code: 'MXN', value: '99.50' });
  });
});
