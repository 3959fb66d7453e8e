import { createPayPalButtons } from '@estudio/adapters/paypal';
import { createStripeCardProvider } from '@estudio/adapters/stripe';
import type { StudioConfig } from '@estudio/core';
import { useMemo } from 'react';
import { useServices, type PaymentProviders } from '../../../app/services.js';

/**
 * The providers a studio's configuration names: Stripe's card field when it
 * has a publishable key, PayPal's buttons when the subscription provider is
 * on and has its client id. Building them loads nothing: each script is
 * fetched when a checkout first mounts its field or buttons.
 */
export const providersOf = (config: StudioConfig): PaymentProviders => {
  const { cardPublicKey, providerClientId } = config.checkout;
  return {
    card: cardPublicKey ? createStripeCardProvider({ publishableKey: cardPublicKey }) : null,
    subscription: config.commerce.subscriptionProviderEnabled && providerClientId ? createPayPalButtons({ clientId: providerClientId }) : null,
  };
};

/** The composition root's providers, else the configuration's (one pair per page). */
export const usePaymentProviders = (): PaymentProviders => {
  const { config, paymentProviders } = useServices();
  return useMemo(() => paymentProviders ?? providersOf(config), [paymentProviders, config]);
};
