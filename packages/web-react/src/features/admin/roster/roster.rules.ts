import { placesLeft, type AdminClassReservation, type Roster, type StudioConfig } from '@estudio/core';
import { checkInView, type CheckInView } from '../../staff/checkIn.rules.js';

export { noShowUndo, type NoShowUndo } from '../../staff/checkIn.rules.js';

/** A reservation as the roster shows it: the check-in page's view, with the time left to undo a no-show (`undo`). */
export type RosterRowView = CheckInView;

/** A roster's reservations as the desk reads them: the live ones, then the cancelled. */
export interface RosterRows {
  readonly live: readonly RosterRowView[];
  readonly cancelled: readonly RosterRowView[];
}

/**
 * Each reservation as the check-in page sees it (one rule for both: the
 * status badge, the attendance, what may be done), with the time left to
 * undo a no-show, split into live and cancelled, each in the order the
 * server gives (booking order).
 */
export const rosterRows = (roster: Pick<Roster, 'reservations'>, now: number, config: Pick<StudioConfig, 'rules'>): RosterRows => {
  const views = roster.reservations.map((reservation): RosterRowView => checkInView(reservation, now, config));
  return { live: views.filter((view) => !view.cancelled), cancelled: views.filter((view) => view.cancelled) };
};

/** How many live reservations 'Marcar todos como asistidos' would mark: those with no mark yet. */
export const unmarkedCount = (rows: RosterRows): number => rows.live.filter((view) => view.attendance === 'pending').length;

/** True when the class has a free place for someone from the waitlist. */
export const hasRoom = (roster: Pick<Roster, 'single_class'>): boolean =>
  placesLeft({ capacity: roster.single_class.capacity, reservationCount: roster.single_class.reservation_count }) > 0;

/** The roster after some reservations changed: each replaced where it stands, the class untouched. */
export const withReservations = (roster: Roster, changed: readonly AdminClassReservation[]): Roster => {
  const byId = new Map(changed.map((item) => [item.class_reservation_id, item]));
  return { ...roster, reservations: roster.reservations.map((item) => byId.get(item.class_reservation_id) ?? item) };
};
