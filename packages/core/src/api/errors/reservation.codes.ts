/** Stable codes of the reservation refusals, so views, the server and tests need not compare texts. */
export const RESERVATION_CODES = {
  alreadyCancelled: 'reservation/already-cancelled',
  classStarted: 'reservation/class-started',
  cancelDisabled: 'reservation/cancel-disabled',
  cancelWindowClosed: 'reservation/cancel-window-closed',
  cancelLimit: 'reservation/cancel-limit',
  cannotRate: 'reservation/cannot-rate',
  ratingInvalid: 'reservation/rating-invalid',
  ratingCoachRequired: 'reservation/rating-coach-required',
  ratingCommentTooLong: 'reservation/rating-comment-too-long',
} as const;
