import { z } from 'zod';

/**
 * Her private calendar feed ('Mi Información' → 'Calendario', issue 17):
 * the secret address calendar apps subscribe to, listing her upcoming
 * reservations.
 */
export const CalendarFeed = z.object({
  /** Whose feed it is (hers). */
  customer_id: z.number().int(),
  /** `{origin}/api/calendar/{secret}.ics`: whoever has it reads her classes, so it is shown only to her. */
  url: z.string(),
  /** When this address was generated (ISO instant). */
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** POST /customer/calendar/regenerate: the new address. */
export const CalendarFeedResponse = z.object({ calendar_feed: CalendarFeed });

/** GET /customer/calendar: her address, or null until she creates one (a GET never writes). */
export const CalendarFeedMineResponse = z.object({ calendar_feed: CalendarFeed.nullable() });
