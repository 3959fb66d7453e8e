import { CARD_CODES } from '@estudio/core';

/**
 * What the sandbox answers when a card is charged: the runtime contract's
 * 'Test cards of the sandbox card processor', by outcome.
 */
export type SandboxOutcome =
  | 'paid'
  | 'insufficient_funds'
  | 'stolen_card'
  | 'generic_decline'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'lost_card'
  | 'suspicious'
  | 'incorrect_number';

/** The contract's test numbers (digits only) and what charging each one does. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4242424242424242': 'paid',
  '4000000000009995': 'insufficient_funds',
  '4000000000009979': 'stolen_card',
  '4000000000000002': 'generic_decline',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000009987': 'lost_card',
  '4100000000000019': 'suspicious',
};

const declined = (reason: string): string => `${CARD_CODES.declined}/${reason}`;

/**
 * The code of each refusal, spelled as core's `checkoutErrorMessage` reads
 * it: a decline carries its reason after the code ('card_declined/lost_card'),
 * the others are codes of their own.
 */
export const OUTCOME_CODES: Readonly<Record<Exclude<SandboxOutcome, 'paid'>, string>> = {
  insufficient_funds: declined(CARD_CODES.insufficientFunds),
  stolen_card: declined(CARD_CODES.stolenCard),
  generic_decline: declined(CARD_CODES.generic),
  expired_card: CARD_CODES.expired,
  incorrect_cvc: CARD_CODES.incorrectCvc,
  lost_card: declined(CARD_CODES.lostCard),
  suspicious: declined(CARD_CODES.suspicious),
  incorrect_number: CARD_CODES.incorrectNumber,
};

/** Codes of details that are not a card at all, refused at tokenisation (spec 8: they contain 'formatted'). */
export const FORMAT_CODES = {
  number: 'card/number_badly_formatted',
  cvc: 'card/cvc_badly_formatted',
} as const;

/**
 * A token the sandbox did not make (or an amount it cannot charge). No card
 * code of spec 8, so the web shows the server's own message for it.
 */
export const CARD_TOKEN_INVALID = 'card/invalid_token';

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
  SANDBOX_TEST_CARDS[digits] ?? (passesLuhn(digits) ? 'paid' : 'incorrect_number');
