import { purchaseCancelHandlers } from './cancel.js';
import { purchaseMarkPaidHandlers } from './mark-paid.js';
import { purchaseReadHandlers } from './read.js';

/** The handlers of spec 7 'Purchases and payments' over what was bought: purchases, invoices, cancelling, marking cash paid. */
export const purchaseHandlers = {
  ...purchaseReadHandlers,
  ...purchaseCancelHandlers,
  ...purchaseMarkPaidHandlers,
};

export { loadInvoices, loadPurchases } from './views.js';
export { purchaseNotFound, visiblePurchase } from './read.js';
