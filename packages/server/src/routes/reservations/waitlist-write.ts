import { and, eq } from 'drizzle-orm';
import { messages, waitlistError, waitlistJoinRefusal, type Routes, type StudioConfig } from '@estudio/core';
import { change, waitlistFacts } from '../../audit/facts.js';
import { recordTeamAction } from '../../audit/record.js';
import type { Db } from '../../db/client.js';
import { singleClasses, waitlists } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { callerCustomer } from '../shared/caller-customer.js';
import { refusal, refuse } from '../shared/refusals.js';
import { actsForOthers } from '../shared/roles.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { bookableClass, holdsOwnPlace, placesTaken } from './class-checks.js';
import { bookingCustomer } from './context.js';
import { waitlistNotFound } from './waitlist-read.js';
import { waitlistView, type WaitlistRow } from './waitlist-views.js';

const alreadyListed = () => waitlistError('alreadyListed');

const isListed = async (db: Db, classId: number, customerId: number): Promise<boolean> =>
  (await db.select({ id: waitlists.waitlist_id }).from(waitlists)
    .where(and(eq(waitlists.single_class_id, classId), eq(waitlists.customer_id, customerId))).limit(1)).length > 0;

/**
 * Whether a customer may wait for a class (spec 4, Waitlist): core's
 * `waitlistJoinRefusal` (the one order, which the fake follows too) over the
 * facts read with the class locked (`FOR UPDATE`, as every booking takes it).
 */
const checkJoinable = async (db: Db, classId: number, customerId: number, context: { config: StudioConfig; now: number }) => {
  const { config, now } = context;
  const [row] = config.features.waitlist
    ? await db.select().from(singleClasses).where(eq(singleClasses.single_class_id, classId)).for('update')
    : [];
  const refused = waitlistJoinRefusal({
    singleClass: row ? bookableClass(row) : null,
    holdsOwnPlace: row ? await holdsOwnPlace(db, classId, customerId) : false,
    placesTaken: row ? await placesTaken(db, classId) : 0,
    listed: row ? await isListed(db, classId, customerId) : false,
  }, now, config);
  if (refused) refuse(refused);
};

/** Writes an entry; the unique (class, customer) pair is the last defence against a duplicate (409). */
const guardDuplicate = async (work: () => Promise<WaitlistRow[]>): Promise<WaitlistRow> => {
  try {
    const [row] = await work();
    if (!row) throw new Error('A waitlist write returned no row');
    return row;
  } catch (error) {
    throw isUniqueViolation(error) ? refusal(alreadyListed()) : error;
  }
};

/**
 * POST /waitlist ('Anotarme'): a customer joins for herself; the team adds
 * `customer_id`, and her history records it ('waitlist.join').
 */
const create: Handler<Routes['waitlistCreate']> = async (ctx) => {
  const { db, body, now } = ctx;
  const customer = await bookingCustomer(ctx, body.customer_id);
  const config = await loadStudioConfig(db);
  await checkJoinable(db, body.single_class_id, customer.customer_id, { config, now });
  const row = await guardDuplicate(() => db.insert(waitlists)
    .values({ single_class_id: body.single_class_id, customer_id: customer.customer_id, created_at: new Date(now) })
    .returning());
  const waitlist = await waitlistView(db, row);
  await recordTeamAction(ctx, customer.customer_id, 'waitlist.join', waitlistFacts(waitlist, config.rules.timezone));
  return { waitlist };
};

/** The entry of an id, hers (the team: any); else 404. `lock` holds it until the request ends. */
const findEntry = async (ctx: Parameters<Handler<Routes['waitlistDelete']>>[0] | Parameters<Handler<Routes['waitlistUpdate']>>[0], id: number) => {
  const [row] = await ctx.db.select().from(waitlists).where(eq(waitlists.waitlist_id, id)).for('update');
  if (!row) throw waitlistNotFound();
  if (!actsForOthers(ctx) && row.customer_id !== (await callerCustomer(ctx)).customer_id) throw waitlistNotFound();
  return row;
};

/**
 * PUT /waitlist (the save rule's update): moves an entry to another full
 * class, as if joining it anew. The team's move is in her history
 * ('waitlist.move', the class and date before and after); staying in the
 * same class changes nothing and records nothing.
 */
const update: Handler<Routes['waitlistUpdate']> = async (ctx) => {
  const { db, body, now } = ctx;
  const entry = await findEntry(ctx, body.waitlist_id);
  if (entry.single_class_id === body.single_class_id) return { waitlist: await waitlistView(db, entry) };
  const config = await loadStudioConfig(db);
  const before = waitlistFacts(await waitlistView(db, entry), config.rules.timezone);
  await checkJoinable(db, body.single_class_id, entry.customer_id, { config, now });
  const row = await guardDuplicate(() => db.update(waitlists)
    .set({ single_class_id: body.single_class_id, created_at: new Date(now), notified_at: null })
    .where(eq(waitlists.waitlist_id, entry.waitlist_id))
    .returning());
  const waitlist = await waitlistView(db, row);
  const after = waitlistFacts(waitlist, config.rules.timezone);
  await recordTeamAction(ctx, entry.customer_id, 'waitlist.move', {
    waitlist_id: entry.waitlist_id, class: change(before.class, after.class), date: change(before.date, after.date),
  });
  return { waitlist };
};

/** DELETE /waitlist/:id: leaves a waitlist ('Eliminada de lista de espera.'); the team's removal is in her history ('waitlist.leave'). */
const remove: Handler<Routes['waitlistDelete']> = async (ctx) => {
  const entry = await findEntry(ctx, idParam(ctx));
  // What the line names is read before the entry goes.
  const facts = actsForOthers(ctx) ? waitlistFacts(await waitlistView(ctx.db, entry), (await loadStudioConfig(ctx.db)).rules.timezone) : {};
  await ctx.db.delete(waitlists).where(eq(waitlists.waitlist_id, entry.waitlist_id));
  await recordTeamAction(ctx, entry.customer_id, 'waitlist.leave', facts);
  return { ok: true as const, message: messages.waitlist.removed };
};

/** POST, PUT and DELETE /waitlist. */
export const waitlistWriteHandlers = { waitlistCreate: create, waitlistUpdate: update, waitlistDelete: remove };
