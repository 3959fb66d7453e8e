import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';
import { queryRows } from '../support/rows.js';

/** Every table of the schema. */
export const allTables = (): PgTable[] =>
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Row counts of every table, by SQL name. */
export const countRows = async (db: Db): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of allTables()) {
    const name = getTableConfig(table).name;
    const [row] = await queryRows<{ rows: number }>(db, sql`select count(*)::int as rows from ${table}`);
    counts[name] = row?.rows ?? 0;
  }
  return counts;
};

/**
 * Columns random on purpose, left out of a dump: scrypt's salted hashes,
 * generated keys (`secrets.value`: the sandbox's token key) and what they
 * sign (a sandbox card token carries a random nonce and the key's MAC).
 * Also the schedule's versions (issue 18): numbers of a sequence that only
 * grow, so how many each engine drew depends on how its driver batched the
 * statements, not on what was written.
 */
const RANDOM_IN: Readonly<Record<string, readonly string[]>> = {
  accounts: ['password_hash'], secrets: ['value'], payment_sources: ['token_id', 'source_id'],
  single_classes: ['schedule_version'], schedule_versions: ['version'],
};

/**
 * Every row of every table as JSON text, sorted, without the columns that
 * are random on purpose (RANDOM_IN): two equal dumps mean two equal databases.
 */
export const dumpRows = async (db: Db): Promise<Record<string, string[]>> => {
  const dump: Record<string, string[]> = {};
  for (const table of allTables()) {
    const name = getTableConfig(table).name;
    const without = (RANDOM_IN[name] ?? []).reduce((expression, column) => sql`${expression} - ${column}::text`, sql`to_jsonb(t)`);
    const rows = await queryRows<{ row: string }>(db, sql`select (${without})::text as row from ${table} t order by 1`);
    dump[name] = rows.map((row) => row.row);
  }
  return dump;
};

/** The SQLSTATE of a failed query (Drizzle wraps the driver's error in `cause`). */
export const sqlState = async (query: PromiseLike<unknown>): Promise<string | undefined> => {
  try {
    await query;
    return undefined;
  } catch (error) {
    const found = error as { code?: string; cause?: { code?: string } };
    return found.cause?.code ?? found.code ?? 'unknown';
  }
};
