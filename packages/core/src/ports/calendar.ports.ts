import type { CalendarFeed } from '../api/schemas/calendar.schemas.js';
import type { Result } from '../shared/result.js';

/** A calendar file as downloaded: its name and its text (RFC 5545). */
export interface CalendarDownload {
  /** From the server's Content-Disposition, e.g. `clase-indoor-cycling-2026-03-03.ics`. */
  readonly filename: string;
  readonly content: string;
}

/**
 * Calendar files (issue 17, 'Calendar files'), for the member area:
 * 'Agregar a mi calendario' on a reservation and her private feed in 'Mi
 * Información' → 'Calendario'.
 */
export interface CalendarApi {
  /** GET /reservations/{id}/calendar.ics with her session: 404 `calendar/reservation-not-found` unless it is one of her upcoming reservations. */
  reservationFile(reservationId: number): Promise<Result<CalendarDownload>>;
  /** GET /customer/calendar: her feed's address, null until she creates one (reads only). */
  feed(): Promise<Result<CalendarFeed | null>>;
  /** POST /customer/calendar/regenerate: her first address, or a new one; the old one answers 404 from now on. */
  regenerateFeed(): Promise<Result<CalendarFeed>>;
}
