import type { Endpoint } from '../endpoint.js';

/**
 * The writes of forms and custom fields that only /admin calls (issue 15,
 * 'Formularios' and 'Campos personalizados'), apart from
 * `formEndpoints`, whose reads the member area's chunks carry (see
 * catalogue-admin.endpoints.ts for why). Their schemas stay in forms.routes.ts.
 */
export const formCreate = { id: 'formCreate', method: 'POST', path: '/forms', responseKey: 'form' } as const satisfies Endpoint<'formCreate'>;
export const formUpdate = { id: 'formUpdate', method: 'PUT', path: '/forms/:id', responseKey: 'form' } as const satisfies Endpoint<'formUpdate'>;
export const formDelete = { id: 'formDelete', method: 'DELETE', path: '/forms/:id', responseKey: 'form' } as const satisfies Endpoint<'formDelete'>;
export const customFieldCreate = { id: 'customFieldCreate', method: 'POST', path: '/custom_fields', responseKey: 'custom_field' } as const satisfies Endpoint<'customFieldCreate'>;
export const customFieldUpdate = { id: 'customFieldUpdate', method: 'PUT', path: '/custom_fields/:id', responseKey: 'custom_field' } as const satisfies Endpoint<'customFieldUpdate'>;
export const customFieldDelete = { id: 'customFieldDelete', method: 'DELETE', path: '/custom_fields/:id', responseKey: 'custom_field' } as const satisfies Endpoint<'customFieldDelete'>;
