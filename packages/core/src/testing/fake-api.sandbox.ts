import type { CardToken, CardTokenInput } from '../ports/commerce.ports.js';
import { cardBrand, cardDigits, expiryPassed } from '../checkout/card.rules.js';
import { CARD_ERRORS, codesOf, errorOf, SANDBOX_ERRORS, type ErrorEntry } from '../api/errors.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';

/**
 * The sandbox's refusals, as the table holds them (the runtime contract's
 * 'Test cards'): its own codes (`SANDBOX_ERRORS`) and the processor's plain
 * ones (`CARD_ERRORS`), so every refusal answers the server's code, status
 * and spec 8 text by construction.
 */
const SANDBOX_REFUSALS = {
  /** A malformed number or CVC: the code contains 'formatted' (spec 8). */
  badNumber: SANDBOX_ERRORS.numberBadlyFormatted,
  badCvc: SANDBOX_ERRORS.cvcBadlyFormatted,
  incorrectNumber: CARD_ERRORS.incorrectNumber,
  expired: CARD_ERRORS.expired,
  incorrectCvc: CARD_ERRORS.incorrectCvc,
  insufficientFunds: SANDBOX_ERRORS.insufficientFunds,
  stolen: SANDBOX_ERRORS.stolenCard,
  lost: SANDBOX_ERRORS.lostCard,
  generic: SANDBOX_ERRORS.genericDecline,
  suspicious: SANDBOX_ERRORS.suspicious,
  /** A token the sandbox never made: 402 when charged, 400 when saved. */
  invalidToken: SANDBOX_ERRORS.invalidTokenCharged,
  invalidTokenSaved: SANDBOX_ERRORS.invalidToken,
} as const satisfies Readonly<Record<string, ErrorEntry>>;

/** The sandbox's codes by meaning (the table's), for tests that name them. */
export const SANDBOX_CODES = /* @__PURE__ */ codesOf(SANDBOX_REFUSALS);

/** The contract's test cards that do not pay, by their digits. */
const REFUSALS: Readonly<Record<string, ErrorEntry>> = {
  '4000000000009995': SANDBOX_REFUSALS.insufficientFunds,
  '4000000000009979': SANDBOX_REFUSALS.stolen,
  '4000000000009987': SANDBOX_REFUSALS.lost,
  '4000000000000002': SANDBOX_REFUSALS.generic,
  '4000000000000069': SANDBOX_REFUSALS.expired,
  '4000000000000127': SANDBOX_REFUSALS.incorrectCvc,
  '4100000000000019': SANDBOX_REFUSALS.suspicious,
};

/** The Luhn check a card network runs on every number. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * POST /sandbox/card_tokens, as the server's sandbox answers it: a number
 * that is not 13 to 19 digits (spaces and hyphens allowed) or a CVC that is
 * not 3 or 4 digits is a 'formatted' error (400); a past expiry is
 * expired_card (402). `store` keeps the digits behind the token.
 */
export function tokeniseCard(card: CardTokenInput, now: number, zone: string, store: Record<string, string>): Result<CardToken> {
  const digits = cardDigits(card.number);
  if (digits === null) return err(errorOf(SANDBOX_REFUSALS.badNumber));
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return err(errorOf(SANDBOX_REFUSALS.badCvc));
  if (expiryPassed({ month: card.exp_month, year: card.exp_year }, now, zone)) return err(errorOf(SANDBOX_REFUSALS.expired));
  const token = `tok_sandbox_${Object.keys(store).length + 1}`;
  store[token] = digits;
  return ok({ token, brand: cardBrand(digits), last4: digits.slice(-4) });
}

/** What a charge of these digits answers: the contract's refusal for its test cards, then incorrect_number for a number failing the Luhn check. */
const refusalOf = (digits: string): ErrorEntry | undefined => REFUSALS[digits] ?? (passesLuhn(digits) ? undefined : SANDBOX_REFUSALS.incorrectNumber);

/** Charging a token the sandbox made (`store`: token → digits): null when paid, else its 402; an unknown token is 402 too. */
export const chargeRefusal = (store: Readonly<Record<string, string>>, token: string): AppError | null => {
  const digits = store[token];
  if (digits === undefined) return errorOf(SANDBOX_REFUSALS.invalidToken);
  const refusal = refusalOf(digits);
  return refusal === undefined ? null : errorOf(refusal);
};

/**
 * Keeping a token as a saved card: a token the sandbox never made is 400,
 * a card that would decline its 402 (a card network checks a card before
 * keeping it); else the card's digits.
 */
export const savableCard = (store: Readonly<Record<string, string>>, token: string): Result<string> => {
  const digits = store[token];
  if (digits === undefined) return err(errorOf(SANDBOX_REFUSALS.invalidTokenSaved));
  const refusal = refusalOf(digits);
  return refusal === undefined ? ok(digits) : err(errorOf(refusal));
};
