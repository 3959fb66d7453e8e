/**
 * Global setup of the e2e project: build the app when its builds are missing
 * or stale, start `node packages/server/dist/main.js` on a free loopback port
 * with a fresh demo studio, wait for /api/health, and hand the base URL and
 * the Chromium path to the tests. Teardown stops the server and removes its
 * data, keeping its output in e2e/artifacts/server.log.
 *
 * `E2E_BASE_URL` points the journeys at a server that is already running
 * (e.g. `npm start` or `npm run dev`) instead: nothing is built or started.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './support/provided.js';
import { ROOT, WEB_DIST } from '../scripts/budget.mjs';
import { SERVER_MAIN, buildApp, buildReason } from './support/build.js';
import { findChromium } from './support/chromium.js';
import { startServer } from './support/server.js';

const log = (line: string) => process.stderr.write(`[e2e] ${line}\n`);

const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');

const BANNER = '!'.repeat(78);

const NOTICE =
  `\n${BANNER}\n!! CHROMIUM NOT FOUND: the browser journeys and axe scans are SKIPPED.\n` +
  `!! Install Debian's Chromium (apt-get install chromium) or set CHROMIUM_PATH.\n` +
  `!! Under CI=true this is a failure, never a skip.\n${BANNER}\n\n`;

/** Chromium, or a loud notice (and '' so browser suites skip); under CI a missing one fails the run. */
const chromiumOrNotice = (): string => {
  const path = findChromium();
  if (path) return path;
  if (process.env.CI === 'true') {
    throw new Error('Chromium is not installed and CI=true: the browser journeys must run in CI. Install it with `apt-get install chromium` (.ci/run does).');
  }
  process.stderr.write(NOTICE);
  return '';
};

/** Prepares the run (see above) and returns its teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Screenshots of an earlier run would read as this run's failures.
  rmSync(ARTIFACTS, { recursive: true, force: true });
  const chromiumPath = chromiumOrNotice();
  project.provide('chromiumPath', chromiumPath);
  // Said again at the end, where a person reads the result, not only above the first test.
  const remind = () => {
    if (!chromiumPath) process.stderr.write(NOTICE);
  };

  const external = process.env.E2E_BASE_URL;
  if (external) {
    log(`using the running server at ${external}`);
    project.provide('baseUrl', external.replace(/\/$/, ''));
    return async () => remind();
  }

  const reason = buildReason();
  if (reason) {
    log(`${reason}: running npm run build`);
    buildApp(log);
  }
  // No no-show sweep on the shared studio (issue 16): journeys book and leave classes there, and one
  // marked absent (or penalised) by itself would change what the next journey sees. admin-attendance runs its own.
  const server = await startServer({ root: ROOT, main: SERVER_MAIN, webDist: WEB_DIST, env: { NO_SHOW_SWEEP_SECONDS: '0' } });
  log(`server ready at ${server.baseUrl}`);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    // Kept for reading after a failed journey; e2e/artifacts is gitignored.
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'server.log'), server.output());
    remind();
  };
}
