import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutTotal, discountBase, discountedPrice, formatCheckoutAmount, parseCheckoutAmount } from './discount.rules.js';

/** Amounts of MXN with at most 2 decimals, as numeric(10,2) holds them. */
const cents = fc.integer({ min: 0, max: 9_999_999_999 });
const money = cents.map((c) => c / 100);

const pkgs = fc.record({
  price: money,
  sale_price: fc.option(money, { nil: null }),
  allow_discount_over_sale_price: fc.boolean(),
});

const discounts = fc.oneof(
  fc.record({ amount: fc.double({ min: -50, max: 250, noNaN: true }), is_percent: fc.constant(true) }),
  fc.record({ amount: fc.oneof(money, fc.double({ min: -1e6, max: 1e9, noNaN: true })), is_percent: fc.constant(false) }),
);

describe('discount properties (spec 5, house style 6)', () => {
  it('a discounted price is never negative nor above the base', () => {
    fc.assert(
      fc.property(pkgs, discounts, (pkg, discount) => {
        const price = discountedPrice(pkg, discount);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(discountBase(pkg));
      }),
    );
  });

  it('a discounted price has at most 2 decimals', () => {
    fc.assert(
      fc.property(pkgs, discounts, (pkg, discount) => {
        const price = discountedPrice(pkg, discount);
        expect(Math.round(price * 100) / 100).toBe(price);
      }),
    );
  });

  it('a bigger percent never costs more', () => {
    fc.assert(
      fc.property(pkgs, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (pkg, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountedPrice(pkg, { amount: high, is_percent: true })).toBeLessThanOrEqual(
          discountedPrice(pkg, { amount: low, is_percent: true }),
        );
      }),
    );
  });

  it('without a discount the total is never above the price', () => {
    fc.assert(
      fc.property(pkgs, (pkg) => {
        expect(checkoutTotal(pkg, null)).toBeLessThanOrEqual(pkg.price);
      }),
    );
  });
});

describe('money formatting round-trips', () => {
  it('parse(format(x)) is x for every 2-decimal amount', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const amount = c / 100;
        const text = formatCheckoutAmount(amount);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(parseCheckoutAmount(text)).toBe(amount);
      }),
    );
  });
});
