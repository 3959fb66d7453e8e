import type { Endpoint } from '../endpoint.js';

/**
 * The back office's customer page, roster and desk actions (issue 12): one
 * customer's summary and history, an admin's profile edit, cancelling at the
 * desk, lifting a penalty, a class's roster, marking everyone attended and
 * moving someone in from the waitlist.
 */
export const customerAdminSummary = { id: 'customerAdminSummary', method: 'GET', path: '/customer/admin/:id/summary', responseKey: 'summary' } as const satisfies Endpoint<'customerAdminSummary'>;
export const customerAdminUpdate = { id: 'customerAdminUpdate', method: 'PUT', path: '/customer/admin/:id', responseKey: 'customer' } as const satisfies Endpoint<'customerAdminUpdate'>;
export const customerHistory = { id: 'customerHistory', method: 'GET', path: '/customer/admin/:id/history', responseKey: 'history' } as const satisfies Endpoint<'customerHistory'>;
export const reservationDeskCancel = { id: 'reservationDeskCancel', method: 'PUT', path: '/class_reservations/:id/cancel', responseKey: 'class_reservation' } as const satisfies Endpoint<'reservationDeskCancel'>;
export const penaltyLift = { id: 'penaltyLift', method: 'PUT', path: '/class_reservation_penaltys/:id/lift', responseKey: 'class_reservation_penalty' } as const satisfies Endpoint<'penaltyLift'>;
export const rosterOne = { id: 'rosterOne', method: 'GET', path: '/single_class/:id/roster', responseKey: 'roster' } as const satisfies Endpoint<'rosterOne'>;
export const rosterAttendAll = { id: 'rosterAttendAll', method: 'PUT', path: '/single_class/:id/attendance', responseKey: 'class_reservations' } as const satisfies Endpoint<'rosterAttendAll'>;
export const waitlistPromote = { id: 'waitlistPromote', method: 'POST', path: '/waitlist/:id/promote', responseKey: 'class_reservation' } as const satisfies Endpoint<'waitlistPromote'>;
