import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { renewalPrice } from '../checkout/discount.rules.js';
import { nextAnniversary, nextBillingDate } from './billing.rules.js';
import { firstPeriodEnd, nextPeriodEnd, RENEWAL_RETRY_DAYS, renewalAnchor, renewalRetryAt, type RenewalTerms } from './renewal.rules.js';

const MX = 'America/Mexico_City';
const DAY = 86_400_000;
const instants = fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2040, 0, 1) });
const zones = fc.constantFrom(MX, 'UTC', 'Europe/Madrid', 'America/Tijuana');
const terms: fc.Arbitrary<RenewalTerms> = fc.record({
  subscription_period: fc.constantFrom('day', 'month', 'year', null),
  subscription_interval: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  free_trial_length: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  free_trial_period: fc.constantFrom('day', null),
});
const monthly = { subscription_period: 'month', subscription_interval: 1, free_trial_length: null, free_trial_period: null } as const;

describe('renewal periods (issue 17)', () => {
  it('a monthly period ends on the same day of the next month in the studio zone, a shorter month on its last day', () => {
    const bought = DateTime.fromISO('2026-01-31T10:00', { zone: MX }).toMillis();
    const first = firstPeriodEnd(bought, monthly, MX);
    expect(DateTime.fromMillis(first, { zone: MX }).toISODate()).toBe('2026-02-28');
    // Counted from the purchase, never from the last end: March comes back to the 31st.
    expect(DateTime.fromMillis(nextPeriodEnd(bought, first, monthly, MX), { zone: MX }).toISODate()).toBe('2026-03-31');
  });

  it('a free trial ends after its length in days; then the periods end on the purchase day, as spec 4 dates the next charge', () => {
    const bought = DateTime.fromISO('2026-03-05T18:30', { zone: MX }).toMillis();
    const trial = { ...monthly, free_trial_length: 7, free_trial_period: 'day' };
    const end = firstPeriodEnd(bought, trial, MX);
    expect(DateTime.fromMillis(end, { zone: MX }).toISO()).toBe(DateTime.fromISO('2026-03-12T18:30', { zone: MX }).toISO());
    expect(renewalAnchor(bought, trial, MX)).toBe(end);
    expect(renewalAnchor(bought, monthly, MX)).toBe(bought);
    const next = nextPeriodEnd(bought, end, trial, MX);
    expect(DateTime.fromMillis(next, { zone: MX }).toISODate()).toBe('2026-04-05');
    // Mis Compras shows the same dates while each period runs.
    const purchase = { status: 'active', createdAt: bought, subscription_period: 'month' as const, subscription_interval: 1, free_trial_length: 7 };
    expect(nextBillingDate(purchase, bought + 1000, MX)).toBe(end);
    expect(nextBillingDate(purchase, end + 1000, MX)).toBe(next);
  });

  it('retries 1, 3 and 5 studio days after the first refusal, then none', () => {
    const first = DateTime.fromISO('2026-03-07T23:00', { zone: MX }).toMillis();
    expect(RENEWAL_RETRY_DAYS).toEqual([1, 3, 5]);
    const dates = [1, 2, 3, 4].map((failures) => renewalRetryAt(first, failures, MX));
    expect(dates.slice(0, 3).map((date) => DateTime.fromMillis(date ?? 0, { zone: MX }).toISO()))
      .toEqual([1, 3, 5].map((days) => DateTime.fromMillis(first, { zone: MX }).plus({ days }).toISO()));
    expect(dates[3]).toBeNull();
  });

  it('the first period always ends after the purchase, within its length (and the trial)', () => {
    fc.assert(fc.property(instants, terms, zones, (bought, t, zone) => {
      const end = firstPeriodEnd(bought, t, zone);
      expect(end).toBeGreaterThan(bought);
      const longest = (t.free_trial_length ?? 0) * DAY + 367 * 12 * DAY;
      expect(end - bought).toBeLessThanOrEqual(longest + 2 * 3_600_000);
    }));
  });

  it('the next period end is strictly after the one that ended, and the next billing date of spec 4 while it runs', () => {
    fc.assert(fc.property(instants, terms, zones, fc.integer({ min: 0, max: 60 }), (bought, t, zone, skipped) => {
      let end = firstPeriodEnd(bought, t, zone);
      for (let index = 0; index < skipped % 5; index += 1) end = nextPeriodEnd(bought, end, t, zone);
      const next = nextPeriodEnd(bought, end, t, zone);
      expect(next).toBeGreaterThan(end);
      // Nothing of the schedule lies strictly between: the step right after `end`.
      expect(nextPeriodEnd(bought, next - 1, t, zone)).toBe(next);
      const purchase = {
        status: 'active', createdAt: bought, subscription_period: t.subscription_period as 'day' | 'month' | 'year' | null,
        subscription_interval: t.subscription_interval, free_trial_length: t.free_trial_length,
        free_trial_period: t.free_trial_period as 'day' | null, is_subscription: true,
      };
      expect(nextBillingDate(purchase, end, zone)).toBe(next);
    }));
  });

  it('retry dates grow with each refusal and stop after the last', () => {
    fc.assert(fc.property(instants, zones, (first, zone) => {
      const dates = RENEWAL_RETRY_DAYS.map((_, index) => renewalRetryAt(first, index + 1, zone) ?? 0);
      dates.reduce((before, date) => {
        expect(date).toBeGreaterThan(before);
        return date;
      }, first);
      expect(renewalRetryAt(first, RENEWAL_RETRY_DAYS.length + 1, zone)).toBeNull();
    }));
  });
});

describe('renewalPrice (the one rule of a period after the first)', () => {
  it('applies a discount for every period, not one for the first invoice only, nor none', () => {
    expect(renewalPrice({ price: 1000, discount: { amount: 20, is_percent: true, first_invoice_only: false } })).toBe(800);
    expect(renewalPrice({ price: 1000, discount: { amount: 150, is_percent: false, first_invoice_only: false } })).toBe(850);
    expect(renewalPrice({ price: 1000, discount: { amount: 20, is_percent: true, first_invoice_only: true } })).toBe(1000);
    expect(renewalPrice({ price: 1000, discount: null })).toBe(1000);
  });

  it("dates a renewal's period by billing's own anniversaries (nextAnniversary)", () => {
    const zone = 'America/Mexico_City';
    const bought = DateTime.fromISO('2026-01-31T10:00', { zone });
    const terms = { subscription_period: 'month', subscription_interval: 1, free_trial_length: null, free_trial_period: null };
    for (const months of [1, 2, 5]) {
      const end = bought.plus({ months }).toMillis();
      expect(nextPeriodEnd(bought.toMillis(), end, terms, zone)).toBe(nextAnniversary(bought, 'month', 1, end));
    }
  });
});
