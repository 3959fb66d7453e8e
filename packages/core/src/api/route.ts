import type { z } from 'zod';

/** Who may call a route: anyone, a signed-in customer (or admin), or an admin only. */
export type Access = 'public' | 'customer' | 'admin';

/** HTTP methods the API uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One `/api` route, defined once and shared: the server validates with it,
 * the HTTP adapter types with it, and the OpenAPI document is generated from it.
 * Paths are relative to `/api` and use `:param` segments.
 */
export interface RouteDef<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  readonly id: string;
  readonly method: Method;
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly tag: string;
  readonly body?: Body;
  readonly query?: Query;
  readonly response: Response;
  /** Status of a success; 200 unless said. */
  readonly successStatus?: number;
  /**
   * For routes that act on one customer's data: the route only ever touches
   * the caller's own records (the access walk checks a customer never reaches
   * another customer's data).
   */
  readonly ownData?: boolean;
  /** Statuses of failures this route documents besides 400/401/403. */
  readonly errors?: readonly number[];
}

/** Identity helper that keeps the literal types of a route definition. */
export const defineRoute = <
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(
  def: RouteDef<Body, Query, Response>,
): RouteDef<Body, Query, Response> => def;

/** The inferred request body of a route. */
export type BodyOf<R> = R extends RouteDef<infer B, infer _Q, infer _R> ? (B extends z.ZodType ? z.input<B> : never) : never;
/** The inferred query of a route. */
export type QueryOf<R> = R extends RouteDef<infer _B, infer Q, infer _R> ? (Q extends z.ZodType ? z.input<Q> : never) : never;
/** The inferred response body of a route. */
export type ResponseOf<R> = R extends RouteDef<infer _B, infer _Q, infer Res> ? z.output<Res> : never;

/** Fills `:param` segments of a route path. */
export const fillPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
