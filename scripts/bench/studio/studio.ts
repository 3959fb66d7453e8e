import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createIdTokens } from '../../../packages/server/src/auth/id-tokens.js';
import { signingKeySource } from '../../../packages/server/src/auth/signing-key.js';
import type { Db } from '../../../packages/server/src/db/client.js';
import { DEMO_TIME_ZONE, seedIfEmpty } from '../../../packages/server/src/db/seed/index.js';
import type { Logger } from '../../../packages/server/src/http/logger.js';
import { createApp, openDatabase } from '../../../packages/server/src/index.js';
import { sandboxGateway, type SandboxGateway } from '../../../packages/server/src/payments/index.js';
import type { BenchPerson } from './customers.plan.js';
import { planBusyStudio, type StudioPlan } from './plan.js';
import { seedBusyStudio } from './seed.js';

/** Which database the app runs on: embedded PGlite in memory, or a PostgreSQL URL. */
export type StudioDatabase = { readonly kind: 'pglite' } | { readonly kind: 'postgres'; readonly url: string };

/** The driver under Drizzle (PGlite or a pg Pool): both answer `query(text, params)` with `{ rows }`. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The real app listening on 127.0.0.1 over the seeded busy studio. */
export interface Studio {
  readonly kind: StudioDatabase['kind'];
  readonly url: string;
  readonly db: Db;
  /** The same driver the app's Drizzle uses, for the bare-SQL side of a comparison. */
  readonly client: SqlClient;
  readonly plan: StudioPlan;
  /** The app's card processor (the contract's sandbox), whose ledger shows every charge made. */
  readonly payments: SandboxGateway;
  /** Unexpected server errors (500s) logged so far. */
  serverErrors(): number;
  /** A valid ID token of a customer, signed with the app's key (no scrypt sign-in). */
  tokenOf(person: BenchPerson): Promise<string>;
  /**
   * Resolves once the app has answered every request it received. A load
   * generator closes its connections when its time is up, but the app still
   * works through what it had accepted; the next run must not queue behind it.
   */
  idle(): Promise<void>;
}

/** The app's JWT_SECRET in the benchmarks, so they can sign tokens it accepts. */
const BENCH_JWT_SECRET = 'estudio-benchmark-secret-of-at-least-32-characters';
const systemClock = { now: () => Date.now() };

const countingLogger = (): Logger & { count(): number } => {
  let errors = 0;
  return {
    info: () => undefined,
    error: (message, error) => {
      errors += 1;
      // The first few tell what broke; thousands of copies would drown the figures.
      if (errors <= 3) console.error(`[bench] server error: ${message}`, error ?? '');
    },
    count: () => errors,
  };
};

const stopServer = (server: ServerType): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

const waitFor = async (done: () => boolean, what: string, timeoutMs = 120_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * Serves `createApp` over the database the way `startServer` does
 * (@hono/node-server on a free port of 127.0.0.1), counting the requests
 * in flight so a benchmark can wait for the app to be idle.
 */
const listen = async (db: Db, logger: Logger, payments: SandboxGateway) => {
  const app = createApp({ db, clock: systemClock, identity: 'server', jwtSecret: BENCH_JWT_SECRET, webDist: null, logger, paymentGateway: payments });
  let inFlight = 0;
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: async (request: Request) => {
      inFlight += 1;
      try {
        return await app.fetch(request);
      } finally {
        inFlight -= 1;
      }
    },
  });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    idle: () => waitFor(() => inFlight === 0, 'the app to answer its last requests'),
    stop: () => stopServer(server),
  };
};

/**
 * Opens the database (migrated, default settings, as `startServer` does with
 * STUDIO_DEMO=0), seeds the busy studio straight through Drizzle, serves the
 * real app (`createApp`) on 127.0.0.1, runs `work`, and always stops the
 * server and closes the database, PGlite included.
 */
export const withStudio = async <T>(database: StudioDatabase, work: (studio: Studio) => Promise<T>): Promise<T> => {
  const logger = countingLogger();
  const opened = await openDatabase(database.kind === 'pglite' ? { dataDir: 'memory://' } : { databaseUrl: database.url });
  try {
    const started = performance.now();
    await seedIfEmpty(opened.db, { demo: false, now: new Date(systemClock.now()) });
    const plan = planBusyStudio(systemClock.now(), DEMO_TIME_ZONE);
    await seedBusyStudio(opened.db, plan);
    process.stderr.write(`[bench] ${database.kind}: busy studio seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    const payments = sandboxGateway({ clock: systemClock });
    const server = await listen(opened.db, logger, payments);
    const tokens = createIdTokens(signingKeySource(opened.db, BENCH_JWT_SECRET), systemClock);
    try {
      return await work({
        kind: database.kind,
        url: server.url,
        db: opened.db,
        client: (opened.db as unknown as { $client: SqlClient }).$client,
        plan,
        payments,
        serverErrors: logger.count,
        tokenOf: (person) => tokens.sign({ sub: person.uid, email: person.email, role: 'customer' }),
        idle: server.idle,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await opened.close();
  }
};
