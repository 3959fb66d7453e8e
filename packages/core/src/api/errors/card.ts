import { messages } from '../../messages/index.js';
import { CARD_CODES } from './card.codes.js';
import { entry, type ErrorArea } from './entry.js';

/**
 * The card processor's vocabulary (Stripe's spelling; the sandbox speaks
 * it too), each with the spec 8 text core's `checkoutErrorMessage` shows.
 * A decline carries its reason after the code: 'card_declined/lost_card'.
 */
export const CARD_ERRORS = {
  declined: entry(() => CARD_CODES.declined, 402, () => messages.checkout.declined),
  insufficientFunds: entry(() => CARD_CODES.insufficientFunds, 402, () => messages.checkout.insufficientFunds),
  lostCard: entry(() => CARD_CODES.lostCard, 402, () => messages.checkout.lostOrStolen),
  stolenCard: entry(() => CARD_CODES.stolenCard, 402, () => messages.checkout.lostOrStolen),
  generic: entry(() => CARD_CODES.generic, 402, () => messages.checkout.declined),
  expired: entry(() => CARD_CODES.expired, 402, () => messages.checkout.expiredCard),
  incorrectCvc: entry(() => CARD_CODES.incorrectCvc, 402, () => messages.checkout.incorrectCvc),
  incorrectNumber: entry(() => CARD_CODES.incorrectNumber, 402, () => messages.checkout.incorrectNumber),
  /** The sandbox's refusal for suspicious behaviour (Stripe calls it 'fraudulent'). */
  suspicious: entry(() => CARD_CODES.suspicious, 402, () => messages.checkout.suspicious),
  fraudulent: entry(() => CARD_CODES.fraudulent, 402, () => messages.checkout.suspicious),
  /** Stripe asks for 3-D Secure off-session. */
  authenticationRequired: entry('authentication_required', 402, () => messages.checkoutApi.cardAuthenticationRequired),
  requiresAction: entry('payment_intent/requires_action', 402, () => messages.checkoutApi.cardAuthenticationRequired),
} as const satisfies ErrorArea;
