import type { ClassReservation } from '../api/schemas/reservations.schemas.js';
import type { WaitlistOffer } from '../api/schemas/waitlist-offer.schemas.js';
import type { Result } from '../shared/result.js';

/**
 * The link of a waitlist offer (issue 17, mode 'offer'): its page reads the
 * offer, then accepts it (booking her place with her credit) or declines
 * it. The token is the credential: no session needed.
 */
export interface WaitlistOfferApi {
  read(token: string): Promise<Result<WaitlistOffer>>;
  accept(token: string): Promise<Result<ClassReservation>>;
  decline(token: string): Promise<Result<true>>;
}
