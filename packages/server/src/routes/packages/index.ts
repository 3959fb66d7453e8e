import { packageListingHandlers } from './listings.js';
import { packageWriteHandlers } from './write.js';

/** The handlers of spec 7 'Packages': listings, the admin's list and writes, event attendees. */
export const packageHandlers = {
  ...packageListingHandlers,
  ...packageWriteHandlers,
};

export { livePurchase } from './live-purchases.js';
export { findAnyPackage, loadPackages, packageNotFound } from './views.js';
