import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/**
 * What the sandbox card processor answers (the runtime contract's 'Test
 * cards'), beyond `CARD_ERRORS`' plain codes (expired_card, incorrect_cvc,
 * incorrect_number), which it answers as they are.
 */
export const SANDBOX_ERRORS = {
  /** A malformed number or CVC, refused at tokenisation: the code contains 'formatted' (spec 8). */
  numberBadlyFormatted: entry('card/number_badly_formatted', 400, () => messages.checkout.badCardFormat),
  cvcBadlyFormatted: entry('card/cvc_badly_formatted', 400, () => messages.checkout.badCardFormat),
  /** A token the sandbox never made, when a card is saved with it. */
  invalidToken: entry('card/invalid_token', 400, () => messages.checkoutApi.cardTokenInvalid),
  /** The same token, when charged. */
  invalidTokenCharged: entry('card/invalid_token', 402, () => messages.checkoutApi.cardTokenInvalid),
  insufficientFunds: entry('card_declined/insufficient_funds', 402, () => messages.checkout.insufficientFunds),
  stolenCard: entry('card_declined/stolen_card', 402, () => messages.checkout.lostOrStolen),
  lostCard: entry('card_declined/lost_card', 402, () => messages.checkout.lostOrStolen),
  genericDecline: entry('card_declined/generic_decline', 402, () => messages.checkout.declined),
  suspicious: entry('card_declined/suspicious', 402, () => messages.checkout.suspicious),
} as const satisfies ErrorArea;
