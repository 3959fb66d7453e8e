import { defineRoute } from '../route.js';
import { ReservationPenaltyResponse } from '../schemas/catalogue.schemas.js';
import { CustomerResponse } from '../schemas/customer.schemas.js';
import { AdminReservationResponse } from '../schemas/reservations.schemas.js';
import {
  AttendAllBody,
  AttendAllResponse,
  CustomerAdminUpdateBody,
  CustomerSummaryResponse,
  DeskCancelBody,
  HistoryQuery,
  HistoryResponse,
  RosterResponse,
} from '../schemas/desk.schemas.js';
import * as e from './desk-customer.endpoints.js';

/** The customer page, the roster and the desk's actions, with their schemas. */
export const deskCustomerRoutes = {
  customerAdminSummary: defineRoute({
    ...e.customerAdminSummary, access: 'staff', tag: 'desk', errors: [404],
    summary: "One customer's purchases, usable credits, penalties, charges and waitlists",
    response: CustomerSummaryResponse,
  }),
  customerAdminUpdate: defineRoute({
    ...e.customerAdminUpdate, access: 'admin', tag: 'desk', errors: [404, 409],
    summary: "Edit a customer's profile, billing address and custom fields (recorded in her history)",
    body: CustomerAdminUpdateBody, response: CustomerResponse,
  }),
  customerHistory: defineRoute({
    ...e.customerHistory, access: 'staff', tag: 'desk', errors: [404],
    summary: "What the team did on a customer's record, newest first (25 a page)",
    query: HistoryQuery, response: HistoryResponse,
  }),
  reservationDeskCancel: defineRoute({
    ...e.reservationDeskCancel, access: 'staff', tag: 'desk', errors: [404, 409],
    summary: "Cancel a customer's reservation at the desk, with or without giving the credit back",
    body: DeskCancelBody, response: AdminReservationResponse,
  }),
  penaltyLift: defineRoute({
    ...e.penaltyLift, access: 'staff', tag: 'desk', errors: [404, 409],
    summary: 'Lift an active penalty now (it stays in her history)',
    response: ReservationPenaltyResponse,
  }),
  rosterOne: defineRoute({
    ...e.rosterOne, access: 'staff', tag: 'desk', errors: [404],
    summary: "A class's roster: its reservations with their customers, and its waitlist",
    response: RosterResponse,
  }),
  rosterAttendAll: defineRoute({
    ...e.rosterAttendAll, access: 'staff', tag: 'desk', errors: [404, 409],
    summary: "Mark every live reservation of a class without a mark as attended",
    body: AttendAllBody, response: AttendAllResponse,
  }),
  waitlistPromote: defineRoute({
    ...e.waitlistPromote, access: 'staff', tag: 'desk', successStatus: 201, errors: [404, 409, 412],
    summary: 'Move someone from the waitlist into the class when there is room (with her credit)',
    response: AdminReservationResponse,
  }),
} as const;
