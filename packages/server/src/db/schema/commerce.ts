import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { classTypes } from './catalogue.js';
import { createdAt, instant, money, updatedAt } from './columns.js';
import { customers } from './customers.js';
import { files } from './system.js';

/**
 * A package sold by the studio (spec 3 'Class package'): classes, a subscription,
 * online access, a trial or a special event. `class_amount` -1 means unlimited.
 */
export const classPackages = pgTable('class_packages', {
  class_package_id: serial('class_package_id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  short_description: text('short_description'),
  price: money('price').notNull(),
  sale_price: money('sale_price'),
  allow_discount_over_sale_price: boolean('allow_discount_over_sale_price').notNull().default(false),
  is_subscription: boolean('is_subscription').notNull().default(false),
  subscription_period: text('subscription_period'),
  subscription_interval: integer('subscription_interval'),
  class_amount: integer('class_amount').notNull().default(0),
  expiration_days: integer('expiration_days'),
  is_special_event: boolean('is_special_event').notNull().default(false),
  is_trial: boolean('is_trial').notNull().default(false),
  is_online: boolean('is_online').notNull().default(false),
  limit_per_customer: integer('limit_per_customer'),
  order: integer('order').notNull().default(0),
  on_home: boolean('on_home').notNull().default(false),
  image_file_id: integer('image_file_id').references(() => files.file_id, { onDelete: 'set null' }),
  downloadable_file_id: integer('downloadable_file_id').references(() => files.file_id, { onDelete: 'set null' }),
  /** Spec 3 'receipt_file': the package's receipt file, shown to admins and buyers with its src. */
  receipt_file_id: integer('receipt_file_id').references(() => files.file_id, { onDelete: 'set null' }),
  file_url: text('file_url'),
  free_trial_length: integer('free_trial_length'),
  free_trial_period: text('free_trial_period'),
  available: boolean('available').notNull().default(true),
  capacity: integer('capacity'),
  created_at: createdAt(),
}, (t) => [check('class_packages_price_not_negative', sql`${t.price} >= 0`)]);

/** Credits a package grants per class type, when it restricts them. */
export const classPackageTypes = pgTable(
  'class_package_types',
  {
    class_package_id: integer('class_package_id')
      .notNull()
      .references(() => classPackages.class_package_id, { onDelete: 'cascade' }),
    class_type_id: integer('class_type_id')
      .notNull()
      .references(() => classTypes.class_type_id, { onDelete: 'cascade' }),
    class_amount: integer('class_amount').notNull(),
    expiration_days: integer('expiration_days'),
  },
  (t) => [primaryKey({ columns: [t.class_package_id, t.class_type_id] })],
);

/** A way to pay offered at checkout (spec 3 'Payment method'); `kind` is cash, card or subscription_provider. */
export const paymentMethods = pgTable('payment_methods', {
  payment_method_id: serial('payment_method_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  instructions: text('instructions'),
  kind: text('kind').notNull(),
  available: boolean('available').notNull().default(true),
  created_at: createdAt(),
});

/** A discount code; `class_package_ids` (comma list) limits it to some packages when set. */
export const discounts = pgTable(
  'discounts',
  {
    discount_id: serial('discount_id').primaryKey(),
    code: text('code').notNull().unique(),
    amount: money('amount').notNull(),
    is_percent: boolean('is_percent').notNull().default(false),
    first_invoice_only: boolean('first_invoice_only').notNull().default(false),
    max_uses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expires_at: instant('expires_at'),
    class_package_ids: text('class_package_ids'),
    created_at: createdAt(),
  },
  (t) => [check('discounts_amount_positive', sql`${t.amount} >= 0`)],
);

/**
 * A purchase of a package. The package's terms are copied at purchase time so a
 * later edit of the package does not change what was sold. `idempotency_key`
 * makes a retried checkout return the first purchase.
 */
export const purchases = pgTable(
  'purchases',
  {
    purchase_id: serial('purchase_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    class_package_id: integer('class_package_id')
      .notNull()
      .references(() => classPackages.class_package_id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    amount: money('amount').notNull(),
    total_payment: money('total_payment').notNull(),
    status: text('status').notNull(),
    class_amount: integer('class_amount').notNull().default(0),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.payment_method_id, {
      onDelete: 'set null',
    }),
    subscription_id: text('subscription_id'),
    subscription_period: text('subscription_period'),
    subscription_interval: integer('subscription_interval'),
    expiration_days: integer('expiration_days'),
    free_trial_length: integer('free_trial_length'),
    free_trial_period: text('free_trial_period'),
    discount_id: integer('discount_id').references(() => discounts.discount_id, { onDelete: 'set null' }),
    is_gift: boolean('is_gift').notNull().default(false),
    receipt_file_id: integer('receipt_file_id').references(() => files.file_id, { onDelete: 'set null' }),
    cancel_reason: text('cancel_reason'),
    cancelled_at: instant('cancelled_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    idempotency_key: text('idempotency_key').unique(),
    /** Issue 17 (sandbox renewals): the card kept to renew it, the processor's reusable source id; null: not renewed by this server. */
    renewal_source: text('renewal_source'),
    /** End of the period paid (or of the free trial); the benefits of an unpaid subscription end here. */
    period_end: instant('period_end'),
    /** When the renewal job charges it next: the period's end, then the retry days after a refusal; null: never. */
    next_charge_at: instant('next_charge_at'),
    /** Refused renewal charges since the period ended (0 once paid). */
    renewal_attempts: integer('renewal_attempts').notNull().default(0),
    /** The first refusal of the current period's renewal; the retry days count from it. */
    renewal_failed_at: instant('renewal_failed_at'),
  },
  (t) => [
    index('purchases_customer_idx').on(t.customer_id),
    index('purchases_next_charge_idx').on(t.next_charge_at),
    index('purchases_package_idx').on(t.class_package_id),
    // A provider's subscription pays for one purchase only: a second purchase naming it would be granted without paying.
    uniqueIndex('purchases_subscription_id_unique').on(t.subscription_id).where(sql`${t.subscription_id} is not null`),
  ],
);

/** A charge of a purchase (one per payment; subscriptions get one per period). */
export const invoices = pgTable(
  'invoices',
  {
    invoice_id: serial('invoice_id').primaryKey(),
    purchase_id: integer('purchase_id')
      .notNull()
      .references(() => purchases.purchase_id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    total_payment: money('total_payment').notNull(),
    status: text('status').notNull(),
    created_at: createdAt(),
    /** Issue 17: who charged a renewal ('sandbox', 'stripe', 'paypal') and its reference there; one invoice per reference. */
    provider: text('provider'),
    provider_ref: text('provider_ref'),
    /** The end of the period a renewal invoice pays for. */
    period_end: instant('period_end'),
  },
  (t) => [
    index('invoices_customer_idx').on(t.customer_id),
    index('invoices_purchase_idx').on(t.purchase_id),
    uniqueIndex('invoices_provider_ref_unique').on(t.provider, t.provider_ref).where(sql`${t.provider_ref} is not null`),
  ],
);

/** A card saved by a customer with the card processor; only the processor's ids and the last digits are kept. */
export const paymentSources = pgTable(
  'payment_sources',
  {
    payment_source_id: serial('payment_source_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    source_id: text('source_id').notNull(),
    token_id: text('token_id'),
    card_type: text('card_type').notNull(),
    last_digits: text('last_digits').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('payment_sources_customer_idx').on(t.customer_id)],
);

/**
 * Class credits of a customer (spec 3 'Available classes'). `available_classes`
 * -1 means unlimited; the CHECK keeps a balance from ever going below zero.
 * `class_types` and `allowed_times` are comma lists restricting where they apply.
 */
export const availableClasses = pgTable(
  'available_classes',
  {
    available_class_id: serial('available_class_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    purchase_id: integer('purchase_id').references(() => purchases.purchase_id, { onDelete: 'set null' }),
    class_type_id: integer('class_type_id').references(() => classTypes.class_type_id, { onDelete: 'set null' }),
    class_types: text('class_types'),
    allowed_times: text('allowed_times'),
    available_classes: integer('available_classes').notNull(),
    expiration_date: instant('expiration_date'),
    created_at: createdAt(),
  },
  (t) => [
    index('available_classes_customer_idx').on(t.customer_id),
    check('available_classes_not_below_unlimited', sql`${t.available_classes} >= -1`),
  ],
);
