import type { CancelUnit } from '../config/config.model.js';

/**
 * An instant as the callers hold it: an ISO string or epoch milliseconds from
 * the API, or a `Date` from a Drizzle row. A string without an offset is
 * wall-clock time in the studio's zone (docs/contexts/format.md).
 */
export type InstantInput = string | number | Date;

/** The optional studio zone every rule that reads a class date accepts; default America/Mexico_City. */
export interface ZoneOption {
  readonly zone?: string;
}

/** What the status of spec 4 reads of a reservation; API objects and Drizzle rows both fit. */
export interface ReservationStatusInput {
  /** Non-null means cancelled. */
  readonly deletedAt?: InstantInput | null;
  readonly is_cash?: boolean | null;
  readonly is_paid?: boolean | null;
  readonly attend?: boolean | null;
  /** The class start; an unreadable one never counts as passed. */
  readonly classDate: InstantInput | null | undefined;
}

/** Spec 4, Reservation status, as a value: one of five, in priority order. */
export type ReservationStatus = 'cancelled' | 'cashPending' | 'noShow' | 'attended' | 'upcoming';

/** The badge colour family a view maps to its theme. */
export type ReservationStatusTone = 'neutral' | 'warning' | 'danger' | 'success' | 'info';

/** A status with its Spanish label and its badge tone. */
export interface ReservationStatusView {
  readonly status: ReservationStatus;
  readonly label: string;
  readonly tone: ReservationStatusTone;
}

/** Spec 4, Cancel: the window settings as `cancelWindowOpen` reads them. */
export interface CancelWindow extends ZoneOption {
  /** Null, missing or not finite means no window. */
  readonly value: number | null | undefined;
  /** Null or missing means no window. */
  readonly unit: CancelUnit | null | undefined;
  /** allow_cancel_reservations: off closes the window entirely. */
  readonly allowCancel: boolean;
}

/**
 * The cancelling settings; `StudioConfig['rules']` fits as is, so a view or
 * the server passes `config.rules`.
 */
export interface CancelSettings {
  readonly cancelTimeframe: { readonly value: number | null; readonly unit: CancelUnit | null };
  readonly allowCancelReservations: boolean;
  readonly allowCancelAfterThreshold: boolean;
  /** max_cancels_per_available_class; null or missing means no limit. */
  readonly maxCancelsPerAvailableClass?: number | null;
  /** The studio zone, used to read class dates without an offset. */
  readonly timezone?: string;
}

/** What cancelling reads of a reservation. */
export interface CancelInput {
  readonly deletedAt?: InstantInput | null;
  readonly classDate: InstantInput | null | undefined;
}

/** What may happen if this reservation is cancelled now. */
export interface CancelDecision {
  readonly canCancel: boolean;
  /** The class credit goes back to the customer. */
  readonly refundsCredit: boolean;
  /** Cancelling is allowed only past the window (allow_cancel_after_treshold): the modal warns. */
  readonly lateWarning: boolean;
}
