/**
 * The targets `npm run bench` prints beside its figures, each with 'yes' or
 * 'NO': the numbers of issue 18 (the schedule read, the bookings, the
 * Lighthouse figures of the public pages) and of the issues before it that
 * set one (the customer search, issue 12; the reports, issue 16). One place
 * for each number: the tables (report.ts, reports/bench.ts) read them here.
 * The JavaScript targets live in scripts/budget.mjs (`ROUTE_TARGETS`), which
 * plain Node reads without TypeScript.
 *
 * A target never fails the run: the bench exits 1 only for a broken
 * invariant (writes, checkout) or the bundle budget (scripts/budget.mjs).
 */

/** What a load must reach: at least so many per second and/or a p99 at most so many milliseconds. */
export interface LoadTarget {
  readonly minPerSecond?: number;
  readonly maxP99Ms?: number;
}

/** The figures a load target is checked against. */
export interface LoadMeasure {
  readonly perSecond: number;
  readonly p99: number;
}

/** Which side of the schedule read a target is for: the route, or the same statements run bare. */
export interface ScheduleSideTargets {
  readonly route?: LoadTarget;
  readonly sql?: LoadTarget;
}

/**
 * Issue 18's schedule read: `GET /api/single_class` for the busy week at 50
 * connections. On PostgreSQL, anonymous at least 1,000 requests a second
 * with p99 at most 100 ms, signed in at least 500 a second, the bare SQL at
 * least 300 a second (for either caller); on the embedded database (PGlite)
 * at least 200 anonymous requests a second. The rows not named have none.
 */
export const SCHEDULE_TARGETS: Readonly<Record<'pglite' | 'postgres', Readonly<Partial<Record<'anonymous' | 'customer', ScheduleSideTargets>>>>> = {
  postgres: {
    anonymous: { route: { minPerSecond: 1_000, maxP99Ms: 100 }, sql: { minPerSecond: 300 } },
    customer: { route: { minPerSecond: 500 }, sql: { minPerSecond: 300 } },
  },
  pglite: {
    anonymous: { route: { minPerSecond: 200 } },
  },
};

/**
 * Issue 18's bookings (the 'writes' part): at least 300 bookings (201s) a
 * second from 100 clients on PostgreSQL, p99 of every answer at most 300 ms;
 * the invariants (no class over capacity, no spot or credit taken twice, no
 * credit lost) must hold as well, and those do fail the run.
 */
export const WRITES_TARGET: LoadTarget = { minPerSecond: 300, maxP99Ms: 300 };

/** Issue 12's customer search: p95 at most 50 ms at 20 connections. */
export const CUSTOMERS_TARGET_P95_MS = 50;

/** Issue 16's reports: each report over a year of the busy studio within 300 ms (its p95). */
export const REPORTS_TARGET_MS = 300;

/**
 * Issue 18's Lighthouse targets for each public page (mobile profile,
 * simulated throttling): performance at least 95, LCP at most 1.5 s, TBT at
 * most 150 ms, CLS at most 0.05, accessibility 100.
 */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  lcpMs: 1_500,
  tbtMs: 150,
  cls: 0.05,
  accessibility: 100,
} as const;

/**
 * The public pages issue 18 measures with Lighthouse: every page it names
 * the server renders, on the demo studio (its first coach, class type and
 * CMS page; the demo's packages path is /paquetes).
 */
export const LIGHTHOUSE_PAGES: readonly string[] = [
  '/', '/paquetes', '/calendario', '/coach/1', '/instructor/1', '/class_type/1', '/terminos', '/avisos', '/ubicacion',
  '/preguntas-frecuentes', '/entrar', '/login', '/registro', '/recuperar',
];

/**
 * Issue 18's member area: her screens are the browser's (the server
 * renders only its frame); its calendar (/mystudio, signed in as the
 * contract's socia) reaches LCP at most 2 s in the same profile. Its other
 * figures are printed without a target.
 */
export const LIGHTHOUSE_MEMBER_PAGES: readonly string[] = ['/mystudio'];
export const LIGHTHOUSE_MEMBER_LCP_MS = 2_000;

/** The verdict printed beside a figure: 'yes' when it meets its target, 'NO' (loud) when it misses. */
export const verdict = (met: boolean): 'yes' | 'NO' => (met ? 'yes' : 'NO');

/** True when the figures meet every part of the target (a target with no part is met). */
export const meetsLoadTarget = (target: LoadTarget, figures: LoadMeasure): boolean =>
  (target.minPerSecond === undefined || figures.perSecond >= target.minPerSecond) &&
  (target.maxP99Ms === undefined || figures.p99 <= target.maxP99Ms);

/** A target as printed: '≥ 1,000 req/s, p99 ≤ 100 ms'. */
export const describeLoadTarget = (target: LoadTarget, unit = 'req/s'): string =>
  [
    ...(target.minPerSecond === undefined ? [] : [`≥ ${target.minPerSecond.toLocaleString('en-US')} ${unit}`]),
    ...(target.maxP99Ms === undefined ? [] : [`p99 ≤ ${target.maxP99Ms.toLocaleString('en-US')} ms`]),
  ].join(', ');
