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
} as const satisfies ErrorArea;
