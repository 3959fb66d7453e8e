import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { messages, type Routes } from '@estudio/core';
import { singleClasses, waitlists } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { customerRowOfUid } from '../customer-view.js';
import { callerOf, idParam, type Handler } from '../handler.js';
import { isAdmin } from './context.js';
import { waitlistViews } from './waitlist-views.js';

/** The 404 of an entry that does not exist or is someone else's. */
export const waitlistNotFound = () => failure(404, 'waitlist/not-found', messages.common.notFound);

const entries = (db: Parameters<Handler<Routes['waitlistList']>>[0]['db']) =>
  db
    .select({ entry: waitlists })
    .from(waitlists)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, waitlists.single_class_id));

/**
 * GET /waitlist. A customer reads her own entries of classes still ahead
 * and on the schedule ('Mis Listas de Espera'), soonest first, optionally of
 * one class; an admin reads every entry, or one class's in the order they
 * joined (the order does not decide who gets a freed place: the first to book does).
 */
const list: Handler<Routes['waitlistList']> = async (ctx) => {
  const { db, query } = ctx;
  const ofClass = query.single_class_id === undefined ? undefined : eq(waitlists.single_class_id, query.single_class_id);
  if (isAdmin(ctx)) {
    const rows = await entries(db).where(ofClass).orderBy(asc(singleClasses.class_date), asc(waitlists.waitlist_id));
    return { waitlists: await waitlistViews(db, rows.map((row) => row.entry), null) };
  }
  const customer = await customerRowOfUid(db, callerOf(ctx).uid);
  if (!customer) return { waitlists: [] };
  const rows = await entries(db)
    .where(and(
      eq(waitlists.customer_id, customer.customer_id), ofClass,
      isNull(singleClasses.cancelled_at), gt(singleClasses.class_date, new Date(ctx.now)),
    ))
    .orderBy(asc(singleClasses.class_date), asc(waitlists.waitlist_id));
  return { waitlists: await waitlistViews(db, rows.map((row) => row.entry), customer.customer_id) };
};

/** GET /waitlist/:id: her own entry (admins: any); anything else is 404. */
const one: Handler<Routes['waitlistOne']> = async (ctx) => {
  const [row] = await ctx.db.select().from(waitlists).where(eq(waitlists.waitlist_id, idParam(ctx)));
  if (!row) throw waitlistNotFound();
  if (!isAdmin(ctx)) {
    const customer = await customerRowOfUid(ctx.db, callerOf(ctx).uid);
    if (row.customer_id !== customer?.customer_id) throw waitlistNotFound();
  }
  const [view] = await waitlistViews(ctx.db, [row], row.customer_id);
  if (!view) throw waitlistNotFound();
  return { waitlist: view };
};

/** GET /waitlist and GET /waitlist/:id. */
export const waitlistReadHandlers = { waitlistList: list, waitlistOne: one };
