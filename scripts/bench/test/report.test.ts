import { describe, expect, it } from 'vitest';
import type { CustomersResult } from '../customers/bench.js';
import type { LighthousePage, LighthouseResult } from '../lighthouse/figures.js';
import type { LoadFigures } from '../load/figures.js';
import { formatCustomers, formatLighthouse, formatSchedule, formatWrites } from '../report.js';
import { formatReports, type ReportsResult } from '../reports/bench.js';
import type { ScheduleResult, ScheduleRow } from '../schedule/bench.js';
import type { WritesResult } from '../writes/bench.js';

const SHAPE = { seconds: 10, warmupSeconds: 2 };

const figures = (perSecond: number, p99: number, more: Partial<LoadFigures> = {}): LoadFigures => ({
  completed: Math.round(perSecond * 10), seconds: 10, perSecond, p50: p99 / 2, p95: p99 * 0.9, p99, errors: 0, statuses: {}, ...more,
});

/** The cells of a table line (two spaces or more apart), the first one found whose leading cells are `start`. */
const rowOf = (text: string, ...start: string[]): string[] => {
  const rows = text.split('\n').map((line) => line.trim().split(/\s{2,}/));
  const found = rows.find((cells) => start.every((cell, index) => cells[index] === cell));
  if (!found) throw new Error(`No row starting ${start.join(' | ')} in:\n${text}`);
  return found;
};

describe("the schedule table's targets (issue 18)", () => {
  const row = (caller: ScheduleRow['caller'], route: LoadFigures, sql: LoadFigures): ScheduleRow => ({
    caller, route, sql, overhead: sql.perSecond / route.perSecond,
  });
  const result = (database: ScheduleResult['database'], rows: ScheduleRow[]): ScheduleResult => ({
    database, week: '2025-03-03 – 2025-03-09', classes: 420, places: 4_214, answerKb: 317, rows, serverErrors: 0,
  });

  it('sets each row of PostgreSQL beside its target: anonymous 1,000 req/s with p99 100 ms, signed in 500, the bare SQL 300', () => {
    const text = formatSchedule([
      result('postgres', [row('anonymous', figures(1_200, 80), figures(250, 40)), row('customer', figures(500, 300), figures(300, 90))]),
    ], SHAPE);
    expect(rowOf(text, 'database').slice(-2)).toEqual(['target', 'met']);
    expect(rowOf(text, 'postgres', 'anonymous', 'route').slice(-2)).toEqual(['≥ 1,000 req/s, p99 ≤ 100 ms', 'yes']);
    expect(rowOf(text, 'postgres', 'anonymous', 'SQL').slice(-2)).toEqual(['≥ 300 req/s', 'NO']);
    // At the target exactly is meeting it; the signed-in read has no p99 target.
    expect(rowOf(text, 'postgres', 'customer', 'route').slice(-2)).toEqual(['≥ 500 req/s', 'yes']);
    expect(rowOf(text, 'postgres', 'customer', 'SQL').slice(-2)).toEqual(['≥ 300 req/s', 'yes']);
  });

  it('says NO when one part of a target is missed: fast enough but a p99 over 100 ms', () => {
    const text = formatSchedule([result('postgres', [row('anonymous', figures(1_500, 101), figures(400, 40))])], SHAPE);
    expect(rowOf(text, 'postgres', 'anonymous', 'route').slice(-2)).toEqual(['≥ 1,000 req/s, p99 ≤ 100 ms', 'NO']);
  });

  it('holds PGlite to 200 anonymous requests a second and leaves the rows without a target blank', () => {
    const text = formatSchedule([
      result('pglite', [row('anonymous', figures(150, 900), figures(160, 800)), row('customer', figures(120, 900), figures(130, 800))]),
    ], SHAPE);
    expect(rowOf(text, 'pglite', 'anonymous', 'route').slice(-2)).toEqual(['≥ 200 req/s', 'NO']);
    expect(rowOf(text, 'pglite', 'anonymous', 'SQL').at(-1)).toBe('—');
    expect(rowOf(text, 'pglite', 'customer', 'route').at(-1)).toBe('—');
    expect(rowOf(text, 'pglite', 'customer', 'SQL').at(-1)).toBe('—');
    const met = formatSchedule([result('pglite', [row('anonymous', figures(200, 900), figures(160, 800))])], SHAPE);
    expect(rowOf(met, 'pglite', 'anonymous', 'route').slice(-2)).toEqual(['≥ 200 req/s', 'yes']);
  });
});

describe("the writes table's target (issue 18)", () => {
  const writes = (writesPerSecond: number, p99: number): WritesResult => ({
    database: 'postgres', clients: 100, classes: { hot: 10, all: 800 },
    answers: figures(writesPerSecond * 1.2, p99, { statuses: { 201: writesPerSecond * 10, 409: writesPerSecond * 2 } }),
    writesPerSecond, placesBooked: writesPerSecond * 12,
    invariants: { overCapacityClasses: 0, doublyTakenSpots: 0, doubleSpentCredits: 0, lostCredits: 0 }, serverErrors: 0,
  });
  const cellsOf = (result: WritesResult) => {
    const text = formatWrites(result, SHAPE);
    const lines = text.split('\n');
    const header = lines.findIndex((line) => line.trim().startsWith('writes/s'));
    return { header: lines[header]?.trim().split(/\s{2,}/) ?? [], cells: lines[header + 1]?.trim().split(/\s{2,}/) ?? [], text };
  };

  it('sets the bookings per second and the p99 beside 300 writes/s and 300 ms', () => {
    const { header, cells, text } = cellsOf(writes(320, 300));
    expect(header.slice(-2)).toEqual(['target', 'met']);
    expect(cells.slice(-2)).toEqual(['≥ 300 writes/s, p99 ≤ 300 ms', 'yes']);
    expect(text).toMatch(/lost credits: 0 \(target: all 0\): OK/);
  });

  it('says NO when the bookings are too few or the p99 too long', () => {
    expect(cellsOf(writes(299, 100)).cells.at(-1)).toBe('NO');
    expect(cellsOf(writes(400, 301)).cells.at(-1)).toBe('NO');
  });
});

describe("the customer search and reports tables' targets", () => {
  it('judges the customer search by its p95 against 50 ms', () => {
    const answer = { total: 14, capped: false, rows: 14, withCredits: 3, withMembership: 1, withVisit: 9 };
    const search = (label: string) => ({ label, query: 'x', sort: 'name', dir: 'asc' }) as const;
    const result: CustomersResult = {
      database: 'postgres', customers: 20_001, serverErrors: 0,
      rows: [
        { search: search('at fifty'), answer, figures: figures(500, 60, { p95: 50 }), non2xx: 0 },
        { search: search('over fifty'), answer, figures: figures(500, 60, { p95: 50.4 }), non2xx: 0 },
      ],
    };
    const text = formatCustomers(result, SHAPE);
    expect(rowOf(text, 'search').at(-1)).toBe('p95 ≤ 50');
    expect(rowOf(text, 'at fifty').at(-1)).toBe('yes');
    expect(rowOf(text, 'over fifty').at(-1)).toBe('NO');
  });

  it('judges each report by its p95 against 300 ms', () => {
    const result: ReportsResult = {
      year: { startDate: '2024-03-06', endDate: '2025-03-05', classes: 21_900, reservations: 150_000, purchases: 22_500, invoices: 14_600 },
      rows: [
        { name: 'Ventas', p50: 120, p95: 300, max: 310, answerKb: 40 },
        { name: 'Asistencia', p50: 250, p95: 301, max: 400, answerKb: 12 },
      ],
      serverErrors: 0,
    };
    const text = formatReports(result);
    expect(rowOf(text, 'report').slice(-2)).toEqual(['target', 'met']);
    expect(rowOf(text, 'Ventas').slice(-2)).toEqual(['p95 ≤ 300 ms', 'yes']);
    expect(rowOf(text, 'Asistencia').slice(-2)).toEqual(['p95 ≤ 300 ms', 'NO']);
  });
});

describe("the Lighthouse table's targets (issue 18)", () => {
  const page = (path: string, more: Partial<LighthousePage>): LighthousePage => ({
    path, runs: 3, performance: 98, accessibility: 100, lcpMs: 1_200, tbtMs: 40, cls: 0.01, problems: [], ...more,
  });
  const result = (pages: LighthousePage[]): LighthouseResult => ({
    lighthouseVersion: '12.8.2', browser: 'HeadlessChrome/142.0.7444.175', benchmarkIndex: 1_234, runsPerPage: 3, pages,
  });

  it('prints the targets row: performance 95, LCP 1.5 s, TBT 150 ms, CLS 0.05, accessibility 100', () => {
    const text = formatLighthouse(result([page('/', {})]));
    expect(rowOf(text, 'page')).toEqual(['page', 'performance', 'LCP s', 'TBT ms', 'CLS', 'accessibility']);
    expect(rowOf(text, 'target')).toEqual(['target', '≥ 95', '≤ 1.50', '≤ 150', '≤ 0.050', '100']);
    expect(text).toContain('median of 3 runs');
  });

  it('says yes beside each figure at or within its target', () => {
    const text = formatLighthouse(result([page('/', {}), page('/entrar', { performance: 95, lcpMs: 1_500, tbtMs: 150, cls: 0.05 })]));
    expect(rowOf(text, '/')).toEqual(['/', '98 yes', '1.20 yes', '40 yes', '0.010 yes', '100 yes']);
    expect(rowOf(text, '/entrar')).toEqual(['/entrar', '95 yes', '1.50 yes', '150 yes', '0.050 yes', '100 yes']);
  });

  it('says NO beside each figure past its target, and beside a figure never measured', () => {
    const text = formatLighthouse(result([
      page('/calendario', { performance: 94, lcpMs: 1_510, tbtMs: 151, cls: 0.051, accessibility: 99 }),
      page('/paquetes', { performance: null, lcpMs: null, tbtMs: null, cls: null, accessibility: null, problems: ['NO_FCP: The page did not paint any content.'] }),
    ]));
    expect(rowOf(text, '/calendario')).toEqual(['/calendario', '94 NO', '1.51 NO', '151 NO', '0.051 NO', '99 NO']);
    expect(rowOf(text, '/paquetes')).toEqual(['/paquetes', '— NO', '— NO', '— NO', '— NO', '— NO']);
    expect(text).toContain('/paquetes: NO_FCP: The page did not paint any content.');
  });

  it("judges a member page, measured signed in, by its LCP against 2 s and its accessibility, and shows the rest without a verdict", () => {
    const text = formatLighthouse(result([
      page('/mystudio', { signedIn: true, performance: 70, lcpMs: 2_000, tbtMs: 400, cls: 0.2 }),
      page('/mystudio', { signedIn: true, lcpMs: 2_010, accessibility: 98 }),
    ]));
    const [met, missed] = text.split('\n').filter((line) => line.startsWith('/mystudio (signed in)')).map((line) => line.split(/\s{2,}/).map((cell) => cell.trim()));
    expect(met).toEqual(['/mystudio (signed in)', '70', '2.00 yes', '400', '0.200', '100 yes']);
    expect(missed).toEqual(['/mystudio (signed in)', '98', '2.01 NO', '40', '0.010', '98 NO']);
    expect(text).toContain('its LCP ≤ 2.00 s and accessibility 100 are its targets');
  });
});
