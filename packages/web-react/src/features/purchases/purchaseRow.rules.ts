import {
  canCancelSubscription,
  formatDate,
  formatMoney,
  nextBillingDate,
  purchaseBadge,
  type Purchase,
  type PurchaseBadge,
} from '@estudio/core';

/** A purchase as 'Mis Compras' shows it. */
export interface PurchaseRow {
  readonly id: number;
  readonly title: string;
  /** The purchase date, 'DD MMM YYYY' in the studio's zone. */
  readonly purchasedAt: string;
  readonly total: string;
  readonly badge: PurchaseBadge;
  /** The next charge, 'DD MMM YYYY'; null unless an active subscription (spec 4 'Next billing date'). */
  readonly nextBilling: string | null;
  /** Whether 'Cancelar Suscripción' is offered in the desktop table and on the phone cards (spec 4). */
  readonly cancellable: { readonly table: boolean; readonly mobile: boolean };
  /** What the paid package delivers (its file or link), for its buyer only; null otherwise. */
  readonly download: { readonly name: string; readonly url: string } | null;
}

/**
 * Spec 2 'Mis Compras' over core's purchase rules: title, date, total,
 * status badge, the next billing date and where the cancel button shows.
 * `now` comes from the clock port, so the next charge is testable.
 */
export const purchaseRow = (purchase: Purchase, zone: string, now: number): PurchaseRow => {
  // The wire's class_package names the package only; the subscription terms are on the purchase itself.
  const billing = { ...purchase, class_package: null };
  const next = purchase.status === 'active' ? nextBillingDate(billing, now, zone) : null;
  return {
    id: purchase.purchase_id,
    title: purchase.title,
    purchasedAt: formatDate(purchase.createdAt, zone),
    total: formatMoney(purchase.total_payment),
    badge: purchaseBadge(purchase, zone),
    nextBilling: next === null ? null : formatDate(next, zone),
    cancellable: { table: canCancelSubscription(billing, 'table'), mobile: canCancelSubscription(billing, 'mobile') },
    download: purchase.download ?? null,
  };
};
