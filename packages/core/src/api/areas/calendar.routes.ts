import { defineRoute } from '../route.js';
import { CalendarFeedMineResponse, CalendarFeedResponse } from '../schemas/calendar.schemas.js';
import * as e from './calendar.endpoints.js';

/** Her private calendar feed, with its schemas. */
export const calendarRoutes = {
  calendarFeedMine: defineRoute({
    ...e.calendarFeedMine, access: 'customer', tag: 'customer', ownData: true, errors: [404],
    summary: "The current customer's private calendar feed address, null until she creates one (POST /customer/calendar/regenerate); calendar apps subscribe to it",
    response: CalendarFeedMineResponse,
  }),
  calendarFeedRegenerate: defineRoute({
    ...e.calendarFeedRegenerate, access: 'customer', tag: 'customer', ownData: true, errors: [404],
    summary: 'Create her private calendar feed address, or a new one: the old one stops working at once (404)',
    response: CalendarFeedResponse,
  }),
} as const;
