import {
  activePenalty,
  bookingWindow,
  isFull,
  isUnlimitedMember,
  ok,
  pickCredit,
  type ApiPort,
  type ReserveFacts,
  type Result,
  type SingleClass,
  type StudioConfig,
} from '@estudio/core';
import { isProfilePending } from '../../member/profileWarning.js';
import { loadProfileForm } from '../profile/profileForm.js';
import { freeSpots, spotLayoutFor, type SpotLayout } from '../spots/spotMap.rules.js';

/** What the reserve dialog shows beside the facts: the class as it is now, and its room when spots are picked. */
export interface ReserveDetails {
  readonly cls: SingleClass;
  readonly layout: SpotLayout | null;
}

/** The ports and settings the assessment reads. */
export interface AssessDeps {
  readonly api: ApiPort;
  readonly config: StudioConfig;
  /** Epoch ms, read when the assessment runs. */
  readonly now: () => number;
  /** Whether someone is signed in right now. */
  readonly signedIn: () => boolean;
}

/** The facts that need nobody signed in: the class itself and the studio's flags. */
function classFacts(cls: SingleClass, deps: AssessDeps, now: number): ReserveFacts {
  const { config } = deps;
  return {
    signedIn: false,
    packageId: cls.class_package_id,
    full: isFull({ capacity: cls.capacity, reservationCount: cls.reservation_count }),
    reachable: bookingWindow(cls.class_date, now, config.rules.reservationTimeframe, config.rules.timezone) === 'open',
    waitlistEnabled: config.features.waitlist,
    onWaitlist: cls.mine?.waitlist_id != null,
    canPay: true,
    penalty: null,
    profilePending: false,
    guestsAllowed: config.features.classGuests,
    freeSpots: [],
  };
}

/**
 * Gathers, for one class, everything spec 4's reserve flow decides on: the
 * class as the server has it now (GET /single_class/single/{id}), and for a
 * signed-in customer their profile, credits, active penalty (when penalties
 * are on) and the class's room (when spotmap_enabled). The rules are core's
 * (isFull, the booking window, pickCredit, isUnlimitedMember,
 * activePenalty); the profile form's pending required fields (form 1; name,
 * last name and phone without one) make the profile pending.
 */
export async function assessClass(deps: AssessDeps, classId: number): Promise<Result<{ facts: ReserveFacts; details: ReserveDetails }>> {
  const { api, config } = deps;
  const found = await api.schedule.one(classId);
  if (!found.ok) return found;
  const cls = found.value;
  const now = deps.now();
  const base = classFacts(cls, deps, now);
  if (!deps.signedIn() || base.packageId !== null) return ok({ facts: base, details: { cls, layout: null } });

  const penaltiesOn = config.rules.unlimitedPenalties.enabled;
  const [customer, credits, penalties, maps, profileForm] = await Promise.all([
    api.customer.current(),
    api.credits.mine(),
    penaltiesOn ? api.credits.penalties() : Promise.resolve(ok([])),
    config.features.spotmap ? api.schedule.spotMaps(cls.class_type.class_type_id) : Promise.resolve(ok([])),
    loadProfileForm(api),
  ]);
  if (!customer.ok) return customer;
  if (!credits.ok) return credits;
  if (!penalties.ok) return penalties;
  if (!maps.ok) return maps;

  const zone = config.rules.timezone;
  const target = { classTypeId: cls.class_type.class_type_id, classDate: cls.class_date };
  const options = { now, zone, restrictTypes: config.features.restrictedClassTypes, restrictTimes: config.features.restrictedTimes };
  const penalty = activePenalty(penalties.value, now, zone);
  // The oldest map is the room as drawn, as the server picks it.
  const rooms = [...maps.value].sort((a, b) => a.custom_spot_map_id - b.custom_spot_map_id);
  const layout = config.features.spotmap ? spotLayoutFor(cls, rooms) : null;
  const facts: ReserveFacts = {
    ...base,
    signedIn: true,
    canPay: isUnlimitedMember(customer.value, now, zone) || pickCredit(credits.value, target, options) !== null,
    penalty: penalty ? { reason: penalty.reason, end_date: penalty.end_date } : null,
    profilePending: isProfilePending(customer.value, profileForm),
    freeSpots: freeSpots(layout),
  };
  return ok({ facts, details: { cls, layout } });
}
