import { catalogueAdminEndpoints, catalogueEndpoints, ok, packageAdminEndpoints, type DeskCatalogueApi } from '@estudio/core';
import { checkoutEndpoints, commerceAdminEndpoints } from '@estudio/core';
import { catalogueListEndpoints, contentAdminEndpoints, contentEndpoints } from '@estudio/core';
import { formAdminEndpoints, formEndpoints } from '@estudio/core';
import { bindersOf } from './binders.js';
import type { HttpClient } from './http-client.js';
import { videosOver } from './http-desk-videos.js';
import { listOver } from './list-over.js';

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
  videos: videosOver(http),
  forms: {
    ...listOver(http, { list: formEndpoints.formsList, create: formAdminEndpoints.formCreate, update: formAdminEndpoints.formUpdate, remove: formAdminEndpoints.formDelete }),
    one: (id) => bindersOf(http).answer(formEndpoints.formOne, { params: { id } }),
  },
  customFields: listOver(http, {
    list: formEndpoints.customFieldsList,
    create: formAdminEndpoints.customFieldCreate,
    update: formAdminEndpoints.customFieldUpdate,
    remove: formAdminEndpoints.customFieldDelete,
  }),
});
