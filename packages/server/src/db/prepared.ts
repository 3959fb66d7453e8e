import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** A session (Drizzle's `db._.session`): its database's dialect, and the connection it sends statements on. */
type Session = object & { readonly dialect: object; readonly client?: unknown };

/**
 * Each database's statements by name, as first built but on no connection,
 * keyed by its dialect: `drizzle()` makes one per database, with its
 * options (casing, logger, cache), and hands it to every transaction's
 * session.
 */
const built = new WeakMap<object, Map<string, object>>();
/** Each session's statements by name, bound to its connection. */
const bound = new WeakMap<Session, Map<string, object>>();

/**
 * A built statement sent on a connection: Drizzle's prepared query
 * (`NodePgPreparedQuery`, `PglitePreparedQuery`) sends what it built on its
 * `client`, the pool, or the transaction's own connection. Everything else
 * (the text, the parameters with their placeholders, the fields and how the
 * rows map) is read from the statement as first built, through the prototype.
 */
const boundTo = <T extends object>(template: T, client: unknown): T =>
  Object.create(template, { client: { value: client } }) as T;

/** A statement just built, kept as a template on no connection (it outlives the transaction it was built in). */
const templateOf = <T extends object>(statement: T): T => {
  if (!('client' in statement)) throw new Error('preparedOn: the statement names no connection; build it with .prepare(name)');
  (statement as { client: unknown }).client = null;
  return statement;
};

/**
 * The statement `key` on this database or transaction, built by `build` on
 * first use and kept: Drizzle's query building (walking the query's parts,
 * `is` checks, encoders) is a large share of a small read's time, and of a
 * booking's (issue 18), and a statement built with placeholders
 * (`sql.placeholder`) only needs its values afterwards. Named
 * (`.prepare(key)`), PostgreSQL also parses and plans it once per
 * connection. It is built once per database: each transaction sends the
 * same statement on its own connection (`boundTo`), so `build` must not
 * depend on which transaction it is given, only use it to start the
 * query. Nor may the statement hold a value computed when it is built: a
 * column's `$onUpdate` or `$defaultFn` (`updatedAt()`) would keep its
 * first value; such writes are not prepared.
 */
export const preparedOn = <T extends object>(db: Db, key: string, build: (db: Db) => T): T => {
  const session = db._.session as unknown as Session;
  let mine = bound.get(session);
  if (!mine) bound.set(session, (mine = new Map()));
  const kept = mine.get(key) as T | undefined;
  if (kept !== undefined) return kept;
  let database = built.get(session.dialect);
  if (!database) built.set(session.dialect, (database = new Map()));
  let template = database.get(key) as T | undefined;
  if (template === undefined) database.set(key, (template = templateOf(build(db))));
  const statement = boundTo(template, session.client);
  mine.set(key, statement);
  return statement;
};

/**
 * A placeholder given to the database as it is, cast to `type`: Drizzle runs
 * a column's encoder on a placeholder's value even when it is null (a jsonb
 * column would get JSON's 'null', a date column throws), so a nullable
 * encoded column of a prepared write takes its value already encoded
 * (`JSON.stringify`, `toISOString`), or null.
 */
export const encodedPlaceholder = (name: string, type: 'jsonb' | 'timestamptz'): SQL =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`;
