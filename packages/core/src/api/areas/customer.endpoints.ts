import type { Endpoint } from '../endpoint.js';

/** The customer calls of spec 7 that sign-up and profile need. */
export const customerCurrent = { id: 'customerCurrent', method: 'GET', path: '/customer', responseKey: 'customer' } as const satisfies Endpoint<'customerCurrent'>;
export const customerUpdate = { id: 'customerUpdate', method: 'PUT', path: '/customer', responseKey: 'customer' } as const satisfies Endpoint<'customerUpdate'>;
export const customerSignup = { id: 'customerSignup', method: 'POST', path: '/customer/signup', responseKey: 'customer' } as const satisfies Endpoint<'customerSignup'>;
export const customerPhone = { id: 'customerPhone', method: 'GET', path: '/customer/phone', responseKey: 'available' } as const satisfies Endpoint<'customerPhone'>;
export const customerRecover = { id: 'customerRecover', method: 'POST', path: '/customer/recover', responseKey: 'ok' } as const satisfies Endpoint<'customerRecover'>;
export const customerAdminAll = { id: 'customerAdminAll', method: 'GET', path: '/customer/admin/all', responseKey: 'customers' } as const satisfies Endpoint<'customerAdminAll'>;
export const customerAdminOne = { id: 'customerAdminOne', method: 'GET', path: '/customer/admin/:id', responseKey: 'customer' } as const satisfies Endpoint<'customerAdminOne'>;
export const customerQuery = { id: 'customerQuery', method: 'GET', path: '/customer/query', responseKey: 'customers' } as const satisfies Endpoint<'customerQuery'>;
export const customerCreate = { id: 'customerCreate', method: 'POST', path: '/customer', responseKey: 'customer' } as const satisfies Endpoint<'customerCreate'>;
export const customerGiveAccess = { id: 'customerGiveAccess', method: 'POST', path: '/customer/giveAccess', responseKey: 'purchase' } as const satisfies Endpoint<'customerGiveAccess'>;
export const customerRevokeAccess = { id: 'customerRevokeAccess', method: 'PUT', path: '/customer/revokeAccess', responseKey: 'purchase' } as const satisfies Endpoint<'customerRevokeAccess'>;
export const customerRemoveClasses = { id: 'customerRemoveClasses', method: 'PUT', path: '/customer/removeClasses', responseKey: 'removed' } as const satisfies Endpoint<'customerRemoveClasses'>;
