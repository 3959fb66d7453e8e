import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consume, refund } from './balance.rules.js';
import { availableTotal, compareSpendOrder, creditAllows, pickCredit } from './credits.rules.js';
import type { Credit, CreditOptions, CreditTarget } from './credits.model.js';
import { expirationMs } from './expiration.rules.js';

const MX = 'America/Mexico_City';
const START = Date.parse('2026-01-01T00:00:00Z');
const END = Date.parse('2026-12-31T00:00:00Z');

const balance = fc.oneof(fc.constant(-1), fc.integer({ min: -3, max: 6 }));

const expiration = fc.oneof(
  fc.constant(null),
  fc.integer({ min: START, max: END }).map((ms) => new Date(ms).toISOString()),
  fc.integer({ min: START, max: END }).map((ms) => new Date(ms).toISOString().slice(0, 10)),
  fc.constant('pronto'),
);

const credit = fc.record({
  available_class_id: fc.integer({ min: 1, max: 50 }),
  class_type_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  class_types: fc.option(fc.constantFrom('1', '2,3', '1, 4', ''), { nil: null }),
  allowed_times: fc.option(fc.constantFrom('06:00-12:00', '1-5@06:00-22:00', '6-7@08:00-14:00,18:00-21:00', 'mal'), { nil: null }),
  available_classes: balance,
  expiration_date: expiration,
}) satisfies fc.Arbitrary<Credit>;

const target: fc.Arbitrary<CreditTarget> = fc.record({
  classTypeId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  classDate: fc.integer({ min: START, max: END }),
});

const options: fc.Arbitrary<CreditOptions> = fc.record({
  now: fc.integer({ min: START, max: END }),
  zone: fc.constantFrom(MX, 'America/Tijuana', 'UTC'),
  restrictTypes: fc.boolean(),
  restrictTimes: fc.boolean(),
});

describe('property: credits never go below zero', () => {
  it('under any sequence of consume and refund, from any starting balance', () => {
    fc.assert(
      fc.property(balance, fc.array(fc.boolean(), { maxLength: 60 }), (start, steps) => {
        let current = { available_classes: start };
        for (const spend of steps) {
          const result = spend ? consume(current) : refund(current);
          if (result.ok) current = result.value;
          const classes = current.available_classes;
          expect(classes === -1 || classes >= 0 || classes === start).toBe(true);
          if (start === -1) expect(classes).toBe(-1);
          if (start >= 0) expect(classes).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('consumes exactly the classes a credit has, then refuses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (start) => {
        let current = { available_classes: start };
        let spent = 0;
        // Bounded, so a credit that never refuses fails the property instead of spinning forever.
        for (let result = consume(current); result.ok && spent <= start; result = consume(current)) {
          current = result.value;
          spent += 1;
        }
        expect(spent).toBe(start);
        expect(current.available_classes).toBe(0);
      }),
    );
  });
});

describe('property: pickCredit', () => {
  it('returns a credit that allows the class, and none usable expires earlier', () => {
    fc.assert(
      fc.property(fc.array(credit, { maxLength: 8 }), target, options, (credits, cls, opts) => {
        const picked = pickCredit(credits, cls, opts);
        const usable = credits.filter((c) => creditAllows(c, cls, opts));
        if (picked === null) {
          expect(usable).toEqual([]);
          return;
        }
        expect(creditAllows(picked, cls, opts)).toBe(true);
        for (const other of usable) {
          expect(expirationMs(other.expiration_date, opts.zone)).toBeGreaterThanOrEqual(expirationMs(picked.expiration_date, opts.zone));
          expect(compareSpendOrder(picked, other, opts.zone)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('the Disponibles count is never negative', () => {
    fc.assert(
      fc.property(fc.array(credit, { maxLength: 8 }), options, (credits, opts) => {
        const total = availableTotal(credits, opts.now, opts.zone);
        if (total !== 'unlimited') expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
