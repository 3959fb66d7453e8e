import type { Endpoint } from '../endpoint.js';

/**
 * Packages (spec 7 'Packages') and discount codes (spec 7 'Discounts'):
 * listings are public, writes are for admins. Fixed paths come before
 * `/:id`, since the first route that matches answers. The spec does not
 * show the paths that add a package to the home page and remove it; they
 * are `PUT /class_packages/:id/home` and `DELETE /class_packages/:id/home`.
 * The admin-only package calls are in packages-admin.endpoints.ts.
 */
export const packagesList = { id: 'packagesList', method: 'GET', path: '/class_packages', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesList'>;
export const packagesOnline = { id: 'packagesOnline', method: 'GET', path: '/class_packages/online/all', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesOnline'>;
export const packagesOnlineHome = { id: 'packagesOnlineHome', method: 'GET', path: '/class_packages/online/home', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesOnlineHome'>;
export const packagesInPerson = { id: 'packagesInPerson', method: 'GET', path: '/class_packages/presenciales/all', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesInPerson'>;
export const packagesInPersonHome = { id: 'packagesInPersonHome', method: 'GET', path: '/class_packages/presenciales/home', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesInPersonHome'>;
export const packagesEvents = { id: 'packagesEvents', method: 'GET', path: '/class_packages/especiales/all', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesEvents'>;
export const packagesEventsHome = { id: 'packagesEventsHome', method: 'GET', path: '/class_packages/especiales/home', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesEventsHome'>;
export const packageOne = { id: 'packageOne', method: 'GET', path: '/class_packages/:id', responseKey: 'class_package' } as const satisfies Endpoint<'packageOne'>;
export const discountByCode = { id: 'discountByCode', method: 'GET', path: '/discounts/code/:code', responseKey: 'discount' } as const satisfies Endpoint<'discountByCode'>;
/** The admin's list and writes of discount codes are in commerce-admin.endpoints.ts. */
export const discountOne = { id: 'discountOne', method: 'GET', path: '/discounts/:id', responseKey: 'discount' } as const satisfies Endpoint<'discountOne'>;
