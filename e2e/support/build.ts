import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, WEB_DIST, WEB_INPUTS, isStale } from '../../scripts/budget.mjs';
import { cleanEnv } from './env.js';

/** The server bundle the journeys run, and what it is made from. */
export const SERVER_MAIN = join(ROOT, 'packages', 'server', 'dist', 'main.js');
const SERVER_INPUTS = [
  join(ROOT, 'packages', 'server', 'src'),
  join(ROOT, 'packages', 'server', 'drizzle'),
  join(ROOT, 'packages', 'server', 'package.json'),
  join(ROOT, 'packages', 'server', 'tsup.config.ts'),
  join(ROOT, 'packages', 'core', 'src'),
];
export const WEB_INDEX = join(WEB_DIST, 'index.html');
/** The web build's server renderer, beside it (packages/server/src/web/render.ts finds it there). */
export const WEB_RENDERER = join(`${WEB_DIST}-server`, 'entry-server.js');

/** Why the app needs building, or null when both builds are newer than their sources. */
export const buildReason = (): string | null => {
  if (isStale(SERVER_MAIN, SERVER_INPUTS)) return 'packages/server/dist/main.js is missing or older than its sources';
  if (isStale(WEB_INDEX, WEB_INPUTS)) return 'packages/web-react/dist/index.html is missing or older than its sources';
  if (isStale(join(WEB_DIST, '.vite', 'manifest.json'), [])) return 'the web build has no manifest';
  if (isStale(WEB_RENDERER, WEB_INPUTS)) return 'packages/web-react/dist-server/entry-server.js is missing or older than its sources';
  return null;
};

/**
 * Runs the root `npm run build` (every package, in dependency order). Its
 * output is only printed when it fails, to keep the test report readable.
 */
export const buildApp = (log: (line: string) => void): void => {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    env: cleanEnv({ NODE_ENV: 'production' }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    throw new Error(`npm run build failed after ${seconds} s:\n${result.stdout ?? ''}\n${result.stderr ?? ''}`);
  }
  log(`built the app in ${seconds} s`);
};
