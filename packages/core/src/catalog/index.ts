export type { BuyAction, CatalogPackage, PackagesScreen, PriceDisplay, TrialFacts } from './catalog.model.js';
export { isTrialPackage, packageList, packagesScreen, packagesTitle, trialSection } from './listing.rules.js';
export { currentPrice, priceDisplay, salePriceOf, type PriceFacts } from './price.rules.js';
export {
  buyAction,
  classAmountText,
  expiryText,
  freeTrialText,
  periodUnit,
  subscriptionEvery,
} from './wording.rules.js';
export { ENDED_PURCHASE_STATUSES, isLivePurchase, isSoldOut, purchaseLimitReached, soldCount, type SaleFacts } from './sales.rules.js';
