import { CARD_CODES, SANDBOX_ERRORS } from '@estudio/core';

/** A card code the sandbox refuses a test card with (core's `CARD_CODES`, the processor's vocabulary). */
type SandboxRefusal = (typeof CARD_CODES)[
  'insufficientFunds' | 'stolenCard' | 'generic' | 'expired' | 'incorrectCvc' | 'lostCard' | 'suspicious' | 'incorrectNumber'
];

/**
 * What the sandbox answers when a card is charged: the runtime contract's
 * 'Test cards of the sandbox card processor', by outcome.
 */
export type SandboxOutcome = 'paid' | SandboxRefusal;

/** The contract's test numbers (digits only) and what charging each one does. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4242424242424242': 'paid',
  '4000000000009995': CARD_CODES.insufficientFunds,
  '4000000000009979': CARD_CODES.stolenCard,
  '4000000000000002': CARD_CODES.generic,
  '4000000000000069': CARD_CODES.expired,
  '4000000000000127': CARD_CODES.incorrectCvc,
  '4000000000009987': CARD_CODES.lostCard,
  '4100000000000019': CARD_CODES.suspicious,
};

/**
 * The code of each refusal (core's `SANDBOX_ERRORS`), spelled as core's
 * `checkoutErrorMessage` reads it: a decline carries its reason after the
 * code ('card_declined/lost_card'), the others are codes of their own.
 */
export const OUTCOME_CODES: Readonly<Record<SandboxRefusal, string>> = {
  insufficient_funds: SANDBOX_ERRORS.insufficientFunds.code,
  stolen_card: SANDBOX_ERRORS.stolenCard.code,
  generic_decline: SANDBOX_ERRORS.genericDecline.code,
  expired_card: CARD_CODES.expired,
  incorrect_cvc: CARD_CODES.incorrectCvc,
  lost_card: SANDBOX_ERRORS.lostCard.code,
  suspicious: SANDBOX_ERRORS.suspicious.code,
  incorrect_number: CARD_CODES.incorrectNumber,
};

/** Codes of details that are not a card at all, refused at tokenisation (spec 8: they contain 'formatted'). */
export const FORMAT_CODES = {
  number: SANDBOX_ERRORS.numberBadlyFormatted.code,
  cvc: SANDBOX_ERRORS.cvcBadlyFormatted.code,
} as const;

/**
 * A token the sandbox did not make (or an amount it cannot charge). No card
 * code of spec 8, so the web shows the server's own message for it.
 */
export const CARD_TOKEN_INVALID = SANDBOX_ERRORS.invalidToken.code;

/** The Luhn checksum every real card number passes. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
};

/**
 * What charging a well-formed number does: the contract's table first, then
 * incorrect_number for a number failing the Luhn check; any other number that
 * passes it is paid (the sandbox moves no money, so no card is 'real').
 */
export const outcomeOf = (digits: string): SandboxOutcome =>
  SANDBOX_TEST_CARDS[digits] ?? (passesLuhn(digits) ? 'paid' : CARD_CODES.incorrectNumber);
