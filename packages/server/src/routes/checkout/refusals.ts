import { checkoutErrorMessage, messages } from '@estudio/core';
import { failure, type ApiFailure } from '../../http/errors.js';
import type { GatewayRefusal } from '../../payments/gateway.js';

/**
 * The checkout's refusals. Statuses follow how core's `checkoutErrorMessage`
 * reads them, so the web shows the right text: 409 is always the purchase
 * limit, 404 the missing package, 400 'No has seleccionado un método de
 * pago.', and a 412 shows the server's own message; so whatever is
 * 'not available now' (cash, saved cards, the provider, the whole checkout)
 * is a 412 with a sentence saying so.
 */
export const checkoutRefusals = {
  disabled: (): ApiFailure => failure(412, 'checkout/disabled', messages.checkout.disabled),
  purchaseLimit: (): ApiFailure => failure(409, 'checkout/purchase-limit', messages.checkout.purchaseLimit),
  trialUsed: (): ApiFailure => failure(409, 'checkout/trial-used', messages.checkoutApi.trialUsed),
  soldOut: (): ApiFailure => failure(412, 'checkout/sold-out', messages.checkout.peopleLimit),
  keyTaken: (): ApiFailure => failure(409, 'checkout/idempotency-key-taken', messages.checkoutApi.idempotencyKeyTaken),
  discountsDisabled: (): ApiFailure => failure(412, 'discount/disabled', messages.checkoutApi.discountsDisabled),
  discountInvalid: (): ApiFailure => failure(412, 'discount/invalid', messages.discounts.invalid),
  discountExhausted: (): ApiFailure => failure(412, 'discount/exhausted', messages.discounts.exhausted),
  cashDisabled: (): ApiFailure => failure(412, 'checkout/cash-disabled', messages.checkoutApi.cashDisabled),
  providerUnavailable: (): ApiFailure => failure(412, 'checkout/provider-unavailable', messages.checkoutApi.providerUnavailable),
  savedCardsDisabled: (): ApiFailure => failure(412, 'checkout/saved-cards-disabled', messages.checkoutApi.savedCardsDisabled),
  savedCardNotFound: (): ApiFailure => failure(400, 'checkout/saved-card-not-found', messages.checkoutApi.savedCardNotFound),
  cardUnavailable: (): ApiFailure => failure(412, 'checkout/card-unavailable', messages.checkoutApi.cardUnavailable),
  cardTokenRequired: (): ApiFailure => failure(400, 'checkout/card-token-required', messages.checkoutApi.cardTokenRequired),
  notFree: (): ApiFailure => failure(400, 'checkout/not-free', messages.checkoutApi.notFree),
  paymentMethodInvalid: (): ApiFailure => failure(400, 'checkout/payment-method-invalid', messages.checkoutApi.paymentMethodInvalid),
  captureMismatch: (): ApiFailure => failure(409, 'checkout/capture-mismatch', messages.checkoutApi.captureMismatch),
  notApproved: (): ApiFailure => failure(412, 'checkout/not-approved', messages.checkoutApi.providerNotApproved),
  providerDeclined: (code: string): ApiFailure => failure(402, `paypal/${code.toLowerCase()}`, messages.checkoutApi.providerDeclined),
  amountMismatch: (): ApiFailure => failure(412, 'checkout/amount-mismatch', messages.checkoutApi.providerAmountMismatch),
} as const;

/** Processor codes spec 8 has no text for, with the server's own sentence (Stripe asking for 3-D Secure off-session). */
const SERVER_TEXTS: Readonly<Record<string, string>> = {
  'checkout/card-unavailable': messages.checkoutApi.cardUnavailable,
  authentication_required: messages.checkoutApi.cardAuthenticationRequired,
  'payment_intent/requires_action': messages.checkoutApi.cardAuthenticationRequired,
};

/**
 * A processor's refusal as the API answers it: its status and code, and
 * the Spanish text core picks for that code (spec 8), or the server's own
 * sentence for a code spec 8 does not know (a token the sandbox never made).
 */
export const cardRefusal = (refusal: GatewayRefusal): ApiFailure => {
  const own = SERVER_TEXTS[refusal.code] ?? messages.checkoutApi.cardTokenInvalid;
  const text = checkoutErrorMessage({ status: refusal.status, code: refusal.code, message: own }, { flow: 'card' });
  return failure(refusal.status, refusal.code, text);
};
