import { RESERVATION_CODES } from '../api/errors/reservation.codes.js';
import type { CancelUnit } from '../config/config.model.js';
import { toStudioDateTime } from '../format/format.rules.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import { messages } from '../messages/index.js';
import { appError, type AppError } from '../shared/result.js';
import { classStarted, instantOf, isCancelled } from './class-time.rules.js';
import type { CancelDecision, CancelInput, CancelSettings, CancelWindow, InstantInput } from './reservations.model.js';

export { RESERVATION_CODES } from '../api/errors/reservation.codes.js';

/** Spec 4, Cancel: each unit as the luxon duration it stands for; singular and plural mean the same. */
export const CANCEL_UNIT_DURATION: Record<CancelUnit, 'days' | 'hours' | 'minutes' | 'seconds'> = {
  days: 'days',
  day: 'days',
  hours: 'hours',
  hour: 'hours',
  minutes: 'minutes',
  minute: 'minutes',
  seconds: 'seconds',
  second: 'seconds',
};

/** The window's length, or null when the settings give no window. Negative lengths count as none long. */
export function windowLength(value: number | null | undefined, unit: CancelUnit | null | undefined) {
  if (value === null || value === undefined || !Number.isFinite(value) || !unit) return null;
  const duration = CANCEL_UNIT_DURATION[unit] as (typeof CANCEL_UNIT_DURATION)[CancelUnit] | undefined;
  return duration ? { [duration]: Math.max(0, value) } : null;
}

/**
 * Spec 4, Cancel: whether the class start is at least `value` `unit` away.
 * False when cancelling is disabled; true when no unit or value is given;
 * false for an unreadable class date. Days are calendar days in the
 * studio's zone, so a daylight-saving change never shortens the window.
 */
export function cancelWindowOpen(
  classDate: CancelInput['classDate'],
  now: number,
  { value, unit, allowCancel, zone = DEFAULT_TIME_ZONE }: CancelWindow,
): boolean {
  if (!allowCancel) return false;
  const length = windowLength(value, unit);
  if (length === null) return true;
  const start = toStudioDateTime(instantOf(classDate, zone), zone);
  return start !== null && now <= start.minus(length).toMillis();
}

/** The window of a studio's settings. */
export const cancelWindowOf = (settings: CancelSettings): CancelWindow => ({
  value: settings.cancelTimeframe.value,
  unit: settings.cancelTimeframe.unit,
  allowCancel: settings.allowCancelReservations,
  zone: settings.timezone,
});

const REFUSED: CancelDecision = { canCancel: false, refundsCredit: false, lateWarning: false };

/**
 * Spec 4, Cancel: a reservation that is not cancelled, whose class has not
 * started, can be cancelled inside the window with its credit returned; past
 * the window only when allow_cancel_after_treshold is on, and then the credit
 * is kept and the modal warns. allow_cancel_reservations off refuses all.
 */
export function cancelDecision(reservation: CancelInput, now: number, settings: CancelSettings): CancelDecision {
  if (!settings.allowCancelReservations || isCancelled(reservation.deletedAt)) return REFUSED;
  if (instantOf(reservation.classDate, settings.timezone) === null) return REFUSED;
  if (classStarted(reservation.classDate, now, settings.timezone)) return REFUSED;
  if (cancelWindowOpen(reservation.classDate, now, cancelWindowOf(settings))) {
    return { canCancel: true, refundsCredit: true, lateWarning: false };
  }
  return settings.allowCancelAfterThreshold ? { canCancel: true, refundsCredit: false, lateWarning: true } : REFUSED;
}

/**
 * max_cancels_per_available_class: whether one more cancellation is allowed
 * for a credit already cancelled `cancelsSoFar` times. No limit when `max` is
 * null or not a positive number.
 */
export function cancelCountAllows(cancelsSoFar: number, max: number | null | undefined): boolean {
  if (max === null || max === undefined || !Number.isFinite(max) || max <= 0) return true;
  return Math.max(0, cancelsSoFar) < max;
}

/**
 * Why this reservation cannot be cancelled now, as the value the server
 * answers and a view shows; null when it can. `cancelsSoFar` counts the
 * earlier cancellations made with the same credit.
 */
export function cancelRefusal(
  reservation: CancelInput,
  now: number,
  settings: CancelSettings,
  cancelsSoFar = 0,
): AppError | null {
  const r = messages.reservations;
  if (isCancelled(reservation.deletedAt)) return appError(RESERVATION_CODES.alreadyCancelled, r.alreadyCancelled);
  if (!settings.allowCancelReservations) return appError(RESERVATION_CODES.cancelDisabled, r.notCancellable);
  const start = instantOf(reservation.classDate, settings.timezone);
  if (start === null || start <= now) return appError(RESERVATION_CODES.classStarted, r.classStarted);
  if (!cancelDecision(reservation, now, settings).canCancel) {
    return appError(RESERVATION_CODES.cancelWindowClosed, r.cancelWindowClosed);
  }
  if (!cancelCountAllows(cancelsSoFar, settings.maxCancelsPerAvailableClass)) {
    return appError(RESERVATION_CODES.cancelLimit, r.cancelLimitReached);
  }
  return null;
}

/**
 * What the studio's own change of a class adds to a reservation (issue 16,
 * 'Horarios'): when it was booked and when the studio last moved its class
 * in time or to another location (`single_classes.changed_at`).
 */
export interface StudioChangeInput {
  readonly bookedAt?: InstantInput | null;
  readonly classChangedAt?: InstantInput | null;
}

/** Whether the studio moved the class (time or location) after this reservation was made. */
export const bookedBeforeStudioChange = ({ bookedAt, classChangedAt }: StudioChangeInput, zone?: string): boolean => {
  const booked = instantOf(bookedAt, zone);
  const changed = instantOf(classChangedAt, zone);
  return booked !== null && changed !== null && booked < changed;
};

const REFUNDED: CancelDecision = { canCancel: true, refundsCredit: true, lateWarning: false };

/**
 * `cancelDecision`, fair to a customer whose class the studio moved (issue
 * 16): a reservation made before the studio changed its class's time or
 * location is cancelled with the credit back whatever the window says (the
 * new time is the studio's doing, not hers), while the class has not
 * started and the studio allows cancelling at all. Anything else is
 * `cancelDecision`'s.
 */
export function cancelDecisionAfterChange(
  reservation: CancelInput & StudioChangeInput,
  now: number,
  settings: CancelSettings,
): CancelDecision {
  const decision = cancelDecision(reservation, now, settings);
  if (decision.refundsCredit || !bookedBeforeStudioChange(reservation, settings.timezone)) return decision;
  if (!settings.allowCancelReservations || isCancelled(reservation.deletedAt)) return decision;
  if (instantOf(reservation.classDate, settings.timezone) === null || classStarted(reservation.classDate, now, settings.timezone)) return decision;
  return REFUNDED;
}

/**
 * `cancelRefusal` with the studio's change (`cancelDecisionAfterChange`):
 * a window closed by the studio's move refuses nothing; the other reasons
 * (cancelled, cancelling off, started, max_cancels_per_available_class)
 * stand.
 */
export function cancelRefusalAfterChange(
  reservation: CancelInput & StudioChangeInput,
  now: number,
  settings: CancelSettings,
  cancelsSoFar = 0,
): AppError | null {
  const refused = cancelRefusal(reservation, now, settings, cancelsSoFar);
  if (refused?.code !== RESERVATION_CODES.cancelWindowClosed || !cancelDecisionAfterChange(reservation, now, settings).canCancel) return refused;
  return cancelCountAllows(cancelsSoFar, settings.maxCancelsPerAvailableClass)
    ? null
    : appError(RESERVATION_CODES.cancelLimit, messages.reservations.cancelLimitReached);
}
