import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** Discount codes. */
export const DISCOUNT_ERRORS = {
  disabled: entry('discount/disabled', 412, () => messages.checkoutApi.discountsDisabled),
  /** A code the checkout cannot apply. */
  invalid: entry('discount/invalid', 412, () => messages.discounts.invalid),
  /** A code looked up that does not exist or is over. */
  invalidLookup: entry('discount/invalid', 404, () => messages.discounts.invalid),
  exhausted: entry('discount/exhausted', 412, () => messages.discounts.exhausted),
  notFound: entry('discount/not-found', 404, () => messages.discounts.adminNotFound),
  codeTaken: entry('discount/code-taken', 409, () => messages.packagesApi.discountCodeTaken),
} as const satisfies ErrorArea;
