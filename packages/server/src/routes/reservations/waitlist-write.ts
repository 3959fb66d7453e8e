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
import { bookableClass, findClassRow, holdsOwnPlace } from './class-checks.js';
import { bookingCustomer } from './context.js';
import { announceFreedPlace } from './freed-place.js';
import { placesHeld } from './open-offers.js';
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
    // A place kept by a waitlist offer (issue 17) is not free: she may still wait for the class.
    placesTaken: row ? await placesHeld(db, classId, customerId) : 0,
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

type WriteContext = Parameters<Handler<Routes['waitlistDelete']>>[0] | Parameters<Handler<Routes['waitlistUpdate']>>[0];

/**
 * The entry of an id, hers (the team: any); else 404. Its class is locked
 * first (the first row every booking and offer locks, so an offer is never
 * accepted, passed on or counted half-way), then the entry, read again
 * under it; both stay locked until the request ends.
 */
const findEntry = async (ctx: WriteContext, id: number) => {
  const [seen] = await ctx.db.select().from(waitlists).where(eq(waitlists.waitlist_id, id));
  if (!seen) throw waitlistNotFound();
  if (!actsForOthers(ctx) && seen.customer_id !== (await callerCustomer(ctx)).customer_id) throw waitlistNotFound();
  const singleClass = await findClassRow(ctx.db, seen.single_class_id);
  const [row] = await ctx.db.select().from(waitlists).where(eq(waitlists.waitlist_id, id)).for('update');
  if (!row || row.single_class_id !== seen.single_class_id) throw waitlistNotFound();
  return { entry: row, singleClass };
};

/** After an entry holding an offer left its class: the place it kept goes on by the studio's mode. */
const passOfferOn = async (ctx: WriteContext, entry: WaitlistRow, singleClass: Awaited<ReturnType<typeof findEntry>>['singleClass'], config: StudioConfig) => {
  if (entry.offer_expires_at !== null) await announceFreedPlace(ctx, singleClass, config);
};

/**
 * PUT /waitlist (the save rule's update): moves an entry to another full
 * class, as if joining it anew. The team's move is in her history
 * ('waitlist.move', the class and date before and after); staying in the
 * same class changes nothing and records nothing.
 */
const update: Handler<Routes['waitlistUpdate']> = async (ctx) => {
  const { db, body, now } = ctx;
  const { entry, singleClass } = await findEntry(ctx, body.waitlist_id);
  if (entry.single_class_id === body.single_class_id) return { waitlist: await waitlistView(db, entry) };
  const config = await loadStudioConfig(db);
  const before = waitlistFacts(await waitlistView(db, entry), config.rules.timezone);
  await checkJoinable(db, body.single_class_id, entry.customer_id, { config, now });
  const row = await guardDuplicate(() => db.update(waitlists)
    // She joins the other class's line anew: an offer she held stays with the class it was made for.
    .set({
      single_class_id: body.single_class_id, created_at: new Date(now), notified_at: null,
      offered_at: null, offer_expires_at: null, offer_token_hash: null,
    })
    .where(eq(waitlists.waitlist_id, entry.waitlist_id))
    .returning());
  await passOfferOn(ctx, entry, singleClass, config);
  const waitlist = await waitlistView(db, row);
  const after = waitlistFacts(waitlist, config.rules.timezone);
  await recordTeamAction(ctx, entry.customer_id, 'waitlist.move', {
    waitlist_id: entry.waitlist_id, class: change(before.class, after.class), date: change(before.date, after.date),
  });
  return { waitlist };
};

/** DELETE /waitlist/:id: leaves a waitlist ('Eliminada de lista de espera.'); the team's removal is in her history ('waitlist.leave'). */
const remove: Handler<Routes['waitlistDelete']> = async (ctx) => {
  const { entry, singleClass } = await findEntry(ctx, idParam(ctx));
  const config = await loadStudioConfig(ctx.db);
  // What the line names is read before the entry goes.
  const facts = actsForOthers(ctx) ? waitlistFacts(await waitlistView(ctx.db, entry), config.rules.timezone) : {};
  await ctx.db.delete(waitlists).where(eq(waitlists.waitlist_id, entry.waitlist_id));
  await passOfferOn(ctx, entry, singleClass, config);
  await recordTeamAction(ctx, entry.customer_id, 'waitlist.leave', facts);
  return { ok: true as const, message: messages.waitlist.removed };
};

/** POST, PUT and DELETE /waitlist. */
export const waitlistWriteHandlers = { waitlistCreate: create, waitlistUpdate: update, waitlistDelete: remove };
