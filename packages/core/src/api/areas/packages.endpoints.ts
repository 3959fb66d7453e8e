import type { Endpoint } from '../endpoint.js';

/**
 * Packages (spec 7 'Packages') and discount codes (spec 7 'Discounts'):
 * listings are public, writes are for admins. Fixed paths come before
 * `/:id`, since the first route that matches answers. The spec does not
 * show the paths that add a package to the home page and remove it; they
 * are `PUT /class_packages/:id/home` and `DELETE /class_packages/:id/home`.
 */
export const packagesList = { id: 'packagesList', method: 'GET', path: '/class_packages', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesList'>;
export const packagesOnline = { id: 'packagesOnline', method: 'GET', path: '/class_packages/online/all', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesOnline'>;
export const packagesOnlineHome = { id: 'packagesOnlineHome', method: 'GET', path: '/class_packages/online/home', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesOnlineHome'>;
export const packagesInPerson = { id: 'packagesInPerson', method: 'GET', path: '/class_packages/presenciales/all', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesInPerson'>;
export const packagesInPersonHome = { id: 'packagesInPersonHome', method: 'GET', path: '/class_packages/presenciales/home', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesInPersonHome'>;
export const packagesEvents = { id: 'packagesEvents', method: 'GET', path: '/class_packages/especiales/all', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesEvents'>;
export const packagesEventsHome = { id: 'packagesEventsHome', method: 'GET', path: '/class_packages/especiales/home', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesEventsHome'>;
export const packageEventAttendees = { id: 'packageEventAttendees', method: 'GET', path: '/class_packages/especiales/:id/asistentes', responseKey: 'asistentes' } as const satisfies Endpoint<'packageEventAttendees'>;
export const packagesAdmin = { id: 'packagesAdmin', method: 'GET', path: '/class_packages/admin/all', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesAdmin'>;
export const packageOne = { id: 'packageOne', method: 'GET', path: '/class_packages/:id', responseKey: 'class_package' } as const satisfies Endpoint<'packageOne'>;
export const packageCreate = { id: 'packageCreate', method: 'POST', path: '/class_packages', responseKey: 'class_package' } as const satisfies Endpoint<'packageCreate'>;
export const packageUpdate = { id: 'packageUpdate', method: 'PUT', path: '/class_packages/:id', responseKey: 'class_package' } as const satisfies Endpoint<'packageUpdate'>;
export const packageDelete = { id: 'packageDelete', method: 'DELETE', path: '/class_packages/:id', responseKey: 'class_package' } as const satisfies Endpoint<'packageDelete'>;
export const packageHomeAdd = { id: 'packageHomeAdd', method: 'PUT', path: '/class_packages/:id/home', responseKey: 'class_package' } as const satisfies Endpoint<'packageHomeAdd'>;
export const packageHomeRemove = { id: 'packageHomeRemove', method: 'DELETE', path: '/class_packages/:id/home', responseKey: 'class_package' } as const satisfies Endpoint<'packageHomeRemove'>;
export const discountByCode = { id: 'discountByCode', method: 'GET', path: '/discounts/code/:code', responseKey: 'discount' } as const satisfies Endpoint<'discountByCode'>;
export const discountsAdmin = { id: 'discountsAdmin', method: 'GET', path: '/discounts/admin/all', responseKey: 'descuentos' } as const satisfies Endpoint<'discountsAdmin'>;
export const discountOne = { id: 'discountOne', method: 'GET', path: '/discounts/:id', responseKey: 'discount' } as const satisfies Endpoint<'discountOne'>;
export const discountCreate = { id: 'discountCreate', method: 'POST', path: '/discounts', responseKey: 'discount' } as const satisfies Endpoint<'discountCreate'>;
export const discountUpdate = { id: 'discountUpdate', method: 'PUT', path: '/discounts/:id', responseKey: 'discount' } as const satisfies Endpoint<'discountUpdate'>;
export const discountDelete = { id: 'discountDelete', method: 'DELETE', path: '/discounts/:id', responseKey: 'discount' } as const satisfies Endpoint<'discountDelete'>;
