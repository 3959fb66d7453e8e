import type { SubscriptionPeriod } from '@estudio/core';
import type { PlanTerms } from '../subscription-provider.js';

/** PayPal's units for our subscription periods. */
const UNITS: Readonly<Record<SubscriptionPeriod, 'DAY' | 'MONTH' | 'YEAR'>> = { day: 'DAY', month: 'MONTH', year: 'YEAR' };

/** An amount as PayPal writes money: MXN with 2 decimals, as text. */
export const payPalMoney = (amount: number): { currency_code: 'MXN'; value: string } => ({ currency_code: 'MXN', value: amount.toFixed(2) });

/** One billing cycle of a PayPal plan. */
export interface BillingCycle {
  readonly frequency: { readonly interval_unit: 'DAY' | 'MONTH' | 'YEAR'; readonly interval_count: number };
  readonly tenure_type: 'TRIAL' | 'REGULAR';
  readonly sequence: number;
  /** 0: until cancelled. */
  readonly total_cycles: number;
  readonly pricing_scheme?: { readonly fixed_price: { readonly currency_code: 'MXN'; readonly value: string } };
}

/**
 * A plan's billing cycles, in order: the free trial (a TRIAL cycle without
 * a price), then a first period at a discounted price (a TRIAL cycle with
 * one, for a discount on the first invoice only), then the REGULAR price
 * every `interval` periods until cancelled. PayPal allows two TRIAL cycles,
 * which is exactly these two.
 */
export const billingCycles = (terms: PlanTerms): BillingCycle[] => {
  const every = { interval_unit: UNITS[terms.period], interval_count: terms.interval };
  const cycles: Omit<BillingCycle, 'sequence'>[] = [];
  if (terms.trial) {
    cycles.push({ frequency: { interval_unit: UNITS[terms.trial.period], interval_count: terms.trial.length }, tenure_type: 'TRIAL', total_cycles: 1 });
  }
  if (terms.firstPeriodPrice !== null && terms.firstPeriodPrice !== terms.price) {
    cycles.push({ frequency: every, tenure_type: 'TRIAL', total_cycles: 1, pricing_scheme: { fixed_price: payPalMoney(terms.firstPeriodPrice) } });
  }
  cycles.push({ frequency: every, tenure_type: 'REGULAR', total_cycles: 0, pricing_scheme: { fixed_price: payPalMoney(terms.price) } });
  return cycles.map((cycle, index) => ({ ...cycle, sequence: index + 1 }));
};
