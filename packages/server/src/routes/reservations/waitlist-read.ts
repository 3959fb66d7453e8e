import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { WAITLIST_ERRORS, type Routes, type Waitlist } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { singleClasses, waitlists } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { callerCustomerId } from '../shared/caller-customer.js';
import { actsForOthers } from '../shared/roles.js';
import { waitlistViews } from './waitlist-views.js';

/** The 404 of an entry that does not exist or is someone else's. */
export const waitlistNotFound = () => failure(WAITLIST_ERRORS.notFound);

const entries = (db: Db) =>
  db
    .select({ entry: waitlists })
    .from(waitlists)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, waitlists.single_class_id));

/**
 * A customer's entries of classes still ahead and on the schedule, soonest
 * class first, with their classes as she sees them ('Mis Listas de Espera',
 * and her page in the back office); `ofClass` narrows them to one class.
 */
export const upcomingWaitlists = async (db: Db, customerId: number, now: number, ofClass?: SQL): Promise<Waitlist[]> => {
  const rows = await entries(db)
    .where(and(
      eq(waitlists.customer_id, customerId), ofClass,
      isNull(singleClasses.cancelled_at), gt(singleClasses.class_date, new Date(now)),
    ))
    .orderBy(asc(singleClasses.class_date), asc(waitlists.waitlist_id));
  return waitlistViews(db, rows.map((row) => row.entry), customerId);
};

/**
 * GET /waitlist. A customer reads her own entries of classes still ahead
 * and on the schedule ('Mis Listas de Espera'), soonest first, optionally of
 * one class; the team (front desk and admin) reads every entry, or one class's in the order they
 * joined (the order does not decide who gets a freed place: the first to book does).
 */
const list: Handler<Routes['waitlistList']> = async (ctx) => {
  const { db, query } = ctx;
  const ofClass = query.single_class_id === undefined ? undefined : eq(waitlists.single_class_id, query.single_class_id);
  if (actsForOthers(ctx)) {
    const rows = await entries(db).where(ofClass).orderBy(asc(singleClasses.class_date), asc(waitlists.waitlist_id));
    return { waitlists: await waitlistViews(db, rows.map((row) => row.entry), null) };
  }
  const customerId = await callerCustomerId(ctx);
  if (customerId === null) return { waitlists: [] };
  return { waitlists: await upcomingWaitlists(db, customerId, ctx.now, ofClass) };
};

/** GET /waitlist/:id: her own entry (the team: any); anything else is 404. */
const one: Handler<Routes['waitlistOne']> = async (ctx) => {
  const [row] = await ctx.db.select().from(waitlists).where(eq(waitlists.waitlist_id, idParam(ctx)));
  if (!row) throw waitlistNotFound();
  if (!actsForOthers(ctx) && row.customer_id !== (await callerCustomerId(ctx))) throw waitlistNotFound();
  const [view] = await waitlistViews(ctx.db, [row], row.customer_id);
  if (!view) throw waitlistNotFound();
  return { waitlist: view };
};

/** GET /waitlist and GET /waitlist/:id. */
export const waitlistReadHandlers = { waitlistList: list, waitlistOne: one };
