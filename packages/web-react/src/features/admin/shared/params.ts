import { reservationIdParam } from '../../staff/checkIn.rules.js';

/** A record's id from a route parameter (a customer's, a class's): a whole number from 1, else null. */
export const idParam = (param: string | undefined): number | null => reservationIdParam(param);
