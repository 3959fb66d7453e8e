import { formatMoney } from '../format/money.rules.js';
import { fill, messages } from '../messages/index.js';
import type { CatalogPackage, PriceDisplay } from './catalog.model.js';

/** The fields of a package that make its price. */
export type PriceFacts = Pick<CatalogPackage, 'price' | 'sale_price'>;

/**
 * The sale price when it applies, else null. A sale price applies when it is
 * above zero and below the normal price: a 0 is how older data says 'no sale'
 * (the legacy app read it as absent), and a sale at or above the price
 * would strike through a price nobody saves on.
 */
export function salePriceOf(pkg: PriceFacts): number | null {
  const sale = pkg.sale_price;
  if (sale === null || !Number.isFinite(sale) || !Number.isFinite(pkg.price)) return null;
  return sale > 0 && sale < pkg.price ? sale : null;
}

/** What the package costs before any discount: the sale price when it applies, else the price. */
export const currentPrice = (pkg: PriceFacts): number => salePriceOf(pkg) ?? pkg.price;

/**
 * The price of a package card (spec 2 'Packages screen'; spec 9 'prices
 * shown with thousands commas'): '$1,500', or '$1,200' with '$1,500' struck
 * through when on sale.
 */
export function priceDisplay(pkg: PriceFacts): PriceDisplay {
  const sale = salePriceOf(pkg);
  const current = formatMoney(sale ?? pkg.price);
  if (sale === null) return { current, regular: null, spoken: current };
  const regular = formatMoney(pkg.price);
  const spoken = `${fill(messages.packages.regularPrice, { price: regular })}. ${fill(messages.packages.salePrice, { price: current })}`;
  return { current, regular, spoken };
}
