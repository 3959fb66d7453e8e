import { describe, expect, it } from 'vitest';
import { checkoutTotal, discountBase, discountedPrice, formatCheckoutAmount, parseCheckoutAmount, roundMoney } from './discount.rules.js';

const pkg = { price: 1500, sale_price: 1200, allow_discount_over_sale_price: true };

describe('discount maths (spec 5)', () => {
  it('takes the sale price as base only when allowed and present', () => {
    expect(discountBase(pkg)).toBe(1200);
    expect(discountBase({ ...pkg, allow_discount_over_sale_price: false })).toBe(1500);
    expect(discountBase({ ...pkg, sale_price: null })).toBe(1500);
  });

  it('multiplies by (1 − amount/100) for a percent', () => {
    expect(discountedPrice(pkg, { amount: 10, is_percent: true })).toBe(1080);
    expect(discountedPrice({ ...pkg, allow_discount_over_sale_price: false }, { amount: 10, is_percent: true })).toBe(1350);
    expect(discountedPrice({ price: 999.99, sale_price: null, allow_discount_over_sale_price: false }, { amount: 15, is_percent: true })).toBe(849.99);
  });

  it('subtracts a fixed amount', () => {
    expect(discountedPrice(pkg, { amount: 100, is_percent: false })).toBe(1100);
    expect(discountedPrice(pkg, { amount: 0.35, is_percent: false })).toBe(1199.65);
  });

  it('never goes below zero nor above the base', () => {
    expect(discountedPrice(pkg, { amount: 5000, is_percent: false })).toBe(0);
    expect(discountedPrice(pkg, { amount: 150, is_percent: true })).toBe(0);
    expect(discountedPrice(pkg, { amount: -20, is_percent: true })).toBe(1200);
    expect(discountedPrice(pkg, { amount: Number.NaN, is_percent: false })).toBe(1200);
  });

  it('charges the current price without a discount', () => {
    expect(checkoutTotal(pkg, null)).toBe(1200);
    expect(checkoutTotal({ ...pkg, sale_price: null }, null)).toBe(1500);
    expect(checkoutTotal(pkg, { amount: 10, is_percent: true })).toBe(1080);
  });

  it('rounds to 2 decimals', () => {
    expect(roundMoney(12.346)).toBe(12.35);
    expect(roundMoney(1.2345)).toBe(1.23);
  });
});

describe('checkout amounts', () => {
  it('show 2 decimals with thousands commas', () => {
    expect(formatCheckoutAmount(1200)).toBe('$1,200.00');
    expect(formatCheckoutAmount(1234567.5)).toBe('$1,234,567.50');
    expect(formatCheckoutAmount(0)).toBe('$0.00');
  });

  it('read back', () => {
    expect(parseCheckoutAmount('$1,200.00')).toBe(1200);
    expect(parseCheckoutAmount('1200')).toBeNull();
  });
});
