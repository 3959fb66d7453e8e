import type { PaymentGateway } from './gateway.js';
import { payPalProvider } from './paypal/paypal-provider.js';
import type { PayPalOptions } from './paypal/paypal-client.js';
import { stripeGateway } from './stripe/stripe-gateway.js';
import type { StripeOptions } from './stripe/stripe-client.js';
import type { SubscriptionProvider } from './subscription-provider.js';

/** The payment providers the environment switches on (README 'Configuration'). */
export interface PaymentsConfig {
  /** STRIPE_SECRET_KEY and friends: the card processor is Stripe instead of the sandbox. */
  readonly stripe?: StripeOptions | undefined;
  /** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: the subscription payment provider. */
  readonly paypal?: PayPalOptions | undefined;
}

/** The card processor the configuration names: Stripe, or none (the caller's default, the sandbox). */
export const cardGatewayOf = (config: PaymentsConfig): PaymentGateway | undefined =>
  config.stripe ? stripeGateway(config.stripe) : undefined;

/** The subscription provider the configuration names: PayPal, or none ('provider' payments refused). */
export const subscriptionProviderOf = (config: PaymentsConfig): SubscriptionProvider | undefined =>
  config.paypal ? payPalProvider(config.paypal) : undefined;
