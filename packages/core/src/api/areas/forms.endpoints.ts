import type { Endpoint } from '../endpoint.js';

/** Dynamic forms and custom fields (spec 7, Catalogue: /forms and /custom_fields): the reads the member area makes; the writes are in forms-admin.endpoints.ts. */
export const formsList = { id: 'formsList', method: 'GET', path: '/forms', responseKey: 'forms' } as const satisfies Endpoint<'formsList'>;
export const formOne = { id: 'formOne', method: 'GET', path: '/forms/:id', responseKey: 'form' } as const satisfies Endpoint<'formOne'>;
export const customFieldsList = { id: 'customFieldsList', method: 'GET', path: '/custom_fields', responseKey: 'custom_fields' } as const satisfies Endpoint<'customFieldsList'>;
export const customFieldOne = { id: 'customFieldOne', method: 'GET', path: '/custom_fields/:id', responseKey: 'custom_field' } as const satisfies Endpoint<'customFieldOne'>;
