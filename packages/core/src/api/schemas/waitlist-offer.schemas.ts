import { z } from 'zod';

/** The token of an offer's link: base64url, as the server writes it (43 characters for 32 bytes). */
export const OfferToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

/**
 * A waitlist offer as its link's page shows it (issue 17, mode 'offer'):
 * the class, and until when she may accept. `state` is 'open' until
 * `offer_expires_at`, then 'expired' until the job passes it on.
 */
export const WaitlistOffer = z.object({
  waitlist_id: z.number().int(),
  single_class_id: z.number().int(),
  class_name: z.string(),
  class_date: z.string(),
  location: z.string(),
  offer_expires_at: z.string(),
  state: z.enum(['open', 'expired']),
});
export type WaitlistOffer = z.infer<typeof WaitlistOffer>;

/** The body of the link's calls: its token (a token of another shape names no offer: 404). */
export const WaitlistOfferBody = z.object({ token: z.string().max(200) });
export type WaitlistOfferBody = z.input<typeof WaitlistOfferBody>;

/** POST /waitlist_offers/read. */
export const WaitlistOfferResponse = z.object({ offer: WaitlistOffer });
export type WaitlistOfferResponse = z.infer<typeof WaitlistOfferResponse>;
