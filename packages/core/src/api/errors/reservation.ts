import { messages } from '../../messages/index.js';
import { BOOKING_CODES } from './booking.codes.js';
import { RESERVATION_CODES } from './reservation.codes.js';
import { RESERVE_CODES } from './reserve.codes.js';
import { entry, type ErrorArea } from './entry.js';

/** Reservations: booking, cancelling, rating, guests. */
export const RESERVATION_ERRORS = {
  notFound: entry('reservation/not-found', 404, () => messages.common.notFound),
  alreadyCancelled: entry(() => RESERVATION_CODES.alreadyCancelled, 409, () => messages.reservations.alreadyCancelled),
  classStarted: entry(() => RESERVATION_CODES.classStarted, 412, () => messages.reservations.classStarted),
  cancelDisabled: entry(() => RESERVATION_CODES.cancelDisabled, 412, () => messages.reservations.notCancellable),
  cancelWindowClosed: entry(() => RESERVATION_CODES.cancelWindowClosed, 412, () => messages.reservations.cancelWindowClosed),
  cancelLimit: entry(() => RESERVATION_CODES.cancelLimit, 412, () => messages.reservations.cancelLimitReached),
  /** Rating is off, or the class is not over or too long ago. */
  cannotRate: entry(() => RESERVATION_CODES.cannotRate, 412, () => messages.reservations.cannotRate),
  /** The reservation was rated already. */
  alreadyRated: entry(() => RESERVATION_CODES.cannotRate, 409, () => messages.reservations.cannotRate),
  ratingInvalid: entry(() => RESERVATION_CODES.ratingInvalid, 400, () => messages.reservations.ratingStarsRange),
  ratingCoachRequired: entry(() => RESERVATION_CODES.ratingCoachRequired, 400, () => messages.reservations.ratingCoachRequired),
  /** A template: `{max}` is the comment's limit. */
  ratingCommentTooLong: entry(() => RESERVATION_CODES.ratingCommentTooLong, 400, () => messages.reservations.ratingCommentTooLong),
  /** The rule writes the penalty's own sentences in the message. */
  penalty: entry(() => BOOKING_CODES.penalty, 412, () => messages.reservations.penalty),
  packageBound: entry(() => BOOKING_CODES.packageBound, 412, () => messages.reservations.packageBound),
  otherCustomer: entry(() => BOOKING_CODES.otherCustomer, 403, () => messages.reservations.otherCustomer),
  customerRequired: entry(() => BOOKING_CODES.customerRequired, 400, () => messages.reservations.customerRequired),
  noGuest: entry('reservation/no-guest', 409, () => messages.reservations.noGuest),
  /** The reserve flow's own refusals, found before calling the API. */
  noCredits: entry(() => RESERVE_CODES.noCredits, 412, () => messages.reservations.noCredits),
  notReachable: entry(() => RESERVE_CODES.unreachable, 412, () => messages.schedule.bookingClosed),
  full: entry(() => RESERVE_CODES.full, 409, () => messages.schedule.classFull),
  /** The reminder's one-tap cancel link (issue 17): a token that is not one of ours, or names nothing. */
  linkInvalid: entry('reservation/link-invalid', 400, () => messages.bookingNotices.linkInvalid),
  /** The link expires as its class starts. */
  linkExpired: entry('reservation/link-expired', 404, () => messages.bookingNotices.linkExpired),
} as const satisfies ErrorArea;
