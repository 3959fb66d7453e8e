import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { COMMON_ERRORS, FILE_ERRORS, REQUEST_ERRORS, routeList, type RouteDef, type RouteId } from '@estudio/core';
import type { Db } from '../db/client.js';
import { retryOnConflict } from '../db/retry-on-conflict.js';
import { opensOwnTransactions, type Handler, type HandlerContext, type Handlers } from '../routes/handler.js';
import { authorize } from './access.js';
import { declaredLength, uploadBodyBytes } from './body-limits.js';
import { clientIp } from './client-ip.js';
import { ApiFailure, failure, internalFailure } from './errors.js';
import { readForm, readJson, validate } from './input.js';
import { PreparedJson, acceptsGzip, gzipEtag, matchesEtag } from './prepared-json.js';
import { rateLimitedRoutes, type RateKey, type RateRule } from './rate-limit.js';
import { literalSegmentsFirst } from './route-order.js';
import type { AppServices } from './services.js';

type AnyHandler = Handler<RouteDef>;

/** How many times a request's transaction runs at most when PostgreSQL aborts it as a deadlock victim. */
const TRANSACTION_ATTEMPTS = 4;

/**
 * Runs a writing handler in one transaction; a thrown `ApiFailure` rolls it
 * back and is answered. A transaction PostgreSQL aborts as a deadlock victim
 * (40P01) or for a serialisation conflict (40001) rolled back whole (its
 * outbox mails included, so nothing is sent twice) and runs again, up to
 * `TRANSACTION_ATTEMPTS` times, after a short jittered wait.
 */
const inTransaction = (db: Db, run: (tx: Db) => Promise<unknown>): Promise<unknown> =>
  retryOnConflict(async () => {
    try {
      return await db.transaction((tx) => run(tx));
    } catch (error) {
      if (error instanceof ApiFailure) return error;
      throw error;
    }
  }, TRANSACTION_ATTEMPTS);

/** Reads the query and the body a route declares (JSON, or a multipart form), validated by its schemas. */
const readInput = async (c: Context, route: RouteDef): Promise<{ query: unknown; body: unknown } | ApiFailure> => {
  const query = route.query ? validate(route.query, c.req.query(), REQUEST_ERRORS.invalidQuery) : undefined;
  if (query instanceof ApiFailure) return query;
  if (!route.body) return { query, body: undefined };
  const raw = route.bodyKind === 'multipart' ? await readForm(c) : await readJson(c);
  if (raw instanceof ApiFailure) return raw;
  const body = validate(route.body, raw, REQUEST_ERRORS.invalidBody);
  return body instanceof ApiFailure ? body : { query, body };
};

/** The key a rate rule counts by, once known: the client's IP, the caller's uid, or the e-mail of the body. */
const keyOf = (rule: RateRule, c: Context, services: AppServices, caller: { uid: string } | null, body: unknown): string | null => {
  if (rule.by === 'ip') return clientIp(c, services.trustProxy);
  if (rule.by === 'caller') return caller?.uid ?? null;
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

const tooMany = (rule: RateRule) =>
  failure(rule.bucket === 'signinFailures' ? COMMON_ERRORS.rateLimitedSignIn : COMMON_ERRORS.rateLimited);

/**
 * Applies a route's rate rules whose key is known at this stage: counts the
 * call (or, for a rule that counts failures, refuses once the key is full).
 * Answers the refusal, if any.
 */
const limitCalls = async (
  rules: readonly RateRule[], c: Context, services: AppServices, now: number, caller: { uid: string } | null, body: unknown, stage: RateKey[],
): Promise<ApiFailure | null> => {
  for (const rule of rules.filter((one) => stage.includes(one.by))) {
    const key = keyOf(rule, c, services, caller, body);
    if (key === null) continue;
    const refused = rule.counts === 'failures'
      ? await services.rateLimiter.full(rule.bucket, key, now)
      : !(await services.rateLimiter.take(rule.bucket, key, now));
    if (refused) return tooMany(rule);
  }
  return null;
};

/** Rate limit, access, input, handler: the first refusal answers. */
const execute = async (c: Context, route: RouteDef, handler: AnyHandler, services: AppServices): Promise<unknown> => {
  await services.prepare();
  const now = services.clock.now();
  const rules = rateLimitedRoutes[route.id as RouteId] ?? [];
  const byIp = await limitCalls(rules, c, services, now, null, undefined, ['ip']);
  if (byIp) return byIp;
  const caller = await authorize(route.access, c.req.header('authorization'), services);
  if (caller instanceof ApiFailure) return caller;
  // Core's `uploadLimitFor`: a body larger than the caller may upload of any type is refused before it is read.
  if (route.bodyKind === 'multipart' && (declaredLength(c) ?? 0) > uploadBodyBytes(caller?.role)) {
    return failure(FILE_ERRORS.tooLarge);
  }
  const input = await readInput(c, route);
  if (input instanceof ApiFailure) return input;
  const byPerson = await limitCalls(rules, c, services, now, caller, input.body, ['caller', 'email']);
  if (byPerson) return byPerson;
  const answer = await run(c, route, handler, services, now, caller, input);
  // A refused call counts against the rules that count failures (wrong passwords), once answered.
  if (answer instanceof ApiFailure && answer.status >= 400 && answer.status < 500) {
    for (const rule of rules.filter((one) => one.counts === 'failures')) {
      const key = keyOf(rule, c, services, caller, input.body);
      if (key !== null) await services.rateLimiter.hit(rule.bucket, key, now);
    }
  }
  return answer;
};

/** The handler, in a transaction when it writes. */
const run = async (
  c: Context, route: RouteDef, handler: AnyHandler, services: AppServices, now: number,
  caller: Awaited<ReturnType<typeof authorize>>, input: { query: unknown; body: unknown },
): Promise<unknown> => {
  const context = (db: Db) => ({
    db, now, caller, services,
    body: input.body,
    query: input.query,
    params: c.req.param() as Record<string, string>,
    origin: services.origin(),
  }) as HandlerContext<RouteDef>;
  const outside = route.method === 'GET' || opensOwnTransactions(handler);
  const attempt = async (db: Db): Promise<unknown> => {
    try {
      return await handler(context(db));
    } catch (error) {
      // A failure thrown outside a transaction (GET, a handler with its own) is still just an answer.
      if (error instanceof ApiFailure && outside) return error;
      throw error;
    }
  };
  return outside ? attempt(services.db) : inTransaction(services.db, attempt);
};

/** In tests, an answer that breaks its own schema is a bug worth a 500, not a silent drift. */
const checkResponse = (route: RouteDef, body: unknown, services: AppServices): ApiFailure | null => {
  if (!services.checkResponses) return null;
  const parsed = route.response.safeParse(body);
  if (parsed.success) return null;
  services.logger.error(`Response of ${route.id} does not match its schema`, parsed.error);
  return internalFailure();
};

/**
 * A prepared answer (`PreparedJson`): 304 to a client that holds its ETag;
 * its gzip to one that accepts gzip; else its text. Caches keep it but ask
 * each time (`no-cache`), per caller (`Vary: Authorization`).
 */
const sendPrepared = async (c: Context, route: RouteDef, answer: PreparedJson, services: AppServices): Promise<Response> => {
  const headers: Record<string, string> = {
    ETag: answer.etag,
    'Cache-Control': `${answer.scope}, no-cache`,
    Vary: 'Authorization, Accept-Encoding',
  };
  const held = c.req.header('if-none-match');
  if (matchesEtag(held, answer.etag) || matchesEtag(held, gzipEtag(answer.etag))) return c.body(null, 304, headers);
  const refused = services.checkResponses ? checkResponse(route, JSON.parse(answer.body()) as unknown, services) : null;
  if (refused) return c.json(refused.toBody(), refused.status as ContentfulStatusCode);
  headers['Content-Type'] = 'application/json; charset=UTF-8';
  if (acceptsGzip(c.req.header('accept-encoding'))) {
    const gzipped = await answer.gzip();
    return c.body(new Uint8Array(gzipped), 200, { ...headers, ETag: gzipEtag(answer.etag), 'Content-Encoding': 'gzip' });
  }
  return c.body(answer.body(), 200, headers);
};

/**
 * Mounts every route of core's `routeList` under /api with its handler. The
 * list is the single source: OpenAPI, the HTTP adapter and this binder all walk it.
 */
export const bindRoutes = (app: Hono, handlers: Handlers, services: AppServices): void => {
  for (const route of literalSegmentsFirst(routeList)) {
    const handler = handlers[route.id as RouteId] as unknown as AnyHandler | undefined;
    if (!handler) throw new Error(`No handler for route ${route.id}`);
    app.on(route.method, `/api${route.path}`, async (c) => {
      const result = await execute(c, route, handler, services);
      if (result instanceof PreparedJson) return sendPrepared(c, route, result, services);
      const refused = result instanceof ApiFailure ? result : checkResponse(route, result, services);
      if (refused) return c.json(refused.toBody(), refused.status as ContentfulStatusCode);
      // 204 No Content (core's `NoContent`): a body would break the status.
      if (route.successStatus === 204) return c.body(null, 204);
      return c.json(result as object, (route.successStatus ?? 200) as ContentfulStatusCode);
    });
  }
};
