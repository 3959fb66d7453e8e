import type { SubscriptionPeriod } from '../api/schemas/packages.schemas.js';
import type { DateInput } from '../format/format.rules.js';

/**
 * The input shapes of the purchase rules: the fields of spec 3 'Purchase'
 * and 'Invoice' each rule reads, so the purchases and invoices schemas of
 * the API (written later) satisfy them structurally. Dates come as the API
 * sends them (ISO text or epoch ms); the spec names some in both spellings
 * ('createdAt (also created_at)'), and the rules read either.
 */

/** A purchase or invoice status as the API sends it; spec 4 names six, any other is shown as is. */
export type PurchaseStatus = 'active' | 'completed' | 'pending' | 'failed' | 'cancelled' | 'revoked';

/** What a status badge reads (spec 4 'Purchase and invoice status badges'). */
export interface StatusBadgeInput {
  readonly status: string;
  readonly cancelledAt?: DateInput | null;
  readonly cancelled_at?: DateInput | null;
  readonly updatedAt?: DateInput | null;
  readonly updated_at?: DateInput | null;
}

/** The tone a view styles a badge with. */
export type PurchaseBadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/** A status badge: its Spanish label and tone. */
export interface PurchaseBadge {
  readonly status: string;
  readonly label: string;
  readonly tone: PurchaseBadgeTone;
}

/** The subscription terms of a package as a purchase carries them. */
export interface SubscriptionTerms {
  readonly is_subscription?: boolean | null;
  readonly subscription_period?: SubscriptionPeriod | null;
  readonly subscription_interval?: number | null;
}

/** What the billing rules read of a purchase (spec 3 'Purchase'). */
export interface BillingPurchase extends SubscriptionTerms {
  readonly status: string;
  readonly createdAt?: DateInput | null;
  readonly created_at?: DateInput | null;
  readonly subscription_id?: string | number | null;
  readonly free_trial_length?: number | null;
  /** The unit of free_trial_length; days when missing (spec 2: 'the trial length in days'). */
  readonly free_trial_period?: SubscriptionPeriod | null;
  readonly expiration_days?: number | null;
  readonly class_package?: SubscriptionTerms | null;
}

/** What the next-charge rule reads of an invoice (spec 3 'Invoice'). */
export interface BillingInvoice {
  readonly createdAt?: DateInput | null;
  readonly created_at?: DateInput | null;
  readonly purchase?: (SubscriptionTerms & { readonly status?: string | null }) | null;
  readonly class_package?: SubscriptionTerms | null;
}

/** Where a cancel button sits: the desktop table or the mobile cards (spec 4). */
export type PurchaseLayout = 'table' | 'mobile';
