import { sql, type SQL } from 'drizzle-orm';
import { REPORT_ROWS_MAX, type ReportPeriod, type ReportRangeQuery } from '@estudio/core';
import type { Db } from '../../db/client.js';

/** What every report reads: its range, the studio's zone, now, and the period it answers with. */
export interface ReportScope {
  readonly zone: string;
  /** Now, as ISO text: the reports' 'today'. */
  readonly now: string;
  readonly period: ReportPeriod;
}

/** The scope of a report over `range` (already checked by the route's schema) in the studio's `zone`, computed at `now`. */
export const reportScope = (range: ReportRangeQuery, zone: string, now: number): ReportScope => {
  const asOf = new Date(now).toISOString();
  return { zone, now: asOf, period: { start_date: range.start_date, end_date: range.end_date, zone, as_of: asOf } };
};

/** An instant's day in the studio's zone, as the database reads it: the same `at time zone` the reports group by. */
export const studioDay = (scope: ReportScope, instant: SQL): SQL => sql`(${instant} at time zone ${scope.zone})::date`;

/**
 * Whether an instant (a timestamptz column) falls on one of the range's
 * days in the studio's zone. The days are the database's own reading of
 * the instant in the zone (`studioDay`), the very expression the buckets,
 * weekdays and hours are grouped by, so nothing is counted in a total and
 * left out of every bucket, whatever the zone does at midnight (a day that
 * begins twice when the clocks go back at 01:00, as Havana's). No zone is
 * more than 14 hours off UTC, so the UTC bounds a day wider than the range
 * let an index narrow the rows first, and an instant from 00:00 UTC of the
 * second day to 00:00 UTC of the last day is inside whatever the zone:
 * only the instants near the range's ends are read in the zone.
 */
export const inRange = (scope: ReportScope, instant: SQL): SQL => {
  const { start_date: start, end_date: end } = scope.period;
  const utc = (day: SQL) => sql`(${day})::timestamp at time zone 'UTC'`;
  return sql`(${instant} >= ${utc(sql`${start}::date - 1`)} and ${instant} < ${utc(sql`${end}::date + 2`)}
    and ((${instant} >= ${utc(sql`${start}::date + 1`)} and ${instant} < ${utc(sql`${end}::date`)})
      or ${studioDay(scope, instant)} between ${start}::date and ${end}::date))`;
};

/** A page of a list: from `offset`, at most `limit` rows. */
export interface ListPage {
  readonly offset: number;
  readonly limit: number;
}

/** The first page of a list: what a report sends. */
export const FIRST_PAGE: ListPage = { offset: 0, limit: REPORT_ROWS_MAX };

/** A page as SQL, after a list's order. */
export const pageSql = (page: ListPage): SQL => sql`limit ${page.limit} offset ${page.offset}`;

/** A list's rows and, on each, the count of all (`count(*) over ()`). */
type Counted<Row> = Row & { readonly total: number };

/**
 * One page of a list whose statement (`query`, ordered, with `count(*) over
 * () as total`) ends with `pageSql(page)`: its rows and how many the list
 * has in all. A page past the end has no row to carry the count: the first
 * row is asked for it.
 */
export const countedList = async <Row>(db: Db, query: (page: ListPage) => SQL, page: ListPage = FIRST_PAGE): Promise<{ count: number; rows: Row[] }> => {
  const rows = await rowsOf<Counted<Row>>(db, query(page));
  const first = rows[0] ?? (page.offset > 0 ? (await rowsOf<Counted<Row>>(db, query({ offset: 0, limit: 1 })))[0] : undefined);
  return { count: first?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row as Row) };
};

/**
 * The rows of a raw statement. Every report's SQL casts what it answers to
 * types both drivers read alike (int, float8, text, boolean; instants as ISO
 * text through `isoText`), so PGlite and node-postgres give the same rows.
 */
export const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A timestamptz as ISO text in UTC ('2026-03-01T15:00:00.000Z'), the same on both drivers. */
export const isoText = (instant: SQL): SQL => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An instant of the scope as a timestamptz parameter. */
export const at = (instant: string): SQL => sql`${instant}::timestamptz`;

/**
 * Runs a report's statements in one read-only snapshot (REPEATABLE READ),
 * so every figure of a report reads the same rows however long it takes,
 * with the settings an analytic read wants: enough memory to group a year
 * of places without spilling to disk (`work_mem`), and no JIT compilation,
 * which costs a report's cheap statements more than it saves (set locally:
 * the rest of the app keeps the server's settings).
 */
export const inReportSnapshot = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`);
    return work(tx);
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
