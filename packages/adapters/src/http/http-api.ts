import { endpoints, err, ok, type ApiPort, type Endpoint, type ResponseOf, type Result, type RouteOf } from '@estudio/core';
import { createHttpClient, type CallArgs, type HttpClient, type HttpClientOptions } from './http-client.js';

/** The value a route answers under its response key (spec 7: `customer`, `pages`, `class_types`...). */
type AnswerOf<E extends Endpoint> = ResponseOf<RouteOf<E>>[E['responseKey'] & keyof ResponseOf<RouteOf<E>>];

const isClient = (source: HttpClientOptions | HttpClient): source is HttpClient => 'call' in source;

/**
 * core's ApiPort over HTTP: each member calls its endpoint and answers the
 * value under the endpoint's response key. Pass a client to share one (and
 * its refresh throttle and validator) with other callers, or the options to
 * make one.
 */
export const createHttpApi = (source: HttpClientOptions | HttpClient): ApiPort => {
  const http = isClient(source) ? source : createHttpClient(source);
  const answer = async <E extends Endpoint>(endpoint: E, ...args: CallArgs<RouteOf<E>>): Promise<Result<AnswerOf<E>>> => {
    const result = await http.call(endpoint, ...args);
    return result.ok ? ok(result.value[endpoint.responseKey as keyof typeof result.value] as AnswerOf<E>) : err(result.error);
  };
  const done = async <E extends Endpoint>(endpoint: E, ...args: CallArgs<RouteOf<E>>): Promise<Result<void>> => {
    const result = await http.call(endpoint, ...args);
    return result.ok ? ok(undefined) : err(result.error);
  };
  return {
    appConfig: {
      load: () => answer(endpoints.appConfig),
    },
    customer: {
      current: () => answer(endpoints.customerCurrent),
      update: (body) => answer(endpoints.customerUpdate, { body }),
      signup: (body) => answer(endpoints.customerSignup, { body }),
      phoneAvailable: (phone) => answer(endpoints.customerPhone, { query: { phone } }),
      recover: (email) => done(endpoints.customerRecover, { body: { email } }),
    },
    content: {
      pages: () => answer(endpoints.pagesList),
      page: (slug) => answer(endpoints.pageBySlug, { params: { slug } }),
      announcements: () => answer(endpoints.announcementsList),
      acceptedPages: () => answer(endpoints.acceptedPagesList),
      acceptPage: (pageId) => answer(endpoints.acceptedPagesCreate, { body: { page_id: pageId } }),
    },
    catalog: {
      classTypes: () => answer(endpoints.classTypesList),
      homeInstructors: () => answer(endpoints.instructorsHome),
      instructor: (id) => answer(endpoints.instructorOne, { params: { id } }),
      locations: () => answer(endpoints.locationsList),
    },
  };
};
