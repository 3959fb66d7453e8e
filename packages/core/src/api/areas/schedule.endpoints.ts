import type { Endpoint } from '../endpoint.js';

/**
 * The schedule (spec 7, Schedule and classes): public reads of the
 * calendar, and the admin calls that create, edit, cancel and repeat classes
 * (the spec does not show them; a studio cannot run without them).
 */
export const scheduleList = { id: 'scheduleList', method: 'GET', path: '/single_class', responseKey: 'days' } as const satisfies Endpoint<'scheduleList'>;
export const singleClassOne = { id: 'singleClassOne', method: 'GET', path: '/single_class/single/:id', responseKey: 'single_class' } as const satisfies Endpoint<'singleClassOne'>;
export const scheduleByInstructor = { id: 'scheduleByInstructor', method: 'GET', path: '/single_class/instructor/:id', responseKey: 'days' } as const satisfies Endpoint<'scheduleByInstructor'>;
export const singleClassCreate = { id: 'singleClassCreate', method: 'POST', path: '/single_class', responseKey: 'single_class' } as const satisfies Endpoint<'singleClassCreate'>;
export const singleClassUpdate = { id: 'singleClassUpdate', method: 'PUT', path: '/single_class/:id', responseKey: 'single_class' } as const satisfies Endpoint<'singleClassUpdate'>;
export const singleClassCancel = { id: 'singleClassCancel', method: 'DELETE', path: '/single_class/:id', responseKey: 'ok' } as const satisfies Endpoint<'singleClassCancel'>;
export const singleClassRepeat = { id: 'singleClassRepeat', method: 'POST', path: '/single_class/:id/repeat', responseKey: 'single_classes' } as const satisfies Endpoint<'singleClassRepeat'>;
