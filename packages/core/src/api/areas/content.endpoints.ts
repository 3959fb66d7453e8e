import type { Endpoint } from '../endpoint.js';

/** Pages, accepted pages and announcements (spec 7, Content). */
export const pagesList = { id: 'pagesList', method: 'GET', path: '/pages', responseKey: 'pages' } as const satisfies Endpoint<'pagesList'>;
export const pageBySlug = { id: 'pageBySlug', method: 'GET', path: '/pages/:slug', responseKey: 'page' } as const satisfies Endpoint<'pageBySlug'>;
export const acceptedPagesList = { id: 'acceptedPagesList', method: 'GET', path: '/accepted_pages', responseKey: 'accepted_pages' } as const satisfies Endpoint<'acceptedPagesList'>;
export const acceptedPagesCreate = { id: 'acceptedPagesCreate', method: 'POST', path: '/accepted_pages', responseKey: 'accepted_page' } as const satisfies Endpoint<'acceptedPagesCreate'>;
export const announcementsList = { id: 'announcementsList', method: 'GET', path: '/announcements', responseKey: 'announcements' } as const satisfies Endpoint<'announcementsList'>;
export const announcementOne = { id: 'announcementOne', method: 'GET', path: '/announcements/:id', responseKey: 'announcement' } as const satisfies Endpoint<'announcementOne'>;
