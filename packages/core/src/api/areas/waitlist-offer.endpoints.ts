import type { Endpoint } from '../endpoint.js';

/**
 * The link of a waitlist offer (issue 17, mode 'offer'), public routes
 * whose body carries the link's token (never a path the logs keep): read
 * the offer (opening the page only reads it: mail scanners open links),
 * accept it, or decline it. A module of its own (`waitlistOfferEndpoints`),
 * so only the lazily loaded page at /mystudio/lista-de-espera/oferta#{token} carries it.
 */
export const waitlistOfferRead = { id: 'waitlistOfferRead', method: 'POST', path: '/waitlist_offers/read', responseKey: 'offer' } as const satisfies Endpoint<'waitlistOfferRead'>;
export const waitlistOfferAccept = { id: 'waitlistOfferAccept', method: 'POST', path: '/waitlist_offers/accept', responseKey: 'class_reservation' } as const satisfies Endpoint<'waitlistOfferAccept'>;
export const waitlistOfferDecline = { id: 'waitlistOfferDecline', method: 'POST', path: '/waitlist_offers/decline', responseKey: 'ok' } as const satisfies Endpoint<'waitlistOfferDecline'>;
