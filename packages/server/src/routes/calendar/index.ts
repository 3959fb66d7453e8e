import type { Handlers } from '../handler.js';
import { callerCustomer } from '../shared/caller-customer.js';
import { feedKeyOf, readFeed, regenerateFeed } from './feed-secret.js';

/**
 * Her private calendar feed ('Mi Información' → 'Calendario', issue 17):
 * its address (null until she creates one: the GET writes nothing), and
 * her first or a new one (POST), which retires the old. The files themselves
 * are served by `mountCalendarFiles` (files.ts).
 */
export const calendarHandlers: Pick<Handlers, 'calendarFeedMine' | 'calendarFeedRegenerate'> = {
  calendarFeedMine: async (ctx) => {
    const customer = await callerCustomer(ctx);
    return { calendar_feed: await readFeed(ctx.db, feedKeyOf(ctx.services, ctx.db), customer.customer_id, ctx.origin) };
  },
  calendarFeedRegenerate: async (ctx) => {
    const customer = await callerCustomer(ctx, { lock: true });
    return { calendar_feed: await regenerateFeed(ctx.db, feedKeyOf(ctx.services, ctx.db), customer.customer_id, ctx.origin, ctx.now) };
  },
};
