import {
  classReserveFacts,
  memberReads,
  memberReserveFacts,
  needsMemberFacts,
  ok,
  spotMapsOldestFirst,
  type ApiPort,
  type ReserveActors,
  type ReserveFacts,
  type Result,
  type SingleClass,
  type StudioConfig,
} from '@estudio/core';
import { loadProfileForm } from '../profile/profileForm.js';
import { freeSpots, spotLayoutFor, type SpotLayout } from '../spots/spotMap.rules.js';

/** What the reserve dialog shows beside the facts: the class as it is now, and its room when spots are picked. */
export interface ReserveDetails {
  readonly cls: SingleClass;
  readonly layout: SpotLayout | null;
}

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
  /** Her own place was booked (its id): 'Agregar a mi calendario' offers it (issue 17). */
  readonly onReserved?: (reservationId: number) => void;
}

type AssessDeps = Pick<ReserveActorDeps, 'api' | 'config' | 'now' | 'signedIn'>;

/**
 * Reads, for one class, what spec 4's reserve flow decides on and hands it
 * to core's rules (`classReserveFacts`, `memberReserveFacts`,
 * booking/assess.rules.ts): the class as the server has it now
 * (GET /single_class/single/{id}), and for a signed-in customer their
 * profile, credits, penalties, the profile form and the class's room, each
 * read only when core's `memberReads` asks for it. The room is drawn here,
 * since the dialog shows it.
 */
async function assessClass(deps: AssessDeps, classId: number): Promise<Result<{ facts: ReserveFacts; details: ReserveDetails }>> {
  const { api, config } = deps;
  const found = await api.schedule.one(classId);
  if (!found.ok) return found;
  const cls = found.value;
  const now = deps.now();
  const base = classReserveFacts(cls, config, now);
  if (!needsMemberFacts(deps.signedIn(), base)) return ok({ facts: base, details: { cls, layout: null } });

  const reads = memberReads(config);
  const [customer, credits, penalties, maps, profileFields] = await Promise.all([
    api.customer.current(),
    api.credits.mine(),
    reads.penalties ? api.credits.penalties() : Promise.resolve(ok([])),
    reads.spotMaps ? api.schedule.spotMaps(cls.class_type.class_type_id) : Promise.resolve(ok([])),
    loadProfileForm(api),
  ]);
  if (!customer.ok) return customer;
  if (!credits.ok) return credits;
  if (!penalties.ok) return penalties;
  if (!maps.ok) return maps;

  const layout = reads.spotMaps ? spotLayoutFor(cls, spotMapsOldestFirst(maps.value)) : null;
  const member = { customer: customer.value, credits: credits.value, penalties: penalties.value, profileFields, freeSpots: freeSpots(layout) };
  return ok({ facts: memberReserveFacts(cls, base, member, config, now), details: { cls, layout } });
}

/**
 * The reserve flow's actors over the ports: `assess` (the reads above,
 * decided by core), `reserve` (reservations.reserve) and `joinWaitlist`
 * (waitlist.join). A guest's place is a reservation of its own (the server
 * keeps one row per place), so a booking with a guest books the customer's
 * place, then the guest's; a refusal of the second leaves the first booked
 * and is reported.
 * In `guest` mode only the guest's place is booked, with the spot chosen.
 */
export const reserveActors = ({ api, config, now, signedIn, onDetails, onGuestRefused, onReserved }: ReserveActorDeps): ReserveActors => ({
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
    if (own.ok) onReserved?.(own.value.class_reservation_id);
    if (!own.ok || request.guest === null) return own;
    const guest = await api.reservations.reserve({ single_class_id: request.classId, guest: request.guest });
    if (!guest.ok) onGuestRefused(guest.error.message);
    return own;
  },
  joinWaitlist: (classId) => api.waitlist.join(classId),
});
