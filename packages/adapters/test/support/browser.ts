import { afterAll, beforeAll } from 'vitest';
import type { ApiPort } from '@estudio/core';
import { MemoryStorage } from '@estudio/core/testing';
import type { RunningServer } from '@estudio/server';
import { createHttpApi, createHttpClient, createServerIdentity, type HttpClient, type ServerIdentityOptions } from '../../src/index.js';
import { createSchemaValidator } from '../../src/validation.js';
import { createCookieJar } from './cookie-jar.js';
import { apiUrl, startTestServer, type TestServerOptions } from './server.js';

/** The password the demo accounts sign in with (shared/contract.md). */
export const DEMO_PASSWORD = 'demo1234';

/** The password test accounts are signed up with. */
export const PASSWORD = 'secreto123';

/** Real time: the server issues and checks tokens against its own clock. */
export const systemClock = { now: () => Date.now() };

/**
 * Starts the real server (in-memory demo database; `options` as
 * `startTestServer` takes them) before the file's tests and closes it after them. Returns a getter: the server exists only once
 * `beforeAll` has run.
 */
export const useTestServer = (options: TestServerOptions = {}): (() => RunningServer) => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (server === undefined) throw new Error('the test server starts in beforeAll');
    return server;
  };
};

/**
 * What a browser front end composes: one cookie jar (so the XSRF header is
 * required and echoed), an identity over its storage, and a client and
 * ApiPort validated by core's schemas, so the server's answers and this
 * client's reading of them are one contract. `overrides` replace the
 * identity's options (a storage kept from an earlier visit, a clock).
 */
export const composeBrowser = (
  server: RunningServer,
  overrides: Partial<Omit<ServerIdentityOptions, 'storage'>> & { readonly storage?: MemoryStorage } = {},
) => {
  const jar = createCookieJar();
  const storage = overrides.storage ?? new MemoryStorage();
  const environment = {
    baseUrl: apiUrl(server),
    clock: systemClock,
    fetch: jar.fetch,
    readCookie: jar.readCookie,
    validateResponse: createSchemaValidator(),
  };
  const identity = createServerIdentity({ ...environment, storage, ...overrides });
  const http: HttpClient = createHttpClient({ ...environment, identity });
  const api: ApiPort = createHttpApi(http);
  return { identity, http, api, storage, jar };
};
