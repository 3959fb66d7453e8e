import type { Endpoint } from '../endpoint.js';

/**
 * The schedule's calls that only /admin makes ('Horarios', issue 16), apart
 * from `scheduleEndpoints` (whose reads the customer's calendar carries):
 * every class of a range with its series and waitlist, the conflicts of
 * classes about to be written, a weekly series, and one class's create,
 * update, cancel and repeat (kept out of `scheduleEndpoints`, so the first
 * load of '/' does not carry them). The days read is
 * `/single_class/admin/schedule`, not the desk's `/single_class/admin/days`
 * ('Hoy', which staff read too): this one is admin only.
 */
export const scheduleAdmin = { id: 'scheduleAdmin', method: 'GET', path: '/single_class/admin/schedule', responseKey: 'days' } as const satisfies Endpoint<'scheduleAdmin'>;
export const classConflicts = { id: 'classConflicts', method: 'POST', path: '/single_class/conflicts', responseKey: 'conflicts' } as const satisfies Endpoint<'classConflicts'>;
export const classSeriesCreate = { id: 'classSeriesCreate', method: 'POST', path: '/single_class/series', responseKey: 'single_classes' } as const satisfies Endpoint<'classSeriesCreate'>;
export const singleClassCreate = { id: 'singleClassCreate', method: 'POST', path: '/single_class', responseKey: 'single_class' } as const satisfies Endpoint<'singleClassCreate'>;
export const singleClassUpdate = { id: 'singleClassUpdate', method: 'PUT', path: '/single_class/:id', responseKey: 'single_class' } as const satisfies Endpoint<'singleClassUpdate'>;
export const singleClassCancel = { id: 'singleClassCancel', method: 'DELETE', path: '/single_class/:id', responseKey: 'ok' } as const satisfies Endpoint<'singleClassCancel'>;
export const singleClassRepeat = { id: 'singleClassRepeat', method: 'POST', path: '/single_class/:id/repeat', responseKey: 'single_classes' } as const satisfies Endpoint<'singleClassRepeat'>;
