import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firebase Auth emulator, or null when it could not be started. */
    firebaseAuthEmulatorHost: string | null;
    /** The log file of the emulator this run started (null when it started none). */
    firebaseAuthEmulatorLog: string | null;
  }
}

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const INSTALL_SCRIPT = join(ROOT, 'scripts', 'firebase-emulator.mjs');
/** Where `node scripts/firebase-emulator.mjs --install` puts firebase-tools. */
const FIREBASE_BIN = join(ROOT, '.firebase-tools', 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const RUNNER = fileURLToPath(new URL('./firebase-emulator.run.mjs', import.meta.url));
const PROJECT = 'demo-estudio';
const HOST = '127.0.0.1';
/**
 * The test run's own ports: not the 9099 of firebase.json (a developer's
 * emulator, `node scripts/firebase-emulator.mjs`), below Linux's ephemeral
 * range (32768–60999) so no `port: 0` server of another test can take one,
 * and used by nothing else in the repository. The first free one is taken, so
 * two runs at once (two terminals) each get their own.
 */
const FIRST_PORT = 9199;
const PORT_TRIES = 20;
/** The first run installs firebase-tools, which takes a couple of minutes. */
const INSTALL_TIMEOUT_MS = 6 * 60_000;
/** Starting takes ~5 s on an idle machine, much more while the other global setups build and seed. */
const START_TIMEOUT_MS = 3 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True when an Auth emulator answers real requests at host: its status, and
 * the configuration of the project the tests use.
 */
export const emulatorAnswers = async (host: string): Promise<boolean> => {
  try {
    const status = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    const body = (await status.json()) as { authEmulator?: { ready?: boolean } };
    if (body.authEmulator?.ready !== true) return false;
    const config = await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/config`, { signal: AbortSignal.timeout(2_000) });
    await config.arrayBuffer();
    return config.ok;
  } catch {
    return false;
  }
};

/** True when nothing listens on 127.0.0.1:port (a moment ago). */
const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });

const readTail = (path: string, chars = 4000): string => {
  try {
    return readFileSync(path, 'utf8').slice(-chars);
  } catch {
    return '(no log)';
  }
};

const loudNotice = (reason: string, output: string): void => {
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!! Firebase Auth emulator unavailable: the Firebase identity contract tests are SKIPPED.\n` +
      `!! ${reason}\n!! Run 'node scripts/firebase-emulator.mjs' to see why. Under CI=true this fails.\n${bar}\n${output}`,
  );
};

/** Installs firebase-tools (once, into .firebase-tools/) unless it is there; null when done, else what went wrong. */
const install = (): string | null => {
  if (existsSync(FIREBASE_BIN)) return null;
  const result = spawnSync(process.execPath, [INSTALL_SCRIPT, '--install'], { cwd: ROOT, encoding: 'utf8', timeout: INSTALL_TIMEOUT_MS });
  if (result.status === 0 && existsSync(FIREBASE_BIN)) return null;
  return `firebase-tools could not be installed (exit ${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`;
};

interface Started {
  readonly host: string;
  readonly log: string;
  readonly stop: () => Promise<void>;
}

type Attempt = Started | { readonly failed: string; readonly portTaken: boolean };

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts the emulator on 127.0.0.1:port through firebase-emulator.run.mjs,
 * with firebase.json's settings and this port, its output in a log file, and
 * waits until it answers real requests, not just until it says it is ready.
 */
const startOn = async (port: number, dir: string): Promise<Attempt> => {
  const rootConfig = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { emulators?: Record<string, object> };
  const emulators = rootConfig.emulators ?? {};
  const config = {
    emulators: {
      ...emulators,
      singleProjectMode: true,
      auth: { ...emulators.auth, host: HOST, port },
      hub: { ...emulators.hub, host: HOST },
      logging: { ...emulators.logging, host: HOST },
      ui: { enabled: false },
    },
  };
  const configPath = join(dir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const log = join(dir, `emulator-${port}.log`);
  const fd = openSync(log, 'a');
  // Its own process group, so the teardown stops the wrapper and the emulator it runs.
  const child = spawn(process.execPath, [RUNNER, FIREBASE_BIN, configPath, PROJECT], { cwd: dir, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const host = `${HOST}:${port}`;

  let stopping = false;
  const killGroup = (signal: NodeJS.Signals) => {
    if (exited(child) || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Whatever ends this process without the teardown (an exception, process.exit), the emulator goes too.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    stopping = true;
    process.removeListener('exit', onExit);
    if (exited(child)) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    killGroup('SIGTERM');
    if ((await Promise.race([gone.then(() => true), sleep(10_000).then(() => false)])) === false) killGroup('SIGKILL');
  };
  child.once('exit', (code, signal) => {
    if (stopping) return;
    // Tests that need it fail with this log (firebase-emulator.check.ts); say it once here too.
    process.stderr.write(
      `\n[firebase-emulator] the Auth emulator on ${host} exited during the run (code ${code}, signal ${signal}). Its log:\n${readTail(log, 2000)}\n`,
    );
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) {
      const output = readTail(log);
      process.removeListener('exit', onExit);
      return { failed: output, portTaken: /port\b.*\b(taken|not open|in use)|EADDRINUSE/i.test(output) };
    }
    // 'All emulators ready' is ours: an answer alone could come from whoever took the port meanwhile.
    if (readTail(log, 1_000_000).includes('All emulators ready') && (await emulatorAnswers(host))) return { host, log, stop };
    await sleep(250);
  }
  await stop();
  return { failed: `${readTail(log)}\n(not answering after ${START_TIMEOUT_MS / 1000} s)`, portTaken: false };
};

/**
 * Vitest global setup of the adapters project: starts a Firebase Auth
 * emulator of the run's own on 127.0.0.1 (see FIRST_PORT) for the Firebase
 * contract tests, installing firebase-tools on first use. An emulator named by
 * FIREBASE_AUTH_EMULATOR_HOST is used instead, and must answer.
 *
 * It never borrows an emulator it finds on a port: one left by an interrupted
 * run dies (EPIPE) the first time it prints, mid-run, which is how the
 * Firebase tests once failed with 'network' errors. The host reaches the
 * tests through `inject`, not the environment, so other projects (the
 * server's firebase-admin) are unaffected.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('firebaseAuthEmulatorLog', null);
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (given) {
    if (!(await emulatorAnswers(given))) {
      throw new Error(`FIREBASE_AUTH_EMULATOR_HOST=${given}, but no Auth emulator answers there. Start it or unset the variable.`);
    }
    project.provide('firebaseAuthEmulatorHost', given);
    return undefined;
  }

  const giveUp = (reason: string, output: string): undefined => {
    if (process.env.CI === 'true') throw new Error(`The Firebase Auth emulator could not be started (CI=true): ${reason}\n${output}`);
    loudNotice(reason, output);
    project.provide('firebaseAuthEmulatorHost', null);
    return undefined;
  };

  const installFailure = install();
  if (installFailure !== null) return giveUp('firebase-tools could not be installed.', installFailure);

  const dir = mkdtempSync(join(tmpdir(), 'estudio-firebase-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  let lastFailure = '';
  for (let port = FIRST_PORT; port < FIRST_PORT + PORT_TRIES; port += 1) {
    if (!(await portIsFree(port))) continue;
    const attempt = await startOn(port, dir);
    if ('host' in attempt) {
      project.provide('firebaseAuthEmulatorHost', attempt.host);
      project.provide('firebaseAuthEmulatorLog', attempt.log);
      return async () => {
        await attempt.stop();
        removeDir();
      };
    }
    lastFailure = attempt.failed;
    if (!attempt.portTaken) break;
  }
  removeDir();
  return giveUp(`the emulator did not start on any of 127.0.0.1:${FIRST_PORT}–${FIRST_PORT + PORT_TRIES - 1}.`, lastFailure);
}
