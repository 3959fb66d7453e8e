import { count, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { folded, foldedPattern } from './folded-search.js';

/** A page of an /admin catalogue list unless told. */
export const CATALOGUE_PER_PAGE = 25;

/** What a catalogue list's GET may be asked: a search and a page. */
export interface PageQuery {
  readonly query?: string | undefined;
  readonly page?: number | undefined;
  readonly per_page?: number | undefined;
}

/**
 * True when /admin asks for a page (any of query, page, per_page): the
 * public site's calls send none and keep their whole, unpaged answer.
 */
export const asksForPage = (query: PageQuery): boolean =>
  query.query !== undefined || query.page !== undefined || query.per_page !== undefined;

/** Any of the columns contains the typed text, case and accents ignored (null columns never match); nothing typed matches all. */
export const foldedMatch = (text: string | undefined, ...columns: SQLWrapper[]): SQL | undefined => {
  if (!text) return undefined;
  const pattern = foldedPattern(text);
  return or(...columns.map((column) => sql`${folded(sql`coalesce(${column}, '')`)} like ${pattern} escape '\\'`));
};

/** The rows of one page: how many and from which. */
export interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

/**
 * One page of a catalogue list and the total over all pages (issue 15,
 * docs/contexts/desk.md 'The catalogue'). `rows` selects the page's rows
 * with `where`, ordered by something ending with the id so pages never
 * overlap; the total counts `from` with the same `where`.
 */
export const pageOf = async <Row>(
  db: Db,
  { from, where, query, rows }: {
    readonly from: PgTable;
    readonly where: SQL | undefined;
    readonly query: PageQuery;
    readonly rows: (window: PageWindow) => Promise<Row[]>;
  },
): Promise<{ rows: Row[]; total: number }> => {
  const limit = query.per_page ?? CATALOGUE_PER_PAGE;
  const page = await rows({ limit, offset: ((query.page ?? 1) - 1) * limit });
  const [counted] = await db.select({ total: count() }).from(from).where(where);
  return { rows: page, total: counted?.total ?? 0 };
};
