import type { AvailableClass, CustomSpotMap, ReservationPenalty } from '../api/schemas/catalogue.schemas.js';
import type { ClassReservation, Waitlist } from '../api/schemas/reservations.schemas.js';
import type { SingleClass } from '../api/schemas/schedule.schemas.js';

/**
 * A class as the fake stores it: the wire shape without what the fake
 * derives on every read (the places taken and the caller's own part), so
 * they can never disagree with the reservations.
 */
export type FakeSingleClass = Omit<SingleClass, 'reservation_count' | 'class_reservations' | 'mine'>;

/**
 * A reservation as the fake stores it: the wire shape without its class,
 * plus the credit it consumed, as the server's row keeps it (null for an
 * unlimited member), so cancelling can give that very class back.
 */
export interface FakeReservation extends Omit<ClassReservation, 'single_class'> {
  available_class_id: number | null;
}

/** A waitlist entry as the fake stores it: the wire shape without its class. */
export type FakeWaitlistEntry = Omit<Waitlist, 'single_class'>;

/** The booking data a fake API starts from; every list defaults to empty. */
export interface FakeBookingSeed {
  readonly singleClasses?: readonly FakeSingleClass[];
  readonly reservations?: readonly FakeReservation[];
  readonly waitlists?: readonly FakeWaitlistEntry[];
  /** Available classes (credits) of every customer. */
  readonly credits?: readonly AvailableClass[];
  readonly penalties?: readonly ReservationPenalty[];
  /** Custom spot maps; a class whose type has one uses it instead of the type's `spot_map` rows. */
  readonly spotMaps?: readonly CustomSpotMap[];
}

/** The booking data the fake API holds now. */
export interface FakeBookingState {
  singleClasses: FakeSingleClass[];
  reservations: FakeReservation[];
  waitlists: FakeWaitlistEntry[];
  credits: AvailableClass[];
  penalties: ReservationPenalty[];
  spotMaps: CustomSpotMap[];
}

const copy = <T>(list: readonly T[] | undefined): T[] => JSON.parse(JSON.stringify(list ?? [])) as T[];

/** The booking state of a seed: deep copies, so the seed (often shared demo data) never changes. */
export const bookingStateFromSeed = (seed: FakeBookingSeed): FakeBookingState => ({
  singleClasses: copy(seed.singleClasses),
  reservations: copy(seed.reservations),
  waitlists: copy(seed.waitlists),
  credits: copy(seed.credits),
  penalties: copy(seed.penalties),
  spotMaps: copy(seed.spotMaps),
});
