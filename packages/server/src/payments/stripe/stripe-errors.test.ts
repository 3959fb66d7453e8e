import { describe, expect, it } from 'vitest';
import { ProviderUnavailable } from '../provider-error.js';
import { cardCodeOf, refusalOf } from './stripe-errors.js';

describe('Stripe errors', () => {
  it("spells a decline as core reads it: the reason after 'card_declined'", () => {
    expect(cardCodeOf('card_declined', 'insufficient_funds')).toBe('card_declined/insufficient_funds');
    expect(cardCodeOf('card_declined', '')).toBe('card_declined');
    expect(cardCodeOf('expired_card', '')).toBe('expired_card');
    expect(cardCodeOf('', '')).toBe('card_declined');
  });

  it("answers a card error with 402 and its code, and a PaymentMethod Stripe does not know as the sandbox's invalid token", () => {
    expect(refusalOf({ type: 'StripeCardError', code: 'card_declined', decline_code: 'fraudulent' })).toEqual({ status: 402, code: 'card_declined/fraudulent' });
    expect(refusalOf({ type: 'StripeCardError', code: 'incorrect_cvc' })).toEqual({ status: 402, code: 'incorrect_cvc' });
    expect(refusalOf({ type: 'StripeInvalidRequestError', code: 'resource_missing' })).toEqual({ status: 402, code: 'card/invalid_token' });
  });

  it("throws anything else as the provider's failure, not the customer's", () => {
    for (const error of [{ type: 'StripeAPIError', message: 'boom' }, { type: 'StripeConnectionError' }, { type: 'StripeAuthenticationError' }, new Error('socket hang up')]) {
      expect(() => refusalOf(error)).toThrow(ProviderUnavailable);
    }
  });
});
