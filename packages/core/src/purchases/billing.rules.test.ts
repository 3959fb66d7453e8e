import { describe, expect, it } from 'vitest';
import { isSubscriptionPurchase, nextBillingDate, nextInvoiceCharge, trialEnd } from './billing.rules.js';
import type { BillingPurchase } from './purchases.model.js';

const MX = 'America/Mexico_City';
const at = (iso: string) => Date.parse(iso);

/** Created 31 January 2026, 10:00 in Mexico City; a monthly subscription. */
const monthly: BillingPurchase = {
  status: 'active', createdAt: '2026-01-31T16:00:00Z', subscription_period: 'month', subscription_interval: 1,
};

describe('next billing date (spec 4)', () => {
  it('is the next monthly anniversary of the creation day', () => {
    expect(nextBillingDate(monthly, at('2026-02-10T00:00:00Z'), MX)).toBe(at('2026-02-28T16:00:00Z'));
    expect(nextBillingDate(monthly, at('2026-03-05T00:00:00Z'), MX)).toBe(at('2026-03-31T16:00:00Z'));
    expect(nextBillingDate(monthly, at('2026-04-01T00:00:00Z'), MX)).toBe(at('2026-04-30T16:00:00Z'));
  });

  it('is strictly after now, even at an anniversary', () => {
    expect(nextBillingDate(monthly, at('2026-03-31T16:00:00Z'), MX)).toBe(at('2026-04-30T16:00:00Z'));
    expect(nextBillingDate(monthly, at('2026-01-31T16:00:00Z'), MX)).toBe(at('2026-02-28T16:00:00Z'));
  });

  it('steps by the subscription interval and period', () => {
    const quarterly = { ...monthly, subscription_interval: 3 };
    expect(nextBillingDate(quarterly, at('2026-02-10T00:00:00Z'), MX)).toBe(at('2026-04-30T16:00:00Z'));
    const weekly = { ...monthly, subscription_period: 'day' as const, subscription_interval: 7 };
    expect(nextBillingDate(weekly, at('2026-02-10T00:00:00Z'), MX)).toBe(at('2026-02-14T16:00:00Z'));
    const yearly = { ...monthly, subscription_period: 'year' as const };
    expect(nextBillingDate(yearly, at('2030-06-01T00:00:00Z'), MX)).toBe(at('2031-01-31T16:00:00Z'));
  });

  it('is the end of the free trial while it is ahead', () => {
    const trial = { ...monthly, free_trial_length: 7 };
    expect(trialEnd(trial, MX)).toBe(at('2026-02-07T16:00:00Z'));
    expect(nextBillingDate(trial, at('2026-02-01T00:00:00Z'), MX)).toBe(at('2026-02-07T16:00:00Z'));
    expect(nextBillingDate(trial, at('2026-02-08T00:00:00Z'), MX)).toBe(at('2026-02-28T16:00:00Z'));
    expect(trialEnd({ ...trial, free_trial_length: 1, free_trial_period: 'month' }, MX)).toBe(at('2026-02-28T16:00:00Z'));
  });

  it('is shown only for an active subscription', () => {
    const now = at('2026-02-10T00:00:00Z');
    for (const status of ['completed', 'pending', 'failed', 'cancelled', 'revoked', 'Active']) {
      expect(nextBillingDate({ ...monthly, status }, now, MX)).toBeNull();
    }
    expect(nextBillingDate({ status: 'active', createdAt: monthly.createdAt ?? null }, now, MX)).toBeNull();
    expect(nextBillingDate({ ...monthly, createdAt: 'ayer' }, now, MX)).toBeNull();
  });

  it("reads the package's terms, created_at, and a subscription without a period as monthly", () => {
    const fromPackage: BillingPurchase = {
      status: 'active', created_at: '2026-01-31T16:00:00Z',
      class_package: { is_subscription: true, subscription_period: 'month', subscription_interval: 2 },
    };
    expect(nextBillingDate(fromPackage, at('2026-02-10T00:00:00Z'), MX)).toBe(at('2026-03-31T16:00:00Z'));
    const byId: BillingPurchase = { status: 'active', createdAt: '2026-01-31T16:00:00Z', subscription_id: 'sub_1' };
    expect(isSubscriptionPurchase(byId)).toBe(true);
    expect(nextBillingDate(byId, at('2026-02-10T00:00:00Z'), MX)).toBe(at('2026-02-28T16:00:00Z'));
  });
});

describe('next charge of an invoice (spec 4)', () => {
  it('is the invoice date plus the interval in period units', () => {
    const invoice = { createdAt: '2026-01-15T16:00:00Z', purchase: { status: 'active', subscription_period: 'month' as const, subscription_interval: 1 } };
    expect(nextInvoiceCharge(invoice, MX)).toBe(at('2026-02-15T16:00:00Z'));
    expect(nextInvoiceCharge({ ...invoice, purchase: { ...invoice.purchase, subscription_period: 'day', subscription_interval: 10 } }, MX)).toBe(
      at('2026-01-25T16:00:00Z'),
    );
    expect(
      nextInvoiceCharge({ created_at: '2026-01-15T16:00:00Z', class_package: { subscription_period: 'year', subscription_interval: 1 } }, MX),
    ).toBe(at('2027-01-15T16:00:00Z'));
  });

  it('is none once the purchase is not active, or without subscription terms', () => {
    const invoice = { createdAt: '2026-01-15T16:00:00Z', purchase: { status: 'cancelled', subscription_period: 'month' as const } };
    expect(nextInvoiceCharge(invoice, MX)).toBeNull();
    expect(nextInvoiceCharge({ createdAt: '2026-01-15T16:00:00Z', purchase: { status: 'active' } }, MX)).toBeNull();
    expect(nextInvoiceCharge({ createdAt: null, class_package: { subscription_period: 'month' } }, MX)).toBeNull();
  });
});
