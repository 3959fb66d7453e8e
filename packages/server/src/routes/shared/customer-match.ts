import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import { foldedPattern } from './folded-search.js';

/**
 * Rows whose customer (`customerId`, a column holding her id) matches the
 * typed text in her stored `search_folded` (name and last name, e-mail,
 * phone; case and accents ignored, `%` and `_` literal), as the desk's
 * customer list searches. A condition on the row's own table, so a page's
 * count needs no join (`paged-search.ts`'s `pageOf`).
 */
export const customerMatches = (db: Db, text: string, customerId: SQLWrapper & Parameters<typeof inArray>[0]): SQL =>
  inArray(
    customerId,
    db.select({ id: customers.customer_id }).from(customers)
      .where(sql`${customers.search_folded} like ${foldedPattern(text)} escape '\\'`),
  );

/** Who a row is for, as /admin's penalty and credit lists show her. */
export const customerView = { name: customers.name, last_name: customers.last_name, email: customers.email };
