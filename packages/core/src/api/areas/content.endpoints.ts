import type { Endpoint } from '../endpoint.js';

/** Pages, accepted pages and announcements (spec 7, Content). */
export const pagesList = { id: 'pagesList', method: 'GET', path: '/pages', responseKey: 'pages' } as const satisfies Endpoint<'pagesList'>;
export const pageBySlug = { id: 'pageBySlug', method: 'GET', path: '/pages/:slug', responseKey: 'page' } as const satisfies Endpoint<'pageBySlug'>;
export const acceptedPagesList = { id: 'acceptedPagesList', method: 'GET', path: '/accepted_pages', responseKey: 'accepted_pages' } as const satisfies Endpoint<'acceptedPagesList'>;
export const acceptedPagesCreate = { id: 'acceptedPagesCreate', method: 'POST', path: '/accepted_pages', responseKey: 'accepted_page' } as const satisfies Endpoint<'acceptedPagesCreate'>;
export const announcementsList = { id: 'announcementsList', method: 'GET', path: '/announcements', responseKey: 'announcements' } as const satisfies Endpoint<'announcementsList'>;
export const announcementOne = { id: 'announcementOne', method: 'GET', path: '/announcements/:id', responseKey: 'announcement' } as const satisfies Endpoint<'announcementOne'>;
export const pageCreate = { id: 'pageCreate', method: 'POST', path: '/pages', responseKey: 'page' } as const satisfies Endpoint<'pageCreate'>;
export const pageUpdate = { id: 'pageUpdate', method: 'PUT', path: '/pages/:id', responseKey: 'page' } as const satisfies Endpoint<'pageUpdate'>;
export const pageUpdateByBody = { id: 'pageUpdateByBody', method: 'PUT', path: '/pages', responseKey: 'page' } as const satisfies Endpoint<'pageUpdateByBody'>;
export const pageDelete = { id: 'pageDelete', method: 'DELETE', path: '/pages/:id', responseKey: 'page' } as const satisfies Endpoint<'pageDelete'>;
export const announcementCreate = { id: 'announcementCreate', method: 'POST', path: '/announcements', responseKey: 'announcement' } as const satisfies Endpoint<'announcementCreate'>;
export const announcementUpdate = { id: 'announcementUpdate', method: 'PUT', path: '/announcements/:id', responseKey: 'announcement' } as const satisfies Endpoint<'announcementUpdate'>;
export const announcementDelete = { id: 'announcementDelete', method: 'DELETE', path: '/announcements/:id', responseKey: 'announcement' } as const satisfies Endpoint<'announcementDelete'>;
