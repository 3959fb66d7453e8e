/**
 * The server benchmarks of `npm run bench` (the schedule read, the customer
 * search, the reservation writes, the checkout attempts, the reports and
 * Lighthouse on the public pages), started by scripts/bench.mjs as
 * `node --conditions=source --import tsx scripts/bench/main.ts [flags]` so
 * they run the server's TypeScript sources as they are. Prints tables, each
 * figure beside its target (targets.ts), or one JSON object with --json;
 * exits 1 when a write or checkout invariant is broken, never for a figure.
 */
import { benchCheckout, type CheckoutResult } from './checkout/bench.js';
import { checkoutInvariantsHold } from './checkout/checks.js';
import { benchCustomers, type CustomersResult } from './customers/bench.js';
import type { LighthouseSkipped } from './lighthouse/bench.js';
import type { LighthouseResult } from './lighthouse/figures.js';
import { parseBenchArgs } from './options.mjs';
import { withPostgres } from './postgres.js';
import { formatCheckout, formatCustomers, formatLighthouse, formatSchedule, formatWrites, machineLine } from './report.js';
import { benchReports, formatReports, type ReportsResult } from './reports/bench.js';
import { benchSchedule, type ScheduleResult } from './schedule/bench.js';
import { withStudio } from './studio/studio.js';
import { invariantsHold } from './writes/checks.js';
import { benchWrites, type WritesResult } from './writes/bench.js';

const options = parseBenchArgs(process.argv.slice(2));
const shape = { seconds: options.seconds, warmupSeconds: options.warmupSeconds };
const runsSchedule = options.parts.includes('schedule');
const runsCustomers = options.parts.includes('customers');
const runsWrites = options.parts.includes('writes');
const runsCheckout = options.parts.includes('checkout');
const runsReports = options.parts.includes('reports');
const runsLighthouse = options.parts.includes('lighthouse');
const scheduleOn = (kind: 'pglite' | 'postgres') => runsSchedule && options.databases.includes(kind);

// Ctrl-C: exit through 'exit', whose hook stops the PostgreSQL cluster.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

const machine = machineLine();

const onPglite = () => {
  process.stderr.write('[bench] PGlite: starting the app and seeding the busy studio…\n');
  return withStudio({ kind: 'pglite' }, (studio) => benchSchedule(studio, shape));
};

const onPostgres = (url: string) => {
  process.stderr.write('[bench] PostgreSQL: starting the app and seeding the busy studio…\n');
  return withStudio({ kind: 'postgres', url }, async (studio) => ({
    schedule: scheduleOn('postgres') ? await benchSchedule(studio, shape) : null,
    // Before the writes and the checkout, which add places and purchases: the search reads the studio as seeded.
    customers: runsCustomers ? await benchCustomers(studio, shape) : null,
    writes: runsWrites ? await benchWrites(studio, shape) : null,
    checkout: runsCheckout ? await benchCheckout(studio, shape) : null,
    // Last: it adds a year of history, which the parts before read nothing of.
    reports: runsReports ? await benchReports(studio) : null,
  }));
};

const pglite = scheduleOn('pglite') ? await onPglite() : null;
const postgres = scheduleOn('postgres') || runsCustomers || runsWrites || runsCheckout || runsReports ? await withPostgres(onPostgres) : undefined;
const schedule: ScheduleResult[] = [pglite, postgres?.schedule].filter((result): result is ScheduleResult => Boolean(result));
const customers: CustomersResult | null = postgres?.customers ?? null;
const writes: WritesResult | null = postgres?.writes ?? null;
const checkout: CheckoutResult | null = postgres?.checkout ?? null;
const reports: ReportsResult | null = postgres?.reports ?? null;
/**
 * Lighthouse, loaded only for its part (its module takes a while to load).
 * A failure becomes a notice, so the tables of the parts before still print.
 */
const onLighthouse = async (): Promise<LighthouseResult | LighthouseSkipped> => {
  try {
    const { benchLighthouse } = await import('./lighthouse/bench.js');
    return await benchLighthouse();
  } catch (error) {
    return { skipped: `The Lighthouse part failed: ${error instanceof Error ? error.message : String(error)}` };
  }
};

// Last, on a machine the other parts have left quiet (the PostgreSQL cluster is gone by now).
const lighthouseRun = runsLighthouse ? await onLighthouse() : null;
const lighthouse: LighthouseResult | null = lighthouseRun && 'pages' in lighthouseRun ? lighthouseRun : null;
const skipped = [
  ...(postgres === null
    ? ['PostgreSQL is not installed (no initdb/pg_ctl): its schedule read, the customer search, the reservation writes, the checkout attempts and the reports did not run.']
    : []),
  ...(lighthouseRun && 'skipped' in lighthouseRun ? [lighthouseRun.skipped] : []),
];

if (options.json) {
  process.stdout.write(`${JSON.stringify({
    machine, ...(runsSchedule ? { schedule } : {}), ...(runsCustomers ? { customers } : {}),
    ...(runsWrites ? { writes } : {}), ...(runsCheckout ? { checkout } : {}), ...(runsReports ? { reports } : {}),
    ...(runsLighthouse ? { lighthouse } : {}), skipped,
  })}\n`);
} else {
  const blocks = [
    machine, formatSchedule(schedule, shape), customers ? formatCustomers(customers, shape) : '',
    writes ? formatWrites(writes, shape) : '', checkout ? formatCheckout(checkout, shape) : '', reports ? formatReports(reports) : '',
    lighthouse ? formatLighthouse(lighthouse) : '', ...skipped,
  ];
  process.stdout.write(`${blocks.filter(Boolean).join('\n\n')}\n`);
}
const broken = (writes !== null && !invariantsHold(writes.invariants)) || (checkout !== null && !checkoutInvariantsHold(checkout.invariants));
process.exitCode = broken ? 1 : 0;
