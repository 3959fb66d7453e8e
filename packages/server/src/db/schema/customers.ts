import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { accounts } from './identity.js';
import { files } from './system.js';

/**
 * Accented letters and what searches fold them to (these columns, and `routes/shared/folded-search.ts`):
 * PGlite has no `unaccent`, and `translate` is core PostgreSQL.
 */
export const FOLD_FROM = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
export const FOLD_TO = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';

/** Accents off, lower case: `lower(translate(…))` of a text expression, as SQL for a generated column. */
const foldedSql = (expression: string) => sql.raw(`lower(translate(${expression}, '${FOLD_FROM}', '${FOLD_TO}'))`);

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
  /*
   * Folded copies kept by the database (stored generated columns), so the
   * customer search (routes/customer-admin/query.ts) folds no row on the
   * way: the name and last name it sorts by, and the text it matches,
   * 'name last_name', e-mail and phone on lines of their own. On PostgreSQL
   * with pg_trgm, migration 0008 also gives `search_folded` a trigram index
   * (customers_search_trgm_idx), not declared here: PGlite loads no
   * extension, and there the search scans.
   */
  name_folded: text('name_folded').notNull().generatedAlwaysAs(foldedSql('"name"')),
  last_name_folded: text('last_name_folded').notNull().generatedAlwaysAs(foldedSql('"last_name"')),
  search_folded: text('search_folded').notNull()
    .generatedAlwaysAs(foldedSql(`"name" || ' ' || "last_name" || chr(10) || "email" || chr(10) || coalesce("phone", '')`)),
}, (t) => [
  // The customer list by name: a page walks the index instead of sorting every match.
  index('customers_name_folded_idx').on(t.name_folded, t.last_name_folded, t.customer_id),
]);

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
