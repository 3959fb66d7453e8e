import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages, routeList, type RouteDef, type RouteId } from '@estudio/core';
import type { Db } from '../db/client.js';
import { opensOwnTransactions, type Handler, type HandlerContext, type Handlers } from '../routes/handler.js';
import { authorize } from './access.js';
import { clientIp } from './client-ip.js';
import { ApiFailure, failure, internalFailure } from './errors.js';
import { readForm, readJson, validate } from './input.js';
import { rateLimitedRoutes } from './rate-limit.js';
import { literalSegmentsFirst } from './route-order.js';
import type { AppServices } from './services.js';

type AnyHandler = Handler<RouteDef>;

/** Runs a writing handler in one transaction; a thrown `ApiFailure` rolls it back and is answered. */
const inTransaction = async (db: Db, run: (tx: Db) => Promise<unknown>): Promise<unknown> => {
  try {
    return await db.transaction((tx) => run(tx));
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
};

/** Reads the query and the body a route declares (JSON, or a multipart form), validated by its schemas. */
const readInput = async (c: Context, route: RouteDef): Promise<{ query: unknown; body: unknown } | ApiFailure> => {
  const query = route.query ? validate(route.query, c.req.query(), 'validation/invalid-query') : undefined;
  if (query instanceof ApiFailure) return query;
  if (!route.body) return { query, body: undefined };
  const raw = route.bodyKind === 'multipart' ? await readForm(c) : await readJson(c);
  if (raw instanceof ApiFailure) return raw;
  const body = validate(route.body, raw, 'validation/invalid-body');
  return body instanceof ApiFailure ? body : { query, body };
};

/** Rate limit, access, input, handler: the first refusal answers. */
const execute = async (c: Context, route: RouteDef, handler: AnyHandler, services: AppServices): Promise<unknown> => {
  await services.prepare();
  const now = services.clock.now();
  const bucket = rateLimitedRoutes[route.id as RouteId];
  if (bucket && !services.rateLimiter.take(bucket, clientIp(c, services.trustProxy), now)) {
    return failure(429, 'rate-limited', messages.auth.tooManyAttempts);
  }
  const caller = await authorize(route.access, c.req.header('authorization'), services);
  if (caller instanceof ApiFailure) return caller;
  const input = await readInput(c, route);
  if (input instanceof ApiFailure) return input;
  const context = (db: Db) => ({
    db, now, caller, services,
    body: input.body,
    query: input.query,
    params: c.req.param() as Record<string, string>,
    origin: services.publicOrigin ?? new URL(c.req.url).origin,
  }) as HandlerContext<RouteDef>;
  const outside = route.method === 'GET' || opensOwnTransactions(handler);
  const run = async (db: Db): Promise<unknown> => {
    try {
      return await handler(context(db));
    } catch (error) {
      // A failure thrown outside a transaction (GET, a handler with its own) is still just an answer.
      if (error instanceof ApiFailure && outside) return error;
      throw error;
    }
  };
  return outside ? run(services.db) : inTransaction(services.db, run);
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
 * Mounts every route of core's `routeList` under /api with its handler. The
 * list is the single source: OpenAPI, the HTTP adapter and this binder all walk it.
 */
export const bindRoutes = (app: Hono, handlers: Handlers, services: AppServices): void => {
  for (const route of literalSegmentsFirst(routeList)) {
    const handler = handlers[route.id as RouteId] as unknown as AnyHandler | undefined;
    if (!handler) throw new Error(`No handler for route ${route.id}`);
    app.on(route.method, `/api${route.path}`, async (c) => {
      const result = await execute(c, route, handler, services);
      const refused = result instanceof ApiFailure ? result : checkResponse(route, result, services);
      if (refused) return c.json(refused.toBody(), refused.status as ContentfulStatusCode);
      return c.json(result as object, (route.successStatus ?? 200) as ContentfulStatusCode);
    });
  }
};
