/** How to render an amount of Mexican pesos. */
export interface MoneyOptions {
  /**
   * Digits after the decimal point, 0 to 4. When omitted, whole amounts show
   * none and the others two, so list prices read '$1,500' and a discounted
   * '$1,234.50' (spec 5, Discount maths; spec 9, Currency).
   */
  readonly decimals?: number;
}

/** An amount as the API may send it: a number, or decimal text from a numeric column. */
export type MoneyInput = number | string | null | undefined;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Reads a finite number from an amount, or null when there is none. */
export function toAmount(input: MoneyInput): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : null;
}

function decimalsFor(amount: number, requested: number | undefined): number {
  if (requested !== undefined && Number.isFinite(requested)) {
    return Math.min(4, Math.max(0, Math.trunc(requested)));
  }
  const toCents = Math.round(Math.abs(amount) * 100) / 100;
  return Number.isInteger(toCents) ? 0 : 2;
}

/** The absolute value as fixed-point text; `toFixed` switches to exponent notation at 1e21. */
function fixedText(absolute: number, decimals: number): string {
  if (absolute < 1e21) return absolute.toFixed(decimals);
  const whole = BigInt(absolute).toString();
  return decimals === 0 ? whole : `${whole}.${'0'.repeat(decimals)}`;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Formats pesos with a dollar sign and thousands commas: `formatMoney(1500)`
 * is '$1,500', `formatMoney(1234.5, { decimals: 2 })` is '$1,234.50',
 * `formatMoney(-20)` is '-$20'. An amount that rounds to zero never shows a
 * minus sign. Returns '' when there is no readable amount, so a view shows
 * nothing rather than a wrong price.
 */
export function formatMoney(input: MoneyInput, options: MoneyOptions = {}): string {
  const amount = toAmount(input);
  if (amount === null) return '';
  const decimals = decimalsFor(amount, options.decimals);
  const fixed = fixedText(Math.abs(amount), decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const negative = amount < 0 && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}$${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

const MONEY_TEXT = /^(-?)\$(\d{1,3}(?:,\d{3})*)(\.\d+)?$/;

/**
 * Reads back an amount written by `formatMoney` ('$1,234.50', '-$20'), or
 * null for any other text. For an amount with at most the decimals it was
 * written with, `parseMoney(formatMoney(x, { decimals: 2 }))` is `x`.
 */
export function parseMoney(text: string): number | null {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const amount = Number(`${whole.replace(/,/g, '')}${fraction}`);
  return sign === '-' ? -amount : amount;
}
