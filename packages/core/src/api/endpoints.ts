import { defineEndpoints } from './endpoint.js';

/**
 * Every `/api` route's transport facts, by id: method, path, access and the
 * response key. `routes.ts` adds each one's schemas; this table imports no
 * zod, so a client that only calls the API (the browser app) stays small.
 * Later slices add their endpoints here and their schemas in `routes.ts`.
 */
export const endpoints = defineEndpoints({
  health: {
    id: 'health', method: 'GET', path: '/health', access: 'public', tag: 'system',
    summary: 'Ready check', responseKey: 'status',
  },
  appConfig: {
    id: 'appConfig', method: 'GET', path: '/appconfig', access: 'public', tag: 'system',
    summary: 'The studio configuration list (spec 3, Settings)', responseKey: 'config',
  },

  authSignIn: {
    id: 'authSignIn', method: 'POST', path: '/auth/signin', access: 'public', tag: 'auth',
    summary: 'Sign in with e-mail and password', responseKey: 'token', errors: [401, 429],
  },
  authRefresh: {
    id: 'authRefresh', method: 'POST', path: '/auth/refresh', access: 'public', tag: 'auth',
    summary: 'Rotate a refresh token for a new ID token', responseKey: 'token', errors: [401],
  },
  authSignUp: {
    id: 'authSignUp', method: 'POST', path: '/auth/signup', access: 'public', tag: 'auth',
    summary: 'Create an identity account', responseKey: 'token', successStatus: 201, errors: [409, 429],
  },
  authReset: {
    id: 'authReset', method: 'POST', path: '/auth/reset', access: 'public', tag: 'auth',
    summary: 'Send a password-reset e-mail (answers 200 whether or not the address exists)', responseKey: 'ok', errors: [429],
  },
  authResetConfirm: {
    id: 'authResetConfirm', method: 'POST', path: '/auth/reset/confirm', access: 'public', tag: 'auth',
    summary: 'Set a new password with the token of a reset e-mail', responseKey: 'ok', errors: [401, 429],
  },

  customerCurrent: {
    id: 'customerCurrent', method: 'GET', path: '/customer', access: 'customer', tag: 'customer', ownData: true,
    summary: 'The current customer', responseKey: 'customer', errors: [404],
  },
  customerUpdate: {
    id: 'customerUpdate', method: 'PUT', path: '/customer', access: 'customer', tag: 'customer', ownData: true,
    summary: 'Update the current customer', responseKey: 'customer', errors: [404, 409],
  },
  customerSignup: {
    id: 'customerSignup', method: 'POST', path: '/customer/signup', access: 'customer', tag: 'customer', ownData: true,
    summary: 'Create the customer record of the signed-in identity account', responseKey: 'customer',
    successStatus: 201, errors: [409],
  },
  customerPhone: {
    id: 'customerPhone', method: 'GET', path: '/customer/phone', access: 'public', tag: 'customer',
    summary: 'Whether a phone is free for a new account (rate-limited)', responseKey: 'available', errors: [429],
  },
  customerRecover: {
    id: 'customerRecover', method: 'POST', path: '/customer/recover', access: 'public', tag: 'customer',
    summary: 'Send a password-recovery e-mail', responseKey: 'ok', errors: [429],
  },
  customerAdminAll: {
    id: 'customerAdminAll', method: 'GET', path: '/customer/admin/all', access: 'admin', tag: 'customer',
    summary: 'Search customers', responseKey: 'customers',
  },
  customerAdminOne: {
    id: 'customerAdminOne', method: 'GET', path: '/customer/admin/:id', access: 'admin', tag: 'customer',
    summary: 'One customer', responseKey: 'customer', errors: [404],
  },

  pagesList: {
    id: 'pagesList', method: 'GET', path: '/pages', access: 'public', tag: 'content',
    summary: 'CMS pages', responseKey: 'pages',
  },
  pageBySlug: {
    id: 'pageBySlug', method: 'GET', path: '/pages/:slug', access: 'public', tag: 'content',
    summary: 'One CMS page by slug', responseKey: 'page', errors: [404],
  },
  acceptedPagesList: {
    id: 'acceptedPagesList', method: 'GET', path: '/accepted_pages', access: 'customer', tag: 'content', ownData: true,
    summary: "The current customer's accepted pages", responseKey: 'accepted_pages',
  },
  acceptedPagesCreate: {
    id: 'acceptedPagesCreate', method: 'POST', path: '/accepted_pages', access: 'customer', tag: 'content', ownData: true,
    summary: 'Accept a page', responseKey: 'accepted_page', successStatus: 201, errors: [404],
  },
  announcementsList: {
    id: 'announcementsList', method: 'GET', path: '/announcements', access: 'public', tag: 'content',
    summary: 'Announcements (Avisos)', responseKey: 'announcements',
  },
  announcementOne: {
    id: 'announcementOne', method: 'GET', path: '/announcements/:id', access: 'public', tag: 'content',
    summary: 'One announcement', responseKey: 'announcement', errors: [404],
  },

  classTypesList: {
    id: 'classTypesList', method: 'GET', path: '/class_types', access: 'public', tag: 'catalogue',
    summary: 'Class types', responseKey: 'class_types',
  },
  instructorsHome: {
    id: 'instructorsHome', method: 'GET', path: '/instructors/home/all', access: 'public', tag: 'catalogue',
    summary: 'Coaches shown on the landing page', responseKey: 'instructors',
  },
  instructorOne: {
    id: 'instructorOne', method: 'GET', path: '/instructors/:id', access: 'public', tag: 'catalogue',
    summary: 'One instructor', responseKey: 'instructor', errors: [404],
  },
  locationsList: {
    id: 'locationsList', method: 'GET', path: '/locations', access: 'public', tag: 'catalogue',
    summary: 'Studio locations', responseKey: 'locations',
  },
});

/** The endpoint table's type. */
export type Endpoints = typeof endpoints;

/** The id of a route (the same in `endpoints` and `routes`). */
export type EndpointId = keyof Endpoints;
