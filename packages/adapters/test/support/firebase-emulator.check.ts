import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, expect, inject } from 'vitest';

/**
 * A setup file of the adapters project: before the tests of a Firebase file
 * (its name says 'firebase'), checks that the emulator the global setup
 * started still answers, so a dead emulator fails with its log instead of
 * as a dozen 'network' errors. Files that skip without an emulator
 * (firebaseAuthEmulatorHost null) are left alone.
 */
beforeAll(async () => {
  const file = expect.getState().testPath ?? '';
  if (!/firebase/i.test(basename(file))) return;
  const host = inject('firebaseAuthEmulatorHost');
  if (host === null) return;
  let why: string;
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(5_000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    if (body.authEmulator?.ready === true) return;
    why = `it answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`;
  } catch (error) {
    why = String((error as { cause?: unknown }).cause ?? error);
  }
  const logPath = inject('firebaseAuthEmulatorLog');
  let log = '';
  if (logPath !== null) {
    try {
      log = `\nThe end of its log (${logPath}):\n${readFileSync(logPath, 'utf8').slice(-3000)}`;
    } catch {
      log = `\n(its log ${logPath} is gone)`;
    }
  }
  throw new Error(`The Firebase Auth emulator at ${host} is not up (${why}): see packages/adapters/test/support/firebase-emulator.setup.ts.${log}`);
});
