#!/usr/bin/env node
/**
 * `npm run dev`: the development loop.
 *
 * - The API: tsup watches packages/server/src and packages/core/src, rebuilds
 *   packages/server/dist/main.js on every change and restarts
 *   `node dist/main.js` after each successful build, on 127.0.0.1:4174
 *   (API_PORT overrides), with the usual DATA_DIR (default .data/).
 * - The web app: Vite with hot reload on 127.0.0.1:4173 (WEB_PORT overrides),
 *   proxying /api to the API (packages/web-react/vite.config.ts, API_URL).
 *
 * Open http://127.0.0.1:4173. Ctrl-C stops both; when one of them dies the
 * other is stopped too, so a broken loop never looks alive.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './budget.mjs';

const HOST = '127.0.0.1';
const apiPort = process.env.API_PORT ?? '4174';
const webPort = process.env.WEB_PORT ?? '4173';
const apiUrl = `http://${HOST}:${apiPort}`;

const children = [];
let stopping = false;

const log = (text) => process.stderr.write(`[dev] ${text}\n`);

/** Starts a long-running child in its own process group, so stopping it stops its children too. */
const start = (name, command, args, options) => {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
};

const stopAll = (exitCode) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone between the check and the kill.
    }
  }
  // PGlite closes its files on SIGTERM; give it a moment before leaving.
  setTimeout(() => process.exit(exitCode), 1500).unref();
  Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', resolve))))).then(
    () => process.exit(exitCode),
  );
};

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const serverDir = join(ROOT, 'packages', 'server');
const tsup = join(ROOT, 'node_modules', 'tsup', 'dist', 'cli-default.js');
start(
  'API',
  process.execPath,
  [tsup, '--watch', 'src', '--watch', '../core/src', '--onSuccess', `node dist/main.js`],
  { cwd: serverDir, env: { ...process.env, PORT: apiPort, HOST, DATA_DIR: process.env.DATA_DIR ?? join(ROOT, '.data') } },
);

const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
start('Vite', process.execPath, [vite, '--host', HOST, '--port', webPort, '--strictPort'], {
  cwd: join(ROOT, 'packages', 'web-react'),
  env: { ...process.env, API_URL: apiUrl },
});

log(`web app with hot reload: http://${HOST}:${webPort}  (API on ${apiUrl}; Ctrl-C stops both)`);
