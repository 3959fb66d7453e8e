import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney, toAmount } from './money.rules.js';

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [5, '$5'],
    [999, '$999'],
    [1000, '$1,000'],
    [1500, '$1,500'],
    [1234567, '$1,234,567'],
    [-1500, '-$1,500'],
    [1234.5, '$1,234.50'],
    [0.1, '$0.10'],
  ])('formats %s as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('honours the requested decimals', () => {
    expect(formatMoney(1234.5, { decimals: 2 })).toBe('$1,234.50');
    expect(formatMoney(1500, { decimals: 2 })).toBe('$1,500.00');
    expect(formatMoney(1234.56, { decimals: 0 })).toBe('$1,235');
    expect(formatMoney(-0.2, { decimals: 0 })).toBe('$0');
  });

  it('reads decimal text from numeric columns', () => {
    expect(formatMoney('1500.00')).toBe('$1,500');
    expect(formatMoney(' 899.5 ')).toBe('$899.50');
  });

  it('renders nothing for an unreadable amount', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatMoney('mil')).toBe('');
    expect(formatMoney('1e3')).toBe('');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });

  it('keeps thousands grouping past the range of toFixed', () => {
    expect(formatMoney(1e21)).toBe('$1,000,000,000,000,000,000,000');
  });

  it('always yields a well-formed amount whose digits round-trip', () => {
    const amounts = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 4 }), (amount, decimals) => {
        const text = formatMoney(amount, { decimals });
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d+)?$/);
        const back = Number(text.replace(/[$,]/g, ''));
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(10 ** -decimals / 2 + Math.abs(amount) * 1e-12);
      }),
    );
  });

  it('never shows a minus sign on zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.004, max: 0, noNaN: true }), (amount) => {
        expect(formatMoney(amount, { decimals: 2 })).toBe('$0.00');
      }),
    );
  });
});

describe('toAmount', () => {
  it('reads numbers and decimal text only', () => {
    expect(toAmount(12)).toBe(12);
    expect(toAmount('-12.5')).toBe(-12.5);
    expect(toAmount('12,5')).toBeNull();
    expect(toAmount('')).toBeNull();
  });
});

describe('parseMoney', () => {
  it('reads back what formatMoney writes', () => {
    expect(parseMoney('$1,234.50')).toBe(1234.5);
    expect(parseMoney('$0.00')).toBe(0);
    expect(parseMoney('-$20')).toBe(-20);
    expect(parseMoney(' $1,000,000 ')).toBe(1000000);
  });

  it('refuses text formatMoney never writes', () => {
    for (const text of ['', '1,234', '$1,23', '$12,34.5', '$.5', '$1.', 'US$5', '$-5']) {
      expect(parseMoney(text)).toBeNull();
    }
  });
});
