import { err, ok, type AnswerOf, type Endpoint, type Result, type RouteOf } from '@estudio/core';
import type { CallArgs, HttpClient } from './http-client.js';

/** The value a route answers under its response key (spec 7: `customer`, `pages`, `class_types`...): core's. */
export type { AnswerOf };

/** How a port member calls: the answer under the response key, or nothing (a 2xx is enough). */
export interface Binders {
  readonly http: HttpClient;
  readonly answer: <E extends Endpoint>(endpoint: E, ...args: CallArgs<RouteOf<E>>) => Promise<Result<AnswerOf<E>>>;
  readonly done: <E extends Endpoint>(endpoint: E, ...args: CallArgs<RouteOf<E>>) => Promise<Result<void>>;
}

/** The two ways a port member calls over `http`: the answer under the response key, or only success. */
export const bindersOf = (http: HttpClient): Binders => ({
  http,
  answer: async <E extends Endpoint>(endpoint: E, ...args: CallArgs<RouteOf<E>>): Promise<Result<AnswerOf<E>>> => {
    const result = await http.call(endpoint, ...args);
    return result.ok ? ok(result.value[endpoint.responseKey as keyof typeof result.value] as AnswerOf<E>) : err(result.error);
  },
  done: async <E extends Endpoint>(endpoint: E, ...args: CallArgs<RouteOf<E>>): Promise<Result<void>> => {
    const result = await http.call(endpoint, ...args);
    return result.ok ? ok(undefined) : err(result.error);
  },
});
