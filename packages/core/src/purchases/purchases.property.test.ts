import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextBillingDate } from './billing.rules.js';
import type { BillingPurchase } from './purchases.model.js';

const MX = 'America/Mexico_City';
const DAY = 86_400_000;

const instants = fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2040, 0, 1) });
const purchases = fc.record({
  created: instants,
  period: fc.constantFrom('day', 'month', 'year') as fc.Arbitrary<'day' | 'month' | 'year'>,
  interval: fc.option(fc.integer({ min: 1, max: 24 }), { nil: null }),
  trial: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  iso: fc.boolean(),
});
const zones = fc.constantFrom(MX, 'UTC', 'Europe/Madrid', 'America/Tijuana');

describe('next billing date properties (spec 4)', () => {
  it('is always after now for an active purchase', () => {
    fc.assert(
      fc.property(purchases, fc.integer({ min: -400 * DAY, max: 4000 * DAY }), zones, (p, offset, zone) => {
        const purchase: BillingPurchase = {
          status: 'active',
          createdAt: p.iso ? new Date(p.created).toISOString() : p.created,
          subscription_period: p.period,
          subscription_interval: p.interval,
          free_trial_length: p.trial,
        };
        const now = p.created + offset;
        const next = nextBillingDate(purchase, now, zone);
        expect(next).not.toBeNull();
        expect(next as number).toBeGreaterThan(now);
      }),
    );
  });

  it('is never more than one interval ahead of now without a trial', () => {
    fc.assert(
      fc.property(purchases, fc.integer({ min: 0, max: 3000 * DAY }), (p, offset) => {
        const purchase: BillingPurchase = {
          status: 'active', createdAt: p.created, subscription_period: p.period, subscription_interval: p.interval,
        };
        const now = p.created + offset;
        const next = nextBillingDate(purchase, now, MX) as number;
        const step = { day: DAY, month: 31 * DAY, year: 366 * DAY }[p.period] * (p.interval ?? 1);
        // Never more than one interval (plus a daylight-saving hour) ahead of now.
        expect(next - now).toBeLessThanOrEqual(step + 3_600_000);
      }),
    );
  });
});
