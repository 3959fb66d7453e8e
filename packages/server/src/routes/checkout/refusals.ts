import { CARD_ERRORS, CHECKOUT_ERRORS, DISCOUNT_ERRORS, checkoutErrorMessage, messages } from '@estudio/core';
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
  disabled: (): ApiFailure => failure(CHECKOUT_ERRORS.disabled),
  purchaseLimit: (): ApiFailure => failure(CHECKOUT_ERRORS.purchaseLimit),
  trialUsed: (): ApiFailure => failure(CHECKOUT_ERRORS.trialUsed),
  soldOut: (): ApiFailure => failure(CHECKOUT_ERRORS.soldOut),
  keyTaken: (): ApiFailure => failure(CHECKOUT_ERRORS.idempotencyKeyTaken),
  discountsDisabled: (): ApiFailure => failure(DISCOUNT_ERRORS.disabled),
  discountInvalid: (): ApiFailure => failure(DISCOUNT_ERRORS.invalid),
  discountExhausted: (): ApiFailure => failure(DISCOUNT_ERRORS.exhausted),
  cashDisabled: (): ApiFailure => failure(CHECKOUT_ERRORS.cashDisabled),
  providerUnavailable: (): ApiFailure => failure(CHECKOUT_ERRORS.providerUnavailable),
  savedCardsDisabled: (): ApiFailure => failure(CHECKOUT_ERRORS.savedCardsDisabled),
  savedCardNotFound: (): ApiFailure => failure(CHECKOUT_ERRORS.savedCardNotFound),
  cardUnavailable: (): ApiFailure => failure(CHECKOUT_ERRORS.cardUnavailable),
  cardTokenRequired: (): ApiFailure => failure(CHECKOUT_ERRORS.cardTokenRequired),
  notFree: (): ApiFailure => failure(CHECKOUT_ERRORS.notFree),
  paymentMethodInvalid: (): ApiFailure => failure(CHECKOUT_ERRORS.paymentMethodInvalid),
  captureMismatch: (): ApiFailure => failure(CHECKOUT_ERRORS.captureMismatch),
  notApproved: (): ApiFailure => failure(CHECKOUT_ERRORS.notApproved),
  providerDeclined: (issue: string): ApiFailure =>
    failure({ ...CHECKOUT_ERRORS.providerDeclined, code: CHECKOUT_ERRORS.providerDeclined.code.replace(/[^/]+$/, issue.toLowerCase()) }),
  amountMismatch: (): ApiFailure => failure(CHECKOUT_ERRORS.amountMismatch),
} as const;

/** Processor codes spec 8 has no text for, with the server's own sentence (Stripe asking for 3-D Secure off-session). */
const SERVER_TEXTS: Readonly<Record<string, string>> = {
  [CHECKOUT_ERRORS.cardUnavailable.code]: CHECKOUT_ERRORS.cardUnavailable.message,
  [CARD_ERRORS.authenticationRequired.code]: CARD_ERRORS.authenticationRequired.message,
  [CARD_ERRORS.requiresAction.code]: CARD_ERRORS.requiresAction.message,
};

/**
 * A processor's refusal as the API answers it: its status and code, and
 * the Spanish text core picks for that code (spec 8), or the server's own
 * sentence for a code spec 8 does not know (a token the sandbox never made).
 */
export const cardRefusal = (refusal: GatewayRefusal): ApiFailure => {
  const own = SERVER_TEXTS[refusal.code] ?? messages.checkoutApi.cardTokenInvalid;
  const text = checkoutErrorMessage({ status: refusal.status, code: refusal.code, message: own }, { flow: 'card' });
  return failure({ ...refusal, message: text });
};
