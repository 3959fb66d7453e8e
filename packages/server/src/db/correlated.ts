import { sql, type SQL } from 'drizzle-orm';

/**
 * A subquery put in a select list, kept whole. When a select reads a single
 * table, Drizzle writes the columns of each selected SQL without their table
 * names, which turns `accounts.uid = customers.uid` into `"uid" = "uid"`
 * (always true inside the subquery); columns nested one level down keep
 * them. Wrap every correlated subquery of a select list in this.
 */
export const correlated = <T>(query: SQL<T>): SQL<T> => sql<T>`${query}`;
