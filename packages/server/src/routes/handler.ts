import type { z } from 'zod';
import type { ResponseOf, RouteDef, RouteId, Routes } from '@estudio/core';
import { AUTH_ERRORS, COMMON_ERRORS } from '@estudio/core';
import type { Caller } from '../auth/identity.js';
import type { Db } from '../db/client.js';
import { failure, type ApiFailure } from '../http/errors.js';
import type { PreparedJson } from '../http/prepared-json.js';
import type { AppServices } from '../http/services.js';

type ParsedBody<R> = R extends RouteDef<infer B, infer _Q, infer _R> ? (B extends z.ZodType ? z.output<B> : undefined) : never;
type ParsedQuery<R> = R extends RouteDef<infer _B, infer Q, infer _R> ? (Q extends z.ZodType ? z.output<Q> : undefined) : never;

/** Everything a route handler gets: input already validated, caller already authorised. */
export interface HandlerContext<R extends RouteDef> {
  /** The request's transaction for POST/PUT/DELETE, so a refused request writes nothing. */
  readonly db: Db;
  readonly body: ParsedBody<R>;
  readonly query: ParsedQuery<R>;
  readonly params: Readonly<Record<string, string>>;
  /** The signed-in caller; null only on public routes. */
  readonly caller: Caller | null;
  readonly services: AppServices;
  /** Milliseconds since the epoch, from the clock port, read once per request. */
  readonly now: number;
  /** The origin links in e-mails point to. */
  readonly origin: string;
}

/**
 * A route handler: answers the route's response body, or an `ApiFailure`
 * (or the body prepared ahead, `PreparedJson`, with its ETag and gzip).
 * Returning a failure keeps what the handler wrote; throwing one rolls it back.
 */
export type Handler<R extends RouteDef> = (ctx: HandlerContext<R>) => Promise<ResponseOf<R> | ApiFailure | PreparedJson>;

/** One handler per route of core's `routes`: a new route does not compile until it has one. */
export type Handlers = { readonly [K in RouteId]: Handler<Routes[K]> };

/** The caller of a customer or admin route (the binder has already refused anonymous calls). */
export const callerOf = (ctx: { caller: Caller | null }): Caller => {
  if (!ctx.caller) throw failure(AUTH_ERRORS.missingToken);
  return ctx.caller;
};

/** A numeric id from the path; anything else names nothing, so 404. */
export const idParam = (ctx: { params: Readonly<Record<string, string>> }, name = 'id'): number => {
  const raw = ctx.params[name] ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw failure(COMMON_ERRORS.notFound);
  return id;
};

/** Marks a handler that opens its own transactions. */
const OWN_TRANSACTIONS = Symbol('ownTransactions');

/**
 * Marks a writing handler that opens its own transactions, because it calls
 * a networked provider between them and must hold no lock meanwhile (the
 * checkout with Stripe or PayPal). The binder then gives it the pool, not a
 * transaction, and answers an `ApiFailure` it throws.
 */
export const ownTransactions = <R extends RouteDef>(handler: Handler<R>): Handler<R> =>
  Object.assign(handler, { [OWN_TRANSACTIONS]: true });

/** Whether a handler opens its own transactions (`ownTransactions`). */
export const opensOwnTransactions = (handler: unknown): boolean =>
  typeof handler === 'function' && (handler as unknown as Record<symbol, unknown>)[OWN_TRANSACTIONS] === true;
