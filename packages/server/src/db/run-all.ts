import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

type Results<T extends readonly (() => PromiseLike<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent queries: side by side on the pool (a read), one after the
 * other inside a transaction, whose single connection cannot run two at once
 * (node-postgres queues them with a deprecation warning, and pg 9 refuses).
 * Each query is a thunk: a Drizzle query starts when it is awaited.
 */
export const runAll = async <T extends readonly (() => PromiseLike<unknown>)[]>(db: Db, queries: T): Promise<Results<T>> => {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((query) => query()))) as Results<T>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<T>;
};
