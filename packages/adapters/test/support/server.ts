import { silentLogger, startServer, type RunningServer, type ServerOptions } from '@estudio/server';
import type { ClockPort } from '@estudio/core';

/** The key the test server signs ID tokens with, so tests can forge tokens the server accepts. */
export const TEST_JWT_SECRET = 'adapters-test-secret-0123456789abcdef';

/** Generous limits: the contract suite signs up and in far more often than a person. */
const TEST_RATE_LIMITS = {
  signin: { limit: 10_000, windowMs: 60_000 },
  signup: { limit: 10_000, windowMs: 60_000 },
  reset: { limit: 10_000, windowMs: 60_000 },
  phone: { limit: 10_000, windowMs: 60_000 },
};

/** What a suite may change of the test server: its clock, and its payment providers (default: the sandbox alone). */
export interface TestServerOptions {
  readonly clock?: ClockPort;
  readonly payments?: ServerOptions['payments'];
}

/** The real server in-process on a free port, with an in-memory demo database. */
export const startTestServer = (options: TestServerOptions = {}): Promise<RunningServer> =>
  startServer({
    port: 0,
    dataDir: 'memory://',
    webDist: null,
    demo: true,
    jwtSecret: TEST_JWT_SECRET,
    // Cheaper than OWASP's production cost, explicitly: the suites sign in hundreds of times.
    passwordCost: { N: 2 ** 12, r: 8, p: 1 },
    logger: silentLogger,
    rateLimits: TEST_RATE_LIMITS,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.payments === undefined ? {} : { payments: options.payments }),
  });

/** The `/api` base URL of a running server. */
export const apiUrl = (server: RunningServer): string => `${server.url}/api`;
