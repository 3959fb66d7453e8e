import { CARD_CODES } from '../api/errors/card.codes.js';
import { PROVIDER_ERROR } from '../api/errors/checkout.codes.js';
import { fill, messages } from '../messages/index.js';
import type { CheckoutFailure, CheckoutFlow, PaymentChoice } from './checkout.model.js';

export { CARD_CODES } from '../api/errors/card.codes.js';
export { PROVIDER_ERROR } from '../api/errors/checkout.codes.js';

const CODE_SEPARATORS = /[/:.]/;

/** The code and the decline reason as lowercase parts: 'card_declined/lost_card' → both. */
const codeParts = (failure: CheckoutFailure): string[] =>
  [...(failure.code ?? '').split(CODE_SEPARATORS), failure.decline_code ?? '']
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');

/**
 * A message the server wrote itself. The HTTP adapter puts the generic text
 * in a failure whose body had none, so that text is not the server's word.
 */
const serverMessage = (failure: CheckoutFailure): string | null => {
  const text = failure.message?.trim() ?? '';
  return text === '' || text === messages.common.genericError ? null : text;
};

/** Spec 8: the card processor's refusals, whatever the status they came with. */
function cardRefusal(failure: CheckoutFailure): string | null {
  if ((failure.code ?? '').toLowerCase().includes('formatted')) return messages.checkout.badCardFormat;
  const parts = new Set(codeParts(failure));
  const has = (code: string) => parts.has(code);
  if (has(CARD_CODES.suspicious) || has(CARD_CODES.fraudulent)) return messages.checkout.suspicious;
  if (has(CARD_CODES.insufficientFunds)) return messages.checkout.insufficientFunds;
  if (has(CARD_CODES.lostCard) || has(CARD_CODES.stolenCard)) return messages.checkout.lostOrStolen;
  if (has(CARD_CODES.expired)) return messages.checkout.expiredCard;
  if (has(CARD_CODES.incorrectCvc)) return messages.checkout.incorrectCvc;
  if (has(CARD_CODES.incorrectNumber)) return messages.checkout.incorrectNumber;
  return has(CARD_CODES.declined) ? messages.checkout.declined : null;
}

/** Spec 8, 412: the card form names the discount, then the server, then a sold-out package. */
function preconditionFailed(failure: CheckoutFailure, flow: CheckoutFlow, discountApplied: boolean): string {
  if (flow === 'card' && discountApplied) return messages.checkout.discountRefused;
  return serverMessage(failure) ?? (flow === 'card' ? messages.checkout.soldOut : messages.checkout.peopleLimit);
}

function byStatus(failure: CheckoutFailure, flow: CheckoutFlow, discountApplied: boolean): string | null {
  switch (failure.status) {
    case 400:
      return messages.checkout.noPaymentMethod;
    case 404:
      return messages.checkout.packageNotFound;
    case 409:
      return flow === 'card' ? messages.checkout.purchaseLimitCard : messages.checkout.purchaseLimit;
    case 412:
      return preconditionFailed(failure, flow, discountApplied);
    default:
      return null;
  }
}

/** What else `checkoutErrorMessage` needs to pick the text. */
export interface CheckoutErrorOptions {
  /** 'card' when paying by card (spec 8 'Checkout (card form)'), else 'member'. */
  readonly flow?: CheckoutFlow;
  /** A discount code was applied to the attempt. */
  readonly discountApplied?: boolean;
}

/**
 * Spec 8 'Checkout': the Spanish text of a failed checkout, from its status
 * and code. Card refusals first (insufficient funds, lost or stolen, other
 * declines, expired, CVC, number, suspicious, a 'formatted' code); then
 * 400, 404, 409 and 412 with the texts of the member flow or of the card
 * form; a provider's own error (`PROVIDER_ERROR`) reads 'Hubo un error al
 * procesar tu compra: {message}'; otherwise the server's message, else
 * 'Hubo un error al procesar tu compra. Inténtalo más tarde.'
 */
export function checkoutErrorMessage(failure: CheckoutFailure, options: CheckoutErrorOptions = {}): string {
  const flow = options.flow ?? 'member';
  const known = cardRefusal(failure) ?? byStatus(failure, flow, options.discountApplied ?? false);
  if (known) return known;
  const message = serverMessage(failure);
  if (failure.code === PROVIDER_ERROR && message) return fill(messages.checkout.providerError, { message });
  return message ?? messages.checkout.default;
}

/**
 * Spec 8 'Discounts': 412 is an exhausted discount; any other failure shows
 * the response's message as is, else 'Lo sentimos, ese descuento no es válido.'
 */
export function discountErrorMessage(failure: CheckoutFailure): string {
  if (failure.status === 412) return messages.discounts.exhausted;
  return serverMessage(failure) ?? messages.discounts.invalid;
}

/** Which catalogue applies to a payment choice: a card typed in the form answers with the card form's texts. */
export const checkoutFlowOf = (choice: PaymentChoice): CheckoutFlow => (choice === 'card' ? 'card' : 'member');

/** Spec 8 success texts: a cash order is a purchase still to be paid, anything else a payment. */
export const checkoutSuccessMessage = (choice: PaymentChoice): string =>
  choice === 'cash' ? messages.checkout.purchaseSuccess : messages.checkout.paymentSuccess;
