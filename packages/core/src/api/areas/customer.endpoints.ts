import type { Endpoint } from '../endpoint.js';

/** The customer calls of spec 7 that sign-up and profile need. */
export const customerCurrent = { id: 'customerCurrent', method: 'GET', path: '/customer', responseKey: 'customer' } as const satisfies Endpoint<'customerCurrent'>;
export const customerUpdate = { id: 'customerUpdate', method: 'PUT', path: '/customer', responseKey: 'customer' } as const satisfies Endpoint<'customerUpdate'>;
export const customerSignup = { id: 'customerSignup', method: 'POST', path: '/customer/signup', responseKey: 'customer' } as const satisfies Endpoint<'customerSignup'>;
export const customerPhone = { id: 'customerPhone', method: 'GET', path: '/customer/phone', responseKey: 'available' } as const satisfies Endpoint<'customerPhone'>;
export const customerRecover = { id: 'customerRecover', method: 'POST', path: '/customer/recover', responseKey: 'ok' } as const satisfies Endpoint<'customerRecover'>;
