import type { SubscriptionPeriod } from '../api/schemas/packages.schemas.js';
import { formatDate, type DateInput } from '../format/format.rules.js';
import { formatMoney } from '../format/money.rules.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import { purchaseBadge } from './badge.rules.js';
import { nextInvoiceCharge } from './billing.rules.js';
import type { PurchaseBadge } from './purchases.model.js';

/**
 * What 'Mis Cargos' reads of a charge (spec 3 'Invoice', as GET /invoices
 * sends it): the purchase's status and subscription terms ride on the
 * invoice, for the next charge.
 */
export interface ChargeFacts {
  readonly invoice_id: number;
  readonly purchase_id: number;
  readonly title: string;
  readonly total_payment: number | string;
  readonly status: string;
  readonly createdAt?: DateInput | null;
  readonly created_at?: DateInput | null;
  readonly subscription_period?: SubscriptionPeriod | null;
  readonly subscription_interval?: number | null;
  readonly purchase_status?: string | null;
  /** Whether this server renews the purchase with the card kept for it (`Invoice.renews_here`); absent: unknown, read as yes. */
  readonly renews_here?: boolean | null;
}

/** A charge as 'Mis Cargos' shows it. */
export interface ChargeRow {
  readonly id: number;
  readonly purchaseId: number;
  /** The package's title. */
  readonly title: string;
  /** The day it was charged, 'DD MMM YYYY' in the studio's zone. */
  readonly chargedOn: string;
  /** MXN as the studio writes it ('$1,200'). */
  readonly amount: string;
  /** Spec 4's badge of the charge's own status. */
  readonly badge: PurchaseBadge;
  /** 'DD MMM YYYY' of the next charge, on the latest charge of an active subscription only; else null. */
  readonly nextCharge: string | null;
}

const NO_TIME = Number.NEGATIVE_INFINITY;

const dateOf = (charge: ChargeFacts): DateInput | null => charge.createdAt ?? charge.created_at ?? null;

const timeOf = (charge: ChargeFacts): number => {
  const value = dateOf(charge);
  const time = typeof value === 'number' ? value : value === null ? Number.NaN : Date.parse(value);
  return Number.isFinite(time) ? time : NO_TIME;
};

/** Newest first; charges of one instant keep the later id first, so the order is total. */
const newestFirst = (a: ChargeFacts, b: ChargeFacts): number => timeOf(b) - timeOf(a) || b.invoice_id - a.invoice_id;

/** Spec 4: the invoice's next charge, read with the purchase's status and terms the invoice carries. */
const nextChargeOf = (charge: ChargeFacts, zone: string): number | null =>
  nextInvoiceCharge(
    {
      createdAt: dateOf(charge),
      purchase: {
        status: charge.purchase_status ?? null,
        subscription_period: charge.subscription_period ?? null,
        subscription_interval: charge.subscription_interval ?? null,
      },
    },
    zone,
  );

/**
 * Spec 2 'Mis Cargos', newest first: date, package, amount, the status
 * badge of spec 4, and the next charge. Spec 4 dates an invoice's next
 * charge at its date plus the subscription interval, and only an active
 * purchase charges again; the next charge is shown on the latest charge of
 * each purchase only, since an earlier charge's 'next' is a charge already
 * in the list.
 */
export function chargeRows(charges: readonly ChargeFacts[], zone: string = DEFAULT_TIME_ZONE): ChargeRow[] {
  const seen = new Set<number>();
  return [...charges].sort(newestFirst).map((charge) => {
    const latest = !seen.has(charge.purchase_id);
    seen.add(charge.purchase_id);
    const next = latest ? nextChargeOf(charge, zone) : null;
    return {
      id: charge.invoice_id,
      purchaseId: charge.purchase_id,
      title: charge.title,
      chargedOn: formatDate(dateOf(charge), zone),
      amount: formatMoney(charge.total_payment),
      badge: purchaseBadge(charge, zone),
      nextCharge: next === null ? null : formatDate(next, zone),
    };
  });
}
