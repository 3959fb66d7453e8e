import type { SubscriptionPeriod } from '../api/schemas/packages.schemas.js';
import { UNLIMITED_CLASSES } from '../credits/credits.model.js';
import { fill, messages } from '../messages/index.js';
import type { BuyAction, CatalogPackage } from './catalog.model.js';

/** A count that reads in the singular only for exactly 1. */
const isOne = (count: number): boolean => count === 1;

/** A usable interval: a whole number of at least 1, else 1 (a missing interval means every period). */
const intervalOf = (interval: number | null | undefined): number =>
  interval !== null && interval !== undefined && Number.isInteger(interval) && interval >= 1 ? interval : 1;

/** 'día' or 'días', 'mes' or 'meses', 'año' or 'años'. */
export const periodUnit = (period: SubscriptionPeriod, count: number): string => {
  const words = messages.packages.periods[period];
  return isOne(count) ? words.one : words.many;
};

/**
 * How often a subscription charges (spec 9 'Subscription units'): 'cada mes',
 * 'cada 3 meses', 'cada día', 'cada 2 años'. A missing period is monthly and
 * a missing or invalid interval is 1.
 */
export function subscriptionEvery(period: SubscriptionPeriod | null | undefined, interval?: number | null): string {
  const unit = period ?? 'month';
  const count = intervalOf(interval);
  return isOne(count)
    ? fill(messages.packages.everyOne, { unit: periodUnit(unit, 1) })
    : fill(messages.packages.everyMany, { count, units: periodUnit(unit, count) });
}

/** 'Vigencia de 30 días', 'Vigencia de 1 día'; 'Sin vencimiento' when the package never expires. */
export function expiryText(expirationDays: number | null | undefined): string {
  if (expirationDays === null || expirationDays === undefined || !Number.isFinite(expirationDays) || expirationDays <= 0) {
    return messages.credits.noExpiration;
  }
  const count = Math.trunc(expirationDays);
  return fill(isOne(count) ? messages.packages.validityOne : messages.packages.validityMany, { count });
}

/** '1 clase', '10 clases', 'Clases ilimitadas' for -1. */
export function classAmountText(classAmount: number): string {
  if (classAmount === UNLIMITED_CLASSES) return messages.packages.unlimitedClasses;
  return fill(isOne(classAmount) ? messages.packages.oneClass : messages.packages.manyClasses, { count: classAmount });
}

/** '7 días de prueba gratis', '1 mes de prueba gratis'; null without a free trial. */
export function freeTrialText(length: number | null | undefined, period?: SubscriptionPeriod | null): string | null {
  if (length === null || length === undefined || !Number.isInteger(length) || length < 1) return null;
  const unit = period ?? 'day';
  return isOne(length)
    ? fill(messages.packages.freeTrialOne, { count: length, unit: periodUnit(unit, 1) })
    : fill(messages.packages.freeTrialMany, { count: length, units: periodUnit(unit, length) });
}

/**
 * The card's button (spec 2 'Packages screen'): a package with price 0 and
 * no subscription is a free offer, 'Obtener Oferta'; any other is 'Comprar'.
 */
export function buyAction(pkg: Pick<CatalogPackage, 'price' | 'is_subscription'>): BuyAction {
  const free = pkg.price === 0 && !pkg.is_subscription;
  return { label: free ? messages.packages.getOffer : messages.packages.buy, free };
}
