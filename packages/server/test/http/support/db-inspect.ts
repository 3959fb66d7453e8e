import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.js';

type Row = Record<string, unknown>;

/** Runs raw SQL on PGlite or PostgreSQL alike (both drivers answer `{ rows }`). */
export const query = async (db: Db, statement: SQL): Promise<Row[]> =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

const quote = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

/** The application's tables (schema public). */
export const tableNames = async (db: Db): Promise<string[]> =>
  (await query(db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`))
    .map((row) => String(row.table_name));

/**
 * Tables a refused request may write by design: a rate limit counts the
 * calls it refuses. The "nothing written on a refusal" checks leave them out.
 */
export const BOOKKEEPING_TABLES: readonly string[] = ['rate_limit_hits'];

/** The tables whose rows a refused request must leave as they were (all but BOOKKEEPING_TABLES). */
export const dataTableNames = async (db: Db): Promise<string[]> =>
  (await tableNames(db)).filter((table) => !BOOKKEEPING_TABLES.includes(table));

/** Row counts of every table, in one statement. */
export const rowCounts = async (db: Db, tables: readonly string[]): Promise<Record<string, number>> => {
  const columns = tables.map((table) => `(select count(*) from ${quote(table)})::int as ${quote(table)}`).join(', ');
  const [row] = await query(db, sql.raw(`select ${columns}`));
  return Object.fromEntries(tables.map((table) => [table, Number(row?.[table])]));
};

/** Column names of a table. */
export const columnNames = async (db: Db, table: string): Promise<string[]> =>
  (await query(db, sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`))
    .map((row) => String(row.column_name));

/** The single-column primary key of a table, if it has one. */
export const primaryKeyOf = async (db: Db, table: string): Promise<string | undefined> => {
  const rows = await query(db, sql`
    select kcu.column_name from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    where tc.table_schema = 'public' and tc.table_name = ${table} and tc.constraint_type = 'PRIMARY KEY'`);
  return rows.length === 1 ? String(rows[0]?.column_name) : undefined;
};

/** Every row of `table` whose `column` equals `value`, ordered for comparison. */
export const rowsWhere = async (db: Db, table: string, column: string, value: unknown): Promise<Row[]> =>
  query(db, sql`select * from ${sql.raw(quote(table))} where ${sql.raw(quote(column))} = ${value} order by 1`);

/** One value of `column` in `table` (the smallest), as text. */
export const someValue = async (db: Db, table: string, column: string): Promise<string | undefined> => {
  const [row] = await query(db, sql.raw(`select ${quote(column)}::text as v from ${quote(table)} order by 1 limit 1`));
  return row?.v === undefined || row.v === null ? undefined : String(row.v);
};

/** One value of `column` in `table` (the smallest) among the rows whose `where` column equals `value`, as text. */
export const someValueWhere = async (db: Db, table: string, column: string, where: string, value: unknown): Promise<string | undefined> => {
  const [row] = await query(db, sql`select ${sql.raw(quote(column))}::text as v from ${sql.raw(quote(table))} where ${sql.raw(quote(where))} = ${value} order by 1 limit 1`);
  return row?.v === undefined || row.v === null ? undefined : String(row.v);
};

/**
 * `db` with a count of the `select` queries run through it, to prove a read
 * takes a fixed number of queries whatever the data.
 */
export const countingDb = (db: Db): { db: Db; selects: () => number } => {
  let selects = 0;
  const counted = new Proxy(db, {
    get(target, name, receiver) {
      if (name === 'select') selects += 1;
      const value: unknown = Reflect.get(target, name, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Db;
  return { db: counted, selects: () => selects };
};

/**
 * Every row of the forms tables, the customers' custom values, their names
 * and phones, and the addresses: what a refused forms or custom-fields
 * request must leave as it was.
 */
export const formsDigest = async (db: Db) => ({
  forms: await query(db, sql`select * from forms order by form_id`),
  fields: await query(db, sql`select * from form_fields order by form_field_id`),
  customFields: await query(db, sql`select * from custom_fields order by custom_field_id`),
  values: await query(db, sql`select customer_id, custom_field_id, value from customer_custom_values order by 1, 2`),
  customers: await query(db, sql`select customer_id, name, phone from customers order by customer_id`),
  addresses: await query(db, sql`select * from addresses order by address_id`),
});
