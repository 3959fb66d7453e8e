import { BOOKING_CODES } from '../api/errors/booking.codes.js';
import type { StudioConfig } from '../config/config.model.js';
import type { DateInput } from '../format/format.rules.js';
import { messages } from '../messages/index.js';
import { activePenalty, penaltyModalCopy, type PenaltyLike } from '../reservations/penalty.rules.js';
import { isFull } from '../schedule/capacity.rules.js';
import { checkReachable } from '../schedule/reachable.rules.js';
import { scheduleError } from '../schedule/schedule.errors.js';
import { appError, type AppError } from '../shared/result.js';

export { BOOKING_CODES } from '../api/errors/booking.codes.js';

/** What the booking rules read of the studio's settings; a StudioConfig fits as is. */
export interface BookingSettings {
  readonly features: Pick<StudioConfig['features'], 'classGuests'>;
  readonly rules: Pick<StudioConfig['rules'], 'reservationTimeframe' | 'timezone' | 'unlimitedPenalties'>;
}

/** The class a place is asked in, as the booking rules read it. */
export interface BookableClass {
  readonly class_date: DateInput;
  readonly class_package_id: number | null;
  readonly capacity: number | null;
  /** Cancelled by the studio. */
  readonly cancelled: boolean;
}

/** Everything a booking is decided on, read by the caller (the server in its transaction, the fake from its state). */
export interface PlaceFacts {
  readonly singleClass: BookableClass;
  /** The guest's name when the place is for a guest. */
  readonly guest: string | null;
  /** The studio's team books for her: the booking window does not bind it (issue 12). */
  readonly byTeam: boolean;
  /** The customer's penalties; only an active one refuses. */
  readonly penalties: readonly PenaltyLike[];
  /** She holds a live place of her own (not a guest's) in the class. */
  readonly holdsOwnPlace: boolean;
  /** The class's live places, guests included. */
  readonly placesTaken: number;
}

/** A line of the penalty's message as a sentence: 'Motivo: Tres inasistencias' gains its full stop before the date follows. */
const asSentence = (line: string): string => (/[.!?…]$/.test(line) ? line : `${line}.`);

/**
 * Spec 4, Penalty; spec 8: while a penalty runs and penalties are on,
 * booking is refused (412) with the spec's sentence, the reason and the day
 * booking opens again, as the penalty modal shows them. Null otherwise.
 */
export function penaltyRefusal(penalties: readonly PenaltyLike[], now: number, settings: BookingSettings): AppError | null {
  if (!settings.rules.unlimitedPenalties.enabled) return null;
  const zone = settings.rules.timezone;
  const active = activePenalty(penalties, now, zone);
  if (active === null) return null;
  const copy = penaltyModalCopy(active, zone);
  const message = [copy.message, copy.reason, copy.until].filter((line): line is string => Boolean(line)).map(asSentence).join(' ');
  return appError(BOOKING_CODES.penalty, message, 412);
}

/**
 * Spec 4, Reserve flow: the first reason a place is refused, in this one
 * order (the server's, which the fake follows by calling this): the class was
 * cancelled, is sold as a package, is out of the booking window (unless the
 * team books), a guest where guests are off, an active penalty, a second own
 * place, a full class. Null when the class takes it; the spot and the credit
 * are checked after, by whoever holds them.
 */
export function reserveRefusal(facts: PlaceFacts, now: number, settings: BookingSettings): AppError | null {
  const { singleClass, guest } = facts;
  if (singleClass.cancelled) return scheduleError('classCancelled');
  if (singleClass.class_package_id !== null) return appError(BOOKING_CODES.packageBound, messages.reservations.packageBound, 412);
  if (!facts.byTeam) {
    const reachable = checkReachable(singleClass.class_date, now, settings.rules.reservationTimeframe, settings.rules.timezone);
    if (!reachable.ok) return reachable.error;
  }
  if (guest !== null && !settings.features.classGuests) return scheduleError('guestsNotAllowed');
  const penalty = penaltyRefusal(facts.penalties, now, settings);
  if (penalty !== null) return penalty;
  if (guest === null && facts.holdsOwnPlace) return scheduleError('alreadyReserved');
  return isFull({ capacity: singleClass.capacity, reservationCount: facts.placesTaken }) ? scheduleError('classFull') : null;
}
