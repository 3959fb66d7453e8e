import { WAITLIST_ERRORS } from '../api/errors/waitlist.js';
import { codesOf, errorOf } from '../api/errors/entry.js';
import type { StudioConfig } from '../config/config.model.js';
import type { BookableClass } from '../booking/reserve.rules.js';
import { isFull } from '../schedule/capacity.rules.js';
import { checkReachable } from '../schedule/reachable.rules.js';
import { scheduleError } from '../schedule/schedule.errors.js';
import type { AppError } from '../shared/result.js';

/** The codes of the waitlist's own refusals (the class's come from the schedule's errors). */
export const WAITLIST_CODES = /* @__PURE__ */ codesOf(WAITLIST_ERRORS);

/** What the waitlist rules read of the studio's settings; a StudioConfig fits as is. */
export interface WaitlistSettings {
  readonly features: Pick<StudioConfig['features'], 'waitlist'>;
  readonly rules: Pick<StudioConfig['rules'], 'reservationTimeframe' | 'timezone'>;
}

/** Everything joining a waitlist is decided on; `singleClass` is null when there is no such class. */
export interface WaitlistJoinFacts {
  readonly singleClass: Omit<BookableClass, 'class_package_id'> | null;
  /** She holds a live place of her own (not a guest's) in the class. */
  readonly holdsOwnPlace: boolean;
  readonly placesTaken: number;
  /** She is on the class's waitlist already. */
  readonly listed: boolean;
}

/** A waitlist refusal with its code, Spanish message and status. */
export const waitlistError = (kind: 'disabled' | 'alreadyListed' | 'notFull'): AppError => errorOf(WAITLIST_ERRORS[kind]);

/**
 * Spec 4, Waitlist: the first reason a customer may not wait for a class, in
 * this one order (the server's, which the fake follows by calling this): the
 * studio's waitlist is off (412), no such class (404), cancelled or no longer
 * bookable (412), she holds a place in it, it still has places, she is on it
 * already (409). Null when she may join.
 */
export function waitlistJoinRefusal(facts: WaitlistJoinFacts, now: number, settings: WaitlistSettings): AppError | null {
  if (!settings.features.waitlist) return waitlistError('disabled');
  const { singleClass } = facts;
  if (singleClass === null) return scheduleError('classNotFound');
  if (singleClass.cancelled) return scheduleError('classCancelled');
  const reachable = checkReachable(singleClass.class_date, now, settings.rules.reservationTimeframe, settings.rules.timezone);
  if (!reachable.ok) return reachable.error;
  if (facts.holdsOwnPlace) return scheduleError('alreadyReserved');
  if (!isFull({ capacity: singleClass.capacity, reservationCount: facts.placesTaken })) return waitlistError('notFull');
  return facts.listed ? waitlistError('alreadyListed') : null;
}
