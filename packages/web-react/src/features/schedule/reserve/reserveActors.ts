import { ok, type ApiPort, type ReserveActors, type StudioConfig } from '@estudio/core';
import { assessClass, type ReserveDetails } from './assess.js';

/** What the reserve flow's actors need besides the ports. */
export interface ReserveActorDeps {
  readonly api: ApiPort;
  readonly config: StudioConfig;
  readonly now: () => number;
  /** Whether someone is signed in when the flow assesses. */
  readonly signedIn: () => boolean;
  /** Hands the dialog the class and its room, as assessed. */
  readonly onDetails: (details: ReserveDetails) => void;
  /** The guest's place was refused after the customer's own was booked. */
  readonly onGuestRefused: (message: string) => void;
}

/**
 * The reserve flow's actors over the ports: `assess` (assess.ts),
 * `reserve` (reservations.reserve) and `joinWaitlist` (waitlist.join). A
 * guest's place is a reservation of its own (the server keeps one row per
 * place), so a booking with a guest books the customer's place, then the
 * guest's; a refusal of the second leaves the first booked and is reported.
 * In `guest` mode only the guest's place is booked, with the spot chosen.
 */
export const reserveActors = ({ api, config, now, signedIn, onDetails, onGuestRefused }: ReserveActorDeps): ReserveActors => ({
  assess: async (classId) => {
    const result = await assessClass({ api, config, now, signedIn }, classId);
    if (!result.ok) return result;
    onDetails(result.value.details);
    return ok(result.value.facts);
  },
  reserve: async (request) => {
    if (request.mode === 'guest') {
      return api.reservations.reserve({ single_class_id: request.classId, guest: request.guest ?? '', spot: request.spot });
    }
    const own = await api.reservations.reserve({ single_class_id: request.classId, spot: request.spot });
    if (!own.ok || request.guest === null) return own;
    const guest = await api.reservations.reserve({ single_class_id: request.classId, guest: request.guest });
    if (!guest.ok) onGuestRefused(guest.error.message);
    return own;
  },
  joinWaitlist: (classId) => api.waitlist.join(classId),
});
