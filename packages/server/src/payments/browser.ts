import type { SubscriptionPeriod } from '@estudio/core';
import type { GatewayRefusal } from './gateway.js';
import type { SubscriptionNotice } from './subscription-events.js';

/**
 * Payments a card provider lets the browser finish (Stripe): the server opens
 * them, the provider's script confirms them with the customer's card, and
 * the provider tells the server by webhook. The card never reaches us.
 */

/** What opening a browser payment needs. */
export interface BrowserPaymentRequest {
  readonly purchaseId: number;
  readonly customerId: number;
  readonly email: string;
  /** Her record at the provider (`provider_customers`), when one was made before. */
  readonly providerCustomerId: string | null;
  /** MXN. 0 opens no payment but keeps the card (a free trial: a SetupIntent). */
  readonly amount: number;
  /** The package's title, on the customer's statement and the provider's page. */
  readonly description: string;
  /** Derived from our checkout key: the provider answers a repeated call with what it opened the first time. */
  readonly idempotencyKey: string;
  /** Keep the card for later charges (a subscription's renewals). */
  readonly keepCard: boolean;
}

/** A subscription as a provider-hosted page sells it. */
export interface HostedSubscription {
  readonly period: SubscriptionPeriod;
  readonly interval: number;
  /** When its free trial ends (epoch ms), or null: the first period is charged at once. */
  readonly trialEndsAt: number | null;
  /** MXN each period; the request's `amount` is the first charge (less when a discount covers the first invoice only). */
  readonly price: number;
}

/** What opening a provider-hosted page ('session' mode) needs. */
export interface SessionRequest extends BrowserPaymentRequest {
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** Null for a one-off payment. */
  readonly subscription: HostedSubscription | null;
}

/** What a browser payment answers: the provider's id, and what the browser needs of it. */
export interface BrowserStart {
  /** The provider's id of what was opened (pi_…, seti_…, cs_…). */
  readonly ref: string;
  readonly kind: BrowserKind;
  /** For the provider's script to confirm ('elements' mode). */
  readonly clientSecret?: string | undefined;
  /** The provider's page ('session' mode). */
  readonly url?: string | undefined;
  /** Her record at the provider, when this call made or used one. */
  readonly providerCustomerId?: string | undefined;
}

/** What a provider opens for the browser. */
export type BrowserKind = 'payment_intent' | 'setup_intent' | 'checkout_session';

/** Opening a browser payment: what the browser needs, or the provider's refusal. */
export type BrowserStartResult =
  | { readonly ok: true; readonly start: BrowserStart }
  | { readonly ok: false; readonly refusal: GatewayRefusal };

/** The browser side of a card provider. */
export interface BrowserPayments {
  /** A payment the browser confirms with its clientSecret; amount 0 only keeps the card. */
  startPayment(request: BrowserPaymentRequest): Promise<BrowserStartResult>;
  /** A provider-hosted page the browser goes to ('session' mode). */
  startSession(request: SessionRequest): Promise<BrowserStartResult>;
  /** What an earlier start answers again, read back from the provider by its id (a retried attempt). */
  resume(kind: BrowserKind, ref: string): Promise<BrowserStartResult>;
}

/** What a provider's notice means for a purchase. */
export type ProviderEffect = 'settle' | 'fail' | 'ignore';

/** A verified provider notice, read into what the checkout acts on. */
export interface ProviderEvent {
  readonly eventId: string;
  readonly type: string;
  /** Our purchase, from the metadata we gave the provider; null when it names none. */
  readonly purchaseId: number | null;
  readonly effect: ProviderEffect;
  /** The provider's id of the paid object (pi_…, cs_…, seti_…), checked against what the purchase opened. */
  readonly ref: string | null;
  /** What was paid (MXN) and in which currency, when the event says; checked against the purchase. */
  readonly amount: number | null;
  readonly currency: string | null;
  /** A subscription the provider now renews (Checkout in subscription mode). */
  readonly subscriptionId: string | null;
  /** The card the provider kept for later charges, and whose record it hangs on. */
  readonly keptSource: string | null;
  readonly providerCustomerId: string | null;
  /** A subscription the provider renews, paid, refused or ended (Stripe Billing's invoices and subscriptions); then `effect` is 'ignore'. */
  readonly subscription?: SubscriptionNotice | undefined;
}

/** Checks a provider notice's signature over its raw body; null when it does not verify. */
export interface WebhookVerifier {
  verify(rawBody: string, signature: string | undefined, now: number): ProviderEvent | null;
}
