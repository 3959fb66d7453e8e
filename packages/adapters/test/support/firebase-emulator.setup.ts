import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firebase Auth emulator, or null when it could not be started. */
    firebaseAuthEmulatorHost: string | null;
  }
}

const SCRIPT = fileURLToPath(new URL('../../../../scripts/firebase-emulator.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const READY_PREFIX = 'FIREBASE_AUTH_EMULATOR_HOST=';
const DEFAULT_HOST = '127.0.0.1:9099';
/** The first run installs firebase-tools, which takes a couple of minutes. */
const START_TIMEOUT_MS = 6 * 60_000;

const answers = async (host: string): Promise<boolean> => {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
};

const loudNotice = (reason: string, output: string): void => {
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!! Firebase Auth emulator unavailable: the Firebase identity contract tests are SKIPPED.\n` +
      `!! ${reason}\n!! Run 'node scripts/firebase-emulator.mjs' to see why. Under CI=true this fails.\n${bar}\n${output}`,
  );
};

/** Runs the script and resolves with the host it prints, or null with what it said. */
const startEmulator = (): { child: ChildProcess; ready: Promise<{ host: string | null; output: string }> } => {
  // Its own process group, so teardown stops the CLI and the emulator it runs.
  const child = spawn(process.execPath, [SCRIPT], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<{ host: string | null; output: string }>((resolve) => {
    const timer = setTimeout(() => resolve({ host: null, output: `${output}\n(timed out)` }), START_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      output = `${output}${chunk.toString()}`.slice(-4000);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const line = chunk.toString().split('\n').find((text) => text.startsWith(READY_PREFIX));
      if (line === undefined) return;
      clearTimeout(timer);
      resolve({ host: line.slice(READY_PREFIX.length).trim(), output });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ host: null, output: `${output}\n(exit code ${code})` });
    });
  });
  return { child, ready };
};

const stop = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
};

/**
 * Vitest global setup of the adapters project: makes a Firebase Auth emulator
 * available to the Firebase contract tests. An emulator named by
 * FIREBASE_AUTH_EMULATOR_HOST (or already on 127.0.0.1:9099) is used as is;
 * otherwise scripts/firebase-emulator.mjs installs firebase-tools on demand and
 * starts one for the run. The host reaches the tests through `inject`, not the
 * environment, so other projects (the server's firebase-admin) are unaffected.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (given || (await answers(DEFAULT_HOST))) {
    project.provide('firebaseAuthEmulatorHost', given || DEFAULT_HOST);
    return undefined;
  }
  const { child, ready } = startEmulator();
  const { host, output } = await ready;
  if (host === null) {
    await stop(child);
    if (process.env.CI === 'true') throw new Error(`The Firebase Auth emulator could not be started (CI=true):\n${output}`);
    loudNotice('firebase-tools could not be installed or the emulator did not start.', output);
    project.provide('firebaseAuthEmulatorHost', null);
    return undefined;
  }
  project.provide('firebaseAuthEmulatorHost', host);
  return () => stop(child);
}
