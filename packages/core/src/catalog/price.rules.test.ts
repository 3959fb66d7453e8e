import { describe, expect, it } from 'vitest';
import { currentPrice, priceDisplay, salePriceOf } from './price.rules.js';

describe('sale price (spec 2)', () => {
  it('applies when above zero and below the price', () => {
    expect(salePriceOf({ price: 1500, sale_price: 1200 })).toBe(1200);
    expect(salePriceOf({ price: 1500, sale_price: null })).toBeNull();
    expect(salePriceOf({ price: 1500, sale_price: 0 })).toBeNull();
    expect(salePriceOf({ price: 1500, sale_price: 1500 })).toBeNull();
    expect(salePriceOf({ price: 1500, sale_price: 1800 })).toBeNull();
    expect(salePriceOf({ price: 1500, sale_price: Number.NaN })).toBeNull();
  });

  it('is what the package costs now', () => {
    expect(currentPrice({ price: 1500, sale_price: 1200 })).toBe(1200);
    expect(currentPrice({ price: 1500, sale_price: null })).toBe(1500);
  });

  it('shows the normal price struck through beside the sale price', () => {
    expect(priceDisplay({ price: 1500, sale_price: 1200 })).toEqual({
      current: '$1,200',
      regular: '$1,500',
      spoken: 'Precio normal: $1,500. Precio de oferta: $1,200',
    });
  });

  it('shows only the price without a sale, with thousands commas', () => {
    expect(priceDisplay({ price: 12500, sale_price: null })).toEqual({ current: '$12,500', regular: null, spoken: '$12,500' });
    expect(priceDisplay({ price: 899.5, sale_price: null }).current).toBe('$899.50');
  });
});
