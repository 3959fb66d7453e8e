export type {
  BillingInvoice,
  BillingPurchase,
  PurchaseBadge,
  PurchaseBadgeTone,
  PurchaseLayout,
  PurchaseStatus,
  StatusBadgeInput,
  SubscriptionTerms,
} from './purchases.model.js';
export { purchaseBadge } from './badge.rules.js';
export { isSubscriptionPurchase, nextAnniversary, nextBillingDate, nextInvoiceCharge, subscriptionTermsOf, trialEnd } from './billing.rules.js';
export { canCancelSubscription } from './cancel.rules.js';
export {
  freeTrialOf,
  packageFreeTrial,
  subscriptionPeriodOf,
  type FreeTrial,
  type FreeTrialFacts,
} from './free-trial.rules.js';
export { benefitsText, nextChargeText, orderTitle, purchaseValidityText, totalPaidText } from './receipt.rules.js';
export { chargeRows, type ChargeFacts, type ChargeRow } from './charges.rules.js';
export {
  RENEWAL_RETRY_DAYS,
  firstPeriodEnd,
  nextPeriodEnd,
  renewalAnchor,
  renewalRetryAt,
  type RenewalTerms,
} from './renewal.rules.js';
