import type { z } from 'zod';
import type { Endpoint, RouteMeta } from './endpoint.js';

export type { Access, Method, RouteMeta } from './endpoint.js';
export { fillPath } from './endpoint.js';

/**
 * One `/api` route, defined once and shared: its endpoint (method, path,
 * access, response key) and the zod schemas of its body, query and response.
 * The server validates with it, the OpenAPI document is generated from it,
 * and the HTTP adapter types with it (and validates with it where a validator
 * is worth its weight: Node, tests).
 */
export interface RouteDef<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> extends Endpoint, RouteMeta {
  readonly body?: Body;
  readonly query?: Query;
  readonly response: Response;
}

/**
 * Identity helper that keeps the literal types of a route definition, and
 * checks that its endpoint's response key is a key of its response schema
 * (or empty, for a route answering 204 with no body).
 */
export const defineRoute = <
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(
  def: RouteDef<Body, Query, Response> &
    (
      | { readonly responseKey: keyof z.output<Response> & string }
      // 204 No Content: no body, so no key (its response schema is `NoContent`).
      | { readonly successStatus: 204; readonly responseKey: '' }
    ),
): RouteDef<Body, Query, Response> => def;

/** The inferred request body of a route. */
export type BodyOf<R> = R extends RouteDef<infer B, infer _Q, infer _R> ? (B extends z.ZodType ? z.input<B> : never) : never;
/** The inferred query of a route. */
export type QueryOf<R> = R extends RouteDef<infer _B, infer Q, infer _R> ? (Q extends z.ZodType ? z.input<Q> : never) : never;
/** The inferred response body of a route. */
export type ResponseOf<R> = R extends RouteDef<infer _B, infer _Q, infer Res> ? z.output<Res> : never;
