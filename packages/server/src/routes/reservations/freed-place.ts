import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  bookInLine, isReachable, nextToOffer, noticeLink, offerExpiresAt, penaltyRefusal, placesToHand, timeframeMs, type StudioConfig,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classTypes, customers, locations, waitlists } from '../../db/schema/index.js';
import { ApiFailure } from '../../http/errors.js';
import type { AppServices } from '../../http/services.js';
import type { FreedClass } from '../../notify/notifier.js';
import { eventFile } from './booking-notices.js';
import { calendarStudio, reservationEvents } from '../../calendar/ics.js';
import { placesTaken, runningPenalties, type ClassRow } from './class-checks.js';
import { offerTokenHash, openOffersHeld } from './open-offers.js';
import { bookPlace } from './reserve.js';

/** What announcing a freed place needs of the request (or of a job). */
export interface AnnounceContext {
  readonly db: Db;
  readonly now: number;
  readonly origin: string;
  readonly services: Pick<AppServices, 'notifier'>;
}

const waitingCustomers = (db: Db, classId: number) =>
  db
    .select({
      waitlist_id: waitlists.waitlist_id,
      customer_id: waitlists.customer_id,
      offer_expires_at: waitlists.offer_expires_at,
      created_at: waitlists.created_at,
      email: customers.email,
      name: customers.name,
    })
    .from(waitlists)
    .innerJoin(customers, eq(customers.customer_id, waitlists.customer_id))
    .where(eq(waitlists.single_class_id, classId))
    // The line's order (core's `lineOrder`): when she joined, then the id.
    .orderBy(asc(waitlists.created_at), asc(waitlists.waitlist_id));

type Waiting = Awaited<ReturnType<typeof waitingCustomers>>[number];

const classNames = async (db: Db, row: ClassRow) => {
  const [names] = await db
    .select({ type: classTypes.name, location: locations.name })
    .from(classTypes)
    .innerJoin(locations, eq(locations.location_id, row.location_id))
    .where(eq(classTypes.class_type_id, row.class_type_id));
  return names ?? { type: '', location: '' };
};

/** A class as the waitlist's notices name it. */
export const freedClassOf = async (db: Db, row: ClassRow): Promise<FreedClass> => {
  const names = await classNames(db, row);
  return { single_class_id: row.single_class_id, name: names.type, class_date: row.class_date, location: names.location };
};

/** The places of a locked class nobody holds: capacity less live places and open offers. */
const freePlaces = async (db: Db, row: ClassRow): Promise<number> =>
  placesToHand({
    capacity: row.capacity,
    taken: await placesTaken(db, row.single_class_id),
    openOffers: await openOffersHeld(db, row.single_class_id),
  });

/**
 * Mode 'notify_all' (spec 4): every customer on the waitlist is told at
 * once, and their entries get `notified_at`. The first to book gets it.
 */
const notifyAll = async (ctx: AnnounceContext, row: ClassRow, config: StudioConfig, waiting: readonly Waiting[]): Promise<number> => {
  await ctx.services.notifier.placeFreed(ctx.db, {
    customers: waiting.map(({ customer_id, email, name }) => ({ customer_id, email, name })),
    at: ctx.now,
    singleClass: await freedClassOf(ctx.db, row),
    zone: config.rules.timezone,
    link: `${ctx.origin}/mystudio`,
  });
  await ctx.db
    .update(waitlists)
    .set({ notified_at: new Date(ctx.now) })
    .where(inArray(waitlists.waitlist_id, waiting.map((entry) => entry.waitlist_id)));
  return waiting.length;
};

/** A refusal of the booking rules (404, 409, 412): she cannot be booked, nothing else is wrong. */
const isRefusal = (error: unknown): boolean => error instanceof ApiFailure && [404, 409, 412].includes(error.status);

/**
 * Books one waitlisted customer into the class as she would book it herself
 * (`bookPlace` with her as the caller: her credit or membership, penalties,
 * restricted types and times, the booking window, a package-bound class),
 * inside a savepoint, so a refusal undoes only her attempt. Answers the
 * reservation's id, or null when the rules refuse her.
 */
const tryBook = async (ctx: AnnounceContext, row: ClassRow, entry: Pick<Waiting, 'customer_id'>): Promise<number | null> => {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [customer] = await tx.select().from(customers).where(eq(customers.customer_id, entry.customer_id));
      if (!customer) return null;
      const caller = { uid: customer.uid, email: customer.email, role: 'customer' as const };
      // Her confirmation is the waitlist's own e-mail (`waitlist-booked`, with the same event attached), not a second one.
      const { row: booked } = await bookPlace({ ...ctx, db: tx, caller }, customer, { single_class_id: row.single_class_id, quiet: true });
      return booked.class_reservation_id;
    });
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
};

/**
 * Mode 'auto' (issue 17): the free places go to the first in line who can
 * be booked (core's `bookInLine`), each booked at once in this transaction
 * (her credit spent as for any reservation, her entry removed) and told
 * (`waitlist-booked:{reservationId}`). Those who cannot be booked are
 * skipped and stay, as do the rest. Answers how many were booked.
 */
const bookFirstInLine = async (ctx: AnnounceContext, row: ClassRow, config: StudioConfig, waiting: readonly Waiting[]): Promise<number> => {
  const free = await freePlaces(ctx.db, row);
  const reservations = new Map<number, number>();
  const inLine = waiting.map((entry) => ({ ...entry, created_at: entry.created_at.getTime() }));
  const booked = await bookInLine(inLine, free, async (entry) => {
    const id = await tryBook(ctx, row, entry);
    if (id !== null) reservations.set(entry.waitlist_id, id);
    return id !== null;
  });
  if (booked.length === 0) return 0;
  const singleClass = await freedClassOf(ctx.db, row);
  const events = new Map((await reservationEvents(ctx.db, [...reservations.values()])).map((event) => [event.reservationId, event]));
  const studio = await calendarStudio(ctx.db, ctx.origin);
  for (const entry of booked) {
    const reservationId = reservations.get(entry.waitlist_id) ?? 0;
    const event = events.get(reservationId);
    await ctx.services.notifier.waitlistBooked(ctx.db, {
      customer: { customer_id: entry.customer_id, email: entry.email, name: entry.name },
      reservationId,
      calendar: event ? eventFile(event, 'REQUEST', { origin: ctx.origin, studio, now: ctx.now, zone: config.rules.timezone }) : null,
      singleClass,
      zone: config.rules.timezone,
      link: `${ctx.origin}/mystudio/reservaciones`,
    });
  }
  return booked.length;
};

/**
 * Mode 'offer' (issue 17): each free place (capacity less live places and
 * open offers) is offered to the next in line without an offer (core's
 * `nextToOffer`): a fresh token (its hash kept on her entry), until
 * `waitlist_offer_minutes` from now, and an e-mail with the link
 * (`waitlist-offer:{waitlistId}:{offeredAt}`). Answers how many were offered.
 */
const offerInTurn = async (ctx: AnnounceContext, row: ClassRow, config: StudioConfig, waiting: readonly Waiting[]): Promise<number> => {
  const { timezone, reservationTimeframe } = config.rules;
  // Once the class stops taking bookings nobody could use an offer.
  if (!isReachable(row.class_date.getTime(), ctx.now, reservationTimeframe, timezone)) return 0;
  const free = await freePlaces(ctx.db, row);
  if (!(free > 0)) return 0;
  const entries: (Omit<Waiting, 'offer_expires_at' | 'created_at'> & { offer_expires_at: number | null; created_at: number })[] = [];
  for (const entry of waiting) {
    // Someone whose penalty runs could not accept it: she stays on the list and is passed over this time.
    if (entry.offer_expires_at === null && penaltyRefusal(await runningPenalties(ctx.db, entry.customer_id, ctx.now), ctx.now, config) !== null) continue;
    entries.push({ ...entry, offer_expires_at: entry.offer_expires_at?.getTime() ?? null, created_at: entry.created_at.getTime() });
  }
  const chosen = nextToOffer(entries, free, ctx.now);
  if (chosen.length === 0) return 0;
  const singleClass = await freedClassOf(ctx.db, row);
  const expiresAt = offerExpiresAt(ctx.now, config.rules.waitlist.offerMinutes, row.class_date.getTime() - timeframeMs(reservationTimeframe));
  for (const entry of chosen) {
    const token = randomBytes(32).toString('base64url');
    await ctx.db
      .update(waitlists)
      .set({ offered_at: new Date(ctx.now), offer_expires_at: new Date(expiresAt), offer_token_hash: offerTokenHash(token), notified_at: new Date(ctx.now) })
      .where(eq(waitlists.waitlist_id, entry.waitlist_id));
    await ctx.services.notifier.waitlistOffer(ctx.db, {
      customer: { customer_id: entry.customer_id, email: entry.email, name: entry.name },
      waitlistId: entry.waitlist_id,
      offeredAt: ctx.now,
      expiresAt,
      singleClass,
      zone: config.rules.timezone,
      // In the fragment, as the reminder's cancel link: it never reaches a server's logs or a Referer.
      link: noticeLink(ctx.origin, 'waitlistOffer', token),
    });
  }
  return chosen.length;
};

/**
 * The offers of a locked class that expired by `now`, settled: in mode
 * 'offer' she had her turn, so her entry is removed and she is told
 * (`waitlist-offer-expired:{waitlistId}`: she never leaves a list
 * silently); under another mode (the studio switched) the entry stays in
 * line and only loses its offer. Either way the place it kept is free for
 * the caller to hand on. Answers how many offers were settled.
 */
export const settleExpiredOffers = async (ctx: AnnounceContext, row: ClassRow, config: StudioConfig): Promise<number> => {
  const expired = and(eq(waitlists.single_class_id, row.single_class_id), isNotNull(waitlists.offer_expires_at), lte(waitlists.offer_expires_at, new Date(ctx.now)));
  if (config.rules.waitlist.mode !== 'offer') {
    const kept = await ctx.db.update(waitlists).set({ offered_at: null, offer_expires_at: null, offer_token_hash: null })
      .where(expired).returning({ id: waitlists.waitlist_id });
    return kept.length;
  }
  const dropped = await ctx.db.delete(waitlists).where(expired)
    .returning({ waitlist_id: waitlists.waitlist_id, customer_id: waitlists.customer_id });
  if (dropped.length === 0) return 0;
  const singleClass = await freedClassOf(ctx.db, row);
  const people = await ctx.db.select({ customer_id: customers.customer_id, email: customers.email, name: customers.name })
    .from(customers).where(inArray(customers.customer_id, dropped.map((entry) => entry.customer_id)));
  for (const entry of dropped) {
    const customer = people.find((one) => one.customer_id === entry.customer_id);
    if (!customer) continue;
    await ctx.services.notifier.waitlistOfferExpired(ctx.db, {
      customer, waitlistId: entry.waitlist_id, singleClass, zone: config.rules.timezone, link: `${ctx.origin}/mystudio`,
    });
  }
  return dropped.length;
};

/**
 * A place freed up in a class (a cancellation, a raised capacity, a passed
 * offer): its waitlist hears of it by the studio's `waitlist_mode` (issue
 * 17), inside the caller's transaction with the class row locked (a
 * rolled-back change tells nobody and books nobody): 'notify_all' tells
 * everyone (spec 4), 'auto' books the first in line who can be booked,
 * 'offer' offers it to the first in line. Nothing happens for a class that
 * has started or was cancelled, or when the studio's waitlist is off.
 * Answers how many were told, booked or offered.
 */
export const announceFreedPlace = async (ctx: AnnounceContext, row: ClassRow, config: StudioConfig): Promise<number> => {
  if (!config.features.waitlist || row.cancelled_at !== null || row.class_date.getTime() <= ctx.now) return 0;
  const mode = config.rules.waitlist.mode;
  if (mode === 'offer') await settleExpiredOffers(ctx, row, config);
  const waiting = await waitingCustomers(ctx.db, row.single_class_id);
  if (waiting.length === 0) return 0;
  if (mode === 'auto') return bookFirstInLine(ctx, row, config, waiting);
  if (mode === 'offer') return offerInTurn(ctx, row, config, waiting);
  return notifyAll(ctx, row, config, waiting);
};
