import {
  catalogueEndpoints,
  contentEndpoints,
  customerEndpoints,
  packageEndpoints,
  scheduleEndpoints,
  systemEndpoints,
  type ApiPort,
} from '@estudio/core';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './http-client.js';
import type { MemberGroups } from './http-api.member.js';
import { lazyGroup } from './lazy-group.js';
import { bindersOf } from './binders.js';

const isClient = (source: HttpClientOptions | HttpClient): source is HttpClient => 'call' in source;


/**
 * core's ApiPort over HTTP: each member calls its endpoint and answers the
 * value under the endpoint's response key. Pass a client to share one (and
 * its refresh throttle and validator) with other callers, or the options to
 * make one. The members of screens behind a sign-in (saved cards, videos,
 * forms, addresses) and their endpoint tables load on their first call
 * (`http-api.member.ts`), so the landing's first load carries none of them.
 */
export const createHttpApi = (source: HttpClientOptions | HttpClient): ApiPort => {
  const http = isClient(source) ? source : createHttpClient(source);
  const { answer, done } = bindersOf(http);
  // Members no first screen calls load with their endpoint tables on first use (the landing's budget).
  let loading: Promise<MemberGroups> | null = null;
  const later = () => (loading ??= import('./http-api.member.js').then((module) => module.memberGroups({ http, answer, done })));
  return {
    appConfig: {
      load: () => answer(systemEndpoints.appConfig),
    },
    customer: {
      current: () => answer(customerEndpoints.customerCurrent),
      update: (body) => answer(customerEndpoints.customerUpdate, { body }),
      signup: (body) => answer(customerEndpoints.customerSignup, { body }),
      phoneAvailable: (phone) => answer(customerEndpoints.customerPhone, { query: { phone } }),
      recover: (email) => done(customerEndpoints.customerRecover, { body: { email } }),
      confirmEmail: (token) => later().then((groups) => groups.customerEmail.confirmEmail(token)),
    },
    content: {
      pages: () => answer(contentEndpoints.pagesList),
      page: (slug) => answer(contentEndpoints.pageBySlug, { params: { slug } }),
      announcements: () => answer(contentEndpoints.announcementsList),
      acceptedPages: () => answer(contentEndpoints.acceptedPagesList),
      acceptPage: (pageId) => answer(contentEndpoints.acceptedPagesCreate, { body: { page_id: pageId } }),
    },
    catalog: {
      classTypes: () => answer(catalogueEndpoints.classTypesList),
      classType: (id) => answer(catalogueEndpoints.classTypeOne, { params: { id } }),
      homeInstructors: () => answer(catalogueEndpoints.instructorsHome),
      instructor: (id) => answer(catalogueEndpoints.instructorOne, { params: { id } }),
      locations: () => answer(catalogueEndpoints.locationsList),
    },
    schedule: {
      days: (query) => answer(scheduleEndpoints.scheduleList, { query }),
      one: (id) => answer(scheduleEndpoints.singleClassOne, { params: { id } }),
      byInstructor: (id, query) => answer(scheduleEndpoints.scheduleByInstructor, { params: { id }, query }),
      spotMaps: (classTypeId) => answer(catalogueEndpoints.customSpotMapsList, { query: { class_type_id: classTypeId } }),
    },
    reservations: lazyGroup(() => later().then((groups) => groups.reservations)),
    waitlist: lazyGroup(() => later().then((groups) => groups.waitlist)),
    credits: lazyGroup(() => later().then((groups) => groups.credits)),
    staff: lazyGroup(() => later().then((groups) => groups.staff)),
    packages: {
      list: () => answer(packageEndpoints.packagesList),
      one: (id) => answer(packageEndpoints.packageOne, { params: { id } }),
    },
    discounts: lazyGroup(() => later().then((groups) => groups.discounts)),
    checkout: lazyGroup(() => later().then((groups) => groups.checkout)),
    purchases: lazyGroup(() => later().then((groups) => groups.purchases)),
    savedCards: lazyGroup(() => later().then((groups) => groups.savedCards)),
    videos: lazyGroup(() => later().then((groups) => groups.videos)),
    forms: lazyGroup(() => later().then((groups) => groups.forms)),
    addresses: lazyGroup(() => later().then((groups) => groups.addresses)),
    files: lazyGroup(() => later().then((groups) => groups.files)),
  };
};
