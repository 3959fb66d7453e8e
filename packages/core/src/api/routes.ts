import { z } from 'zod';
import { defineRoute, type RouteDef } from './route.js';
import { OkResponse } from './schemas/common.schemas.js';
import { AuthSignUpBody, RefreshBody, ResetBody, ResetConfirmBody, SignInBody, TokenResponse } from './schemas/auth.schemas.js';
import { AppConfigResponse } from './schemas/appconfig.schemas.js';
import {
  CustomerAdminQuery,
  CustomerResponse,
  CustomersResponse,
  CustomerSignupBody,
  CustomerUpdateBody,
  PhoneQuery,
  PhoneResponse,
  RecoverBody,
} from './schemas/customer.schemas.js';
import {
  AcceptedPageResponse,
  AcceptedPagesResponse,
  AcceptPageBody,
  AnnouncementResponse,
  AnnouncementsResponse,
  ClassTypesResponse,
  InstructorResponse,
  InstructorsResponse,
  LocationsResponse,
  PageResponse,
  PagesResponse,
} from './schemas/content.schemas.js';

/**
 * Every `/api` route, by id. The server mounts exactly these, the HTTP
 * adapter calls them, and the OpenAPI document and the table-driven access
 * tests walk them. Later slices add their routes here.
 */
export const routes = {
  health: defineRoute({
    id: 'health', method: 'GET', path: '/health', access: 'public', tag: 'system',
    summary: 'Ready check', response: z.object({ status: z.literal('ok') }),
  }),
  appConfig: defineRoute({
    id: 'appConfig', method: 'GET', path: '/appconfig', access: 'public', tag: 'system',
    summary: 'The studio configuration list (spec 3, Settings)', response: AppConfigResponse,
  }),

  authSignIn: defineRoute({
    id: 'authSignIn', method: 'POST', path: '/auth/signin', access: 'public', tag: 'auth',
    summary: 'Sign in with e-mail and password', body: SignInBody, response: TokenResponse, errors: [401, 429],
  }),
  authRefresh: defineRoute({
    id: 'authRefresh', method: 'POST', path: '/auth/refresh', access: 'public', tag: 'auth',
    summary: 'Rotate a refresh token for a new ID token', body: RefreshBody, response: TokenResponse, errors: [401],
  }),
  authSignUp: defineRoute({
    id: 'authSignUp', method: 'POST', path: '/auth/signup', access: 'public', tag: 'auth',
    summary: 'Create an identity account', body: AuthSignUpBody, response: TokenResponse, successStatus: 201, errors: [409, 429],
  }),
  authReset: defineRoute({
    id: 'authReset', method: 'POST', path: '/auth/reset', access: 'public', tag: 'auth',
    summary: 'Send a password-reset e-mail (answers 200 whether or not the address exists)', body: ResetBody, response: OkResponse, errors: [429],
  }),

  authResetConfirm: defineRoute({
    id: 'authResetConfirm', method: 'POST', path: '/auth/reset/confirm', access: 'public', tag: 'auth',
    summary: 'Set a new password with the token of a reset e-mail', body: ResetConfirmBody, response: OkResponse, errors: [401, 429],
  }),

  customerCurrent: defineRoute({
    id: 'customerCurrent', method: 'GET', path: '/customer', access: 'customer', tag: 'customer', ownData: true,
    summary: 'The current customer', response: CustomerResponse, errors: [404],
  }),
  customerUpdate: defineRoute({
    id: 'customerUpdate', method: 'PUT', path: '/customer', access: 'customer', tag: 'customer', ownData: true,
    summary: 'Update the current customer', body: CustomerUpdateBody, response: CustomerResponse, errors: [404, 409],
  }),
  customerSignup: defineRoute({
    id: 'customerSignup', method: 'POST', path: '/customer/signup', access: 'customer', tag: 'customer', ownData: true,
    summary: 'Create the customer record of the signed-in identity account', body: CustomerSignupBody,
    response: CustomerResponse, successStatus: 201, errors: [409],
  }),
  customerPhone: defineRoute({
    id: 'customerPhone', method: 'GET', path: '/customer/phone', access: 'public', tag: 'customer',
    summary: 'Whether a phone is free for a new account (rate-limited)', query: PhoneQuery, response: PhoneResponse, errors: [429],
  }),
  customerRecover: defineRoute({
    id: 'customerRecover', method: 'POST', path: '/customer/recover', access: 'public', tag: 'customer',
    summary: 'Send a password-recovery e-mail', body: RecoverBody, response: OkResponse, errors: [429],
  }),
  customerAdminAll: defineRoute({
    id: 'customerAdminAll', method: 'GET', path: '/customer/admin/all', access: 'admin', tag: 'customer',
    summary: 'Search customers', query: CustomerAdminQuery, response: CustomersResponse,
  }),
  customerAdminOne: defineRoute({
    id: 'customerAdminOne', method: 'GET', path: '/customer/admin/:id', access: 'admin', tag: 'customer',
    summary: 'One customer', response: CustomerResponse, errors: [404],
  }),

  pagesList: defineRoute({
    id: 'pagesList', method: 'GET', path: '/pages', access: 'public', tag: 'content',
    summary: 'CMS pages', response: PagesResponse,
  }),
  pageBySlug: defineRoute({
    id: 'pageBySlug', method: 'GET', path: '/pages/:slug', access: 'public', tag: 'content',
    summary: 'One CMS page by slug', response: PageResponse, errors: [404],
  }),
  acceptedPagesList: defineRoute({
    id: 'acceptedPagesList', method: 'GET', path: '/accepted_pages', access: 'customer', tag: 'content', ownData: true,
    summary: "The current customer's accepted pages", response: AcceptedPagesResponse,
  }),
  acceptedPagesCreate: defineRoute({
    id: 'acceptedPagesCreate', method: 'POST', path: '/accepted_pages', access: 'customer', tag: 'content', ownData: true,
    summary: 'Accept a page', body: AcceptPageBody, response: AcceptedPageResponse, successStatus: 201, errors: [404],
  }),
  announcementsList: defineRoute({
    id: 'announcementsList', method: 'GET', path: '/announcements', access: 'public', tag: 'content',
    summary: 'Announcements (Avisos)', response: AnnouncementsResponse,
  }),
  announcementOne: defineRoute({
    id: 'announcementOne', method: 'GET', path: '/announcements/:id', access: 'public', tag: 'content',
    summary: 'One announcement', response: AnnouncementResponse, errors: [404],
  }),

  classTypesList: defineRoute({
    id: 'classTypesList', method: 'GET', path: '/class_types', access: 'public', tag: 'catalogue',
    summary: 'Class types', response: ClassTypesResponse,
  }),
  instructorsHome: defineRoute({
    id: 'instructorsHome', method: 'GET', path: '/instructors/home/all', access: 'public', tag: 'catalogue',
    summary: 'Coaches shown on the landing page', response: InstructorsResponse,
  }),
  instructorOne: defineRoute({
    id: 'instructorOne', method: 'GET', path: '/instructors/:id', access: 'public', tag: 'catalogue',
    summary: 'One instructor', response: InstructorResponse, errors: [404],
  }),
  locationsList: defineRoute({
    id: 'locationsList', method: 'GET', path: '/locations', access: 'public', tag: 'catalogue',
    summary: 'Studio locations', response: LocationsResponse,
  }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

/** All routes as a list, for the server, the OpenAPI document and table-driven tests. */
export const routeList: readonly RouteDef[] = Object.values(routes);
