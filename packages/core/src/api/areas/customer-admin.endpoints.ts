import type { Endpoint } from '../endpoint.js';

/**
 * The team's customer calls of spec 7 (search, one customer, register,
 * grant, revoke, take classes), apart from the member's: only the back
 * office calls them, and a module of their own keeps them out of the first
 * load of '/', which carries the member's customer calls.
 */
export const customerAdminAll = { id: 'customerAdminAll', method: 'GET', path: '/customer/admin/all', responseKey: 'customers' } as const satisfies Endpoint<'customerAdminAll'>;
export const customerAdminOne = { id: 'customerAdminOne', method: 'GET', path: '/customer/admin/:id', responseKey: 'customer' } as const satisfies Endpoint<'customerAdminOne'>;
export const customerQuery = { id: 'customerQuery', method: 'GET', path: '/customer/query', responseKey: 'customers' } as const satisfies Endpoint<'customerQuery'>;
export const customerCreate = { id: 'customerCreate', method: 'POST', path: '/customer', responseKey: 'customer' } as const satisfies Endpoint<'customerCreate'>;
export const customerGiveAccess = { id: 'customerGiveAccess', method: 'POST', path: '/customer/giveAccess', responseKey: 'purchase' } as const satisfies Endpoint<'customerGiveAccess'>;
export const customerRevokeAccess = { id: 'customerRevokeAccess', method: 'PUT', path: '/customer/revokeAccess', responseKey: 'purchase' } as const satisfies Endpoint<'customerRevokeAccess'>;
export const customerRemoveClasses = { id: 'customerRemoveClasses', method: 'PUT', path: '/customer/removeClasses', responseKey: 'removed' } as const satisfies Endpoint<'customerRemoveClasses'>;
