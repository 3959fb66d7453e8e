import { expiryText, subscriptionEvery } from '../catalog/wording.rules.js';
import { formatDate } from '../format/format.rules.js';
import { formatMoney, type MoneyInput } from '../format/money.rules.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import { fill, messages } from '../messages/index.js';
import { nextBillingDate, subscriptionTermsOf } from './billing.rules.js';
import type { BillingPurchase } from './purchases.model.js';

/** Spec 2: /gracias/{purchase_id} is titled 'Orden #00{purchase_id}'. */
export const orderTitle = (purchaseId: number): string => fill(messages.purchases.orderTitle, { id: purchaseId });

/** 'Total Pagado: $1,500'; a free trial reads 'Total Pagado: $0' (spec 2). An unreadable amount reads $0. */
export const totalPaidText = (amount: MoneyInput): string =>
  fill(messages.purchases.totalPaid, { amount: formatMoney(amount) || formatMoney(0) });

/**
 * The renewal line of the order confirmation (spec 2): a subscription
 * 'Tus beneficios se renuevan cada mes.' (or 'cada 3 meses', 'cada año'…);
 * any other purchase 'Tus beneficios vencen en 30 días.'; null when it
 * neither renews nor expires.
 */
export function benefitsText(purchase: BillingPurchase): string | null {
  const terms = subscriptionTermsOf(purchase);
  if (terms) return fill(messages.purchases.renewsEvery, { every: subscriptionEvery(terms.period, terms.interval) });
  const days = purchase.expiration_days;
  if (days === null || days === undefined || !Number.isInteger(days) || days < 1) return null;
  return fill(days === 1 ? messages.purchases.expiresInOne : messages.purchases.expiresInMany, { count: days });
}

/** 'Próximo cargo: 05 abr 2026' for an active subscription (spec 4 'Next billing date'), else null. */
export function nextChargeText(purchase: BillingPurchase, now: number, zone: string = DEFAULT_TIME_ZONE): string | null {
  const next = nextBillingDate(purchase, now, zone);
  return next === null ? null : fill(messages.purchases.nextCharge, { date: formatDate(next, zone) });
}

/** A package's validity, 'Vigencia de 30 días', reused on purchase rows. */
export const purchaseValidityText = (purchase: Pick<BillingPurchase, 'expiration_days'>): string => expiryText(purchase.expiration_days);
