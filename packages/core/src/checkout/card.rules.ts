import { toStudioDateTime } from '../format/format.rules.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import { fill, messages } from '../messages/index.js';
import type { CardBrand } from './checkout.model.js';

/** The card form as typed (spec 5 'Card form'). */
export interface CardFormValues {
  readonly number: string;
  readonly name: string;
  /** 'MM/YYYY' (also 'MM / YYYY' as card masks write it, or 'MM/YY'). */
  readonly expiry: string;
  readonly cvc: string;
}

/** A field of the card form. */
export type CardField = keyof CardFormValues;

/** What the card tokenisation service is called with (spec 5: number, name, exp_year, exp_month, cvc). */
export interface CardTokenRequest {
  readonly number: string;
  readonly name: string;
  readonly exp_month: string;
  readonly exp_year: string;
  readonly cvc: string;
}

/** A card that passed the form's checks, with what a saved card keeps of it. */
export interface ValidCard {
  readonly token: CardTokenRequest;
  readonly brand: CardBrand;
  readonly lastDigits: string;
}

/** The card form's verdict: the card, or a Spanish message per field. */
export type CardFormResult =
  | { readonly ok: true; readonly card: ValidCard }
  | { readonly ok: false; readonly errors: Partial<Record<CardField, string>> };

const CARD_SEPARATORS = /[\s-]/g;
const CARD_DIGITS = /^\d{13,19}$/;
const CVC = /^\d{3,4}$/;
const EXPIRY = /^(\d{2})\s*\/\s*(\d{4}|\d{2})$/;
const LAST_DIGITS = 4;

/**
 * The digits of a card number as typed with spaces or hyphens, or null when
 * it holds anything else or is not 13 to 19 digits. The Luhn check is left
 * to the processor, which answers incorrect_number with the spec's text.
 */
export function cardDigits(number: string): string | null {
  const digits = number.replace(CARD_SEPARATORS, '');
  return CARD_DIGITS.test(digits) ? digits : null;
}

/** Spec 5: the brand from the first digit: 3 amex, 4 visa, anything else mastercard. */
export function cardBrand(number: string): CardBrand {
  const first = number.replace(CARD_SEPARATORS, '').charAt(0);
  if (first === '3') return 'amex';
  return first === '4' ? 'visa' : 'mastercard';
}

/**
 * The last 4 digits. Spec 5 takes them 'from position 15' of the number as
 * the form shows it, '4242 4242 4242 4242', which is its last 4 digits.
 */
export const cardLastDigits = (number: string): string => number.replace(/\D/g, '').slice(-LAST_DIGITS);

/** The number as the form shows it: digits in groups of 4, '4242 4242 4242 4242' (at most 19 digits). */
export const formatCardNumber = (typed: string): string =>
  typed.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** A saved card's label: 'Visa terminación 4242'. */
export function savedCardLabel(card: { readonly card_type: string; readonly last_digits: string }): string {
  const brands: Record<string, string> = messages.checkout.cardBrands;
  const brand = brands[card.card_type.toLowerCase()] ?? card.card_type;
  return fill(messages.checkout.savedCard, { brand, digits: card.last_digits });
}

/** Month and 4-digit year of a typed expiry, or null when it is not MM/YYYY with a month 01 to 12. */
export function parseExpiry(expiry: string): { readonly month: number; readonly year: number } | null {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const typedYear = match[2] ?? '';
  const year = typedYear.length === 2 ? 2000 + Number(typedYear) : Number(typedYear);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month, in the studio's calendar. */
export function expiryPassed(expiry: { readonly month: number; readonly year: number }, now: number, zone = DEFAULT_TIME_ZONE): boolean {
  const today = toStudioDateTime(now, zone);
  if (!today) return false;
  return expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month);
}

function expiryError(expiry: string, now: number, zone: string): string | null {
  const parsed = parseExpiry(expiry);
  if (!parsed) return messages.checkout.cardExpiryFormat;
  return expiryPassed(parsed, now, zone) ? messages.checkout.expiredCard : null;
}

/**
 * Checks the card form before tokenising (spec 5 'Card form'): the number
 * is digits only, a name is given, the expiry is MM/YYYY and not past at
 * `now`, the CVC has 3 or 4 digits. Each refusal is the spec's text where it
 * has one ('El formato de la tarjeta no es válido…', 'Tu tarjeta ha
 * expirado', 'El CVV de tu tarjeta es incorrecto').
 */
export function validateCardForm(values: CardFormValues, now: number, zone: string = DEFAULT_TIME_ZONE): CardFormResult {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(values.number);
  if (digits === null) errors.number = messages.checkout.badCardFormat;
  const name = values.name.trim();
  if (name === '') errors.name = messages.checkout.cardNameRequired;
  const expiry = expiryError(values.expiry, now, zone);
  if (expiry) errors.expiry = expiry;
  const cvc = values.cvc.trim();
  if (!CVC.test(cvc)) errors.cvc = messages.checkout.incorrectCvc;
  const parsed = parseExpiry(values.expiry);
  if (digits === null || parsed === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: {
      token: { number: digits, name, exp_month: String(parsed.month).padStart(2, '0'), exp_year: String(parsed.year), cvc },
      brand: cardBrand(digits),
      lastDigits: cardLastDigits(digits),
    },
  };
}

/** Spec 4: the card pay button stays disabled while the card number field is empty. */
export const cardFieldEmpty = (values: Pick<CardFormValues, 'number'>): boolean => values.number.trim() === '';
