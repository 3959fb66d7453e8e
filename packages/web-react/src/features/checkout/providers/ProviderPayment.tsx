import { ok, type CheckoutView, type ClassPackage, type SubscriptionProviderPort } from '@estudio/core';
import { useRef } from 'react';
import { useServices } from '../../../app/services.js';
import { withPurchase } from './approval.js';
import { ProviderButtons } from './ProviderButtons.js';

/** Props of {@link ProviderPayment}. */
export interface ProviderPaymentProps {
  readonly provider: SubscriptionProviderPort;
  readonly view: CheckoutView;
  readonly pkg: ClassPackage;
}

/**
 * Paying through the subscription provider (spec 7): its button opens the
 * payment on our server (the attempt with payment_method 'provider' and the
 * checkout's idempotency key, so a second click opens nothing new), the
 * buyer approves in the provider's window, and core's machine captures it
 * with the purchase the attempt opened.
 */
export const ProviderPayment = ({ provider, view, pkg }: ProviderPaymentProps) => {
  const { api } = useServices();
  const purchase = useRef<number | null>(null);
  const start = async () => {
    const opened = await api.checkout.attempt({
      class_package_id: pkg.class_package_id,
      discountCode: view.discount?.code ?? null,
      payment_method: 'provider',
      idempotency_key: view.idempotencyKey,
    });
    if (!opened.ok) return opened;
    purchase.current = opened.value.purchase_id;
    return ok({ orderID: opened.value.orderID ?? null, plan_id: opened.value.plan_id ?? null, purchase_id: opened.value.purchase_id });
  };
  return (
    <ProviderButtons
      provider={provider}
      kind={pkg.is_subscription ? 'subscription' : 'order'}
      start={start}
      onApproved={(approval) => view.providerApproved(purchase.current === null ? approval : withPurchase(approval, purchase.current))}
      onFailed={view.providerFailed}
      disabled={view.payDisabled}
    />
  );
};
