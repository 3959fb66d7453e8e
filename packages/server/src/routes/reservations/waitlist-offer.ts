import { eq } from 'drizzle-orm';
import { OfferToken, WAITLIST_OFFER_ERRORS, offerState, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classTypes, customers, locations, singleClasses, waitlists } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import type { Handler, HandlerContext } from '../handler.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { findClassRow } from './class-checks.js';
import { announceFreedPlace } from './freed-place.js';
import { offerTokenHash } from './open-offers.js';
import { bookPlace } from './reserve.js';
import { reservationView } from './views.js';

const offerNotFound = () => failure(WAITLIST_OFFER_ERRORS.notFound);
const offerExpired = () => failure(WAITLIST_OFFER_ERRORS.expired);

type WaitlistRow = typeof waitlists.$inferSelect;

/** The hash of the body's token; a token of the wrong shape names nothing (404). */
const tokenHashOf = (ctx: { body: { token: string } }): string => {
  const parsed = OfferToken.safeParse(ctx.body.token);
  if (!parsed.success) throw offerNotFound();
  return offerTokenHash(parsed.data);
};

/** The entry holding the offer of the token, unlocked; an accepted, declined or passed one is gone (404). */
const entryOfToken = async (db: Db, hash: string): Promise<WaitlistRow> => {
  const [entry] = await db.select().from(waitlists).where(eq(waitlists.offer_token_hash, hash));
  if (!entry || entry.offer_expires_at === null) throw offerNotFound();
  return entry;
};

/**
 * The class of the offer locked (the first row every booking locks), then
 * her entry read again under it: an offer the job passed on, or she
 * accepted or declined in another tab meanwhile, is gone (404).
 */
const lockOffer = async (ctx: Pick<HandlerContext<Routes['waitlistOfferAccept']>, 'db' | 'body'>) => {
  const hash = tokenHashOf(ctx);
  const found = await entryOfToken(ctx.db, hash);
  const singleClass = await findClassRow(ctx.db, found.single_class_id);
  const [entry] = await ctx.db.select().from(waitlists).where(eq(waitlists.waitlist_id, found.waitlist_id)).for('update');
  // Moved to another class meanwhile, the entry no longer holds this class's offer.
  if (!entry || entry.offer_token_hash !== hash || entry.offer_expires_at === null || entry.single_class_id !== singleClass.single_class_id) {
    throw offerNotFound();
  }
  return { entry, singleClass, expiresAt: entry.offer_expires_at };
};

/**
 * POST /waitlist_offers/read: the offer as its page shows it. Reading never
 * accepts (mail scanners open links): only 'accept' does.
 */
const read: Handler<Routes['waitlistOfferRead']> = async (ctx) => {
  const entry = await entryOfToken(ctx.db, tokenHashOf(ctx));
  const [found] = await ctx.db
    .select({ class_date: singleClasses.class_date, class_name: classTypes.name, location: locations.name })
    .from(singleClasses)
    .innerJoin(classTypes, eq(classTypes.class_type_id, singleClasses.class_type_id))
    .innerJoin(locations, eq(locations.location_id, singleClasses.location_id))
    .where(eq(singleClasses.single_class_id, entry.single_class_id));
  const expiresAt = entry.offer_expires_at ?? new Date(ctx.now);
  if (!found) throw offerNotFound();
  return {
    offer: {
      waitlist_id: entry.waitlist_id,
      single_class_id: entry.single_class_id,
      class_name: found.class_name,
      class_date: found.class_date.toISOString(),
      location: found.location,
      offer_expires_at: expiresAt.toISOString(),
      state: offerState({ offer_expires_at: expiresAt.getTime() }, ctx.now) === 'open' ? 'open' : 'expired',
    },
  };
};

/**
 * POST /waitlist_offers/accept: books her place as any reservation
 * (`bookPlace` with her as the caller: her credit spent, her penalties, the
 * class's rules; her open offer is not counted against her), which also
 * removes her entry, so the link works once. An expired offer is 409; no
 * usable credit is the booking's 412, and the offer stays until it expires.
 */
const accept: Handler<Routes['waitlistOfferAccept']> = async (ctx) => {
  const { entry, expiresAt } = await lockOffer(ctx);
  if (offerState({ offer_expires_at: expiresAt.getTime() }, ctx.now) !== 'open') throw offerExpired();
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.customer_id, entry.customer_id));
  if (!customer) throw offerNotFound();
  const caller = { uid: customer.uid, email: customer.email, role: 'customer' as const };
  const { row } = await bookPlace({ ...ctx, caller }, customer, { single_class_id: entry.single_class_id });
  return { class_reservation: await reservationView(ctx.db, row) };
};

/**
 * POST /waitlist_offers/decline: she does not want the place. Her
 * entry is removed and the place passes at once to the next in line (as
 * the studio's mode hands a freed place), in the same transaction.
 */
const decline: Handler<Routes['waitlistOfferDecline']> = async (ctx) => {
  const { entry, singleClass } = await lockOffer(ctx);
  await ctx.db.delete(waitlists).where(eq(waitlists.waitlist_id, entry.waitlist_id));
  await announceFreedPlace(ctx, singleClass, await loadStudioConfig(ctx.db));
  return { ok: true as const };
};

/** The link of a waitlist offer (issue 17). */
export const waitlistOfferHandlers = { waitlistOfferRead: read, waitlistOfferAccept: accept, waitlistOfferDecline: decline };
