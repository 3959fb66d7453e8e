import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** The refusals of a waitlist offer's link (issue 17, mode 'offer'). */
export const WAITLIST_OFFER_ERRORS = {
  notFound: entry('waitlist/offer-not-found', 404, () => messages.waitlistOffers.notFound),
  expired: entry('waitlist/offer-expired', 409, () => messages.waitlistOffers.expired),
} as const satisfies ErrorArea;
