import { defineRoute } from '../route.js';
import { OkResponse } from '../schemas/common.schemas.js';
import {
  AdminReservationResponse,
  AdminReservationsResponse,
  GuestNameBody,
  MyReservationsQuery,
  MyReservationsResponse,
  RatingBody,
  ReservationResponse,
  ReservationsAdminQuery,
  ReservationUpdateBody,
  ReserveBody,
  WaitlistCreateBody,
  WaitlistQuery,
  WaitlistResponse,
  WaitlistsResponse,
  WaitlistUpdateBody,
} from '../schemas/reservations.schemas.js';
import * as e from './reservations.endpoints.js';
import * as link from './reservation-link.endpoints.js';
import { ReservationLinkBody, ReservationLinkCancelResponse, ReservationLinkResponse } from '../schemas/reservation-link.schemas.js';

/** Reservations and the waitlist, with their schemas. */
export const reservationRoutes = {
  reservationsMine: defineRoute({
    ...e.reservationsMine, access: 'customer', tag: 'reservations', ownData: true,
    summary: "The current customer's reservations, 50 a page, by filter",
    query: MyReservationsQuery, response: MyReservationsResponse,
  }),
  reservationsAdminList: defineRoute({
    ...e.reservationsAdminList, access: 'staff', tag: 'reservations',
    summary: 'Reservations by class, customer or day range',
    query: ReservationsAdminQuery, response: AdminReservationsResponse,
  }),
  reservationOne: defineRoute({
    ...e.reservationOne, access: 'staff', tag: 'reservations', errors: [404],
    summary: 'One reservation with its customer (staff check-in)',
    response: AdminReservationResponse,
  }),
  reservationCreate: defineRoute({
    ...e.reservationCreate, access: 'customer', tag: 'reservations', ownData: true, successStatus: 201, errors: [403, 404, 409, 412],
    summary: 'Reserve a place (admins: for customer_id)',
    body: ReserveBody, response: ReservationResponse,
  }),
  reservationUpdate: defineRoute({
    ...e.reservationUpdate, access: 'staff', tag: 'reservations', errors: [404, 409, 412],
    summary: 'Mark attendance or cash payment, or move the spot',
    body: ReservationUpdateBody, response: AdminReservationResponse,
  }),
  reservationCancel: defineRoute({
    ...e.reservationCancel, access: 'customer', tag: 'reservations', ownData: true, errors: [404, 409, 412],
    summary: 'Cancel a reservation (customers: their own, within the cancel rules)',
    response: ReservationResponse,
  }),
  reservationRate: defineRoute({
    ...e.reservationRate, access: 'customer', tag: 'reservations', ownData: true, errors: [404, 409, 412],
    summary: 'Rate an attended class and its coach',
    body: RatingBody, response: ReservationResponse,
  }),
  reservationGuest: defineRoute({
    ...e.reservationGuest, access: 'customer', tag: 'reservations', ownData: true, errors: [404, 409],
    summary: "Rename the guest of one's reservation",
    body: GuestNameBody, response: ReservationResponse,
  }),

  reservationLinkRead: defineRoute({
    ...link.reservationLinkRead, access: 'public', tag: 'reservations', errors: [400, 404, 429],
    summary: "The reservation a reminder's cancel link names, and what cancelling it now does (the signed token is the credential)",
    body: ReservationLinkBody, response: ReservationLinkResponse,
  }),
  reservationLinkCancel: defineRoute({
    ...link.reservationLinkCancel, access: 'public', tag: 'reservations', errors: [400, 404, 409, 412, 429],
    summary: "Cancel the reservation a reminder's cancel link names, by the member cancel's rules; once",
    body: ReservationLinkBody, response: ReservationLinkCancelResponse,
  }),

  waitlistList: defineRoute({
    ...e.waitlistList, access: 'customer', tag: 'waitlist', ownData: true,
    summary: "The current customer's waitlists (admins: all, or one class's)",
    query: WaitlistQuery, response: WaitlistsResponse,
  }),
  waitlistOne: defineRoute({
    ...e.waitlistOne, access: 'customer', tag: 'waitlist', ownData: true, errors: [404],
    summary: 'One waitlist entry',
    response: WaitlistResponse,
  }),
  waitlistCreate: defineRoute({
    ...e.waitlistCreate, access: 'customer', tag: 'waitlist', ownData: true, successStatus: 201, errors: [403, 404, 409, 412],
    summary: 'Join the waitlist of a full class (admins: for customer_id)',
    body: WaitlistCreateBody, response: WaitlistResponse,
  }),
  waitlistUpdate: defineRoute({
    ...e.waitlistUpdate, access: 'customer', tag: 'waitlist', ownData: true, errors: [404, 409, 412],
    summary: 'Move a waitlist entry to another full class',
    body: WaitlistUpdateBody, response: WaitlistResponse,
  }),
  waitlistDelete: defineRoute({
    ...e.waitlistDelete, access: 'customer', tag: 'waitlist', ownData: true, errors: [404],
    summary: 'Leave a waitlist',
    response: OkResponse,
  }),
} as const;
