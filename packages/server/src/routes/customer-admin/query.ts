import { asc, or, sql, type SQL } from 'drizzle-orm';
import type { Routes } from '@estudio/core';
import { customers } from '../../db/schema/index.js';
import { customerViews } from '../customer-view.js';
import type { Handler } from '../handler.js';

/** How many customers a quick search answers unless told. */
export const CUSTOMER_QUERY_LIMIT = 20;

/** Accented letters and what they fold to: PGlite has no `unaccent`, and `translate` is core PostgreSQL. */
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';

/** A column folded for search: accents off, lower case. */
const folded = (column: SQL): SQL => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

/** The typed text folded the same way, as a LIKE pattern matching it anywhere (its own % and _ taken literally). */
const patternOf = (text: string): string =>
  `%${text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Where a customer matches the typed text: in her name, last name, both
 * together, e-mail or phone, ignoring case and accents ('maria' finds
 * 'María'); typed digits also match the stored phone whatever the spaces
 * or dashes typed between them.
 */
export const customerMatch = (text: string): SQL | undefined => {
  const pattern = patternOf(text);
  const digits = text.replace(/\D/g, '');
  return or(
    sql`${folded(sql`${customers.name} || ' ' || ${customers.last_name}`)} like ${pattern}`,
    sql`${folded(sql`${customers.last_name}`)} like ${pattern}`,
    sql`${folded(sql`${customers.email}`)} like ${pattern}`,
    sql`coalesce(${customers.phone}, '') like ${pattern}`,
    ...(digits.length >= 3 ? [sql`coalesce(${customers.phone}, '') like ${`%${digits}%`}`] : []),
  );
};

/** GET /customer/query?query=&limit= (admin): the front desk's quick search, by name, then last name. */
const query: Handler<Routes['customerQuery']> = async ({ db, query: { query: text, limit } }) => {
  const rows = await db.select().from(customers).where(customerMatch(text))
    .orderBy(asc(customers.name), asc(customers.last_name), asc(customers.customer_id))
    .limit(limit ?? CUSTOMER_QUERY_LIMIT);
  return { customers: await customerViews(db, rows) };
};

/** The quick search. */
export const customerQueryHandlers = { customerQuery: query };
