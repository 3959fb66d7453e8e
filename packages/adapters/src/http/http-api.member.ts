import {
  addressEndpoints, catalogueListEndpoints, reservationEndpoints, checkoutEndpoints, err, formEndpoints, ok, packageEndpoints, videoEndpoints, type ApiPort,
  customerEmailEndpoints, type CustomerApi,
} from '@estudio/core';
import type { Binders } from './binders.js';
import { filesGroup } from './http-api.files.js';

/**
 * The ApiPort members that only the checkout and screens behind a sign-in call, with the
 * endpoint tables they name: `createHttpApi` imports this module on their
 * first call, so it stays out of the landing's first load.
 */
export type MemberGroups = Pick<ApiPort, 'reservations' | 'waitlist' | 'credits' | 'staff' | 'discounts' | 'checkout' | 'purchases' | 'savedCards' | 'videos' | 'forms' | 'addresses' | 'files'> & {
  /** The customer's one call only a link in an e-mail makes (/confirmar-correo). */
  readonly customerEmail: Pick<CustomerApi, 'confirmEmail'>;
};

/** Binds the member-area members over the client `createHttpApi` made. */
export const memberGroups = ({ http, answer, done }: Binders): MemberGroups => ({
  customerEmail: {
    confirmEmail: (token) => done(customerEmailEndpoints.customerEmailConfirm, { body: { token } }),
  },
  reservations: {
    mine: async (query) => {
      const result = await http.call(reservationEndpoints.reservationsMine, { query });
      return result.ok ? ok({ reservations: result.value.reservations, max: result.value.max }) : err(result.error);
    },
    reserve: (body) => answer(reservationEndpoints.reservationCreate, { body }),
    cancel: (id) => answer(reservationEndpoints.reservationCancel, { params: { id } }),
    rate: (body) => answer(reservationEndpoints.reservationRate, { body }),
    renameGuest: (body) => answer(reservationEndpoints.reservationGuest, { body }),
  },
  waitlist: {
    mine: () => answer(reservationEndpoints.waitlistList, { query: {} }),
    join: (singleClassId) => answer(reservationEndpoints.waitlistCreate, { body: { single_class_id: singleClassId } }),
    leave: (waitlistId) => done(reservationEndpoints.waitlistDelete, { params: { id: waitlistId } }),
  },
  credits: {
    mine: () => answer(catalogueListEndpoints.availableClassesList, { query: {} }),
    penalties: () => answer(catalogueListEndpoints.penaltiesMine),
  },
  staff: {
    one: (id) => answer(reservationEndpoints.reservationOne, { params: { id } }),
    update: (id, body) => answer(reservationEndpoints.reservationUpdate, { params: { id }, body }),
  },
  discounts: {
    byCode: (code, classPackageId) =>
      answer(packageEndpoints.discountByCode, { params: { code }, query: { class_package_id: classPackageId } }),
  },
  checkout: {
    paymentMethods: () => answer(checkoutEndpoints.paymentMethodsList),
    cardToken: (card) => answer(checkoutEndpoints.sandboxCardToken, { body: card }),
    // The answer is the whole body (purchase_id, payment_id, clientSecret, session), not one key of it.
    attempt: async (body) => {
      const result = await http.call(checkoutEndpoints.checkoutAttempt, { body });
      return result.ok ? ok(result.value) : err(result.error);
    },
    paymentSources: () => answer(checkoutEndpoints.paymentSourcesMine),
    // The whole body, as the attempt's: the machine reads it as a checkout answer.
    capture: async (body) => {
      const result = await http.call(checkoutEndpoints.checkoutCapture, { body });
      return result.ok ? ok(result.value) : err(result.error);
    },
  },
  purchases: {
    mine: () => answer(checkoutEndpoints.purchasesMine),
    one: (id) => answer(checkoutEndpoints.purchaseOne, { params: { id } }),
    cancel: (id, reason) => answer(checkoutEndpoints.purchaseCancel, { params: { id }, body: { reason } }),
    invoices: () => answer(checkoutEndpoints.invoicesMine),
  },
  savedCards: {
    list: () => answer(checkoutEndpoints.savedCardsMine),
    save: (body) => answer(checkoutEndpoints.savedCardSave, { body }),
    remove: (id) => done(checkoutEndpoints.savedCardDelete, { params: { id } }),
  },
  videos: {
    list: async (query) => {
      const result = await http.call(videoEndpoints.videosList, { query });
      return result.ok ? ok({ videos: result.value.videos, total: result.value.total }) : err(result.error);
    },
    upcoming: () => answer(videoEndpoints.videosUpcoming),
    byTag: async (id, page = 1) => {
      const result = await http.call(videoEndpoints.videosByTag, { params: { id }, query: { page } });
      return result.ok ? ok({ videos: result.value.videos, total: result.value.total }) : err(result.error);
    },
    byProgram: async (id, page = 1) => {
      const result = await http.call(videoEndpoints.videosByProgram, { params: { id }, query: { page } });
      return result.ok ? ok({ videos: result.value.videos, total: result.value.total }) : err(result.error);
    },
    one: (id) => answer(videoEndpoints.videoOne, { params: { id } }),
    rate: (body) => answer(videoEndpoints.videoRate, { body }),
    requestRatingEmail: (videoId) => done(videoEndpoints.videoRatingEmail, { body: { video_id: videoId } }),
    complete: (id) => answer(videoEndpoints.videoComplete, { params: { id } }),
    uncomplete: (id) => answer(videoEndpoints.videoUncomplete, { params: { id } }),
    favorites: () => answer(videoEndpoints.favoritesMine),
    addFavorite: (videoId) => answer(videoEndpoints.favoriteAdd, { body: { video_id: videoId } }),
    removeFavorite: (videoId) => done(videoEndpoints.favoriteRemove, { params: { id: videoId } }),
    types: () => answer(videoEndpoints.videoTypesList),
    tags: () => answer(catalogueListEndpoints.tagsList, { query: { type: 'video' } }),
    coaches: () => answer(catalogueListEndpoints.instructorsList),
    categories: () => answer(catalogueListEndpoints.classCategoriesList),
  },
  forms: {
    list: (query = {}) => answer(formEndpoints.formsList, { query }),
    one: (id) => answer(formEndpoints.formOne, { params: { id } }),
    customFields: (query = {}) => answer(formEndpoints.customFieldsList, { query }),
    customField: (id) => answer(formEndpoints.customFieldOne, { params: { id } }),
  },
  addresses: {
    mine: () => answer(addressEndpoints.addressesList, { query: {} }),
    one: (id) => answer(addressEndpoints.addressOne, { params: { id } }),
    create: (body) => answer(addressEndpoints.addressCreate, { body }),
    update: (id, body) => answer(addressEndpoints.addressUpdate, { params: { id }, body }),
    remove: (id) => answer(addressEndpoints.addressDelete, { params: { id } }),
  },
  files: filesGroup({ http, answer, done }),
});
