import { err, ok, routes, type ApiPort, type Result } from '@estudio/core';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './http-client.js';

/** Reads the response key a route answers under (spec 7: `customer`, `pages`, `class_types`...). */
const key = async <T, K extends keyof T>(pending: Promise<Result<T>>, name: K): Promise<Result<T[K]>> => {
  const result = await pending;
  return result.ok ? ok(result.value[name]) : err(result.error);
};

const done = async (pending: Promise<Result<unknown>>): Promise<Result<void>> => {
  const result = await pending;
  return result.ok ? ok(undefined) : err(result.error);
};

const isClient = (source: HttpClientOptions | HttpClient): source is HttpClient => 'call' in source;

/**
 * core's ApiPort over HTTP: each member calls its route of the route table
 * and answers the route's response key. Pass a client to share one (and its
 * refresh throttle) with other callers, or the options to make one.
 */
export const createHttpApi = (source: HttpClientOptions | HttpClient): ApiPort => {
  const http = isClient(source) ? source : createHttpClient(source);
  return {
    appConfig: {
      load: () => key(http.call(routes.appConfig), 'config'),
    },
    customer: {
      current: () => key(http.call(routes.customerCurrent), 'customer'),
      update: (body) => key(http.call(routes.customerUpdate, { body }), 'customer'),
      signup: (body) => key(http.call(routes.customerSignup, { body }), 'customer'),
      phoneAvailable: (phone) => key(http.call(routes.customerPhone, { query: { phone } }), 'available'),
      recover: (email) => done(http.call(routes.customerRecover, { body: { email } })),
    },
    content: {
      pages: () => key(http.call(routes.pagesList), 'pages'),
      page: (slug) => key(http.call(routes.pageBySlug, { params: { slug } }), 'page'),
      announcements: () => key(http.call(routes.announcementsList), 'announcements'),
      acceptedPages: () => key(http.call(routes.acceptedPagesList), 'accepted_pages'),
      acceptPage: (pageId) => key(http.call(routes.acceptedPagesCreate, { body: { page_id: pageId } }), 'accepted_page'),
    },
    catalog: {
      classTypes: () => key(http.call(routes.classTypesList), 'class_types'),
      homeInstructors: () => key(http.call(routes.instructorsHome), 'instructors'),
      instructor: (id) => key(http.call(routes.instructorOne, { params: { id } }), 'instructor'),
      locations: () => key(http.call(routes.locationsList), 'locations'),
    },
  };
};
