import type { CardToken, CardTokenInput } from '../ports/commerce.ports.js';
import { cardBrand, cardDigits, expiryPassed } from '../checkout/card.rules.js';
import { checkoutErrorMessage } from '../checkout/errors.rules.js';
import { messages } from '../messages/index.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';

/**
 * The sandbox card processor of the contract ('Test cards'), as the fake
 * runs it: tokenising refuses what is not a card at all, and a charge
 * answers by card number. Codes are the ones core's error catalogue reads
 * (checkout/errors.rules.ts), so every refusal shows the spec 8 text.
 */
export const SANDBOX_CODES = {
  /** A malformed number or CVC: the code contains 'formatted' (spec 8). */
  badNumber: 'card/number_badly_formatted',
  badCvc: 'card/cvc_badly_formatted',
  incorrectNumber: 'incorrect_number',
  expired: 'expired_card',
  incorrectCvc: 'incorrect_cvc',
  insufficientFunds: 'card_declined/insufficient_funds',
  stolen: 'card_declined/stolen_card',
  lost: 'card_declined/lost_card',
  generic: 'card_declined/generic_decline',
  suspicious: 'card_declined/suspicious',
  /** A token the sandbox never made: 402 when charged, 400 when saved. */
  invalidToken: 'card/invalid_token',
} as const;

/** The contract's test cards that do not pay, by their digits. */
const REFUSALS: Readonly<Record<string, string>> = {
  '4000000000009995': SANDBOX_CODES.insufficientFunds,
  '4000000000009979': SANDBOX_CODES.stolen,
  '4000000000009987': SANDBOX_CODES.lost,
  '4000000000000002': SANDBOX_CODES.generic,
  '4000000000000069': SANDBOX_CODES.expired,
  '4000000000000127': SANDBOX_CODES.incorrectCvc,
  '4100000000000019': SANDBOX_CODES.suspicious,
};

/**
 * A refusal as the server answers it: 402 (400 for a malformed card, or a
 * token saving cannot read) with the catalogue's text for its code, or the
 * server's own sentence for a token it never made (spec 8 has none).
 */
export const cardRefusal = (code: string, status = 402): AppError => {
  const text = checkoutErrorMessage({ code }, { flow: 'card' });
  return appError(code, text === messages.checkout.default ? messages.checkoutApi.cardTokenInvalid : text, status);
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
  if (digits === null) return err(cardRefusal(SANDBOX_CODES.badNumber, 400));
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return err(cardRefusal(SANDBOX_CODES.badCvc, 400));
  if (expiryPassed({ month: card.exp_month, year: card.exp_year }, now, zone)) return err(cardRefusal(SANDBOX_CODES.expired));
  const token = `tok_sandbox_${Object.keys(store).length + 1}`;
  store[token] = digits;
  return ok({ token, brand: cardBrand(digits), last4: digits.slice(-4) });
}

/** What a charge of these digits answers: the contract's refusal for its test cards, then incorrect_number for a number failing the Luhn check. */
const refusalCode = (digits: string): string | undefined => REFUSALS[digits] ?? (passesLuhn(digits) ? undefined : SANDBOX_CODES.incorrectNumber);

/** Charging a token the sandbox made (`store`: token → digits): null when paid, else its 402; an unknown token is 402 too. */
export const chargeRefusal = (store: Readonly<Record<string, string>>, token: string): AppError | null => {
  const digits = store[token];
  if (digits === undefined) return cardRefusal(SANDBOX_CODES.invalidToken);
  const code = refusalCode(digits);
  return code === undefined ? null : cardRefusal(code);
};

/**
 * Keeping a token as a saved card: a token the sandbox never made is 400,
 * a card that would decline its 402 (a card network checks a card before
 * keeping it); else the card's digits.
 */
export const savableCard = (store: Readonly<Record<string, string>>, token: string): Result<string> => {
  const digits = store[token];
  if (digits === undefined) return err(cardRefusal(SANDBOX_CODES.invalidToken, 400));
  const code = refusalCode(digits);
  return code === undefined ? ok(digits) : err(cardRefusal(code));
};
