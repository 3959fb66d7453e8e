/**
 * Who may call a route: anyone, any signed-in account, the studio's team
 * (staff or admin), or the admin only. See `mayCall` (access.rules.ts).
 */
export type Access = 'public' | 'customer' | 'staff' | 'admin';

/** HTTP methods the API uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The transport facts of one `/api` route: what a client needs to send a
 * request and recognise the answer, and nothing more. Kept apart from the
 * route's access, documentation and zod schemas (`RouteDef`, `routes.ts`), so
 * that a browser bundle calls the API without shipping a validator or the
 * server's documentation. Paths are relative to `/api` and use `:param`
 * segments.
 */
export interface Endpoint<Id extends string = string> {
  readonly id: Id;
  readonly method: Method;
  readonly path: string;
  /**
   * The key of the response body that carries the answer (spec 7's response
   * keys: `customer`, `pages`, `class_types`...). A success without it is not
   * what the route promises.
   */
  readonly responseKey: string;
  /**
   * How the request body travels: JSON when absent; 'multipart' for a file
   * upload (multipart/form-data: the file itself plus plain text fields),
   * which the server reads as a form and the HTTP client sends as FormData.
   */
  readonly bodyKind?: BodyKind;
}

/** The request body encodings the API uses besides JSON (the default). */
export type BodyKind = 'multipart';

/** What the server and the OpenAPI document know of a route besides its transport facts. */
export interface RouteMeta {
  readonly access: Access;
  readonly summary: string;
  readonly tag: string;
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

/**
 * Identity helper for the endpoint table: keeps every literal, and checks
 * that each entry's `id` is its key, so a route is named the same everywhere.
 */
export const defineEndpoints = <const T extends { readonly [K in keyof T]: Endpoint<K & string> }>(table: T): T => table;

/** Fills `:param` segments of a route path. */
export const fillPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
