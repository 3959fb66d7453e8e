import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanEnv } from './env.js';

const HOST = '127.0.0.1';
const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** How much of the server's output to keep for a failure report. */
const OUTPUT_LIMIT = 64 * 1024;

/** A server started for the e2e run. */
export interface RunningServer {
  baseUrl: string;
  /** Everything the server printed so far (the last 64 KB). */
  output: () => string;
  stop: () => Promise<void>;
}

/** A TCP port that was free a moment ago on the loopback. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isHealthy = async (baseUrl: string): Promise<boolean> => {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    if (response.status !== 200) return false;
    const body = (await response.json()) as { status?: unknown };
    return body.status === 'ok';
  } catch {
    return false;
  }
};

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves once the child has exited, or after `ms`. */
const waitForExit = (child: ChildProcess, ms: number) =>
  new Promise<void>((resolve) => {
    if (exited(child)) return resolve();
    const timer = setTimeout(resolve, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Starts `node <main>` on a free loopback port with a fresh, temporary
 * DATA_DIR (so a fresh demo studio) and a copy of the web build, and waits
 * until GET /api/health answers 200 {status:'ok'}. Fails with the server's
 * output when it does not within 60 s or exits first. A DATABASE_URL of the
 * caller's shell is dropped: the journeys always run on the embedded database.
 * `env` adds to or overrides the server's environment (e.g. `STUDIO_DEMO: '0'`
 * with `ADMIN_EMAIL` and `ADMIN_PASSWORD` for a studio from an empty database).
 */
export const startServer = async (options: { root: string; main: string; webDist: string; env?: NodeJS.ProcessEnv }): Promise<RunningServer> => {
  const runDir = mkdtempSync(join(tmpdir(), 'estudio-e2e-'));
  const dataDir = join(runDir, 'data');
  mkdirSync(dataDir);
  // The server serves a copy of the web build, so a rebuild during the run
  // (another terminal, `npm run bench --build`) cannot pull chunks from under it.
  const webDist = join(runDir, 'web');
  cpSync(options.webDist, webDist, { recursive: true });
  // Its server renderer too, beside it under the name the server looks for (packages/server/src/web/render.ts).
  if (existsSync(`${options.webDist}-server`)) cpSync(`${options.webDist}-server`, `${webDist}-server`, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const env = cleanEnv({
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    STUDIO_DEMO: '1',
    WEB_DIST: webDist,
    ...options.env,
  });
  delete env.DATABASE_URL;
  delete env.IDENTITY;

  const child = spawn(process.execPath, [options.main], { cwd: options.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (!exited(child)) {
      child.kill('SIGTERM');
      await waitForExit(child, STOP_TIMEOUT_MS);
      if (!exited(child)) child.kill('SIGKILL');
      await waitForExit(child, STOP_TIMEOUT_MS);
    }
    rmSync(runDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (!(await isHealthy(baseUrl))) {
    if (exited(child) || Date.now() > deadline) {
      const why = exited(child) ? `exited with code ${child.exitCode ?? child.signalCode}` : `was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s`;
      await stop();
      throw new Error(`The server (${options.main}) ${why}. Its output:\n${output || '(nothing)'}`);
    }
    await sleep(250);
  }
  return { baseUrl, output: () => output, stop };
};
