import type { Endpoint } from '../endpoint.js';

/** Billing addresses (spec 7, Catalogue: /addresses): a customer's own; an admin's any. */
export const addressesList = { id: 'addressesList', method: 'GET', path: '/addresses', responseKey: 'addresses' } as const satisfies Endpoint<'addressesList'>;
export const addressOne = { id: 'addressOne', method: 'GET', path: '/addresses/:id', responseKey: 'address' } as const satisfies Endpoint<'addressOne'>;
export const addressCreate = { id: 'addressCreate', method: 'POST', path: '/addresses', responseKey: 'address' } as const satisfies Endpoint<'addressCreate'>;
export const addressUpdate = { id: 'addressUpdate', method: 'PUT', path: '/addresses/:id', responseKey: 'address' } as const satisfies Endpoint<'addressUpdate'>;
export const addressDelete = { id: 'addressDelete', method: 'DELETE', path: '/addresses/:id', responseKey: 'address' } as const satisfies Endpoint<'addressDelete'>;
