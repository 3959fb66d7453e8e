#!/usr/bin/env node
/**
 * The Firebase Auth emulator for the identity contract tests, fetched on demand.
 *
 * firebase-tools is large and only the Firebase contract tests need it, so it is
 * no dependency of any package: the first run installs it into `.firebase-tools/`
 * (gitignored). The auth emulator is pure Node (no Java) and runs offline for a
 * `demo-` project, listening on 127.0.0.1:9099 as firebase.json says.
 *
 *   node scripts/firebase-emulator.mjs            install if needed, start, wait
 *                                                 until ready, print the host line,
 *                                                 stay up until SIGINT/SIGTERM
 *   node scripts/firebase-emulator.mjs --install  only install firebase-tools
 *
 * Exit codes: 0 done, 1 the emulator failed, 3 firebase-tools cannot be installed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS_DIR = join(ROOT, '.firebase-tools');
const FIREBASE_BIN = join(TOOLS_DIR, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
/** 15.x still runs on Node 20 (engines >=20). */
const FIREBASE_TOOLS_VERSION = '15.34.2';
const PROJECT = 'demo-estudio';
const HOST = '127.0.0.1';
const PORT = 9099;
const READY_TIMEOUT_MS = 120_000;
const EXIT_CANNOT_INSTALL = 3;

/** The line the vitest global setup (and a person) reads to know where the emulator is. */
const READY_PREFIX = 'FIREBASE_AUTH_EMULATOR_HOST=';

const log = (text) => process.stderr.write(`[firebase-emulator] ${text}\n`);

const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** Installs firebase-tools into .firebase-tools/ unless it is already there. */
async function ensureFirebaseTools() {
  if (existsSync(FIREBASE_BIN)) return true;
  log(`installing firebase-tools@${FIREBASE_TOOLS_VERSION} into .firebase-tools/ (once)`);
  // stdout of npm goes to stderr: stdout is reserved for the ready line.
  const code = await run(
    'npm',
    ['install', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund', '--loglevel=error', `firebase-tools@${FIREBASE_TOOLS_VERSION}`],
    { cwd: ROOT, stdio: ['ignore', process.stderr, 'inherit'] },
  );
  return code === 0 && existsSync(FIREBASE_BIN);
}

/** True when an auth emulator already answers on HOST:PORT. */
async function emulatorAnswers() {
  try {
    const response = await fetch(`http://${HOST}:${PORT}/`, { signal: AbortSignal.timeout(1000) });
    const body = await response.json();
    return Boolean(body?.authEmulator?.ready);
  } catch {
    return false;
  }
}

async function waitUntilReady(child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    if (await emulatorAnswers()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function startEmulator() {
  return spawn(
    process.execPath,
    [FIREBASE_BIN, 'emulators:start', '--only', 'auth', '--project', PROJECT, '--non-interactive'],
    {
      cwd: ROOT,
      // The emulator's own chatter goes to stderr so stdout carries only the ready line.
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
}

async function main() {
  const installOnly = process.argv.includes('--install');
  if (!(await ensureFirebaseTools())) {
    log('firebase-tools could not be installed (is the npm registry reachable?)');
    process.exit(EXIT_CANNOT_INSTALL);
  }
  if (installOnly) return;
  if (await emulatorAnswers()) {
    log(`an auth emulator already answers on ${HOST}:${PORT}; using it`);
    process.stdout.write(`${READY_PREFIX}${HOST}:${PORT}\n`);
    return;
  }
  const child = startEmulator();
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
  if (!(await waitUntilReady(child))) {
    log('the auth emulator did not become ready');
    stop();
    process.exit(1);
  }
  process.stdout.write(`${READY_PREFIX}${HOST}:${PORT}\n`);
}

await main();
