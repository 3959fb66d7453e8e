/**
 * The flags of `npm run bench`, read the same way by scripts/bench.mjs and by
 * the server benchmarks it starts (scripts/bench/main.ts).
 */

/** The parts of the bench, in the order they run. */
export const PARTS = ['budget', 'schedule', 'customers', 'writes', 'checkout', 'reports', 'lighthouse'];
/** The databases the schedule part runs on (the customer search, write, checkout and reports parts run on PostgreSQL only). */
export const DATABASES = ['pglite', 'postgres'];

export const USAGE = `npm run bench -- [flags]

  --only=PART[,PART]   run only these parts: ${PARTS.join(', ')} (default: all)
  --db=DB[,DB]         databases of the schedule part: ${DATABASES.join(', ')} (default: both; PostgreSQL when installed)
  --duration=SECONDS   measured seconds of each load (default 10)
  --warmup=SECONDS     warm-up seconds before each load, not measured (default 2)
  --json               print one JSON object keyed by part instead of tables
  --build              rebuild the web app before measuring the budget or running Lighthouse

Parts (each figure is printed beside its target, from scripts/bench/targets.ts and scripts/budget.mjs, with yes or NO;
no figure fails the run):
  budget      gzipped JavaScript of /, /calendario and /mystudio, per chunk, against issue 18's targets for / and
              /calendario (fails only when / is over the budget of the tests or loads Firebase or Stripe code)
  schedule    GET /api/single_class for a busy week at 50 connections, beside its bare SQL (PGlite and PostgreSQL)
  customers   GET /api/customer/admin/list over 20,000 customers at 20 connections: two letters, a full
              name, the list by last visit; p50/p95/p99 (PostgreSQL)
  writes      reservations from 100 customers at once, then the invariants (PostgreSQL; fails if broken)
  checkout    checkout attempts from 50 customers at once, then the invariants (PostgreSQL; fails if broken)
  reports     each report (GET /api/reports/*) over a year of the busy studio, about 150,000 reservations (PostgreSQL)
  lighthouse  Lighthouse (mobile, simulated throttling) on the public pages /, /paquetes, /calendario and /entrar of
              the demo studio in the system Chromium: performance, LCP, TBT, CLS, accessibility (skipped without Chromium)`;

/**
 * @typedef {{ parts: string[], databases: string[], seconds: number, warmupSeconds: number, json: boolean, build: boolean, help: boolean }} BenchOptions
 */

/** A comma list of allowed names, in the canonical order. */
const listOf = (flag, value, allowed) => {
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !allowed.includes(name));
  if (names.length === 0 || unknown.length > 0) throw new Error(`${flag}: expected some of ${allowed.join(', ')}, got '${value}'`);
  return allowed.filter((name) => names.includes(name));
};

const secondsOf = (flag, value, min) => {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < min) throw new Error(`${flag}: expected a number of seconds ≥ ${min}, got '${value}'`);
  return seconds;
};

/**
 * Reads the bench flags; throws an Error with a readable message on a bad one.
 * @param {readonly string[]} argv
 * @returns {BenchOptions}
 */
export const parseBenchArgs = (argv) => {
  /** @type {BenchOptions} */
  const options = { parts: [...PARTS], databases: [...DATABASES], seconds: 10, warmupSeconds: 2, json: false, build: false, help: false };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split(/=(.*)/s);
    if (flag === '--only') options.parts = listOf(flag, value, PARTS);
    else if (flag === '--db') options.databases = listOf(flag, value, DATABASES);
    else if (flag === '--duration') options.seconds = secondsOf(flag, value, 1);
    else if (flag === '--warmup') options.warmupSeconds = secondsOf(flag, value, 0);
    else if (flag === '--json') options.json = true;
    else if (flag === '--build') options.build = true;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else throw new Error(`Unknown flag '${arg}'`);
  }
  return options;
};
