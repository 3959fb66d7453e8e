import { catalogueAdminEndpoints, catalogueEndpoints, err, ok, type DeskCatalogueApi } from '@estudio/core';
import type { HttpClient } from './http-client.js';
import { bindersOf } from './binders.js';

/**
 * core's DeskCatalogueApi (the back office's 'Catálogo', issue 15) over
 * HTTP, in the desk's own entry (`@estudio/adapters/desk`). A list always
 * asks for a page, so the answer always carries its total.
 */
export const createHttpDeskCatalogueApi = (http: HttpClient): DeskCatalogueApi => {
  const { answer } = bindersOf(http);
  return {
    locations: {
      list: async (query) => {
        const result = await http.call(catalogueEndpoints.locationsList, { query: { ...query, page: query.page ?? 1 } });
        if (!result.ok) return err(result.error);
        const { locations, total } = result.value;
        return ok({ rows: locations, total: total ?? locations.length });
      },
      create: (body) => answer(catalogueAdminEndpoints.locationCreate, { body }),
      update: (id, body) => answer(catalogueAdminEndpoints.locationUpdate, { params: { id }, body }),
      remove: (id) => answer(catalogueAdminEndpoints.locationDelete, { params: { id } }),
    },
    tags: {
      list: async (query) => {
        const result = await http.call(catalogueEndpoints.tagsList, { query: { ...query, page: query.page ?? 1 } });
        if (!result.ok) return err(result.error);
        const { tags, total } = result.value;
        return ok({ rows: tags, total: total ?? tags.length });
      },
      create: (body) => answer(catalogueAdminEndpoints.tagCreate, { body }),
      update: (id, body) => answer(catalogueAdminEndpoints.tagUpdate, { params: { id }, body }),
      remove: (id) => answer(catalogueAdminEndpoints.tagDelete, { params: { id } }),
    },
  };
};
