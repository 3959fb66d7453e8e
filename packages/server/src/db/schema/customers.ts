import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { accounts } from './identity.js';
import { files } from './system.js';

/** A studio customer (spec 3 'Customer / user'), one per account; admins have one too. */
export const customers = pgTable('customers', {
  customer_id: serial('customer_id').primaryKey(),
  uid: text('uid')
    .notNull()
    .unique()
    .references(() => accounts.uid, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  last_name: text('last_name').notNull().default(''),
  email: text('email').notNull().unique(),
  phone: text('phone').unique(),
  instagram: text('instagram'),
  birthdate: date('birthdate', { mode: 'string' }),
  signup_reason: text('signup_reason'),
  other: text('other'),
  file_id: integer('file_id').references(() => files.file_id, { onDelete: 'set null' }),
  has_unlimited: boolean('has_unlimited').notNull().default(false),
  unlimited_membership_expiration: instant('unlimited_membership_expiration'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** The billing address, at most one per customer. A null city means 'not loaded' to the front end. */
export const addresses = pgTable('addresses', {
  address_id: serial('address_id').primaryKey(),
  customer_id: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.customer_id, { onDelete: 'cascade' }),
  street: text('street'),
  number: text('number'),
  interior_number: text('interior_number'),
  neighborhood: text('neighborhood'),
  city: text('city'),
  zip_code: text('zip_code'),
  state: text('state'),
  country: text('country'),
});

/** A milestone a customer reached (e.g. 50 classes attended); `value` is the count reached. */
export const customerMilestones = pgTable(
  'customer_milestones',
  {
    customer_milestone_id: serial('customer_milestone_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    milestone: text('milestone').notNull(),
    value: integer('value'),
    created_at: createdAt(),
  },
  (t) => [index('customer_milestones_customer_idx').on(t.customer_id)],
);
