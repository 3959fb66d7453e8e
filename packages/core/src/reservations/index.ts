export type {
  CancelDecision,
  CancelInput,
  CancelSettings,
  CancelWindow,
  ReservationStatus,
  ReservationStatusInput,
  ReservationStatusView,
  ReservationStatusTone,
} from './reservations.model.js';
export { RESERVATION_STATUSES, reservationStatus, reservationStatusView } from './status.rules.js';
export {
  CANCEL_UNIT_DURATION,
  RESERVATION_CODES,
  cancelCountAllows,
  cancelDecision,
  cancelRefusal,
  cancelWindowOf,
  cancelWindowOpen,
} from './cancel.rules.js';
export {
  cancelAmountText,
  cancelModalCopy,
  cancelRuleSentence,
  maxCancelsSentence,
  type CancelModalCopy,
  type CancelModalInput,
} from './cancel-copy.rules.js';
export {
  RATING_COMMENT_MAX,
  RATING_MAX,
  RATING_MIN,
  canRate,
  isStarCount,
  ratingModalCopy,
  ratingStarLabel,
  ratingSubmittable,
  validateRating,
  type RatableReservation,
  type RatingInput,
  type RatingValues,
} from './rating.rules.js';
export {
  activePenalty,
  noShowStreak,
  penaltyDue,
  penaltyModalCopy,
  type NoShowInput,
  type PenaltyLike,
  type PenaltyModalCopy,
  type PenaltySettings,
} from './penalty.rules.js';
export {
  DEFAULT_RESERVATION_FILTER,
  INITIAL_RESERVATIONS_PAGE,
  RESERVATIONS_PAGE_SIZE,
  RESERVATION_COLUMNS,
  clampReservationPage,
  isReservationFilter,
  reservationColumns,
  reservationCreditsBadge,
  reservationFilterMatches,
  reservationPageCount,
  reservationPageOffset,
  reservationIdFromCode,
  reservationQrUrl,
  type FilterableReservation,
  type ReservationColumn,
  type ReservationCreditsBadge,
} from './list.rules.js';
// RESERVATION_FILTERS and ReservationFilter reach the package root from api/ (the same values, checked by list.rules.test.ts).
export {
  cancelMachine,
  type CancelContext,
  type CancelEvent,
  type CancelMachine,
  type CancelMachineInput,
  type CancelSnapshot,
  type CancelTarget,
} from './cancel.machine.js';
export {
  connectCancel,
  type CancelSnapshotLike,
  type CancelStatus,
  type CancelView,
} from './cancel.connect.js';
