import type { Db } from './client.js';

/** Each database's statements by name: built once, then only executed. */
const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `key` on this database, built by `build` on first use and
 * kept: Drizzle's query building (walking the query's parts, `is` checks,
 * encoders) is a large share of a small read's time, and a statement built
 * with placeholders (`sql.placeholder`) only needs its values afterwards.
 * Named (`.prepare(key)`), PostgreSQL also parses and plans it once per
 * connection. A transaction is a database of its own here: its statements
 * are built again, with the same names, so they stay the same text.
 */
export const preparedOn = <T>(db: Db, key: string, build: (db: Db) => T): T => {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) byKey.set(key, (statement = build(db)));
  return statement;
};
