import { reservationStatusView, type AdminClassReservation, type ReservationStatusView, type ReservationUpdateBody, type StudioConfig } from '@estudio/core';
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
}

const attendanceOf = (attend: boolean | null): Attendance => (attend === true ? 'attended' : attend === false ? 'noShow' : 'pending');

/**
 * What staff see and may do when they open a reservation's QR code: the
 * customer, the class in the studio's zone, the spot and guest, the status
 * badge (spec 4), and the attendance actions: mark attended unless already,
 * mark absent unless already, undo a mark, and mark paid a cash booking not
 * yet paid. A cancelled reservation offers nothing.
 */
export const checkInView = (reservation: AdminClassReservation, now: number, { rules }: Pick<StudioConfig, 'rules'>): CheckInView => {
  const zone = rules.timezone;
  const status = reservationStatusView({ ...reservation, classDate: reservation.single_class.class_date }, now, zone);
  const cancelled = status.status === 'cancelled';
  const attendance = attendanceOf(reservation.attend);
  const offered: [CheckInAction, boolean][] = [
    ['attend', attendance !== 'attended'],
    ['noShow', attendance !== 'noShow'],
    ['undo', attendance !== 'pending'],
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
  };
};

/** A reservation id from the URL: a whole number from 1, else null. */
export const reservationIdParam = (param: string | undefined): number | null => {
  const id = Number(param);
  return param !== undefined && /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : null;
};
