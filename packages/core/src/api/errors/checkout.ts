import { messages } from '../../messages/index.js';
import { INVALID_CHECKOUT_ANSWER, PROVIDER_ERROR } from './checkout.codes.js';
import { entry, type ErrorArea } from './entry.js';

/**
 * The checkout. Statuses follow how core's `checkoutErrorMessage` reads
 * them: 409 the purchase limit, 400 no payment method, 412 'not available
 * now' with the server's sentence.
 */
export const CHECKOUT_ERRORS = {
  disabled: entry('checkout/disabled', 412, () => messages.checkout.disabled),
  purchaseLimit: entry('checkout/purchase-limit', 409, () => messages.checkout.purchaseLimit),
  trialUsed: entry('checkout/trial-used', 409, () => messages.checkoutApi.trialUsed),
  soldOut: entry('checkout/sold-out', 412, () => messages.checkout.peopleLimit),
  idempotencyKeyTaken: entry('checkout/idempotency-key-taken', 409, () => messages.checkoutApi.idempotencyKeyTaken),
  cashDisabled: entry('checkout/cash-disabled', 412, () => messages.checkoutApi.cashDisabled),
  providerUnavailable: entry('checkout/provider-unavailable', 412, () => messages.checkoutApi.providerUnavailable),
  savedCardsDisabled: entry('checkout/saved-cards-disabled', 412, () => messages.checkoutApi.savedCardsDisabled),
  savedCardNotFound: entry('checkout/saved-card-not-found', 400, () => messages.checkoutApi.savedCardNotFound),
  /** No card processor; a gateway's refusal carries it with 402. */
  cardUnavailable: entry('checkout/card-unavailable', 412, () => messages.checkoutApi.cardUnavailable),
  cardTokenRequired: entry('checkout/card-token-required', 400, () => messages.checkoutApi.cardTokenRequired),
  notFree: entry('checkout/not-free', 400, () => messages.checkoutApi.notFree),
  paymentMethodInvalid: entry('checkout/payment-method-invalid', 400, () => messages.checkoutApi.paymentMethodInvalid),
  captureMismatch: entry('checkout/capture-mismatch', 409, () => messages.checkoutApi.captureMismatch),
  notApproved: entry('checkout/not-approved', 412, () => messages.checkoutApi.providerNotApproved),
  amountMismatch: entry('checkout/amount-mismatch', 412, () => messages.checkoutApi.providerAmountMismatch),
  providerUnreachable: entry('checkout/provider-unreachable', 502, () => messages.checkoutApi.providerUnreachable),
  /** The webhook could not reach the provider to read an event: 503, so the provider retries. */
  providerUnreachableWebhook: entry('checkout/provider-unreachable', 503, () => messages.checkoutApi.providerUnreachable),
  sandboxDisabled: entry('checkout/sandbox-disabled', 404, () => messages.checkoutApi.sandboxOnly),
  webhookBadSignature: entry('webhook/bad-signature', 400, () => messages.checkoutApi.webhookSignatureInvalid),
  /**
   * The subscription provider declined: the answered code is
   * `paypal/<the provider's issue, lower case>`, this entry's code with
   * its last part replaced.
   */
  providerDeclined: entry('paypal/declined', 402, () => messages.checkoutApi.providerDeclined),
  /** The subscription provider's buttons could not load in the browser (offline, blocked): spec 8's default text. */
  providerScriptUnavailable: entry('checkout/provider-unavailable', 503, () => messages.checkout.default),
  /** The card provider's script could not load in the browser (offline, blocked): spec 8's default text. */
  cardProviderUnavailable: entry('checkout/card-provider-unavailable', 503, () => messages.checkout.default),
  /** A provider's script failed in the browser (never the server's answer). */
  providerError: entry(PROVIDER_ERROR, 502, () => messages.checkout.default),
  /** The server's answer to a checkout call could not be read (browser only). */
  invalidAnswer: entry(INVALID_CHECKOUT_ANSWER, 502, () => messages.checkout.default),
  paymentMethodNotFound: entry('payment-method/not-found', 404, () => messages.checkoutApi.paymentMethodNotFound),
  savedCardMissing: entry('saved-card/not-found', 404, () => messages.checkoutApi.savedCardMissing),
} as const satisfies ErrorArea;
