import { describe, expect, it } from 'vitest';
import { checkoutOffer, isFreePackage, type CheckoutOfferFacts } from './free-package.rules.js';
import { availableChoices, defaultPaymentChoice } from './payment-choice.rules.js';

const CASH = { payment_method_id: 1, name: 'Efectivo' };
const CARD = { payment_method_id: 2, name: 'Tarjeta de crédito o débito' };

/** A studio offering everything: card, the provider, saved cards and codes, cash checkout off. */
const studio = (fields: Partial<CheckoutOfferFacts> = {}): CheckoutOfferFacts => ({
  cashCheckoutEnabled: false, methods: [CASH, CARD], cardAvailable: true, providerAvailable: true,
  paymentSourcesEnabled: true, discountsEnabled: true, ...fields,
});

describe('isFreePackage', () => {
  it('is free when the price with no code is 0', () => {
    expect(isFreePackage({ price: 0, sale_price: null, allow_discount_over_sale_price: false })).toBe(true);
    expect(isFreePackage({ price: 300, sale_price: 150, allow_discount_over_sale_price: false })).toBe(false);
    expect(isFreePackage({ price: 300, sale_price: null, allow_discount_over_sale_price: false })).toBe(false);
  });
});

describe('checkoutOffer (spec 4, Checkout payment choice)', () => {
  it('a paid package offers what the studio offers, saved cards waiting for SIGNED_IN', () => {
    const offer = checkoutOffer(false, studio());
    expect(offer).toEqual({
      options: { cashCheckoutEnabled: false, methods: [CASH, CARD], cardAvailable: true, providerEnabled: true, paymentSourcesEnabled: true, savedCards: [] },
      discountsEnabled: true,
    });
    expect(availableChoices(offer.options)).toEqual(['card', 'provider']);
  });

  it('a free package offers one way, the default, with no method, card, provider, saved card or code', () => {
    const offer = checkoutOffer(true, studio());
    expect(offer).toEqual({
      options: { cashCheckoutEnabled: true, methods: [], cardAvailable: false, providerEnabled: false, paymentSourcesEnabled: false, savedCards: [] },
      discountsEnabled: false,
    });
    expect(availableChoices(offer.options)).toEqual(['cash']);
    expect(defaultPaymentChoice(offer.options)).toBe('cash');
  });

  it('keeps the studio switches off for a paid package', () => {
    const offer = checkoutOffer(false, studio({ cardAvailable: false, providerAvailable: false, discountsEnabled: false, cashCheckoutEnabled: true }));
    expect(availableChoices(offer.options)).toEqual(['cash']);
    expect(offer.discountsEnabled).toBe(false);
  });
});
