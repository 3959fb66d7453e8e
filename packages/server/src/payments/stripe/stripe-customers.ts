import type Stripe from 'stripe';
import { orUnavailable } from './stripe-errors.js';

/** Who a Stripe Customer is for. */
export interface CustomerRef {
  readonly customerId: number;
  readonly email: string;
  /** Her Stripe Customer when one was made before (`provider_customers`). */
  readonly providerCustomerId: string | null | undefined;
}

/**
 * Her Stripe Customer: the one we remembered, else a new one. Creating
 * carries an idempotency key of her id and e-mail, so two checkouts racing
 * before either remembered it make one Customer, not two.
 */
export const ensureCustomer = async (stripe: Stripe, ref: CustomerRef): Promise<string> => {
  if (ref.providerCustomerId) return ref.providerCustomerId;
  const customer = await orUnavailable(() =>
    stripe.customers.create(
      { email: ref.email, metadata: { customer_id: String(ref.customerId) } },
      { idempotencyKey: `customer:${ref.customerId}:${ref.email}` },
    ),
  );
  return customer.id;
};

/** The id of an expandable Stripe field (a string, or an object with its id), or null. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : value?.id ?? null;
