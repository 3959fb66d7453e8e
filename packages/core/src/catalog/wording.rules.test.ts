import { describe, expect, it } from 'vitest';
import { buyAction, classAmountText, expiryText, freeTrialText, subscriptionEvery } from './wording.rules.js';

describe('subscription wording (spec 9: singular and plural)', () => {
  it.each([
    ['day', 1, 'cada día'],
    ['day', 15, 'cada 15 días'],
    ['month', 1, 'cada mes'],
    ['month', 3, 'cada 3 meses'],
    ['year', 1, 'cada año'],
    ['year', 2, 'cada 2 años'],
  ] as const)('%s × %i reads %s', (period, interval, text) => {
    expect(subscriptionEvery(period, interval)).toBe(text);
  });

  it('reads a missing period as monthly and a missing or invalid interval as 1', () => {
    expect(subscriptionEvery(null, null)).toBe('cada mes');
    expect(subscriptionEvery('month', 0)).toBe('cada mes');
    expect(subscriptionEvery('day', 1.5)).toBe('cada día');
  });
});

describe('expiry wording', () => {
  it("reads 'Vigencia de N días', singular for 1", () => {
    expect(expiryText(30)).toBe('Vigencia de 30 días');
    expect(expiryText(1)).toBe('Vigencia de 1 día');
  });

  it("reads 'Sin vencimiento' when the package never expires", () => {
    expect(expiryText(null)).toBe('Sin vencimiento');
    expect(expiryText(0)).toBe('Sin vencimiento');
  });
});

describe('class amount and free trial wording', () => {
  it('counts classes, unlimited for -1', () => {
    expect(classAmountText(-1)).toBe('Clases ilimitadas');
    expect(classAmountText(1)).toBe('1 clase');
    expect(classAmountText(10)).toBe('10 clases');
  });

  it('names the free trial in its unit, days by default', () => {
    expect(freeTrialText(7)).toBe('7 días de prueba gratis');
    expect(freeTrialText(1, 'month')).toBe('1 mes de prueba gratis');
    expect(freeTrialText(null)).toBeNull();
    expect(freeTrialText(0)).toBeNull();
  });
});

describe('the buy button (spec 2)', () => {
  it("offers 'Obtener Oferta' for price 0 without subscription", () => {
    expect(buyAction({ price: 0, is_subscription: false })).toEqual({ label: 'Obtener Oferta', free: true });
  });

  it("offers 'Comprar' otherwise, a free subscription included", () => {
    expect(buyAction({ price: 0, is_subscription: true })).toEqual({ label: 'Comprar', free: false });
    expect(buyAction({ price: 500, is_subscription: false }).label).toBe('Comprar');
  });
});
