import type { Endpoint } from '../endpoint.js';

/** Dynamic forms and custom fields (spec 7, Catalogue: /forms and /custom_fields). */
export const formsList = { id: 'formsList', method: 'GET', path: '/forms', responseKey: 'forms' } as const satisfies Endpoint<'formsList'>;
export const formOne = { id: 'formOne', method: 'GET', path: '/forms/:id', responseKey: 'form' } as const satisfies Endpoint<'formOne'>;
export const formCreate = { id: 'formCreate', method: 'POST', path: '/forms', responseKey: 'form' } as const satisfies Endpoint<'formCreate'>;
export const formUpdate = { id: 'formUpdate', method: 'PUT', path: '/forms/:id', responseKey: 'form' } as const satisfies Endpoint<'formUpdate'>;
export const formDelete = { id: 'formDelete', method: 'DELETE', path: '/forms/:id', responseKey: 'form' } as const satisfies Endpoint<'formDelete'>;
export const customFieldsList = { id: 'customFieldsList', method: 'GET', path: '/custom_fields', responseKey: 'custom_fields' } as const satisfies Endpoint<'customFieldsList'>;
export const customFieldOne = { id: 'customFieldOne', method: 'GET', path: '/custom_fields/:id', responseKey: 'custom_field' } as const satisfies Endpoint<'customFieldOne'>;
export const customFieldCreate = { id: 'customFieldCreate', method: 'POST', path: '/custom_fields', responseKey: 'custom_field' } as const satisfies Endpoint<'customFieldCreate'>;
export const customFieldUpdate = { id: 'customFieldUpdate', method: 'PUT', path: '/custom_fields/:id', responseKey: 'custom_field' } as const satisfies Endpoint<'customFieldUpdate'>;
export const customFieldDelete = { id: 'customFieldDelete', method: 'DELETE', path: '/custom_fields/:id', responseKey: 'custom_field' } as const satisfies Endpoint<'customFieldDelete'>;
