import type { Endpoint } from '../endpoint.js';

/**
 * The schedule (spec 7, Schedule and classes): the public reads of the
 * calendar, which the customer's first load carries. The admin calls that
 * create, edit, cancel and repeat classes are in `schedule-admin.endpoints.ts`.
 */
export const scheduleList = { id: 'scheduleList', method: 'GET', path: '/single_class', responseKey: 'days' } as const satisfies Endpoint<'scheduleList'>;
export const singleClassOne = { id: 'singleClassOne', method: 'GET', path: '/single_class/single/:id', responseKey: 'single_class' } as const satisfies Endpoint<'singleClassOne'>;
export const scheduleByInstructor = { id: 'scheduleByInstructor', method: 'GET', path: '/single_class/instructor/:id', responseKey: 'days' } as const satisfies Endpoint<'scheduleByInstructor'>;
