import type { Endpoint } from '../endpoint.js';

/**
 * The content's writes that only /admin calls (issue 15, 'Contenido'),
 * apart from `contentEndpoints`, whose reads the first load of '/' carries
 * (see catalogue-admin.endpoints.ts for why). Their schemas stay in
 * content.routes.ts.
 */
export const announcementCreate = { id: 'announcementCreate', method: 'POST', path: '/announcements', responseKey: 'announcement' } as const satisfies Endpoint<'announcementCreate'>;
export const announcementUpdate = { id: 'announcementUpdate', method: 'PUT', path: '/announcements/:id', responseKey: 'announcement' } as const satisfies Endpoint<'announcementUpdate'>;
export const announcementDelete = { id: 'announcementDelete', method: 'DELETE', path: '/announcements/:id', responseKey: 'announcement' } as const satisfies Endpoint<'announcementDelete'>;
export const pageCreate = { id: 'pageCreate', method: 'POST', path: '/pages', responseKey: 'page' } as const satisfies Endpoint<'pageCreate'>;
export const pageUpdate = { id: 'pageUpdate', method: 'PUT', path: '/pages/:id', responseKey: 'page' } as const satisfies Endpoint<'pageUpdate'>;
export const pageUpdateByBody = { id: 'pageUpdateByBody', method: 'PUT', path: '/pages', responseKey: 'page' } as const satisfies Endpoint<'pageUpdateByBody'>;
export const pageDelete = { id: 'pageDelete', method: 'DELETE', path: '/pages/:id', responseKey: 'page' } as const satisfies Endpoint<'pageDelete'>;
