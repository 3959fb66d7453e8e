#!/usr/bin/env node
/**
 * `npm run bench`: seven parts, all by default (`--only=` picks some). Each
 * figure is printed beside its target with 'yes' or 'NO': issue 18's numbers
 * and those of the issues before it, kept in scripts/bench/targets.ts (the
 * JavaScript ones in scripts/budget.mjs, ROUTE_TARGETS). A figure short of
 * its target fails nothing.
 *
 * - budget: the gzipped JavaScript that `/`, `/calendario` and `/mystudio`
 *   load, per chunk, measured on the web build (see scripts/budget.mjs for
 *   what counts); the web app is built first when its sources are newer (or
 *   with --build). Targets: issue 18's size of `/`, and size and file
 *   count of `/calendario`; the run fails over the tests' budgets
 *   (ROUTE_BUDGETS: `/` and `/calendario`).
 * - schedule: p50/p99 and requests per second of `GET /api/single_class` for
 *   one week of a busy studio at 50 connections, anonymous and signed in,
 *   beside the same SQL run bare, on PGlite and on PostgreSQL, against the
 *   requests per second (and p99) issue 18 asks of each.
 * - customers: p50/p95/p99 and requests per second of the back office's
 *   customer search (`GET /api/customer/admin/list`, signed in as the front
 *   desk) over 20,000 customers at 20 connections: a two-letter query, a
 *   full name typed without accents, and the list by last visit, against
 *   the issue's p95; on PostgreSQL only.
 * - writes: reservations per second from 100 customers at once on
 *   PostgreSQL against issue 18's bookings per second and p99, then the
 *   invariants (no class over capacity, no spot or credit taken twice).
 * - checkout: checkout attempts per second from 50 customers at once on
 *   PostgreSQL (sandbox 4242 card, a fifth of them retries of the last
 *   idempotency key), then the invariants (no duplicate charge, no charge
 *   without its purchase, no purchase without its credits).
 * - reports: each report of 'Reportes' (GET /api/reports/*) over a year of
 *   the busy studio (about 150,000 reservations, a year of sales) on
 *   PostgreSQL, its latency beside the issue's target.
 * - lighthouse: Lighthouse (mobile profile, simulated throttling) on every
 *   public page the server renders (LIGHTHOUSE_PAGES: `/`, `/paquetes`,
 *   `/calendario`, a coach, an instructor, a class type, a CMS page,
 *   `/avisos`, `/ubicacion`, `/preguntas-frecuentes`, `/entrar`, `/login`,
 *   `/registro`, `/recuperar`) and the member calendar, of the demo studio (the server
 *   run as `npm start` runs it, on its sources, with the embedded database),
 *   in the system Chromium, offline: performance, LCP, TBT, CLS and
 *   accessibility, each the median of a few runs (LIGHTHOUSE_RUNS); skipped
 *   with a notice without Chromium.
 *   The web app is built first when its sources are newer, as for the budget.
 *
 * The server parts run in a child process on the server's TypeScript
 * sources (scripts/bench/main.ts through tsx), so nothing but the web app
 * needs building. `node scripts/bench.mjs --help` lists the flags
 * (scripts/bench/options.mjs).
 *
 * Exits 1 when `/` or `/calendario` is over its budget, `/` loads Firebase or Stripe code, or
 * when a write or checkout invariant is broken; figures alone never fail the run.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  BUDGET_KB,
  ROOT,
  ROUTE_BUDGETS,
  ROUTE_TARGETS,
  WEB_DIST,
  WEB_INPUTS,
  findForbiddenCode,
  formatReport,
  isStale,
  measureBundle,
  routesOverBudget,
} from './budget.mjs';
import { USAGE, parseBenchArgs } from './bench/options.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const buildWeb = () => {
  process.stderr.write('[bench] building the web app (vite build)…\n');
  const result = spawnSync(npm, ['run', 'build', '-w', '@estudio/web-react'], {
    cwd: ROOT,
    // Vite bundles React's development build under any other NODE_ENV.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) {
    process.stderr.write('[bench] the web build failed\n');
    process.exit(result.status ?? 1);
  }
};

/** Builds the web app when asked to (--build) or when its build is missing or older than its sources. */
const ensureWebBuild = (options) => {
  const manifest = join(WEB_DIST, '.vite', 'manifest.json');
  if (options.build || isStale(join(WEB_DIST, 'index.html'), WEB_INPUTS) || isStale(manifest, [])) buildWeb();
};

/** The bundle budget: prints its table (or returns its JSON) and whether it holds. */
const runBudget = () => {
  const report = measureBundle();
  const home = report.routes.find((r) => r.route === '/');
  const forbidden = findForbiddenCode(WEB_DIST, home ? home.chunks.map((c) => c.file) : []);
  if (!options.json) {
    process.stdout.write(`${formatReport(report)}\n`);
    for (const hit of forbidden) process.stdout.write(`FORBIDDEN in what / loads: ${hit.vendor} code in ${hit.file} (${hit.evidence})\n`);
  }
  const over = routesOverBudget(report.routes);
  return { ok: over.length === 0 && forbidden.length === 0, json: { ...report, budgetKb: BUDGET_KB, budgets: ROUTE_BUDGETS, targets: ROUTE_TARGETS, forbidden } };
};

/**
 * The server benchmarks (schedule, customers, writes, checkout, reports, lighthouse), in a child process with the `source`
 * condition (workspace packages resolve to their sources) and tsx. Not under
 * NODE_ENV=test, which would make the app check every answer against its schema.
 */
const runServerBenchmarks = (argv, json) => {
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', join(ROOT, 'scripts', 'bench', 'main.ts'), ...argv], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', json ? 'pipe' : 'inherit', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  // A child that crashed printed no JSON; its status says so.
  const text = json ? result.stdout.toString().trim() : '';
  return { ok: result.status === 0, status: result.status ?? 1, json: text ? JSON.parse(text) : null };
};

let options;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error.message}\n\n${USAGE}\n`);
  process.exit(2);
}
if (options.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const output = {};
let status = 0;
// The budget measures the web build and Lighthouse's server serves it: one build for both, before either.
if (options.parts.includes('budget') || options.parts.includes('lighthouse')) ensureWebBuild(options);
if (options.parts.includes('budget')) {
  const budget = runBudget();
  output.budget = budget.json;
  if (!budget.ok) status = 1;
}
if (options.parts.some((part) => part !== 'budget')) {
  if (!options.json && options.parts.includes('budget')) process.stdout.write('\n');
  const server = runServerBenchmarks(process.argv.slice(2), options.json);
  Object.assign(output, server.json ?? {});
  if (!server.ok) status = Math.max(status, server.status);
}
if (options.json) process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
process.exit(status);
