import type { Endpoint } from '../endpoint.js';

/**
 * Her private calendar feed, 'Calendario' in 'Mi Información' (issue 17).
 * A module of its own (`calendarEndpoints`), so only the lazily loaded
 * profile screen carries it, never the landing's first load. The files
 * themselves (GET /reservations/:id/calendar.ics, GET /calendar/{secret}.ics)
 * answer text/calendar, not JSON, so they are mounted beside this table
 * (packages/server/src/routes/calendar/files.ts), like GET /media.
 */
export const calendarFeedMine = {
  id: 'calendarFeedMine', method: 'GET', path: '/customer/calendar', responseKey: 'calendar_feed',
} as const satisfies Endpoint<'calendarFeedMine'>;
export const calendarFeedRegenerate = {
  id: 'calendarFeedRegenerate', method: 'POST', path: '/customer/calendar/regenerate', responseKey: 'calendar_feed',
} as const satisfies Endpoint<'calendarFeedRegenerate'>;
