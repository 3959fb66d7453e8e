import type { DiscountBaseFacts, PaymentMethodLike } from './checkout.model.js';
import { checkoutTotal } from './discount.rules.js';
import type { PaymentOptionsFacts } from './payment-choice.rules.js';

/** Nothing to pay: the package costs 0 with no code (a free trial class, 'Obtener Oferta'). */
export const isFreePackage = (price: DiscountBaseFacts): boolean => checkoutTotal(price, null) === 0;

/** What the studio offers a paid checkout, before the free-package rule. */
export interface CheckoutOfferFacts {
  readonly cashCheckoutEnabled: boolean;
  readonly methods: readonly PaymentMethodLike[];
  /** A card processor is set up (the studio has a card method; the sandbox answers for it in local mode). */
  readonly cardAvailable: boolean;
  /** The subscription provider's buttons can show (its flag on and its client id set). */
  readonly providerAvailable: boolean;
  readonly paymentSourcesEnabled: boolean;
  readonly discountsEnabled: boolean;
}

/** The ways to pay a checkout starts with, and whether it takes a discount code. */
export interface CheckoutOffer {
  readonly options: PaymentOptionsFacts;
  readonly discountsEnabled: boolean;
}

/**
 * Spec 4 'Checkout payment choice' for a package that costs nothing: one way
 * (the default, which the attempt sends as 'free'), no studio method, card,
 * provider or saved card, and no discount code. A paid package offers what
 * the studio offers. Saved cards arrive later (SIGNED_IN), so none yet.
 */
export function checkoutOffer(free: boolean, facts: CheckoutOfferFacts): CheckoutOffer {
  return {
    options: {
      cashCheckoutEnabled: free || facts.cashCheckoutEnabled,
      methods: free ? [] : facts.methods,
      cardAvailable: !free && facts.cardAvailable,
      providerEnabled: !free && facts.providerAvailable,
      paymentSourcesEnabled: !free && facts.paymentSourcesEnabled,
      savedCards: [],
    },
    discountsEnabled: facts.discountsEnabled && !free,
  };
}
