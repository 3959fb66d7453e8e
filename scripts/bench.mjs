#!/usr/bin/env node
/**
 * `npm run bench`: the gzipped JavaScript that `/` and `/mystudio` load, per
 * chunk, measured on the web build (see scripts/budget.mjs for what counts).
 *
 *   node scripts/bench.mjs           build the web app if its sources are newer, then measure
 *   node scripts/bench.mjs --build   always rebuild first
 *   node scripts/bench.mjs --json    print the measurement as JSON instead of a table
 *
 * Exits 1 when `/` is over the budget or loads Firebase or Stripe code, so it
 * can gate a pipeline too (the budget test does the same inside `npm test`).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  BUDGET_KB,
  ROOT,
  WEB_DIST,
  WEB_INPUTS,
  findForbiddenCode,
  formatReport,
  isStale,
  measureBundle,
} from './budget.mjs';

const args = new Set(process.argv.slice(2));

const buildWeb = () => {
  process.stderr.write('[bench] building the web app (vite build)…\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
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

const manifest = join(WEB_DIST, '.vite', 'manifest.json');
if (args.has('--build') || isStale(join(WEB_DIST, 'index.html'), WEB_INPUTS) || isStale(manifest, [])) buildWeb();

const report = measureBundle();
const home = report.routes.find((r) => r.route === '/');
const forbidden = findForbiddenCode(WEB_DIST, home ? home.chunks.map((c) => c.file) : []);

if (args.has('--json')) {
  process.stdout.write(`${JSON.stringify({ ...report, budgetKb: BUDGET_KB, forbidden }, null, 2)}\n`);
} else {
  process.stdout.write(`${formatReport(report)}\n`);
  for (const hit of forbidden) process.stdout.write(`FORBIDDEN in what / loads: ${hit.vendor} code in ${hit.file} (${hit.evidence})\n`);
}

const over = !home || home.gzip > BUDGET_KB * 1024;
process.exit(over || forbidden.length > 0 ? 1 : 0);
