import {
  canRate,
  cancelDecision,
  reservationFilterMatches,
  reservationStatusView,
  type ClassReservation,
  type ReservationStatusView,
  type StudioConfig,
} from '@estudio/core';
import { classSummary, type ClassSummary } from '../shared/classInfo.rules.js';

/** A reservation as a row (or card) of 'Mis Reservaciones' shows it: texts and which actions it offers. */
export interface ReservationRow extends ClassSummary {
  readonly id: number;
  readonly classDate: string;
  readonly spot: string | null;
  readonly guest: string | null;
  readonly status: ReservationStatusView;
  /** Spec 2: the QR button, with qrcode_enabled, for a reservation that still stands. */
  readonly showQr: boolean;
  /** Spec 4, Cancel (core's `cancelDecision`). */
  readonly canCancel: boolean;
  /** Spec 4, Rating (core's `canRate`). */
  readonly canRate: boolean;
  /** The stars given, shown instead of 'Calificar' once rated; null while unrated. */
  readonly rating: { readonly classStars: number | null; readonly coachStars: number | null } | null;
  /** The guest's name can still be changed: there is one, and the class is ahead and not cancelled. */
  readonly guestEditable: boolean;
}

/** The studio settings a row reads. */
export type RowSettings = Pick<StudioConfig, 'features' | 'rules'>;

/**
 * One reservation of 'Mis Reservaciones' at `now`, every rule from core:
 * the status badge, whether it may be cancelled or rated, and the dates in
 * the studio's zone.
 */
export const reservationRow = (reservation: ClassReservation, now: number, { features, rules }: RowSettings): ReservationRow => {
  const zone = rules.timezone;
  const classDate = reservation.single_class.class_date;
  const input = { ...reservation, classDate };
  const status = reservationStatusView(input, now, zone);
  const rated = reservation.class_stars !== null || reservation.coach_stars !== null;
  return {
    ...classSummary(reservation.single_class, zone),
    id: reservation.class_reservation_id,
    classDate,
    spot: reservation.spot,
    guest: reservation.guest,
    status,
    showQr: features.qrcode && status.status !== 'cancelled',
    canCancel: cancelDecision(input, now, rules).canCancel,
    canRate: canRate(input, now, { enabled: features.reservationRating, zone }),
    rating: rated ? { classStars: reservation.class_stars, coachStars: reservation.coach_stars } : null,
    guestEditable: reservation.guest !== null && reservationFilterMatches('upcoming', input, now, zone),
  };
};
