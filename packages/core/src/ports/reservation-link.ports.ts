import type { ReservationLink, ReservationLinkCancelResponse } from '../api/schemas/reservation-link.schemas.js';
import type { Result } from '../shared/result.js';

/**
 * The reminder's one-tap cancel link (issue 17), for the page at
 * /mystudio/cancelar#{token}: no session, the link's signed token is the credential.
 */
export interface ReservationLinkApi {
  /** POST /reservation_link: the reservation and what cancelling it now does. 400 `reservation/link-invalid`, 404 `reservation/link-expired`. */
  read(token: string): Promise<Result<ReservationLink>>;
  /** POST /reservation_link/cancel: cancels it by the member cancel's rules; 409 when already cancelled, 412 when the rules refuse. */
  cancel(token: string): Promise<Result<ReservationLinkCancelResponse>>;
}
