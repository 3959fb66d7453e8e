import { err, ok, type BodyOf, type CatalogueListApi, type CatalogueListQuery, type CataloguePage, type Endpoint, type Result, type RouteOf } from '@estudio/core';
import { bindersOf, type AnswerOf } from './binders.js';
import type { CallArgs, HttpClient } from './http-client.js';

/** The four calls of one catalogue list: its GET (the rows under its response key, and `total` when paged) and its writes. */
interface ListEndpoints<L extends Endpoint, C extends Endpoint, U extends Endpoint, D extends Endpoint> {
  readonly list: L;
  readonly create: C;
  readonly update: U;
  readonly remove: D;
}

/** The record type a list's GET answers, one of its rows. */
export type RowOf<L extends Endpoint> = AnswerOf<L> extends readonly (infer Row)[] ? Row : never;

/**
 * One catalogue list over HTTP, typed by core's route table: the port's
 * row and bodies are the endpoints' own (a list bound to another record's
 * GET does not compile; http-desk.test.ts runs each list on the server). A
 * list always asks for a page, so the answer always carries its total.
 */
export const listOver = <L extends Endpoint, C extends Endpoint, U extends Endpoint, D extends Endpoint>(
  http: HttpClient,
  endpoints: ListEndpoints<L, C, U, D>,
): CatalogueListApi<RowOf<L>, BodyOf<RouteOf<C>>, BodyOf<RouteOf<U>>> => {
  const { answer } = bindersOf(http);
  // The generic endpoints hide which input each takes; the port's types above say it.
  const send = <E extends Endpoint>(endpoint: E, input: object) => answer(endpoint, ...([input] as unknown as CallArgs<RouteOf<E>>));
  return {
    list: async (query: CatalogueListQuery): Promise<Result<CataloguePage<RowOf<L>>>> => {
      const result = await http.call(endpoints.list, ...([{ query: { ...query, page: query.page ?? 1 } }] as unknown as CallArgs<RouteOf<L>>));
      if (!result.ok) return err(result.error);
      const answered = result.value as Record<string, unknown> & { readonly total?: number };
      const rows = answered[endpoints.list.responseKey] as readonly RowOf<L>[];
      return ok({ rows, total: answered.total ?? rows.length });
    },
    create: async (body) => send(endpoints.create, { body }) as Promise<Result<RowOf<L>>>,
    update: async (id, body) => send(endpoints.update, { params: { id }, body }) as Promise<Result<RowOf<L>>>,
    remove: async (id) => send(endpoints.remove, { params: { id } }) as Promise<Result<RowOf<L>>>,
  };
};
