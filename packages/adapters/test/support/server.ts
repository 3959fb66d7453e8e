import { silentLogger, startServer, type RunningServer } from '@estudio/server';
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

/** The real server in-process on a free port, with an in-memory demo database. */
export const startTestServer = (options: { clock?: ClockPort } = {}): Promise<RunningServer> =>
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
  });

/** The `/api` base URL of a running server. */
export const apiUrl = (server: RunningServer): string => `${server.url}/api`;
