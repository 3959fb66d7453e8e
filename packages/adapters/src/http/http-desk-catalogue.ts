import {
  catalogueAdminEndpoints, catalogueEndpoints, err, ok, packageAdminEndpoints,
  type BodyOf, type CatalogueListApi, type CatalogueListQuery, type CataloguePage, type DeskCatalogueApi, type Endpoint, type Result, type RouteOf,
} from '@estudio/core';
import { checkoutEndpoints, commerceAdminEndpoints } from '@estudio/core';
import { catalogueListEndpoints, contentAdminEndpoints, contentEndpoints } from '@estudio/core';
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
type RowOf<L extends Endpoint> = AnswerOf<L> extends readonly (infer Row)[] ? Row : never;

/**
 * One catalogue list over HTTP, typed by core's route table: the port's
 * row and bodies are the endpoints' own (a list bound to another record's
 * GET does not compile; http-desk.test.ts runs each list on the server). A
 * list always asks for a page, so the answer always carries its total.
 */
const listOver = <L extends Endpoint, C extends Endpoint, U extends Endpoint, D extends Endpoint>(
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

/** 'Paquetes': the list and, beside it, the order, the home page, a special event's attendees and the class types. */
const packagesOver = (http: HttpClient): DeskCatalogueApi['packages'] => {
  const { answer } = bindersOf(http);
  return {
    ...listOver(http, {
      list: packageAdminEndpoints.packagesAdmin,
      create: packageAdminEndpoints.packageCreate,
      update: packageAdminEndpoints.packageUpdate,
      remove: packageAdminEndpoints.packageDelete,
    }),
    ordered: () => answer(packageAdminEndpoints.packagesAdmin, { query: {} }),
    reorder: (ids) => answer(packageAdminEndpoints.packagesOrder, { body: { class_package_ids: [...ids] } }),
    setOnHome: (id, onHome) => answer(onHome ? packageAdminEndpoints.packageHomeAdd : packageAdminEndpoints.packageHomeRemove, { params: { id } }),
    attendees: (id) => answer(packageAdminEndpoints.packageEventAttendees, { params: { id } }),
    classTypes: () => answer(catalogueEndpoints.classTypesList),
  };
};

/** 'Descuentos': the list (each code with its purchases) and the packages a code can name (every package, by order). */
const discountsOver = (http: HttpClient): DeskCatalogueApi['discounts'] => {
  const { answer } = bindersOf(http);
  return {
    ...listOver(http, {
      list: commerceAdminEndpoints.discountsAdmin,
      create: commerceAdminEndpoints.discountCreate,
      update: commerceAdminEndpoints.discountUpdate,
      remove: commerceAdminEndpoints.discountDelete,
    }),
    packageChoices: async () => {
      const result = await answer(packageAdminEndpoints.packagesAdmin, { query: {} });
      return result.ok
        ? ok(result.value.map(({ class_package_id, title, available }) => ({ class_package_id, title, available })))
        : result;
    },
  };
};

/**
 * core's DeskCatalogueApi (the back office's 'Catálogo', issue 15) over
 * HTTP, in the desk's own entry (`@estudio/adapters/desk`): one `listOver`
 * a list, so a new list adds its four endpoints here and nothing else.
 */
export const createHttpDeskCatalogueApi = (http: HttpClient): DeskCatalogueApi => ({
  locations: listOver(http, {
    list: catalogueEndpoints.locationsList,
    create: catalogueAdminEndpoints.locationCreate,
    update: catalogueAdminEndpoints.locationUpdate,
    remove: catalogueAdminEndpoints.locationDelete,
  }),
  tags: listOver(http, {
    list: catalogueListEndpoints.tagsList,
    create: catalogueAdminEndpoints.tagCreate,
    update: catalogueAdminEndpoints.tagUpdate,
    remove: catalogueAdminEndpoints.tagDelete,
  }),
  categories: listOver(http, {
    list: catalogueListEndpoints.classCategoriesList,
    create: catalogueAdminEndpoints.classCategoryCreate,
    update: catalogueAdminEndpoints.classCategoryUpdate,
    remove: catalogueAdminEndpoints.classCategoryDelete,
  }),
  programs: listOver(http, {
    list: catalogueAdminEndpoints.programsList,
    create: catalogueAdminEndpoints.programCreate,
    update: catalogueAdminEndpoints.programUpdate,
    remove: catalogueAdminEndpoints.programDelete,
  }),
  // Its list also passes `active` on (listOver sends the whole query).
  penalties: listOver(http, {
    list: catalogueAdminEndpoints.penaltiesList,
    create: catalogueAdminEndpoints.penaltyCreate,
    update: catalogueAdminEndpoints.penaltyUpdate,
    remove: catalogueAdminEndpoints.penaltyDelete,
  }),
  credits: listOver(http, {
    list: catalogueListEndpoints.availableClassesList,
    create: catalogueAdminEndpoints.availableClassCreate,
    update: catalogueAdminEndpoints.availableClassUpdate,
    remove: catalogueAdminEndpoints.availableClassDelete,
  }),
  announcements: listOver(http, {
    list: contentEndpoints.announcementsList,
    create: contentAdminEndpoints.announcementCreate,
    update: contentAdminEndpoints.announcementUpdate,
    remove: contentAdminEndpoints.announcementDelete,
  }),
  pages: listOver(http, {
    list: contentEndpoints.pagesList,
    create: contentAdminEndpoints.pageCreate,
    update: contentAdminEndpoints.pageUpdate,
    remove: contentAdminEndpoints.pageDelete,
  }),
  coaches: listOver(http, {
    list: catalogueListEndpoints.instructorsList,
    create: catalogueAdminEndpoints.instructorCreate,
    update: catalogueAdminEndpoints.instructorUpdate,
    remove: catalogueAdminEndpoints.instructorDelete,
  }),
  classTypes: listOver(http, {
    list: catalogueEndpoints.classTypesList,
    create: catalogueAdminEndpoints.classTypeCreate,
    update: catalogueAdminEndpoints.classTypeUpdate,
    remove: catalogueAdminEndpoints.classTypeDelete,
  }),
  packages: packagesOver(http),
  discounts: discountsOver(http),
  paymentMethods: listOver(http, {
    list: checkoutEndpoints.paymentMethodsList,
    create: commerceAdminEndpoints.paymentMethodCreate,
    update: commerceAdminEndpoints.paymentMethodUpdate,
    remove: commerceAdminEndpoints.paymentMethodDelete,
  }),
});
