import { AttendanceReportResponse, CoachesReportResponse, CustomersReportResponse, SalesReportResponse } from '@estudio/core';
import { DEMO_TIME_ZONE } from '../../../packages/server/src/db/seed/index.js';
import { quantile } from '../load/figures.js';
import { REPORTS_TARGET_MS, verdict } from '../targets.js';
import type { Studio } from '../studio/studio.js';
import { seedReportsYear, type ReportsYear } from './seed.js';

/** Requests of each report: a few thrown away first (plans cached, pages read), then the measured ones, one at a time. */
const WARMUP_REQUESTS = 3;
const MEASURED_REQUESTS = 15;

/** Each report, its path and how to tell its answer is whole. */
const REPORTS = [
  { name: 'Ventas', path: 'sales', check: (body: unknown) => SalesReportResponse.parse(body).report.by_day.length === 365 },
  { name: 'Asistencia', path: 'attendance', check: (body: unknown) => AttendanceReportResponse.parse(body).report.totals.reservations > 0 },
  { name: 'Clientes', path: 'customers', check: (body: unknown) => CustomersReportResponse.parse(body).report.active_customers.count > 0 },
  { name: 'Coaches', path: 'coaches', check: (body: unknown) => CoachesReportResponse.parse(body).report.coaches.length > 0 },
] as const;

/** One report's timings, in milliseconds. */
export interface ReportRow {
  readonly name: string;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly answerKb: number;
}

/** The reports benchmark on PostgreSQL. */
export interface ReportsResult {
  readonly year: Omit<ReportsYear, 'admin'>;
  readonly rows: readonly ReportRow[];
  readonly serverErrors: number;
}

const timeOne = async (url: string, token: string, check: (body: unknown) => boolean): Promise<{ ms: number; bytes: number }> => {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  if (!check(JSON.parse(text))) throw new Error(`${url} answered a report with nothing in it`);
  return { ms, bytes: Buffer.byteLength(text) };
};

/**
 * Adds a year of history to the busy studio (`seedReportsYear`), then asks
 * each report for the whole year as its admin, one request at a time (a
 * report is one person's click, not a crowd's): the latency of each, over
 * HTTP through the real app, its answer checked.
 */
export const benchReports = async (studio: Studio): Promise<ReportsResult> => {
  process.stderr.write('[bench] reports: adding a year of classes, reservations and sales…\n');
  const started = performance.now();
  const { admin, ...year } = await seedReportsYear(studio.db, studio.plan, DEMO_TIME_ZONE, Date.now());
  process.stderr.write(`[bench] reports: ${year.reservations.toLocaleString('en-US')} reservations, ${year.invoices.toLocaleString('en-US')} charges in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  const token = await studio.tokenOf(admin);
  const rows: ReportRow[] = [];
  for (const report of REPORTS) {
    const url = `${studio.url}/api/reports/${report.path}?start_date=${year.startDate}&end_date=${year.endDate}`;
    for (let index = 0; index < WARMUP_REQUESTS; index += 1) await timeOne(url, token, report.check);
    const runs: { ms: number; bytes: number }[] = [];
    for (let index = 0; index < MEASURED_REQUESTS; index += 1) runs.push(await timeOne(url, token, report.check));
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
    rows.push({
      name: report.name, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? 0,
      answerKb: Math.round((runs[0]?.bytes ?? 0) / 1024),
    });
    process.stderr.write(`[bench] reports: ${report.name} p50 ${quantile(sorted, 0.5).toFixed(0)} ms\n`);
  }
  return { year, rows, serverErrors: studio.serverErrors() };
};

const number = (value: number, digits = 0): string => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The reports as a table: each one's latency beside the target. */
export const formatReports = (result: ReportsResult): string => {
  const { year } = result;
  const header = ['report', 'p50 ms', 'p95 ms', 'max ms', 'answer KB', 'target', 'met'];
  const rows = result.rows.map((row) => [
    row.name, number(row.p50, 1), number(row.p95, 1), number(row.max, 1), number(row.answerKb), `p95 ≤ ${REPORTS_TARGET_MS} ms`,
    verdict(row.p95 <= REPORTS_TARGET_MS),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ').trimEnd();
  return [
    `Reports: GET /api/reports/* for ${year.startDate} … ${year.endDate} (365 days) of a busy studio on PostgreSQL`,
    `  (${number(year.classes)} classes, ${number(year.reservations)} reservations, ${number(year.purchases)} purchases, ` +
      `${number(year.invoices)} charges; signed in as its admin; ${MEASURED_REQUESTS} requests each, one at a time, after ${WARMUP_REQUESTS} thrown away)`,
    '',
    line(header),
    ...rows.map(line),
    ...(result.serverErrors > 0 ? [`  WARNING: ${result.serverErrors} server errors`] : []),
  ].join('\n');
};
