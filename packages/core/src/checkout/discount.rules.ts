import { currentPrice, salePriceOf } from '../catalog/price.rules.js';
import { formatMoney, parseMoney } from '../format/money.rules.js';
import type { DiscountBaseFacts, DiscountLike } from './checkout.model.js';

/** Whole cents of an amount, so the maths never drift on binary fractions. */
const toCents = (amount: number): number => Math.round(amount * 100);

/** An amount rounded to 2 decimals (cents). */
export const roundMoney = (amount: number): number => toCents(amount) / 100;

/**
 * The amount a discount applies to (spec 5 'Discount maths'): the sale price
 * when allow_discount_over_sale_price is on and a sale price applies, else
 * the normal price. So with the flag off a code discounts the normal price,
 * not the sale price: the studio offers one saving or the other.
 */
export const discountBase = (pkg: DiscountBaseFacts): number => {
  const sale = salePriceOf(pkg);
  return pkg.allow_discount_over_sale_price && sale !== null ? sale : pkg.price;
};

/** A discount amount the maths accept: finite and not negative (a negative one would raise the price). */
const usableAmount = (amount: number): number => (Number.isFinite(amount) && amount > 0 ? amount : 0);

/**
 * The price after a discount (spec 5 'Discount maths'): a percent multiplies
 * the base by (1 − amount/100), a fixed amount subtracts from it. Never
 * below zero nor above the base, rounded to 2 decimals.
 */
export function discountedPrice(pkg: DiscountBaseFacts, discount: DiscountLike): number {
  const baseCents = Math.max(0, toCents(discountBase(pkg)));
  const amount = usableAmount(discount.amount);
  const cents = discount.is_percent
    ? Math.round((baseCents * (100 - Math.min(100, amount))) / 100)
    : baseCents - toCents(amount);
  return Math.max(0, cents) / 100;
}

/** What the customer pays: the discounted price with a discount, else the current (sale or normal) price. */
export const checkoutTotal = (pkg: DiscountBaseFacts, discount: DiscountLike | null): number =>
  discount ? discountedPrice(pkg, discount) : roundMoney(currentPrice(pkg));

/** Checkout amounts: 2 decimals with thousands commas, '$1,200.00' (spec 5; spec 9 'Currency'). */
export const formatCheckoutAmount = (amount: number): string => formatMoney(amount, { decimals: 2 });

/** Reads back a checkout amount, '$1,200.00' → 1200; null for any other text. */
export const parseCheckoutAmount = (text: string): number | null => parseMoney(text);
