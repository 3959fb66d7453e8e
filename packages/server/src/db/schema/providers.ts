import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, money, updatedAt } from './columns.js';
import { classPackages, purchases } from './commerce.js';
import { customers } from './customers.js';

/**
 * What a networked payment provider (Stripe, PayPal) holds for a purchase
 * paid away from our server: written, with the pending purchase, before the
 * provider is called (so a retried attempt finds it and calls again with the
 * same idempotency key), then `ref` once the provider answered. `kind` says
 * what was opened there: 'charge' (a card or saved card charged now),
 * 'save_card' (a free trial's card kept), 'payment_intent', 'setup_intent',
 * 'checkout_session', 'order' or 'plan'. `source` is the card token or saved
 * source to charge or keep: a provider's id, never a card number. `amount`
 * is the first charge the provider is asked for (MXN): the purchase's total,
 * or after a free trial the first period's price.
 */
export const providerCheckouts = pgTable(
  'provider_checkouts',
  {
    purchase_id: integer('purchase_id')
      .primaryKey()
      .references(() => purchases.purchase_id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    ref: text('ref'),
    source: text('source'),
    amount: money('amount').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('provider_checkouts_ref_idx').on(t.provider, t.ref)],
);

/** A customer's own record at a provider (a Stripe Customer), so her saved cards hang on one. */
export const providerCustomers = pgTable(
  'provider_customers',
  {
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    provider_customer_id: text('provider_customer_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customer_id, t.provider] })],
);

/**
 * A billing plan made at a provider for a package (PayPal subscriptions),
 * remembered per package and per `terms` (price, period, interval, trial,
 * first-period discount), so one plan serves every buyer on the same terms
 * and an edited price makes a new one.
 */
export const providerPlans = pgTable(
  'provider_plans',
  {
    provider: text('provider').notNull(),
    class_package_id: integer('class_package_id')
      .notNull()
      .references(() => classPackages.class_package_id, { onDelete: 'cascade' }),
    terms: text('terms').notNull(),
    plan_id: text('plan_id').notNull(),
    product_id: text('product_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.class_package_id, t.terms] })],
);

/** Every provider event handled (Stripe webhooks): one row per event id, written with the event's effect. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    received_at: instant('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.event_id] })],
);
