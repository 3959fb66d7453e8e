import type { StudioConfig } from '../config/config.model.js';
import { pickCredit } from '../credits/credits.rules.js';
import type { Credit, UnlimitedMembership } from '../credits/credits.model.js';
import { isUnlimitedMember } from '../credits/membership.rules.js';
import type { DynamicField } from '../forms/forms.model.js';
import { pendingProfileEntries } from '../profile/pending.rules.js';
import type { ProfileCustomer } from '../profile/profile.model.js';
import { activePenalty } from '../reservations/penalty.rules.js';
import { isFull } from '../schedule/capacity.rules.js';
import { bookingWindow } from '../schedule/reachable.rules.js';
import { creditOptionsFor } from './credit-options.rules.js';
import type { PenaltyNotice, ReserveFacts } from './reserve.types.js';

/** What the reserve facts read of the class as the server has it now (GET /single_class/single/{id}); a SingleClass fits as is. */
export interface AssessedClass {
  readonly class_package_id: number | null;
  readonly capacity: number | null;
  readonly reservation_count: number;
  readonly class_date: string;
  readonly class_type: { readonly class_type_id: number };
  readonly mine: { readonly waitlist_id: number | null } | null;
}

/** What the reserve facts read of the studio's settings; a StudioConfig fits as is. */
export interface AssessSettings {
  readonly rules: Pick<StudioConfig['rules'], 'timezone' | 'reservationTimeframe' | 'unlimitedPenalties'>;
  readonly features: Pick<
    StudioConfig['features'],
    'waitlist' | 'classGuests' | 'spotmap' | 'restrictedClassTypes' | 'restrictedTimes'
  >;
}

/**
 * The facts that need nobody signed in: the class itself (sold as a
 * package, full, inside the booking window, the caller on its waitlist) and
 * the studio's flags. A visitor's facts are these as they are.
 */
export function classReserveFacts(cls: AssessedClass, config: AssessSettings, now: number): ReserveFacts {
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

/** Whether the flow reads the customer's own facts: someone is signed in and the class is booked, not bought. */
export const needsMemberFacts = (signedIn: boolean, base: ReserveFacts): boolean => signedIn && base.packageId === null;

/** Which of the customer's reads the studio's flags call for: penalties only when they are on, the room only with spotmap_enabled. */
export const memberReads = (config: AssessSettings): { readonly penalties: boolean; readonly spotMaps: boolean } => ({
  penalties: config.rules.unlimitedPenalties.enabled,
  spotMaps: config.features.spotmap,
});

/** The custom spot maps of a class type as the room is drawn from them: oldest first, as the server picks it. */
export const spotMapsOldestFirst = <M extends { readonly custom_spot_map_id: number }>(maps: readonly M[]): M[] =>
  [...maps].sort((a, b) => a.custom_spot_map_id - b.custom_spot_map_id);

/** What a signed-in customer adds to the facts, as read from the ports. */
export interface MemberFacts {
  readonly customer: ProfileCustomer & UnlimitedMembership;
  readonly credits: readonly Credit[];
  /** The customer's penalties; none when penalties are off. */
  readonly penalties: readonly PenaltyNotice[];
  /** The profile form's fields; null when the studio has none (name, last name and phone are asked). */
  readonly profileFields: readonly DynamicField[] | null;
  /** The spots free to pick in the class's room; none without a spot map. */
  readonly freeSpots: readonly string[];
}

/**
 * Spec 4's reserve facts of a signed-in customer, over the class's facts:
 * they can pay when they hold an unlimited membership or a credit
 * `pickCredit` would spend on this class; their active penalty (the one
 * ending last); their profile is pending while the profile form's required
 * fields (or, without one, name, last name and phone) are; and the room's
 * free spots.
 */
export function memberReserveFacts(
  cls: AssessedClass,
  base: ReserveFacts,
  member: MemberFacts,
  config: AssessSettings,
  now: number,
): ReserveFacts {
  const zone = config.rules.timezone;
  const target = { classTypeId: cls.class_type.class_type_id, classDate: cls.class_date };
  const penalty = activePenalty(member.penalties, now, zone);
  const pending = member.profileFields
    ? pendingProfileEntries(member.customer, member.profileFields)
    : pendingProfileEntries(member.customer);
  return {
    ...base,
    signedIn: true,
    canPay:
      isUnlimitedMember(member.customer, now, zone) || pickCredit(member.credits, target, creditOptionsFor(config, now)) !== null,
    penalty: penalty ? { reason: penalty.reason, end_date: penalty.end_date } : null,
    profilePending: pending.length > 0,
    freeSpots: member.freeSpots,
  };
}
