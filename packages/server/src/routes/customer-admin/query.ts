import { asc, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { phoneSearchDigits, type Routes } from '@estudio/core';
import { customers } from '../../db/schema/index.js';
import { customerViews } from '../customer-view.js';
import type { Handler } from '../handler.js';
import { foldedPattern } from '../shared/folded-search.js';

/** How many customers a quick search answers unless told. */
export const CUSTOMER_QUERY_LIMIT = 20;

/**
 * Where a customer matches the typed text: in her name, last name, both
 * together, e-mail or phone, ignoring case and accents ('maria' finds
 * 'María'); a text that reads as a phone also matches the stored digits
 * whatever the spaces or dashes typed between them (core's
 * `phoneSearchDigits`, so an e-mail's digits match no one's number). Reads
 * the stored `search_folded` ('name last_name', e-mail and phone folded,
 * one per line), so no row is folded on the way, and PostgreSQL's trigram
 * index can answer longer texts; text with a line break of its own (no
 * search box sends one) may match across two of those.
 */
export const customerMatch = (text: string): SQL | undefined => {
  const terms = searchTerms(text);
  return customerMatchOf(terms.pattern, terms.phone);
};

/** The LIKE patterns a typed text searches with: the folded text, and the phone's digits when it reads as one. */
export const searchTerms = (text: string): { readonly pattern: string; readonly phone: string | null } => {
  const digits = phoneSearchDigits(text);
  return { pattern: foldedPattern(text), phone: digits === null ? null : `%${digits}%` };
};

/** `customerMatch` over patterns given as values or as a prepared statement's placeholders (`searchTerms`). */
export const customerMatchOf = (pattern: SQLWrapper | string, phone: SQLWrapper | string | null): SQL | undefined => or(
  sql`${customers.search_folded} like ${pattern}`,
  ...(phone === null ? [] : [sql`coalesce(${customers.phone}, '') like ${phone}`]),
);

/** GET /customer/query?query=&limit= (admin): the front desk's quick search, by name, then last name. */
const query: Handler<Routes['customerQuery']> = async ({ db, query: { query: text, limit } }) => {
  const rows = await db.select().from(customers).where(customerMatch(text))
    .orderBy(asc(customers.name), asc(customers.last_name), asc(customers.customer_id))
    .limit(limit ?? CUSTOMER_QUERY_LIMIT);
  return { customers: await customerViews(db, rows) };
};

/** The quick search. */
export const customerQueryHandlers = { customerQuery: query };
