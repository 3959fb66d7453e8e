import { asc, eq, inArray } from 'drizzle-orm';
import type { StudioConfig } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classTypes, customers, locations, waitlists } from '../../db/schema/index.js';
import type { AppServices } from '../../http/services.js';
import type { ClassRow } from './class-checks.js';

/** What announcing a freed place needs of the request. */
export interface AnnounceContext {
  readonly db: Db;
  readonly now: number;
  readonly origin: string;
  readonly services: Pick<AppServices, 'notifier'>;
}

const waitingCustomers = (db: Db, classId: number) =>
  db
    .select({ waitlist_id: waitlists.waitlist_id, email: customers.email, name: customers.name })
    .from(waitlists)
    .innerJoin(customers, eq(customers.customer_id, waitlists.customer_id))
    .where(eq(waitlists.single_class_id, classId))
    .orderBy(asc(waitlists.waitlist_id));

const classNames = async (db: Db, row: ClassRow) => {
  const [names] = await db
    .select({ type: classTypes.name, location: locations.name })
    .from(classTypes)
    .innerJoin(locations, eq(locations.location_id, row.location_id))
    .where(eq(classTypes.class_type_id, row.class_type_id));
  return names ?? { type: '', location: '' };
};

/**
 * A place freed up in a class (spec 4, Waitlist): every customer on its
 * waitlist is told at once through the notifier, inside the request's
 * transaction (a rolled-back cancellation tells nobody), and their entries
 * get `notified_at`. Nobody is booked automatically: the first to book gets
 * the place. Nothing is sent for a class that has started, or when the
 * studio's waitlist is off. Answers how many were told.
 */
export const announceFreedPlace = async (ctx: AnnounceContext, row: ClassRow, config: StudioConfig): Promise<number> => {
  if (!config.features.waitlist || row.cancelled_at !== null || row.class_date.getTime() <= ctx.now) return 0;
  const waiting = await waitingCustomers(ctx.db, row.single_class_id);
  if (waiting.length === 0) return 0;
  const names = await classNames(ctx.db, row);
  await ctx.services.notifier.placeFreed(ctx.db, {
    customers: waiting.map(({ email, name }) => ({ email, name })),
    singleClass: { single_class_id: row.single_class_id, name: names.type, class_date: row.class_date, location: names.location },
    zone: config.rules.timezone,
    link: `${ctx.origin}/mystudio`,
  });
  await ctx.db
    .update(waitlists)
    .set({ notified_at: new Date(ctx.now) })
    .where(inArray(waitlists.waitlist_id, waiting.map((entry) => entry.waitlist_id)));
  return waiting.length;
};
