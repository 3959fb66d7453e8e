import {
  attendanceChangeAllowed, fill, formatDate, formatTime, messages, noShowUndoUntil, reservationStatusView,
  type AdminClassReservation, type ReservationStatusView, type ReservationUpdateBody, type StudioConfig,
} from '@estudio/core';
import { classSummary, type ClassSummary } from '../reservations/shared/classInfo.rules.js';

/** Whether the customer came: marked attended, marked absent, or not marked yet. */
export type Attendance = 'attended' | 'noShow' | 'pending';

/** An attendance change staff can make, with the update it sends. */
export type CheckInAction = 'attend' | 'noShow' | 'undo' | 'paid';

/** The update each action sends (PUT /class_reservations/{id}). */
export const CHECK_IN_UPDATES: Record<CheckInAction, ReservationUpdateBody> = {
  attend: { attend: true },
  noShow: { attend: false },
  undo: { attend: null },
  paid: { is_paid: true },
};

/** A recorded no-show and the time to undo it (issue 16). */
export interface NoShowUndo {
  /** The undo window has closed: the page says why instead of offering the marks. */
  readonly locked: boolean;
  /** 'Puedes corregir esta falta hasta el …', or why it can no longer be corrected. */
  readonly text: string;
}

/**
 * What the desk may still do with a recorded no-show (core's
 * `attendanceChangeAllowed`, the server's own rule): undo it until
 * no_show_undo_hours after it was recorded, then nothing, and why. Null for
 * a place that is no live no-show. The roster and the check-in page read it.
 */
export const noShowUndo = (reservation: AdminClassReservation, now: number, { rules }: Pick<StudioConfig, 'rules'>): NoShowUndo | null => {
  if (reservation.attend !== false || reservation.deletedAt !== null) return null;
  const zone = rules.timezone;
  const place = {
    attend: reservation.attend, deletedAt: reservation.deletedAt, noShowAt: reservation.no_show_at ?? null,
    classDate: reservation.single_class.class_date, durationMinutes: reservation.single_class.duration_minutes,
  };
  const until = noShowUndoUntil(place, rules.noShows, zone);
  const t = messages.deskAttendance;
  if (until === null || !attendanceChangeAllowed(place, true, rules.noShows, now, zone)) {
    return { locked: true, text: fill(t.noShowLocked, { hours: String(rules.noShows.undoHours) }) };
  }
  return { locked: false, text: fill(t.noShowUndoUntil, { date: formatDate(until, zone), time: formatTime(until, zone) }) };
};

/** The check-in page's view of a reservation. */
export interface CheckInView {
  readonly id: number;
  readonly customerId: number;
  readonly singleClassId: number;
  /** How the place is paid: cash still due, cash paid, or with her credits (or membership). */
  readonly payment: 'cashDue' | 'cashPaid' | 'credits';
  readonly customerName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly summary: ClassSummary;
  readonly spot: string | null;
  readonly guest: string | null;
  readonly status: ReservationStatusView;
  readonly attendance: Attendance;
  readonly cancelled: boolean;
  /** The actions offered now: none for a cancelled reservation. */
  readonly actions: readonly CheckInAction[];
  /** For a no-show, until when it can be corrected (`noShowUndo`). */
  readonly undo: NoShowUndo | null;
}

const attendanceOf = (attend: boolean | null): Attendance => (attend === true ? 'attended' : attend === false ? 'noShow' : 'pending');

/**
 * What staff see and may do when they open a reservation's QR code: the
 * customer, the class in the studio's zone, the spot and guest, the status
 * badge (spec 4), and the attendance actions: mark attended unless already,
 * mark absent unless already, undo a mark, and mark paid a cash booking not
 * yet paid. A no-show past its time to be corrected (issue 16, the roster's
 * own `noShowUndo`) offers neither 'attended' nor undo. A cancelled
 * reservation offers nothing.
 */
export const checkInView = (reservation: AdminClassReservation, now: number, { rules }: Pick<StudioConfig, 'rules'>): CheckInView => {
  const zone = rules.timezone;
  const status = reservationStatusView({ ...reservation, classDate: reservation.single_class.class_date }, now, zone);
  const cancelled = status.status === 'cancelled';
  const attendance = attendanceOf(reservation.attend);
  const undo = noShowUndo(reservation, now, { rules });
  const locked = undo?.locked === true;
  const offered: [CheckInAction, boolean][] = [
    ['attend', attendance !== 'attended' && !locked],
    ['noShow', attendance !== 'noShow'],
    ['undo', attendance !== 'pending' && !locked],
    ['paid', reservation.is_cash && !reservation.is_paid],
  ];
  const { customer } = reservation;
  return {
    id: reservation.class_reservation_id,
    customerId: reservation.customer_id,
    singleClassId: reservation.single_class_id,
    payment: reservation.is_cash ? (reservation.is_paid ? 'cashPaid' : 'cashDue') : 'credits',
    customerName: `${customer.name} ${customer.last_name}`.trim(),
    email: customer.email,
    phone: customer.phone,
    summary: classSummary(reservation.single_class, zone),
    spot: reservation.spot,
    guest: reservation.guest,
    status,
    attendance,
    cancelled,
    actions: cancelled ? [] : offered.filter(([, shown]) => shown).map(([action]) => action),
    undo,
  };
};

/** A reservation id from the URL: a whole number from 1, else null. */
export const reservationIdParam = (param: string | undefined): number | null => {
  const id = Number(param);
  return param !== undefined && /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : null;
};
