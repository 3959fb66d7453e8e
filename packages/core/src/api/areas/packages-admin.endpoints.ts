import type { Endpoint } from '../endpoint.js';

/**
 * The packages' calls that only /admin makes ('Paquetes', issue 15), apart
 * from `packageEndpoints`, whose listings the first load of '/' carries: an
 * endpoint the admin chunk reads from that namespace would be kept in the
 * first load too. Their schemas stay in packages.routes.ts, in the order
 * they match. `packagesOrder` sets every package's `order` at once.
 */
export const packageEventAttendees = { id: 'packageEventAttendees', method: 'GET', path: '/class_packages/especiales/:id/asistentes', responseKey: 'asistentes' } as const satisfies Endpoint<'packageEventAttendees'>;
export const packagesAdmin = { id: 'packagesAdmin', method: 'GET', path: '/class_packages/admin/all', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesAdmin'>;
export const packagesOrder = { id: 'packagesOrder', method: 'PUT', path: '/class_packages/order', responseKey: 'class_packages' } as const satisfies Endpoint<'packagesOrder'>;
export const packageCreate = { id: 'packageCreate', method: 'POST', path: '/class_packages', responseKey: 'class_package' } as const satisfies Endpoint<'packageCreate'>;
export const packageUpdate = { id: 'packageUpdate', method: 'PUT', path: '/class_packages/:id', responseKey: 'class_package' } as const satisfies Endpoint<'packageUpdate'>;
export const packageDelete = { id: 'packageDelete', method: 'DELETE', path: '/class_packages/:id', responseKey: 'class_package' } as const satisfies Endpoint<'packageDelete'>;
export const packageHomeAdd = { id: 'packageHomeAdd', method: 'PUT', path: '/class_packages/:id/home', responseKey: 'class_package' } as const satisfies Endpoint<'packageHomeAdd'>;
export const packageHomeRemove = { id: 'packageHomeRemove', method: 'DELETE', path: '/class_packages/:id/home', responseKey: 'class_package' } as const satisfies Endpoint<'packageHomeRemove'>;
