import { CUSTOMER_COUNT_CAP } from '@estudio/core';
import { cpus, loadavg } from 'node:os';
import { checkoutInvariantsHold } from './checkout/checks.js';
import type { CheckoutResult } from './checkout/bench.js';
import { CUSTOMERS_CONCURRENCY, CUSTOMERS_TARGET_P95_MS, type CustomersResult } from './customers/bench.js';
import type { LoadFigures } from './load/figures.js';
import type { ScheduleResult } from './schedule/bench.js';
import { SCHEDULE_CONCURRENCY } from './schedule/bench.js';
import { BUSY_STUDIO } from './studio/shape.js';
import { invariantsHold } from './writes/checks.js';
import type { WritesResult } from './writes/bench.js';

const number = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Columns right-aligned but the first ones (text), two spaces apart. */
const table = (header: readonly string[], rows: readonly (readonly string[])[], textColumns: number): string[] => {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column < textColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ').trimEnd();
  return [line(header), ...rows.map(line)];
};

const figureCells = (figures: LoadFigures): string[] => [
  number(figures.perSecond, 1), number(figures.p50, 1), number(figures.p99, 1), number(figures.completed), number(figures.errors),
];

/** The machine the figures come from, for the reader comparing runs. */
export const machineLine = (): string => {
  const [first] = cpus();
  const [oneMinute = 0] = loadavg();
  return `Machine: ${cpus().length} × ${first?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${oneMinute.toFixed(1)} at start`;
};

/** The schedule benchmark as a table: route and bare SQL per database and caller, with their ratio. */
export const formatSchedule = (results: readonly ScheduleResult[], shape: { seconds: number; warmupSeconds: number }): string => {
  const [first] = results;
  if (!first) return '';
  const lines = [
    `Schedule read: GET /api/single_class for the week ${first.week} of a busy studio`,
    `  (${BUSY_STUDIO.locations} locations, ${first.classes} classes this week, ${number(BUSY_STUDIO.reservations)} reservations over ` +
      `${BUSY_STUDIO.weeksBefore + BUSY_STUDIO.weeksAfter + 1} weeks; ${number(first.places)} places taken this week; answer ${first.answerKb} KB)`,
    `  ${SCHEDULE_CONCURRENCY} connections, ${shape.seconds} s measured after ${shape.warmupSeconds} s of warm-up; 'SQL' runs the route's ` +
      `statements through the same driver, ${SCHEDULE_CONCURRENCY} at a time`,
    '',
  ];
  const rows = results.flatMap((result) => result.rows.flatMap((row) => [
    [result.database, row.caller, 'route', ...figureCells(row.route), ''],
    [result.database, row.caller, 'SQL', ...figureCells(row.sql), row.overhead === null ? 'n/a' : `${number(row.overhead, 2)}×`],
  ]));
  lines.push(...table(['database', 'caller', 'side', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'overhead'], rows, 3));
  lines.push('', '  overhead = SQL reads per second ÷ route requests per second (the issue aims at ≤ 2×)');
  for (const result of results.filter((one) => one.serverErrors > 0)) {
    lines.push(`  WARNING: ${result.serverErrors} server errors on ${result.database}`);
  }
  return lines.join('\n');
};

/** The customer search: per search, its matches, latency percentiles and throughput, against the p95. */
export const formatCustomers = (result: CustomersResult, shape: { seconds: number; warmupSeconds: number }): string => {
  const rows = result.rows.map(({ search, answer, figures, non2xx }) => [
    search.label, `${number(answer.total)}${answer.capped ? '+' : ''}`, number(figures.perSecond, 1), number(figures.p50, 1), number(figures.p95, 1), number(figures.p99, 1),
    number(figures.completed), number(non2xx), number(figures.errors), figures.p95 <= CUSTOMERS_TARGET_P95_MS ? 'yes' : 'NO',
  ]);
  const facts = result.rows.map(({ search, answer }) => `${search.label} ${answer.withCredits}/${answer.withMembership}/${answer.withVisit}`);
  return [
    `Customer search: GET /api/customer/admin/list as the front desk on ${result.database === 'postgres' ? 'PostgreSQL' : result.database} ` +
      '(PostgreSQL only)',
    `  ${number(result.customers)} customers, first page of 25; ${CUSTOMERS_CONCURRENCY} connections, ${shape.seconds} s measured after ` +
      `${shape.warmupSeconds} s of warm-up; the issue aims at p95 ≤ ${CUSTOMERS_TARGET_P95_MS} ms`,
    '',
    ...table(['search', 'matches', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', `p95 ≤ ${CUSTOMERS_TARGET_P95_MS}`], rows, 1),
    '',
    `  rows of the first page with credits left / a membership / a last visit: ${facts.join(', ')}`,
    `  matches: a search counts up to ${number(CUSTOMER_COUNT_CAP)} (core's CUSTOMER_COUNT_CAP; '+' past it), the whole list everyone`,
    ...(result.serverErrors > 0 ? [`  WARNING: ${result.serverErrors} server errors`] : []),
  ].join('\n');
};

const statusesOf = (statuses: Readonly<Record<string, number>>): string =>
  Object.entries(statuses).sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status} ×${number(count)}`).join(', ') || 'none';

/** The write benchmark: throughput, latency, answers by status, and the invariants. */
export const formatWrites = (result: WritesResult, shape: { seconds: number; warmupSeconds: number }): string => {
  const { answers, invariants } = result;
  return [
    `Reservation writes: POST /api/class_reservations on ${result.database === 'postgres' ? 'PostgreSQL' : result.database}`,
    `  ${result.clients} customers with credits at once, ${shape.seconds} s measured after ${shape.warmupSeconds} s of warm-up; ` +
      `${number(result.classes.all)} upcoming classes, 30 % of the bookings on the ${result.classes.hot} soonest`,
    '',
    ...table(
      ['writes/s', 'answers/s', 'p50 ms', 'p99 ms', 'answers', 'errors'],
      [[number(result.writesPerSecond, 1), number(answers.perSecond, 1), number(answers.p50, 1), number(answers.p99, 1), number(answers.completed), number(answers.errors)]],
      0,
    ),
    '',
    `  answers by status: ${statusesOf(answers.statuses)} (409: class full or already booked)`,
    `  places booked (warm-up included): ${number(result.placesBooked)}`,
    `  over-capacity classes: ${invariants.overCapacityClasses}, doubly-taken spots: ${invariants.doublyTakenSpots}, ` +
      `double-spent credits: ${invariants.doubleSpentCredits}, lost credits: ${invariants.lostCredits}: ` +
      `${invariantsHold(invariants) ? 'OK' : 'BROKEN'}`,
    ...(result.serverErrors > 0 ? [`  WARNING: ${result.serverErrors} server errors`] : []),
  ].join('\n');
};

/** The checkout benchmark: attempts per second, latency, answers by status, and the invariants. */
export const formatCheckout = (result: CheckoutResult, shape: { seconds: number; warmupSeconds: number }): string => {
  const { answers, invariants } = result;
  return [
    `Checkout attempts: POST /api/checkout/attempt on ${result.database === 'postgres' ? 'PostgreSQL' : result.database}`,
    `  ${result.clients} customers at once buying a package with the sandbox's 4242 card, ${shape.seconds} s measured after ` +
      `${shape.warmupSeconds} s of warm-up; ${number(result.retryShare * 100)} % of the attempts resend the last idempotency key`,
    '',
    ...table(
      ['attempts/s', 'p50 ms', 'p99 ms', 'answers', 'errors'],
      [[number(result.attemptsPerSecond, 1), number(answers.p50, 1), number(answers.p99, 1), number(answers.completed), number(answers.errors)]],
      0,
    ),
    '',
    `  answers by status: ${statusesOf(answers.statuses)}`,
    `  purchases (warm-up included): ${number(result.purchases)}, card charges: ${number(result.charges)}`,
    `  duplicate charges: ${invariants.duplicateCharges}, charges without a purchase: ${invariants.chargesWithoutPurchase}, ` +
      `purchases without their credits: ${invariants.purchasesWithoutCredits}: ${checkoutInvariantsHold(invariants) ? 'OK' : 'BROKEN'}`,
    ...(result.serverErrors > 0 ? [`  WARNING: ${result.serverErrors} server errors`] : []),
  ].join('\n');
};
