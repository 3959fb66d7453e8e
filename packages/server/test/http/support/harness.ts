import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Hono } from 'hono';
import { TokenResponse } from '@estudio/core';
import { createAppWithServices, type AppDeps } from '../../../src/app.js';
import type { AppServices } from '../../../src/http/services.js';
import { createPasswords } from '../../../src/auth/password.js';
import type { Database, Db } from '../../../src/db/client.js';
import { seedIfEmpty } from '../../../src/db/seed/index.js';
import type { Logger } from '../../../src/http/logger.js';
import { defaultRateLimits, type RateLimits } from '../../../src/http/rate-limit.js';
import { isPostgresAvailable, openTestDatabase } from '../../support/postgres.js';

/** The demo accounts of the runtime contract. */
export const DEMO = {
  socia: 'socia@estudio.test',
  nueva: 'nueva@estudio.test',
  admin: 'admin@estudio.test',
  /** The front desk (role 'staff', 'Recepción'). */
  staff: 'recepcion@estudio.test',
  password: 'demo1234',
} as const;

/** A clock the tests move by hand. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export const testClock = (start = Date.now()): TestClock => {
  let time = start;
  return { now: () => time, advance: (ms) => { time += ms; } };
};

/** A logger that keeps what it is told, so tests can see unexpected server errors. */
export interface CapturingLogger extends Logger {
  readonly errors: { message: string; error: unknown }[];
  readonly infos: string[];
}

export const capturingLogger = (): CapturingLogger => {
  const errors: { message: string; error: unknown }[] = [];
  const infos: string[] = [];
  return { errors, infos, info: (message) => void infos.push(message), error: (message, error) => void errors.push({ message, error }) };
};

export interface RequestOptions {
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as is (with the JSON content type unless headers say otherwise). */
  readonly raw?: string;
  readonly token?: string | undefined;
  readonly headers?: Record<string, string>;
}

export interface Answer {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  readonly body: any;
  readonly headers: Headers;
  readonly text: string;
}

/** Relaxed limits so suites that sign in often never meet a 429 they did not ask for. */
export const relaxedRateLimits = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([bucket, limit]) => [bucket, { ...limit, limit: 10_000 }]),
) as RateLimits;

export const JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

/**
 * scrypt's cost in tests, passed explicitly: OWASP's N=2^17 takes about
 * half a second a hash, which every sign-in of every suite would pay. The
 * production default is checked in password.test.ts.
 */
export const TEST_PASSWORD_COST = { N: 2 ** 12, r: 8, p: 1 } as const;

/** An app over a database, and helpers to call it. */
export interface Harness {
  readonly app: Hono;
  readonly db: Db;
  readonly clock: TestClock;
  readonly logger: CapturingLogger;
  /** The app's services: what a job's run gets (`job.run({ services, now, signal, attempt })`). */
  readonly services: AppServices;
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  /** Signs in through the API; throws when it fails. */
  signIn(email: string, password?: string): Promise<TokenResponse>;
  /** A fresh app over the same database, with other dependencies. */
  withApp(overrides: Partial<AppDeps>): Harness;
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

const requester = (app: Hono) => async (method: string, path: string, options: RequestOptions = {}): Promise<Answer> => {
  const headers: Record<string, string> = {};
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await app.request(path, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  const text = await response.text();
  return { status: response.status, body: parseJson(text), headers: response.headers, text };
};

/** Builds a harness over an open, seeded database. */
export const makeHarness = (db: Db, clock: TestClock, overrides: Partial<AppDeps> = {}): Harness => {
  const logger = capturingLogger();
  const deps: AppDeps = {
    db, clock, identity: 'server', jwtSecret: JWT_SECRET, webDist: null, logger, passwords: createPasswords(TEST_PASSWORD_COST),
    // Each app counts apart: a test that lowers a limit starts from nothing, whatever the suite did before on this database.
    rateLimits: relaxedRateLimits, rateLimitScope: randomUUID(), checkResponses: true, ...overrides,
  };
  const { app, services } = createAppWithServices(deps);
  const request = requester(app);
  return {
    app, db, clock, logger, services, request,
    async signIn(email, password = DEMO.password) {
      const answer = await request('POST', '/api/auth/signin', { body: { email, password } });
      if (answer.status !== 200) throw new Error(`Sign-in of ${email} failed: ${answer.status} ${answer.text}`);
      return TokenResponse.parse(answer.body);
    },
    withApp: (more) => makeHarness(db, clock, { ...overrides, ...more }),
  };
};

/** The two databases every HTTP suite runs on. */
export const DATABASES = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASES)[number];

/**
 * Runs `suite` once on PGlite (in memory) and once on PostgreSQL (skipped,
 * loudly, by the global setup when there is none), each on a fresh database
 * seeded with the demo studio. Tests get a generous timeout: scrypt and
 * PGlite are slow on a busy machine. `kinds` narrows it to one engine, for a
 * long suite split into one file per engine so two workers share it.
 */
export const onEachDatabase = (
  title: string,
  suite: (harness: () => Harness, kind: DatabaseKind) => void,
  overrides: Partial<AppDeps> = {},
  kinds: readonly DatabaseKind[] = DATABASES,
): void => {
  for (const kind of kinds) {
    describe.skipIf(kind === 'postgres' && !isPostgresAvailable())(`${title} (${kind})`, { timeout: 60_000 }, () => {
      let database: Database | null = null;
      let harness: Harness | null = null;
      beforeAll(async () => {
        database = await openTestDatabase(kind);
        if (!database) throw new Error(`No ${kind} database`);
        const clock = testClock();
        await seedIfEmpty(database.db, { demo: true, now: new Date(clock.now()), passwordCost: TEST_PASSWORD_COST });
        harness = makeHarness(database.db, clock, overrides);
      }, 120_000);
      afterAll(async () => {
        await database?.close();
      });
      suite(() => {
        if (!harness) throw new Error('The harness is not ready (beforeAll failed?)');
        return harness;
      }, kind);
    });
  }
};
