import { CARD_ERRORS, CHECKOUT_ERRORS, err, errorOf, ok, type CardBrand, type CardProviderPort, type ProviderCardField, type Result } from '@estudio/core';
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { stripeFailure } from './stripe-errors.js';

/** Loads Stripe.js for a publishable key (the real one is `loadStripe` of `@stripe/stripe-js/pure`). */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/** Options of `createStripeCardProvider`. */
export interface StripeCardOptions {
  /** The studio's publishable key (its `card_public_key` setting). */
  readonly publishableKey: string;
  /** Replaces the script loader (tests, or a page that already loaded Stripe.js). */
  readonly load?: StripeLoader;
}

/** Spec 5 'Card form': the brands a saved card names; any other brand is shown as Mastercard's peer 'other'. */
const BRANDS: Readonly<Record<string, CardBrand>> = { visa: 'visa', mastercard: 'mastercard', amex: 'amex' };

/**
 * Stripe.js from its `pure` entry: the script is fetched from js.stripe.com
 * only when a checkout asks for it, never at import (a page without a card
 * provider loads nothing).
 */
const loadFromStripe: StripeLoader = async (key) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(key, { locale: 'es-419' });
};

/** Code of a card provider whose script could not load (offline, blocked): spec 8's default text. */
export const CARD_PROVIDER_UNAVAILABLE = CHECKOUT_ERRORS.cardProviderUnavailable.code;

const notLoaded = (): Result<never> => err(errorOf(CHECKOUT_ERRORS.cardProviderUnavailable));

/** A SetupIntent's secret ('seti_…'): a free trial keeps the card and charges nothing now. */
const isSetupSecret = (clientSecret: string): boolean => clientSecret.startsWith('seti_');

/** The card did not pay (requires_payment_method and the like); Stripe's own flow already showed any 3-D Secure step. */
const unpaid = (): Result<never> => err(errorOf(CARD_ERRORS.declined));

/** Confirms a SetupIntent (a trial's card, kept for the first charge after it). */
const confirmSetup = async (stripe: Stripe, card: StripeCardElement, clientSecret: string) => {
  const { error, setupIntent } = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
  if (error) return err(stripeFailure(error));
  if (setupIntent.status === 'succeeded' || setupIntent.status === 'processing') {
    return ok({ status: setupIntent.status, paymentId: setupIntent.id });
  }
  return unpaid();
};

/** The field's operations over a mounted card Element. */
const cardField = (stripe: Stripe, card: StripeCardElement): ProviderCardField => ({
  async confirm(clientSecret) {
    if (isSetupSecret(clientSecret)) return confirmSetup(stripe, card, clientSecret);
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    if (error) return err(stripeFailure(error));
    if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
      return ok({ status: paymentIntent.status, paymentId: paymentIntent.id });
    }
    return unpaid();
  },
  async tokenize() {
    const { error, paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card });
    if (error) return err(stripeFailure(error));
    const brand = BRANDS[paymentMethod.card?.brand ?? ''] ?? 'mastercard';
    return ok({ token: paymentMethod.id, brand, last4: paymentMethod.card?.last4 ?? '' });
  },
  unmount: () => card.destroy(),
});

/**
 * The card provider port over Stripe.js (spec 7: the browser confirms the
 * server's PaymentIntent with its clientSecret, or the SetupIntent of a free
 * trial, which keeps the card and charges nothing now). The card number is typed in
 * Stripe's own iframe, so it never reaches the studio's page or server.
 * Stripe.js loads once per provider.
 */
export const createStripeCardProvider = (options: StripeCardOptions): CardProviderPort => {
  let loading: Promise<Stripe | null> | null = null;
  const stripe = () => {
    loading ??= (options.load ?? loadFromStripe)(options.publishableKey).catch(() => null);
    return loading;
  };
  return {
    name: 'stripe',
    async mountCard(target, onChange) {
      const loaded = await stripe();
      if (!loaded) return notLoaded();
      const card = loaded.elements({ locale: 'es-419' }).create('card', { hidePostalCode: true });
      card.on('change', (event: StripeCardElementChangeEvent) => onChange({ empty: event.empty, complete: event.complete }));
      card.mount(target as HTMLElement);
      return ok(cardField(loaded, card));
    },
  };
};
