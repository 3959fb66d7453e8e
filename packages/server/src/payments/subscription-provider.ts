import type { SubscriptionPeriod } from '@estudio/core';
import type { SubscriptionWebhooks } from './subscription-events.js';

/**
 * The subscription payment provider port (PayPal, spec 4 'Checkout payment
 * choice'): the buyer approves an order or a subscription in the provider's
 * window, and the server captures it (POST /checkout/capture). Every call
 * leaves the process, so the checkout makes them outside any transaction.
 * A provider that cannot be reached throws `ProviderUnavailable`.
 */

/** A one-off order for a purchase. */
export interface OrderRequest {
  readonly purchaseId: number;
  /** MXN, more than 0. */
  readonly amount: number;
  readonly description: string;
  /** The provider answers a repeated call with the order it made the first time. */
  readonly idempotencyKey: string;
}

/** A length of time in a subscription's units. */
export interface Span {
  readonly period: SubscriptionPeriod;
  readonly length: number;
}

/**
 * What a billing plan charges: `price` every `interval` periods, after an
 * optional free trial, and an optional first period at another price (a
 * discount for the first invoice only).
 */
export interface PlanTerms {
  readonly price: number;
  readonly period: SubscriptionPeriod;
  readonly interval: number;
  readonly trial: Span | null;
  readonly firstPeriodPrice: number | null;
}

/** A plan for a package. */
export interface PlanRequest {
  readonly packageId: number;
  readonly title: string;
  readonly terms: PlanTerms;
  readonly idempotencyKey: string;
}

/** What capturing an approved order gave. */
export type CaptureResult =
  | { readonly status: 'completed'; readonly captureId: string; readonly amount: number; readonly currency: string }
  /** The buyer's funding was refused: she may choose another in the provider's window. */
  | { readonly status: 'declined'; readonly code: string }
  /** Not approved by the buyer (yet): nothing captured. */
  | { readonly status: 'not_approved'; readonly code: string }
  /** Captured but held by the provider for review: nothing to grant yet. */
  | { readonly status: 'pending'; readonly code: string };

/** A subscription as the provider holds it. */
export interface SubscriptionState {
  readonly id: string;
  /** The provider's status ('ACTIVE', 'APPROVAL_PENDING', 'CANCELLED'…). */
  readonly status: string;
  readonly planId: string;
  /** What the browser put in custom_id (our purchase id), when it did. */
  readonly customId: string | null;
}

/** The subscription payment provider. */
export interface SubscriptionProvider {
  /** A short name for logs and the provider tables ('paypal'). */
  readonly name: string;
  /** The public client id the browser's script loads with (GET /appconfig answers it as `subscription_provider_client_id`). */
  readonly clientId?: string;
  /** A one-off order to approve (intent CAPTURE, MXN); answers its id. */
  createOrder(request: OrderRequest): Promise<string>;
  /** The catalogue product a package's plans hang on; answers its id. */
  createProduct(request: { readonly packageId: number; readonly title: string; readonly idempotencyKey: string }): Promise<string>;
  /** A billing plan for a package's terms under `productId`; answers its id. */
  createPlan(productId: string, request: PlanRequest): Promise<string>;
  /** Captures an approved order, once per key. */
  captureOrder(orderId: string, idempotencyKey: string): Promise<CaptureResult>;
  /** A subscription the buyer approved; null when the provider knows no such id. */
  subscription(id: string): Promise<SubscriptionState | null>;
  /**
   * Cancels a subscription: no further charge. One already cancelled (or
   * unknown) is done too, so a retry never fails on it.
   */
  cancelSubscription(id: string, reason: string, idempotencyKey: string): Promise<void>;
  /** Its webhooks (renewals paid or refused, subscriptions ended); none without a webhook id configured (PAYPAL_WEBHOOK_ID). */
  readonly webhooks?: SubscriptionWebhooks | undefined;
}
