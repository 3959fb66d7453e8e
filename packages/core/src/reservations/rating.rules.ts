import { fill, messages } from '../messages/index.js';
import { appError, err, ok, type Result } from '../shared/result.js';
import { RESERVATION_CODES } from './cancel.rules.js';
import type { ReservationStatusInput } from './reservations.model.js';
import { reservationStatus } from './status.rules.js';

/** Spec 9: the rating scale. */
export const RATING_MIN = 1;
/** Spec 9: the rating scale. */
export const RATING_MAX = 5;
/** The longest comment kept; the spec sets none, so one a database column and a modal both hold. */
export const RATING_COMMENT_MAX = 1000;

/** What rating eligibility reads of a reservation. */
export interface RatableReservation extends ReservationStatusInput {
  readonly class_stars?: number | null;
  readonly coach_stars?: number | null;
}

/** The rating modal's fields as typed; stars may still be unset. */
export interface RatingInput {
  readonly class_stars?: number | null;
  readonly coach_stars?: number | null;
  readonly comment?: string | null;
}

/** A rating ready to send: coach stars always, class stars and comment when given. */
export interface RatingValues {
  readonly class_stars: number | null;
  readonly coach_stars: number;
  readonly comment: string | null;
}

/**
 * Spec 4, Rating: offered only for an Exitosa reservation, when
 * reservation_rating_enabled is on and it has no rating yet. Class stars are
 * optional (spec 5), so a rating with only coach stars counts as rated too.
 */
export function canRate(
  reservation: RatableReservation,
  now: number,
  { enabled, zone }: { readonly enabled: boolean; readonly zone?: string },
): boolean {
  const rated = reservation.class_stars != null || reservation.coach_stars != null;
  return enabled && !rated && reservationStatus(reservation, now, zone) === 'attended';
}

/** Whether a number is a whole star count of the scale. */
export const isStarCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;

/**
 * Spec 5, Rating: stars are whole numbers from 1 to 5; coach stars are
 * required to submit, class stars and the comment are optional. On success,
 * the values to send with the comment trimmed (blank means none).
 */
export function validateRating(input: RatingInput): Result<RatingValues> {
  const r = messages.reservations;
  const { class_stars: classStars = null, coach_stars: coachStars = null } = input;
  if (coachStars === null) return err(appError(RESERVATION_CODES.ratingCoachRequired, r.ratingCoachRequired));
  if (!isStarCount(coachStars) || (classStars !== null && !isStarCount(classStars))) {
    return err(appError(RESERVATION_CODES.ratingInvalid, r.ratingStarsRange));
  }
  const comment = (input.comment ?? '').trim();
  if ([...comment].length > RATING_COMMENT_MAX) {
    return err(appError(RESERVATION_CODES.ratingCommentTooLong, fill(r.ratingCommentTooLong, { max: RATING_COMMENT_MAX })));
  }
  return ok({ class_stars: classStars, coach_stars: coachStars, comment: comment === '' ? null : comment });
}

/** Spec 5: the comment box and 'Calificar' appear only once coach stars are chosen. */
export const ratingSubmittable = (input: RatingInput): boolean => isStarCount(input.coach_stars);

/** The accessible name of a star button: '3 de 5 estrellas'. */
export const ratingStarLabel = (count: number): string => fill(messages.reservations.ratingStar, { count });

/** Every text of the 'Calificar Clase' modal. */
export const ratingModalCopy = () => {
  const r = messages.reservations;
  return {
    title: r.ratingTitle,
    classLabel: r.ratingClassLabel,
    coachLabel: r.ratingCoachLabel,
    commentPlaceholder: r.ratingCommentPlaceholder,
    submit: r.ratingSubmit,
    cancel: messages.common.cancel,
  } as const;
};
