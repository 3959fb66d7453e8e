import { messages } from '../messages/index.js';
import { classStarted, isCancelled } from './class-time.rules.js';
import type {
  ReservationStatus,
  ReservationStatusInput,
  ReservationStatusView,
  ReservationStatusTone,
} from './reservations.model.js';

/** Spec 4, Reservation status: every status, highest priority first. */
export const RESERVATION_STATUSES = ['cancelled', 'cashPending', 'noShow', 'attended', 'upcoming'] as const;

const TONES: Record<ReservationStatus, ReservationStatusTone> = {
  cancelled: 'neutral',
  cashPending: 'warning',
  noShow: 'danger',
  attended: 'success',
  upcoming: 'info',
};

/**
 * Spec 4, Reservation status: the first that holds of Cancelada (deletedAt
 * set), Pago en Efectivo Incompleto (cash, unpaid), No Asistí (not attended
 * and the class has started), Exitosa (attended), else Próxima.
 */
export function reservationStatus(reservation: ReservationStatusInput, now: number, zone?: string): ReservationStatus {
  if (isCancelled(reservation.deletedAt)) return 'cancelled';
  if (reservation.is_cash === true && reservation.is_paid !== true) return 'cashPending';
  const attended = reservation.attend === true;
  if (!attended && classStarted(reservation.classDate, now, zone)) return 'noShow';
  return attended ? 'attended' : 'upcoming';
}

/** The status with its badge label and tone. */
export function reservationStatusView(reservation: ReservationStatusInput, now: number, zone?: string): ReservationStatusView {
  const status = reservationStatus(reservation, now, zone);
  return { status, label: messages.reservations.status[status], tone: TONES[status] };
}
