import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The web build the server serves: scripts/bench.mjs builds it first when its sources are newer. */
export const WEB_DIST = join(ROOT, 'packages', 'web-react', 'dist');
const SERVER_MAIN = join(ROOT, 'packages', 'server', 'src', 'main.ts');
const HOST = '127.0.0.1';
const HEALTH_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
/** How much of the server's output to keep for a failure report. */
const OUTPUT_LIMIT = 16 * 1024;

/** The demo studio's server, running in a child process. */
export interface DemoServer {
  readonly url: string;
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const healthy = async (url: string): Promise<boolean> => {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200 && ((await response.json()) as { status?: unknown }).status === 'ok';
  } catch {
    return false;
  }
};

const exited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

const waitForExit = (child: ChildProcess, ms: number): Promise<void> =>
  new Promise((resolve) => {
    if (exited(child)) return resolve();
    const timer = setTimeout(resolve, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * `npm start`'s server on the server's TypeScript sources (tsx, with the
 * `source` condition, as the other parts run them, so nothing but the web
 * app needs building): the embedded database in a fresh temporary DATA_DIR
 * seeded with the demo studio, the web build of packages/web-react/dist, on
 * a free port of 127.0.0.1. Not under NODE_ENV=production, which refuses the
 * demo studio; a DATABASE_URL or IDENTITY of the caller's shell is dropped.
 * Resolves once GET /api/health answers 'ok'.
 */
export const startDemoServer = async (): Promise<DemoServer> => {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build at ${WEB_DIST}: run \`npm run build -w @estudio/web-react\` (npm run bench builds it for this part)`);
  }
  const runDir = mkdtempSync(join(tmpdir(), 'estudio-lighthouse-'));
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST, DATA_DIR: join(runDir, 'data'), STUDIO_DEMO: '1', WEB_DIST, NO_SHOW_SWEEP_SECONDS: '0' };
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'IDENTITY']) delete env[key];
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async (): Promise<void> => {
    if (!exited(child)) {
      // SIGTERM: the server closes PGlite cleanly.
      child.kill('SIGTERM');
      await waitForExit(child, STOP_TIMEOUT_MS);
      if (!exited(child)) child.kill('SIGKILL');
      await waitForExit(child, STOP_TIMEOUT_MS);
    }
    rmSync(runDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (!(await healthy(url))) {
    if (exited(child) || Date.now() > deadline) {
      const why = exited(child) ? `exited with code ${child.exitCode ?? child.signalCode}` : `was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s`;
      await stop();
      throw new Error(`The demo server ${why}. Its output:\n${output || '(nothing)'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
};
