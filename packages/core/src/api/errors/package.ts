import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** Packages, as the storefront and the team see them. */
export const PACKAGE_ERRORS = {
  /** The storefront's and the checkout's. */
  notFound: entry('package/not-found', 404, () => messages.checkout.packageNotFound),
  /** The team's. */
  notFoundAdmin: entry('package/not-found', 404, () => messages.scheduleAdmin.packageNotFound),
  inUse: entry('package/in-use', 409, () => messages.packagesApi.packageInUse),
  notSpecialEvent: entry('package/not-special-event', 404, () => messages.packagesApi.notSpecialEvent),
  /** A discount code is limited to the package (its message takes the `{code}`). */
  inDiscount: entry('package/in-use', 409, () => messages.packagesApi.packageInDiscount),
  /** A setting (signup_fee, home_checkout_package_id) names the package. */
  inSettings: entry('package/in-use', 409, () => messages.packagesApi.packageInSettings),
  /** PUT /class_packages/order named a package twice, left one out, or named one that does not exist. */
  orderMismatch: entry('package/order-mismatch', 400, () => messages.packagesApi.orderMismatch),
} as const satisfies ErrorArea;
