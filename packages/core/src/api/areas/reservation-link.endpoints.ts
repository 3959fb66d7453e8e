import type { Endpoint } from '../endpoint.js';

/**
 * The reminder's one-tap cancel link (issue 17), public routes whose body
 * carries the link's signed token: read the reservation it names, and
 * cancel it. A module of its own (`reservationLinkEndpoints`), so only the
 * lazily loaded page at /mystudio/cancelar#{token} carries it.
 */
export const reservationLinkRead = {
  id: 'reservationLinkRead', method: 'POST', path: '/reservation_link', responseKey: 'reservation_link',
} as const satisfies Endpoint<'reservationLinkRead'>;
export const reservationLinkCancel = {
  id: 'reservationLinkCancel', method: 'POST', path: '/reservation_link/cancel', responseKey: 'reservation_link',
} as const satisfies Endpoint<'reservationLinkCancel'>;
