import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** Purchases after the checkout: cancelling, revoking, settling. */
export const PURCHASE_ERRORS = {
  notFound: entry('purchase/not-found', 404, () => messages.checkoutApi.purchaseNotFound),
  notCancellable: entry('purchase/not-cancellable', 409, () => messages.checkoutApi.notCancellable),
  providerUnreachable: entry(
    'purchase/provider-unreachable', 502, () => messages.checkoutApi.subscriptionCancelUnreachable,
  ),
  notRevocable: entry('purchase/not-revocable', 409, () => messages.customerAdmin.notRevocable),
  notSettleable: entry('purchase/not-settleable', 409, () => messages.checkoutApi.notSettleable),
} as const satisfies ErrorArea;
