export type {
  CardDetails, CardToken, ChargeRequest, ChargeResult, GatewayRefusal, PaymentGateway, SaveCardRequest, SaveCardResult,
  SavedSource, TokenizeResult,
} from './gateway.js';
export { sandboxGateway, type SandboxCharge, type SandboxGateway, type SandboxOptions } from './sandbox/sandbox-gateway.js';
export { SANDBOX_TOKEN_PREFIX, decodeSandboxToken, encodeSandboxToken, type SandboxCard } from './sandbox/sandbox-token.js';
export { SANDBOX_KEY_NAME, loadOrCreateSandboxKey, sandboxKeySource, type SandboxKeySource } from './sandbox/sandbox-key.js';
export { CARD_UNAVAILABLE, NO_CARD_GATEWAY_NAME, noCardGateway, takesCards } from './no-card-gateway.js';
export {
  CARD_TOKEN_INVALID, FORMAT_CODES, OUTCOME_CODES, SANDBOX_TEST_CARDS, outcomeOf, passesLuhn, type SandboxOutcome,
} from './sandbox/test-cards.js';
export type {
  BrowserKind, BrowserPaymentRequest, BrowserPayments, BrowserStart, BrowserStartResult, HostedSubscription, ProviderEffect,
  ProviderEvent, SessionRequest, WebhookVerifier,
} from './browser.js';
export { ProviderUnavailable } from './provider-error.js';
export type { CaptureResult, OrderRequest, PlanRequest, PlanTerms, Span, SubscriptionProvider, SubscriptionState } from './subscription-provider.js';
export { cardGatewayOf, subscriptionProviderOf, type GatewayContext, type PaymentsConfig } from './from-config.js';
export { stripeGateway, type StripeGateway } from './stripe/stripe-gateway.js';
export type { StripeOptions } from './stripe/stripe-client.js';
export { payPalProvider } from './paypal/paypal-provider.js';
export { PAYPAL_SANDBOX_BASE, payPalClient, type PayPalOptions } from './paypal/paypal-client.js';
export { PAYPAL_SIGNATURE_HEADERS, payPalWebhooks, readPayPalEvent } from './paypal/paypal-webhooks.js';
export type { SubscriptionNotice, SubscriptionWebhooks, VerifiedSubscriptionEvent } from './subscription-events.js';
