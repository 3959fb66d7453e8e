import { defineRoute } from '../route.js';
import { OkResponse } from '../schemas/common.schemas.js';
import { ReservationResponse } from '../schemas/reservations.schemas.js';
import { WaitlistOfferBody, WaitlistOfferResponse } from '../schemas/waitlist-offer.schemas.js';
import * as e from './waitlist-offer.endpoints.js';

/** A waitlist offer's link, with its schemas. */
export const waitlistOfferRoutes = {
  waitlistOfferRead: defineRoute({
    ...e.waitlistOfferRead, access: 'public', tag: 'reservations', errors: [404],
    summary: 'A waitlist offer by the token of its link (reading never accepts it)',
    body: WaitlistOfferBody, response: WaitlistOfferResponse,
  }),
  waitlistOfferAccept: defineRoute({
    ...e.waitlistOfferAccept, access: 'public', tag: 'reservations', successStatus: 201, errors: [404, 409, 412],
    summary: 'Accept a waitlist offer: books her place with her credit, once',
    body: WaitlistOfferBody, response: ReservationResponse,
  }),
  waitlistOfferDecline: defineRoute({
    ...e.waitlistOfferDecline, access: 'public', tag: 'reservations', errors: [404],
    summary: 'Decline a waitlist offer: the place passes to the next in line',
    body: WaitlistOfferBody, response: OkResponse,
  }),
} as const;
