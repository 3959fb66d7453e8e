import { CUSTOMER_COUNT_CAP } from '@estudio/core';
import { cpus, loadavg } from 'node:os';
import { checkoutInvariantsHold } from './checkout/checks.js';
import type { CheckoutResult } from './checkout/bench.js';
import { CUSTOMERS_CONCURRENCY, type CustomersResult } from './customers/bench.js';
import type { LighthouseResult } from './lighthouse/figures.js';
import type { LoadFigures } from './load/figures.js';
import type { ScheduleResult } from './schedule/bench.js';
import { SCHEDULE_CONCURRENCY } from './schedule/bench.js';
import { BUSY_STUDIO } from './studio/shape.js';
import {
  CUSTOMERS_TARGET_P95_MS, LIGHTHOUSE_MEMBER_LCP_MS, LIGHTHOUSE_TARGETS, SCHEDULE_TARGETS, WRITES_TARGET, describeLoadTarget, meetsLoadTarget, verdict, type LoadTarget,
} from './targets.js';
import { invariantsHold } from './writes/checks.js';
import type { WritesResult } from './writes/bench.js';

const number = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Columns two spaces apart, right-aligned but the first `textColumns` and the last `trailingText` ones (text, left-aligned). */
const table = (header: readonly string[], rows: readonly (readonly string[])[], textColumns: number, trailingText = 0): string[] => {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const isText = (column: number) => column < textColumns || column >= header.length - trailingText;
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (isText(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ').trimEnd();
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
  /** The target cells of one row: what it aims at and whether it got there ('—' and nothing when issue 18 sets none). */
  const targetCells = (target: LoadTarget | undefined, figures: LoadFigures): string[] =>
    target ? [describeLoadTarget(target), verdict(meetsLoadTarget(target, figures))] : ['—', ''];
  const rows = results.flatMap((result) => result.rows.flatMap((row) => {
    const targets = SCHEDULE_TARGETS[result.database][row.caller];
    return [
      [result.database, row.caller, 'route', ...figureCells(row.route), '', ...targetCells(targets?.route, row.route)],
      [
        result.database, row.caller, 'SQL', ...figureCells(row.sql), row.overhead === null ? 'n/a' : `${number(row.overhead, 2)}×`,
        ...targetCells(targets?.sql, row.sql),
      ],
    ];
  }));
  lines.push(...table(['database', 'caller', 'side', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'overhead', 'target', 'met'], rows, 3, 2));
  lines.push(
    '',
    '  overhead = SQL reads per second ÷ route requests per second (an earlier issue aimed at ≤ 2×)',
    "  target: issue 18's (scripts/bench/targets.ts); met: yes when the row reaches every part of it; figures never fail the run",
  );
  for (const result of results.filter((one) => one.serverErrors > 0)) {
    lines.push(`  WARNING: ${result.serverErrors} server errors on ${result.database}`);
  }
  return lines.join('\n');
};

/** The customer search: per search, its matches, latency percentiles and throughput, against the p95. */
export const formatCustomers = (result: CustomersResult, shape: { seconds: number; warmupSeconds: number }): string => {
  const rows = result.rows.map(({ search, answer, figures, non2xx }) => [
    search.label, `${number(answer.total)}${answer.capped ? '+' : ''}`, number(figures.perSecond, 1), number(figures.p50, 1), number(figures.p95, 1), number(figures.p99, 1),
    number(figures.completed), number(non2xx), number(figures.errors), verdict(figures.p95 <= CUSTOMERS_TARGET_P95_MS),
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
      ['writes/s', 'answers/s', 'p50 ms', 'p99 ms', 'answers', 'errors', 'target', 'met'],
      [[
        number(result.writesPerSecond, 1), number(answers.perSecond, 1), number(answers.p50, 1), number(answers.p99, 1), number(answers.completed),
        number(answers.errors), describeLoadTarget(WRITES_TARGET, 'writes/s'),
        verdict(meetsLoadTarget(WRITES_TARGET, { perSecond: result.writesPerSecond, p99: answers.p99 })),
      ]],
      0,
      2,
    ),
    '',
    "  target: issue 18's, on the bookings (201s) per second and the p99 of every answer; figures never fail the run",
    `  answers by status: ${statusesOf(answers.statuses)} (409: class full or already booked)`,
    `  places booked (warm-up included): ${number(result.placesBooked)}`,
    `  over-capacity classes: ${invariants.overCapacityClasses}, doubly-taken spots: ${invariants.doublyTakenSpots}, ` +
      `double-spent credits: ${invariants.doubleSpentCredits}, lost credits: ${invariants.lostCredits} (target: all 0): ` +
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

/** A figure and its verdict in one cell ('98 yes', '1.72 NO'), the verdict padded so the figures line up; '— NO' when none was measured. */
const judged = (value: number | null, show: (value: number) => string, met: (value: number) => boolean): string =>
  value === null ? `— ${verdict(false)}` : `${show(value)} ${verdict(met(value)).padEnd(3)}`;

/** The Lighthouse part: per public page, performance, LCP, TBT, CLS and accessibility, each beside issue 18's target. */
export const formatLighthouse = (result: LighthouseResult): string => {
  const t = LIGHTHOUSE_TARGETS;
  /** A figure without a target (a member page's, but its LCP): shown, never judged. */
  const shown = (value: number | null, show: (value: number) => string): string => (value === null ? '—' : `${show(value)}    `);
  const rows = result.pages.map((page) =>
    page.signedIn
      ? [
          `${page.path} (signed in)`,
          shown(page.performance, (score) => number(score)),
          judged(page.lcpMs, (ms) => number(ms / 1000, 2), (ms) => ms <= LIGHTHOUSE_MEMBER_LCP_MS),
          shown(page.tbtMs, (ms) => number(ms)),
          shown(page.cls, (cls) => number(cls, 3)),
          judged(page.accessibility, (score) => number(score), (score) => score >= t.accessibility),
        ]
      : [
          page.path,
          judged(page.performance, (score) => number(score), (score) => score >= t.performance),
          judged(page.lcpMs, (ms) => number(ms / 1000, 2), (ms) => ms <= t.lcpMs),
          judged(page.tbtMs, (ms) => number(ms), (ms) => ms <= t.tbtMs),
          judged(page.cls, (cls) => number(cls, 3), (cls) => cls <= t.cls),
          judged(page.accessibility, (score) => number(score), (score) => score >= t.accessibility),
        ],
  );
  const targetRow = [
    'target', `≥ ${t.performance}    `, `≤ ${number(t.lcpMs / 1000, 2)}    `, `≤ ${t.tbtMs}    `, `≤ ${number(t.cls, 3)}    `, `${t.accessibility}    `,
  ];
  const problems = result.pages.flatMap((page) => page.problems.map((problem) => `  ${page.path}: ${problem}`));
  return [
    `Lighthouse ${result.lighthouseVersion}: the public pages of the demo studio (embedded database, served as by npm start), ` +
      'mobile profile, simulated throttling',
    `  ${result.browser}, Lighthouse's benchmark index of this machine ${result.benchmarkIndex === null ? 'unknown' : number(result.benchmarkIndex)}; ` +
      `each figure the median of ${result.runsPerPage} runs`,
    '',
    ...table(['page', 'performance', 'LCP s', 'TBT ms', 'CLS', 'accessibility'], [targetRow, ...rows], 1),
    '',
    "  target: issue 18's (scripts/bench/targets.ts); yes or NO beside each figure; figures never fail the run",
    ...(result.pages.some((page) => page.signedIn)
      ? [`  a member page (signed in as the demo socia; her screen is filled in by the browser): its LCP ≤ ${number(LIGHTHOUSE_MEMBER_LCP_MS / 1000, 2)} s and accessibility ${t.accessibility} are its targets`]
      : []),
    ...(problems.length > 0 ? ['  Lighthouse said:', ...problems.map((line) => `  ${line}`)] : []),
  ].join('\n');
};
