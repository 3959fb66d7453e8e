import { formatDate } from '../format/format.rules.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import { fill, messages } from '../messages/index.js';
import { classStarted, isCancelled } from './class-time.rules.js';
import type { InstantInput } from './reservations.model.js';

/**
 * Spec 2, Mis Reservaciones: the filter buttons' values, in their order. The
 * API query schema lists the same values; this copy keeps zod out of views.
 */
export const RESERVATION_FILTERS = ['all', 'upcoming', 'past', 'cancelled'] as const;

/** A filter of 'Mis Reservaciones'. */
export type ReservationFilter = (typeof RESERVATION_FILTERS)[number];

/** Spec 9: the default filter. */
export const DEFAULT_RESERVATION_FILTER: ReservationFilter = 'all';

/** Spec 9: reservation list page size. */
export const RESERVATIONS_PAGE_SIZE = 50;

/** Spec 9: the first page shown. */
export const INITIAL_RESERVATIONS_PAGE = 1;

/** Whether a value (a query parameter, a URL segment) names a filter. */
export const isReservationFilter = (value: unknown): value is ReservationFilter =>
  typeof value === 'string' && (RESERVATION_FILTERS as readonly string[]).includes(value);

/** What the filters read of a reservation. */
export interface FilterableReservation {
  readonly deletedAt?: InstantInput | null;
  readonly classDate: InstantInput | null | undefined;
}

/**
 * Whether a reservation shows under a filter. Próximas, Pasadas and
 * Canceladas split every reservation into exactly one: cancelled ones only
 * under Canceladas; the others by whether the class has started (an
 * unreadable date counts as upcoming, as it does for the status).
 */
export function reservationFilterMatches(
  filter: ReservationFilter,
  reservation: FilterableReservation,
  now: number,
  zone?: string,
): boolean {
  if (filter === 'all') return true;
  if (isCancelled(reservation.deletedAt)) return filter === 'cancelled';
  const started = classStarted(reservation.classDate, now, zone);
  return filter === (started ? 'past' : 'upcoming');
}

/** Spec 9: pages = ceil(max / 50), at least 1 so the pager always has a page. */
export function reservationPageCount(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  return Math.max(1, Math.ceil(max / RESERVATIONS_PAGE_SIZE));
}

/** A page number made valid: a whole number from 1 to the page count. */
export function clampReservationPage(page: number, max: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : INITIAL_RESERVATIONS_PAGE;
  return Math.min(Math.max(whole, INITIAL_RESERVATIONS_PAGE), reservationPageCount(max));
}

/** How many rows come before a page (SQL OFFSET); pages below 1 read as page 1. */
export const reservationPageOffset = (page: number): number =>
  (Math.max(INITIAL_RESERVATIONS_PAGE, Number.isFinite(page) ? Math.floor(page) : 1) - 1) * RESERVATIONS_PAGE_SIZE;

/** A column of the reservations table. */
export type ReservationColumn = keyof typeof messages.reservations.columns;

/** Spec 2: the table's columns in order; Invitado and Ubicación are conditional. */
export const RESERVATION_COLUMNS: readonly ReservationColumn[] = [
  'class',
  'guest',
  'coach',
  'dateTime',
  'location',
  'spot',
  'status',
  'actions',
];

/**
 * Spec 2, Mis Reservaciones: the columns shown, with their headers.
 * Invitado only when allow_class_guests is on; Ubicación only with more
 * than one location.
 */
export function reservationColumns({
  allowGuests,
  locationCount,
}: {
  readonly allowGuests: boolean;
  readonly locationCount: number;
}): readonly { readonly id: ReservationColumn; readonly label: string }[] {
  return RESERVATION_COLUMNS.filter(
    (id) => (id !== 'guest' || allowGuests) && (id !== 'location' || locationCount > 1),
  ).map((id) => ({ id, label: messages.reservations.columns[id] }));
}

/**
 * Spec 2: the URL the 'Código de Acceso' QR holds: the staff check-in page
 * of this reservation. `origin` is the site's origin; a trailing slash is dropped.
 */
export const reservationQrUrl = (origin: string, reservationId: number | string): string =>
  `${origin.replace(/\/+$/, '')}/admin/reservations/${encodeURIComponent(String(reservationId))}`;

const QR_PATH = /^\/admin\/reservations\/(\d{1,9})\/?$/;
/** An absolute URL's path: after the scheme and host, before any query or fragment. */
const URL_PATH = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*(\/[^?#]*)?(?:[?#].*)?$/i;

/**
 * The reservation a scanned code names (issue 12, /admin/checkin): the URL
 * {@link reservationQrUrl} writes, from any origin the studio has used
 * (only its path is read, and the desk stays on its own site), or the bare
 * number typed by hand. Null for anything else: a scanned stranger's code
 * never sends the desk elsewhere.
 */
export const reservationIdFromCode = (code: string): number | null => {
  const text = code.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) > 0 ? Number(text) : null;
  const path = URL_PATH.exec(text)?.[1] ?? '';
  const id = QR_PATH.exec(path)?.[1];
  return id !== undefined && Number(id) > 0 ? Number(id) : null;
};

/** The credits badge of 'Mis Reservaciones'. */
export type ReservationCreditsBadge =
  | { readonly kind: 'unlimited'; readonly label: string; readonly detail: string | null }
  | { readonly kind: 'count'; readonly label: string; readonly count: number };

/**
 * Spec 2, credits badge: 'Ilimitadas' with 'Hasta el {DD MMM YYYY}' for an
 * unlimited holder (no date line when the expiration is unknown); otherwise
 * 'Disponibles' with the count of available classes, never below zero.
 */
export function reservationCreditsBadge({
  hasUnlimited,
  unlimitedExpiration,
  available,
  zone = DEFAULT_TIME_ZONE,
}: {
  readonly hasUnlimited: boolean;
  readonly unlimitedExpiration?: InstantInput | null;
  readonly available: number;
  readonly zone?: string;
}): ReservationCreditsBadge {
  const r = messages.reservations;
  if (hasUnlimited) {
    const at = unlimitedExpiration instanceof Date ? unlimitedExpiration.getTime() : unlimitedExpiration;
    const date = formatDate(at, zone);
    return { kind: 'unlimited', label: r.creditsUnlimited, detail: date ? fill(r.creditsUntil, { date }) : null };
  }
  const count = Number.isFinite(available) ? Math.max(0, Math.floor(available)) : 0;
  return { kind: 'count', label: r.creditsAvailable, count };
}
