import type { LoadFigures } from '../load/figures.js';
import { runHttpLoad } from '../load/http.js';
import type { LoadShape } from '../load/loop.js';
import type { Studio } from '../studio/studio.js';
import { checkCustomerAnswer, searchPath, type CustomerAnswer, type CustomerSearch } from './answer.js';

/** Connections of the customer search benchmark (its p95 target, issue 12's, is in ../targets.ts). */
export const CUSTOMERS_CONCURRENCY = 20;

/** What the back office asks: two letters typed, a full name typed without accents, the list opened on the latest visits. */
export const CUSTOMER_SEARCHES: readonly CustomerSearch[] = [
  { label: "two letters 'ma'", query: 'ma', sort: 'name', dir: 'asc' },
  { label: "full name 'maria gonzalez'", query: 'maria gonzalez', sort: 'name', dir: 'asc' },
  { label: 'no query, by last visit', query: null, sort: 'last_visit', dir: 'desc' },
];

/** One search: what its answer held and its load figures. */
export interface CustomerSearchRow {
  readonly search: CustomerSearch;
  readonly answer: CustomerAnswer;
  readonly figures: LoadFigures;
  /** Answers other than 2xx during the measured run. */
  readonly non2xx: number;
}

/** The customer search benchmark on one database. */
export interface CustomersResult {
  readonly database: Studio['kind'];
  /** Customers in the list (the front desk's account included). */
  readonly customers: number;
  readonly rows: readonly CustomerSearchRow[];
  readonly serverErrors: number;
}

const non2xxOf = (figures: LoadFigures): number =>
  Object.entries(figures.statuses).filter(([status]) => !status.startsWith('2')).reduce((sum, [, count]) => sum + count, 0);

/** One request of a search with the desk's token, checked (see `checkCustomerAnswer`). */
export const askOnce = async (studio: Studio, search: CustomerSearch, token: string, expectedTotal?: number): Promise<CustomerAnswer> => {
  const response = await fetch(`${studio.url}${searchPath(search)}`, { headers: { authorization: `Bearer ${token}` } });
  return checkCustomerAnswer(search, response.status, await response.text(), expectedTotal);
};

/**
 * `GET /api/customer/admin/list` signed in as the front desk (role 'staff')
 * over the busy studio's 20,000 customers, at 20 connections, for each of
 * CUSTOMER_SEARCHES: first page of 25, each answer checked once before.
 */
export const benchCustomers = async (studio: Studio, shape: Omit<LoadShape, 'concurrency'>): Promise<CustomersResult> => {
  const token = await studio.tokenOf(studio.plan.desk);
  const rows: CustomerSearchRow[] = [];
  for (const search of CUSTOMER_SEARCHES) {
    const answer = await askOnce(studio, search, token, search.query === null ? studio.plan.customers.length : undefined);
    process.stderr.write(`[bench] customer search on ${studio.kind}: ${search.label} (${answer.total}${answer.capped ? '+' : ''} matches)…\n`);
    const figures = await runHttpLoad(
      { url: `${studio.url}${searchPath(search)}`, headers: { authorization: `Bearer ${token}` } },
      { ...shape, concurrency: CUSTOMERS_CONCURRENCY },
      studio.idle,
    );
    rows.push({ search, answer, figures, non2xx: non2xxOf(figures) });
  }
  return { database: studio.kind, customers: studio.plan.customers.length, rows, serverErrors: studio.serverErrors() };
};
