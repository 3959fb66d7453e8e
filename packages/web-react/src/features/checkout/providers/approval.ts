import type { CheckoutCaptureInput, ProviderApproval } from '@estudio/core';

/** What the provider's button hands core's machine: PayPal's approval and the purchase our attempt opened. */
export interface CheckoutApproval extends ProviderApproval {
  readonly purchase_id: number;
}

/** The approval with the purchase it pays for. */
export const withPurchase = (approval: ProviderApproval, purchaseId: number): CheckoutApproval => ({ ...approval, purchase_id: purchaseId });

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * POST /checkout/capture's body from the approval the machine carried
 * (core passes it through untyped); null when it names no purchase or
 * neither an order nor a subscription.
 */
export const approvalOf = (approval: unknown): CheckoutCaptureInput | null => {
  if (typeof approval !== 'object' || approval === null) return null;
  const { purchase_id: purchaseId, orderID, subscriptionID } = approval as Record<string, unknown>;
  if (typeof purchaseId !== 'number' || !Number.isInteger(purchaseId) || purchaseId <= 0) return null;
  const order = text(orderID);
  const subscription = text(subscriptionID);
  if (!order && !subscription) return null;
  return { purchase_id: purchaseId, orderID: order, subscriptionID: subscription };
};
