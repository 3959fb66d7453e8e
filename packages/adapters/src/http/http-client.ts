import type { KyInstance } from 'ky';
import {
  err,
  fillPath,
  ID_TOKEN_EXPIRED,
  type BodyOf,
  type ClockPort,
  type Endpoint,
  type IdentityPort,
  type QueryOf,
  type ResponseOf,
  type Result,
  type RouteOf,
} from '@estudio/core';
import { readDocumentCookie, XSRF_COOKIE, XSRF_HEADER, type CookieReader } from './cookies.js';
import { httpError, INVALID, invalidResponse, networkError, readJson } from './http-errors.js';
import { createPreloadLookup, type PreloadedAnswers } from './preloaded.js';
import { checkAnswer, type ResponseValidator } from './response-check.js';
import { createTokenRefresher } from './token-refresh.js';

/** Spec 9: the API lives under /api on the page's own origin. */
export const DEFAULT_BASE_URL = '/api';

/** How an HTTP client is wired to its environment. */
export interface HttpClientOptions {
  /** Where `/api` is: `/api` in the browser (the default), an absolute URL from Node. */
  readonly baseUrl?: string;
  /** Signs requests with its ID token and is refreshed after responses. */
  readonly identity?: IdentityPort;
  /** Times the 15 s refresh throttle. */
  readonly clock: ClockPort;
  /** Called when the server answers 401 `auth/id-token-expired` (spec 4, Session). */
  readonly onSessionExpired?: () => void;
  /** Reads the XSRF cookie; defaults to `document.cookie`. */
  readonly readCookie?: CookieReader;
  /** The fetch to send with; defaults to the global one. */
  readonly fetch?: typeof fetch;
  /**
   * Checks each success against its route's response schema, e.g.
   * `createSchemaValidator()` of `@estudio/adapters/validation`. Left out, a
   * success is only checked for its response key: a phone pays for every KB
   * of a validator, and the contract tests already hold the server and the
   * client to the same schemas.
   */
  readonly validateResponse?: ResponseValidator;
  /**
   * Answers embedded in the page (core's `BootData.answers`): GETs they cover
   * are answered from them, without a request, while they are fresh.
   */
  readonly preloaded?: PreloadedAnswers;
}

/**
 * True when a route takes no such part. A route of the table whose definition
 * leaves out `body` or `query` has that part typed `unknown`, so both count.
 */
type Absent<T> = [T] extends [never] ? true : unknown extends T ? true : false;

/** Path parameters, query and body of one call, typed by its route. */
export type CallInput<R> = { readonly params?: Readonly<Record<string, string | number>> } & (Absent<
  BodyOf<R>
> extends true
  ? { readonly body?: undefined }
  : { readonly body: BodyOf<R> }) &
  (Absent<QueryOf<R>> extends true
    ? { readonly query?: undefined }
    : Optional<QueryOf<R>> extends true
      ? { readonly query?: QueryOf<R> }
      : { readonly query: QueryOf<R> });

/** True when a query asks nothing of the caller: every field optional (GET /locations, public and paged for /admin). */
type Optional<T> = Absent<T> extends true ? true : object extends T ? true : false;

/** The input is optional only for routes that take no body and at most a query of optional fields. */
export type CallArgs<R> = [Absent<BodyOf<R>>, Optional<QueryOf<R>>] extends [true, true]
  ? [input?: CallInput<R>]
  : [input: CallInput<R>];

/** A client for the routes of core's route table. */
export interface HttpClient {
  /**
   * Calls one route, given by its endpoint (`contentEndpoints.pagesList`) or its full route
   * (`routes.x`), typed alike by the route table. Answers the body once it
   * carries the route's response key (and passes `validateResponse` when
   * given). Never throws: every failure (HTTP, network, malformed answer) is
   * an AppError.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<RouteOf<E>>): Promise<Result<ResponseOf<RouteOf<E>>>>;
}

/** A call's input as sent, whatever its route. */
type RawInput = { readonly params?: Readonly<Record<string, string | number>>; readonly body?: unknown; readonly query?: unknown };

const toSearchParams = (query: unknown): URLSearchParams | undefined => {
  if (query === undefined || query === null || typeof query !== 'object') return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
};

/** An upload's FormData, built by a module loaded on the first upload: the landing's first load never sends one. */
const multipart = async (body: unknown): Promise<FormData> => (await import('./form-data.js')).formDataOf(body);

/**
 * ky, imported on the first request rather than with the client: a page whose
 * first reads came embedded (see `preloaded`) paints without the library, and
 * a browser bundle keeps it in a chunk of its own.
 */
const createKy = async (options: HttpClientOptions): Promise<KyInstance> => {
  const readCookie = options.readCookie ?? readDocumentCookie;
  const { identity } = options;
  const { default: ky } = await import('ky');
  return ky.create({
    prefixUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    timeout: false,
    retry: 0,
    // Failures are read and mapped below, not thrown.
    throwHttpErrors: false,
    headers: { accept: 'application/json' },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    hooks: {
      beforeRequest: [
        async (request) => {
          const xsrf = readCookie(XSRF_COOKIE);
          if (xsrf !== null) request.headers.set(XSRF_HEADER, xsrf);
          const token = identity === undefined ? null : await identity.getIdToken().catch(() => null);
          if (token !== null) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });
};

/**
 * The HTTP client of spec 7 over ky: JSON (FormData for an upload), the XSRF cookie echoed as a header,
 * 2xx is success, no timeout, no retries, the bearer token of the identity
 * provider, a token refresh after responses at most once per 15 s, and the
 * session-expired handler on `auth/id-token-expired`.
 */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  let api: Promise<KyInstance> | undefined;
  const preload = createPreloadLookup(options.preloaded, options.clock);
  const refresher = createTokenRefresher(options.identity, options.clock);

  const send = async (route: Endpoint, input: RawInput): Promise<Response | null> => {
    // ky's prefixUrl refuses a leading slash; route paths are written with one.
    const path = fillPath(route.path, input.params).replace(/^\/+/, '');
    const searchParams = toSearchParams(input.query);
    try {
      // A failed import (offline chunk load) is retried by the next call.
      api ??= createKy(options).catch((error: unknown) => {
        api = undefined;
        throw error;
      });
      return await (await api)(path, {
        method: route.method,
        ...(input.body === undefined ? {} : route.bodyKind === 'multipart' ? { body: await multipart(input.body) } : { json: input.body }),
        ...(searchParams === undefined ? {} : { searchParams }),
      });
    } catch {
      return null;
    }
  };

  return {
    async call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<RouteOf<E>>): Promise<Result<ResponseOf<RouteOf<E>>>> {
      const raw = (input ?? {}) as RawInput;
      const embedded = preload(endpoint, raw);
      if (embedded !== undefined) {
        return checkAnswer(endpoint, 200, embedded, options.validateResponse) as Result<ResponseOf<RouteOf<E>>>;
      }
      const response = await send(endpoint, raw);
      if (response === null) return err(networkError());
      refresher.afterResponse();
      const body = await readJson(response);
      if (!response.ok) {
        const error = httpError(response.status, body);
        if (error.status === 401 && error.code === ID_TOKEN_EXPIRED) options.onSessionExpired?.();
        return err(error);
      }
      if (body === INVALID) return err(invalidResponse(response.status));
      return checkAnswer(endpoint, response.status, body, options.validateResponse) as Result<ResponseOf<RouteOf<E>>>;
    },
  };
};
