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

/** A discount as a subscription's later periods read it: `first_invoice_only` keeps it off the renewals. */
export interface RenewalDiscount extends DiscountLike {
  readonly first_invoice_only: boolean;
}

/**
 * What each period of a subscription costs after the first charge (issue
 * 17), the ONE rule the sandbox's renewals and the plans asked of Stripe and
 * PayPal follow: `price` is the price the purchase copied (its current
 * price when bought); a discount for every period applies to each charge,
 * one for the first invoice only (or none) leaves the full price. A free
 * trial changes nothing: the first charge after it is a period like the others.
 */
export const renewalPrice = ({ price, discount }: { readonly price: number; readonly discount: RenewalDiscount | null }): number =>
  checkoutTotal({ price, sale_price: null, allow_discount_over_sale_price: false }, discount && !discount.first_invoice_only ? discount : null);

/** Checkout amounts: 2 decimals with thousands commas, '$1,200.00' (spec 5; spec 9 'Currency'). */
export const formatCheckoutAmount = (amount: number): string => formatMoney(amount, { decimals: 2 });

/** Reads back a checkout amount, '$1,200.00' → 1200; null for any other text. */
export const parseCheckoutAmount = (text: string): number | null => parseMoney(text);
