import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, messages, routes, type IdentityPort } from '@estudio/core';
import { FakeClock, FakeIdentity, MemoryStorage } from '@estudio/core/testing';
import type { RunningServer } from '@estudio/server';
import { createHttpClient, createServerIdentity, decodeJwtPayload, type HttpClientOptions } from '../src/index.js';
import { createSchemaValidator } from '../src/validation.js';
import { createCookieJar } from './support/cookie-jar.js';
import { uniqueEmail } from './support/emails.js';
import { apiUrl, startTestServer } from './support/server.js';

const PASSWORD = 'secreto123';
/** The server's ID tokens live 15 minutes. */
const PAST_ID_TOKEN_LIFETIME_MS = 16 * 60 * 1000;

/** The server reads time from this clock, so a test can age its tokens. */
const serverClock = new FakeClock(Date.now());
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ clock: serverClock });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The contract tests hold the server's answers to core's schemas: every client here validates them. */
const validateResponse = createSchemaValidator();

const browserClient = (options: Partial<HttpClientOptions> = {}) => {
  const jar = createCookieJar();
  const client = createHttpClient({
    baseUrl: apiUrl(server),
    clock: new FakeClock(),
    fetch: jar.fetch,
    readCookie: jar.readCookie,
    validateResponse,
    ...options,
  });
  return { client, jar };
};

/** A signed-in server provider sharing the jar's cookies. */
const signedInIdentity = async (jar = createCookieJar()) => {
  const identity = createServerIdentity({
    baseUrl: apiUrl(server),
    storage: new MemoryStorage(),
    clock: { now: () => serverClock.now() },
    fetch: jar.fetch,
    readCookie: jar.readCookie,
    validateResponse,
  });
  const result = await identity.signUp(uniqueEmail('http'), PASSWORD);
  if (!result.ok) throw new Error(result.error.code);
  return { identity, user: result.value, jar };
};

/** An identity that only ever hands out `token` and reports nobody signed in (so it is never refreshed). */
const tokenOnlyIdentity = (token: string | null): IdentityPort => {
  const identity = new FakeIdentity();
  vi.spyOn(identity, 'getIdToken').mockResolvedValue(token);
  return identity;
};

/** A URL on 127.0.0.1 where nothing listens. */
const closedBaseUrl = async (): Promise<string> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}/api`;
};

describe('HTTP client: XSRF double-submit', () => {
  it('echoes the XSRF cookie as X-XSRF-TOKEN, so a browser POST is accepted', async () => {
    const { client, jar } = browserClient();
    expect((await client.call(routes.health)).ok).toBe(true);
    const cookie = jar.readCookie('XSRF-TOKEN');
    expect(cookie).not.toBeNull();
    const result = await client.call(routes.authReset, { body: { email: uniqueEmail('reset') } });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ ok: true }) });
    expect(jar.seen.at(-1)?.headers.get('x-xsrf-token')).toBe(cookie);
  });

  it('sends no XSRF header when there is no cookie', async () => {
    const { client, jar } = browserClient();
    await client.call(routes.health);
    expect(jar.seen[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('reads document.cookie by default', async () => {
    vi.stubGlobal('document', { cookie: 'otra=1; XSRF-TOKEN=abc%3D' });
    try {
      const jar = createCookieJar();
      const client = createHttpClient({ baseUrl: apiUrl(server), clock: new FakeClock(), fetch: jar.fetch });
      await client.call(routes.health);
      expect(jar.seen[0]?.headers.get('x-xsrf-token')).toBe('abc=');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('HTTP client: bearer token', () => {
  it('sends the signed-in identity token as Authorization: Bearer', async () => {
    const { identity, user, jar } = await signedInIdentity();
    const { client } = browserClient({ identity, fetch: jar.fetch, readCookie: jar.readCookie });
    const result = await client.call(routes.customerCurrent);
    // The account has no customer record yet: the token was accepted, the record is missing.
    expect(result).toMatchObject({ ok: false, error: { status: 404, code: 'customer/not-found' } });
    const header = jar.seen.filter((request) => request.url.endsWith('/api/customer')).at(-1)?.headers.get('authorization');
    expect(header).toMatch(/^Bearer \S+$/);
    expect(decodeJwtPayload(header?.slice('Bearer '.length) ?? '')).toMatchObject({ sub: user.uid, email: user.email });
  });

  it('sends no Authorization header when signed out, and the server answers 401', async () => {
    const { client, jar } = browserClient({ identity: new FakeIdentity() });
    const result = await client.call(routes.customerCurrent);
    expect(jar.seen[0]?.headers.has('authorization')).toBe(false);
    expect(result).toMatchObject({ ok: false, error: { status: 401 } });
  });
});

describe('HTTP client: expired session', () => {
  it('calls onSessionExpired on 401 auth/id-token-expired', async () => {
    const { identity, jar } = await signedInIdentity();
    const staleToken = await identity.getIdToken();
    // The client keeps sending the token it had while the server's time moves past its expiry.
    const stale = tokenOnlyIdentity(staleToken);
    const onSessionExpired = vi.fn();
    const { client } = browserClient({ identity: stale, onSessionExpired, fetch: jar.fetch, readCookie: jar.readCookie });
    serverClock.advance(PAST_ID_TOKEN_LIFETIME_MS);
    const result = await client.call(routes.customerCurrent);
    expect(result).toEqual({
      ok: false,
      error: { status: 401, code: 'auth/id-token-expired', message: messages.auth.sessionExpired },
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not call it for other 401s', async () => {
    const onSessionExpired = vi.fn();
    const broken = tokenOnlyIdentity('no-es-un-token');
    const { client } = browserClient({ identity: broken, onSessionExpired });
    const result = await client.call(routes.customerCurrent);
    expect(result).toMatchObject({ ok: false, error: { status: 401, code: 'auth/invalid-token' } });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('HTTP client: token refresh after responses', () => {
  const refreshingIdentity = () => {
    const identity = new FakeIdentity({ accounts: [{ email: 'socia@estudio.test', password: PASSWORD }], signedInAs: 'socia@estudio.test' });
    const getIdToken = vi.spyOn(identity, 'getIdToken');
    const forced = () => getIdToken.mock.calls.filter(([options]) => options?.forceRefresh === true).length;
    return { identity, forced };
  };

  it('forces a refresh after a response at most once per 15 s of its clock', async () => {
    const clock = new FakeClock();
    const { identity, forced } = refreshingIdentity();
    const { client } = browserClient({ identity, clock });
    await client.call(routes.health);
    expect(forced()).toBe(1);
    await client.call(routes.health);
    clock.advance(14_999);
    await client.call(routes.health);
    expect(forced()).toBe(1);
    clock.advance(1);
    await client.call(routes.health);
    expect(forced()).toBe(2);
  });

  it('counts a token the provider has just obtained (her session restored, a sign-in) as the last refresh', async () => {
    const clock = new FakeClock();
    const { identity, forced } = refreshingIdentity();
    let issuedAt: number | null = clock.now();
    const fresh = Object.assign(identity, { tokenIssuedAt: () => issuedAt });
    const { client } = browserClient({ identity: fresh, clock });
    await client.call(routes.health);
    clock.advance(14_999);
    await client.call(routes.health);
    expect(forced()).toBe(0);
    clock.advance(1);
    await client.call(routes.health);
    expect(forced()).toBe(1);
    // A provider that cannot tell when (null) leaves the client's own count.
    issuedAt = null;
    clock.advance(14_999);
    await client.call(routes.health);
    expect(forced()).toBe(1);
  });

  it('refreshes after failures too, and never when signed out', async () => {
    const clock = new FakeClock();
    const { identity, forced } = refreshingIdentity();
    const { client } = browserClient({ identity, clock });
    await client.call(routes.pageBySlug, { params: { slug: 'no-existe' } });
    expect(forced()).toBe(1);
    await identity.signOut();
    clock.advance(60_000);
    await client.call(routes.health);
    expect(forced()).toBe(1);
  });
});

describe('HTTP client: failures as AppError values', () => {
  it("keeps the server's status, code and message", async () => {
    const { client } = browserClient();
    const result = await client.call(routes.authSignIn, { body: { email: uniqueEmail('nadie'), password: PASSWORD } });
    expect(result).toEqual({
      ok: false,
      error: { status: 401, code: 'auth/user-not-found', message: messages.auth.userNotFound },
    });
  });

  it('maps a 404 of the API', async () => {
    const { client } = browserClient();
    const result = await client.call(routes.instructorOne, { params: { id: 987654 } });
    expect(result).toMatchObject({ ok: false, error: { status: 404, code: expect.any(String) } });
  });

  it('falls back to the generic Spanish message when the body has no code', async () => {
    const fetch = async () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9/api', clock: new FakeClock(), fetch });
    const result = await client.call(routes.health);
    expect(result).toEqual({ ok: false, error: { status: 502, code: 'http-error', message: messages.common.genericError } });
  });

  it('turns a network failure into code network with its message', async () => {
    const client = createHttpClient({ baseUrl: await closedBaseUrl(), clock: new FakeClock() });
    const result = await client.call(routes.health);
    expect(result).toEqual({ ok: false, error: { code: 'network', message: messages.common.networkError } });
  });

  it('turns an answer that breaks the route schema into an AppError, not a crash', async () => {
    const fetch = async () => Response.json({ status: 'maybe' });
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9/api', clock: new FakeClock(), fetch, validateResponse });
    expect(await client.call(endpoints.health)).toEqual({
      ok: false,
      error: { status: 200, code: 'invalid-response', message: messages.common.genericError },
    });
  });

  it('turns a success that is not JSON into an AppError', async () => {
    const fetch = async () => new Response('{not json', { status: 200 });
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9/api', clock: new FakeClock(), fetch });
    expect(await client.call(routes.health)).toMatchObject({ ok: false, error: { code: 'invalid-response' } });
  });

  it('counts any 2xx as success', async () => {
    const fetch = async () => Response.json({ status: 'ok' }, { status: 203 });
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9/api', clock: new FakeClock(), fetch });
    expect(await client.call(routes.health)).toEqual({ ok: true, value: { status: 'ok' } });
  });
});

describe('HTTP client: answers without a validator (the browser bundle)', () => {
  const answering = (body: unknown) => {
    const fetch = async () => new Response(JSON.stringify(body), { status: 200 });
    return createHttpClient({ baseUrl: 'http://127.0.0.1:9/api', clock: new FakeClock(), fetch });
  };
  const invalid = { ok: false, error: { status: 200, code: 'invalid-response', message: messages.common.genericError } };

  it('refuses a success without its response key', async () => {
    expect(await answering({ paginas: [] }).call(endpoints.pagesList)).toEqual(invalid);
    expect(await answering({}).call(endpoints.health)).toEqual(invalid);
  });

  it('refuses a success that is not a JSON object', async () => {
    for (const body of [null, ['pages'], 'pages', 42]) {
      expect(await answering(body).call(endpoints.pagesList)).toEqual(invalid);
    }
    const empty = createHttpClient({ baseUrl: 'http://127.0.0.1:9/api', clock: new FakeClock(), fetch: async () => new Response('') });
    expect(await empty.call(endpoints.pagesList)).toEqual(invalid);
  });

  it('answers the body as sent once it carries the key, whether called with the endpoint or the route', async () => {
    const body = { pages: [{ page_id: 1, slug: 'a', title: 'A', content: null, required: false }], extra: true };
    expect(await answering(body).call(endpoints.pagesList)).toEqual({ ok: true, value: body });
    expect(await answering(body).call(routes.pagesList)).toEqual({ ok: true, value: body });
  });

  it('leaves the shape of what is under the key to the validator', async () => {
    const client = answering({ status: 'maybe' });
    expect(await client.call(endpoints.health)).toEqual({ ok: true, value: { status: 'maybe' } });
  });
});

describe('HTTP client: requests', () => {
  it('sends bodies as JSON and asks for JSON', async () => {
    const { client, jar } = browserClient();
    await client.call(routes.authReset, { body: { email: uniqueEmail('json') } });
    const request = jar.seen.at(-1);
    expect(request?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it('fills path parameters and the query', async () => {
    const { client, jar } = browserClient();
    await client.call(routes.pageBySlug, { params: { slug: 'términos y más' } });
    await client.call(routes.customerPhone, { query: { phone: '5512345678' } });
    expect(jar.seen[0]?.url).toBe(`${apiUrl(server)}/pages/t%C3%A9rminos%20y%20m%C3%A1s`);
    expect(jar.seen[1]?.url).toBe(`${apiUrl(server)}/customer/phone?phone=5512345678`);
  });

  it('sends no retry after a failure', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 503 }));
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9/api', clock: new FakeClock(), fetch });
    await client.call(routes.health);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
