import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import {
  cardBrand,
  cardDigits,
  cardFieldEmpty,
  cardLastDigits,
  expiryPassed,
  formatCardNumber,
  parseExpiry,
  savedCardLabel,
  validateCardForm,
} from './card.rules.js';

/** 15 March 2026, noon in Mexico City. */
const NOW = Date.parse('2026-03-15T18:00:00Z');
const GOOD = { number: '4242 4242 4242 4242', name: ' Ana López ', expiry: '12/2030', cvc: '123' };

describe('the card form (spec 5)', () => {
  it('infers the brand from the first digit: 3 amex, 4 visa, otherwise mastercard', () => {
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('6011111111111117')).toBe('mastercard');
  });

  it('takes the last 4 digits, position 15 of the number as the form shows it', () => {
    const shown = formatCardNumber('4000000000009995');
    expect(shown).toBe('4000 0000 0000 9995');
    expect(shown.slice(15)).toBe(cardLastDigits(shown));
    expect(cardLastDigits('4000000000009995')).toBe('9995');
  });

  it('reads digits only, with spaces or hyphens between them', () => {
    expect(cardDigits('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(cardDigits('4242 4242 4242 424x')).toBeNull();
    expect(cardDigits('4242')).toBeNull();
    expect(formatCardNumber('4242abc4242424242424242999')).toBe('4242 4242 4242 4242 424');
  });

  it('reads the expiry as MM/YYYY: the month first, the year after the slash', () => {
    expect(parseExpiry('07/2029')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('07 / 2029')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13/2029')).toBeNull();
    expect(parseExpiry('00/2029')).toBeNull();
    expect(parseExpiry('7/2029')).toBeNull();
    expect(parseExpiry('072029')).toBeNull();
  });

  it('keeps a card good through the last day of its month in the studio', () => {
    expect(expiryPassed({ month: 3, year: 2026 }, NOW)).toBe(false);
    expect(expiryPassed({ month: 2, year: 2026 }, NOW)).toBe(true);
    expect(expiryPassed({ month: 12, year: 2025 }, NOW)).toBe(true);
    // 1 April 2026 at 05:30 UTC is still 31 March in Mexico City.
    expect(expiryPassed({ month: 3, year: 2026 }, Date.parse('2026-04-01T05:30:00Z'))).toBe(false);
    expect(expiryPassed({ month: 3, year: 2026 }, Date.parse('2026-04-01T06:30:00Z'))).toBe(true);
  });

  it('gives the tokenisation request for a good card', () => {
    expect(validateCardForm(GOOD, NOW)).toEqual({
      ok: true,
      card: {
        token: { number: '4242424242424242', name: 'Ana López', exp_month: '12', exp_year: '2030', cvc: '123' },
        brand: 'visa',
        lastDigits: '4242',
      },
    });
  });

  it('refuses each field with its Spanish message', () => {
    const result = validateCardForm({ number: '4242 42x', name: ' ', expiry: '2030-12', cvc: '12' }, NOW);
    expect(result).toEqual({
      ok: false,
      errors: {
        number: messages.checkout.badCardFormat,
        name: 'Escribe el nombre como aparece en tu tarjeta.',
        expiry: 'Escribe la fecha de vencimiento como MM/AAAA.',
        cvc: 'Lo sentimos. El CVV de tu tarjeta es incorrecto',
      },
    });
  });

  it('refuses a past expiry with the expired-card text', () => {
    const result = validateCardForm({ ...GOOD, expiry: '02/2026' }, NOW);
    expect(result).toEqual({ ok: false, errors: { expiry: 'Lo sentimos. Tu tarjeta ha expirado' } });
  });

  it('accepts a 4-digit CVC', () => {
    expect(validateCardForm({ ...GOOD, number: '3782 822463 10005', cvc: '1234' }, NOW).ok).toBe(true);
  });

  it('leaves the Luhn check to the processor (incorrect_number)', () => {
    expect(validateCardForm({ ...GOOD, number: '4242 4242 4242 4241' }, NOW).ok).toBe(true);
  });

  it('knows when the card field is empty (spec 4)', () => {
    expect(cardFieldEmpty({ number: '  ' })).toBe(true);
    expect(cardFieldEmpty({ number: '4' })).toBe(false);
  });

  it('labels a saved card', () => {
    expect(savedCardLabel({ card_type: 'visa', last_digits: '4242' })).toBe('Visa terminación 4242');
    expect(savedCardLabel({ card_type: 'MASTERCARD', last_digits: '4444' })).toBe('Mastercard terminación 4444');
    expect(savedCardLabel({ card_type: 'other', last_digits: '0000' })).toBe('other terminación 0000');
  });
});
