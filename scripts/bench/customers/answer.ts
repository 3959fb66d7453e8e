import { CustomerListResponse } from '@estudio/core';
import { asciiOf } from '../studio/customers.plan.js';

/** One customer-list request of the benchmark: what the back office types (nothing, for the plain list) and the order it asks for. */
export interface CustomerSearch {
  readonly label: string;
  readonly query: string | null;
  readonly sort: 'name' | 'last_visit';
  readonly dir: 'asc' | 'desc';
}

/** What one answer held: the matches over all pages, and how many rows of its page carry each fact. */
export interface CustomerAnswer {
  readonly total: number;
  /** True when the search stopped counting at `total` (CUSTOMER_COUNT_CAP): more customers match. */
  readonly capped: boolean;
  readonly rows: number;
  readonly withCredits: number;
  readonly withMembership: number;
  readonly withVisit: number;
}

/** The path and query of a search's first page of 25. */
export const searchPath = (search: CustomerSearch): string => {
  const params = new URLSearchParams({ ...(search.query === null ? {} : { query: search.query }), page: '1', per_page: '25', sort: search.sort, dir: search.dir });
  return `/api/customer/admin/list?${params.toString()}`;
};

/** Words as the search compares them: accents off, lower case, spaces kept. */
const wordsOf = (text: string): string => text.split(' ').map(asciiOf).join(' ');

/**
 * Checks one answer before it is measured, so a wrong URL, a refused token
 * or a search that finds nothing is never measured as fast: a 200 with a
 * full first page, every row of a full-name search holding that name, the
 * plain list ordered by last visit, newest first, and `expectedTotal`
 * customers when told.
 */
export const checkCustomerAnswer = (search: CustomerSearch, status: number, text: string, expectedTotal?: number): CustomerAnswer => {
  if (status !== 200) throw new Error(`${searchPath(search)} answered ${status}: ${text.slice(0, 200)}`);
  const { customers, total, total_capped: capped = false } = CustomerListResponse.parse(JSON.parse(text));
  const fail = (why: string) => new Error(`${searchPath(search)}: ${why}`);
  if (customers.length === 0 || customers.length !== Math.min(25, total)) throw fail(`${customers.length} rows of ${total}`);
  if (expectedTotal !== undefined && total !== expectedTotal) throw fail(`${total} customers, expected ${expectedTotal}`);
  const wanted = search.query === null ? '' : wordsOf(search.query);
  if (wanted.includes(' ') && customers.some((row) => !wordsOf(`${row.name} ${row.last_name}`).includes(wanted))) throw fail(`a row without '${wanted}'`);
  const visits = customers.map((row) => row.last_visit ?? '');
  if (search.sort === 'last_visit' && (visits[0] === '' || visits.some((visit, index) => index > 0 && visit > (visits[index - 1] ?? '')))) {
    throw fail('not ordered by last visit, newest first');
  }
  return {
    total,
    capped,
    rows: customers.length,
    withCredits: customers.filter((row) => row.credits_left !== 0).length,
    withMembership: customers.filter((row) => row.membership !== null).length,
    withVisit: customers.filter((row) => row.last_visit !== null).length,
  };
};
