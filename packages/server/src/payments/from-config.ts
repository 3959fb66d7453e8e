import type { ClockPort } from '@estudio/core';
import type { Db } from '../db/client.js';
import type { PaymentGateway } from './gateway.js';
import { payPalProvider } from './paypal/paypal-provider.js';
import type { PayPalOptions } from './paypal/paypal-client.js';
import { sandboxGateway } from './sandbox/sandbox-gateway.js';
import { sandboxKeySource } from './sandbox/sandbox-key.js';
import { stripeGateway } from './stripe/stripe-gateway.js';
import type { StripeOptions } from './stripe/stripe-client.js';
import type { SubscriptionProvider } from './subscription-provider.js';

/** The payment providers the environment switches on (README 'Configuration'). */
export interface PaymentsConfig {
  /** STRIPE_SECRET_KEY and friends: the card processor is Stripe. */
  readonly stripe?: StripeOptions | undefined;
  /** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: the subscription payment provider. */
  readonly paypal?: PayPalOptions | undefined;
  /** Local mode's sandbox card processor (the embedded database, or PAYMENTS_SANDBOX=1; never in production). */
  readonly sandbox?: boolean | undefined;
}

/** What building the sandbox needs: its clock, and the database its signing key is kept in. */
export interface GatewayContext {
  readonly clock: ClockPort;
  readonly db: Db;
}

/**
 * The card processor the configuration names: Stripe, else the sandbox in
 * local mode, else null: the server takes no cards (checkout refuses them).
 */
export const cardGatewayOf = (config: PaymentsConfig, context: GatewayContext): PaymentGateway | null => {
  if (config.stripe) return stripeGateway(config.stripe);
  if (config.sandbox) return sandboxGateway({ clock: context.clock, key: sandboxKeySource(context.db) });
  return null;
};

/** The subscription provider the configuration names: PayPal, or none ('provider' payments refused). */
export const subscriptionProviderOf = (config: PaymentsConfig): SubscriptionProvider | undefined =>
  config.paypal ? payPalProvider(config.paypal) : undefined;
