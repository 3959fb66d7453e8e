import type { Endpoint } from '../endpoint.js';

/**
 * Reservations and the waitlist (spec 7, Reservations and Waitlist): the
 * member calls whose paths the spec leaves out are named here
 * (`/class_reservations/mine`, `/class_reservations/rating`), beside the
 * spec's own.
 */
export const reservationsMine = { id: 'reservationsMine', method: 'GET', path: '/class_reservations/mine', responseKey: 'reservations' } as const satisfies Endpoint<'reservationsMine'>;
export const reservationsAdminList = { id: 'reservationsAdminList', method: 'GET', path: '/class_reservations', responseKey: 'class_reservations' } as const satisfies Endpoint<'reservationsAdminList'>;
export const reservationOne = { id: 'reservationOne', method: 'GET', path: '/class_reservations/:id', responseKey: 'class_reservation' } as const satisfies Endpoint<'reservationOne'>;
export const reservationCreate = { id: 'reservationCreate', method: 'POST', path: '/class_reservations', responseKey: 'class_reservation' } as const satisfies Endpoint<'reservationCreate'>;
export const reservationUpdate = { id: 'reservationUpdate', method: 'PUT', path: '/class_reservations/:id', responseKey: 'class_reservation' } as const satisfies Endpoint<'reservationUpdate'>;
export const reservationCancel = { id: 'reservationCancel', method: 'DELETE', path: '/class_reservations/:id', responseKey: 'class_reservation' } as const satisfies Endpoint<'reservationCancel'>;
export const reservationRate = { id: 'reservationRate', method: 'POST', path: '/class_reservations/rating', responseKey: 'class_reservation' } as const satisfies Endpoint<'reservationRate'>;
export const reservationGuest = { id: 'reservationGuest', method: 'PUT', path: '/single_class/guest', responseKey: 'class_reservation' } as const satisfies Endpoint<'reservationGuest'>;

export const waitlistList = { id: 'waitlistList', method: 'GET', path: '/waitlist', responseKey: 'waitlists' } as const satisfies Endpoint<'waitlistList'>;
export const waitlistOne = { id: 'waitlistOne', method: 'GET', path: '/waitlist/:id', responseKey: 'waitlist' } as const satisfies Endpoint<'waitlistOne'>;
export const waitlistCreate = { id: 'waitlistCreate', method: 'POST', path: '/waitlist', responseKey: 'waitlist' } as const satisfies Endpoint<'waitlistCreate'>;
export const waitlistUpdate = { id: 'waitlistUpdate', method: 'PUT', path: '/waitlist', responseKey: 'waitlist' } as const satisfies Endpoint<'waitlistUpdate'>;
export const waitlistDelete = { id: 'waitlistDelete', method: 'DELETE', path: '/waitlist/:id', responseKey: 'ok' } as const satisfies Endpoint<'waitlistDelete'>;
