import type { Endpoint } from '../endpoint.js';

/**
 * The catalogue's writes that only /admin calls (issue 15, 'Catálogo'),
 * apart from `catalogueEndpoints`, whose reads the first load of '/'
 * carries: an endpoint the admin chunk reads from that namespace would be
 * kept in the first load too. Their schemas stay in catalogue.routes.ts.
 * The next catalogue screens move their writes here as they come.
 */
export const locationCreate = { id: 'locationCreate', method: 'POST', path: '/locations', responseKey: 'location' } as const satisfies Endpoint<'locationCreate'>;
export const locationUpdate = { id: 'locationUpdate', method: 'PUT', path: '/locations/:id', responseKey: 'location' } as const satisfies Endpoint<'locationUpdate'>;
export const locationDelete = { id: 'locationDelete', method: 'DELETE', path: '/locations/:id', responseKey: 'location' } as const satisfies Endpoint<'locationDelete'>;
export const tagCreate = { id: 'tagCreate', method: 'POST', path: '/tags', responseKey: 'tag' } as const satisfies Endpoint<'tagCreate'>;
export const tagUpdate = { id: 'tagUpdate', method: 'PUT', path: '/tags/:id', responseKey: 'tag' } as const satisfies Endpoint<'tagUpdate'>;
export const tagDelete = { id: 'tagDelete', method: 'DELETE', path: '/tags/:id', responseKey: 'tag' } as const satisfies Endpoint<'tagDelete'>;
