import { purchaseCancelHandlers } from './cancel.js';
import { purchaseReadHandlers } from './read.js';

/** The handlers of spec 7 'Purchases and payments' over what was bought: purchases, invoices, cancelling. */
export const purchaseHandlers = {
  ...purchaseReadHandlers,
  ...purchaseCancelHandlers,
};

export { loadInvoices, loadPurchases } from './views.js';
export { purchaseNotFound, visiblePurchase } from './read.js';
