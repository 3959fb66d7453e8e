/**
 * The card processor's codes the catalogue knows (spec 8; the sandbox
 * processor of the contract answers each of them).
 */
export const CARD_CODES = {
  declined: 'card_declined',
  insufficientFunds: 'insufficient_funds',
  lostCard: 'lost_card',
  stolenCard: 'stolen_card',
  generic: 'generic_decline',
  expired: 'expired_card',
  incorrectCvc: 'incorrect_cvc',
  incorrectNumber: 'incorrect_number',
  /** The sandbox's refusal for suspicious behaviour (Stripe calls it 'fraudulent'). */
  suspicious: 'suspicious',
  fraudulent: 'fraudulent',
} as const;
