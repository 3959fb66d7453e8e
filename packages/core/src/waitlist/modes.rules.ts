import { DateTime } from 'luxon';
import { fill } from '../messages/fill.js';
import { messages } from '../messages/index.js';

import { DEFAULT_OFFER_MINUTES, OFFER_MINUTES_RANGE, WAITLIST_MODES, type WaitlistMode, type WaitlistModeRules } from './modes.keys.js';

export { DEFAULT_OFFER_MINUTES, OFFER_MINUTES_RANGE, WAITLIST_MODES, type WaitlistMode, type WaitlistModeRules };

/** Whether a value names a waitlist mode. */
export const isWaitlistMode = (value: unknown): value is WaitlistMode =>
  typeof value === 'string' && (WAITLIST_MODES as readonly string[]).includes(value);

/**
 * When an offer made at `offeredAt` (epoch ms) stops being open: `minutes`
 * later, as luxon adds minutes (an instant, so a daylight-saving change
 * neither shortens nor lengthens it). Minutes outside the accepted range are
 * clamped into it, so a bad setting never makes an offer that is closed at
 * once or never closes. It never runs past `closesAt` (epoch ms: when the
 * class stops taking bookings, its start less the reservation timeframe).
 */
export const offerExpiresAt = (offeredAt: number, minutes: number, closesAt: number = Number.POSITIVE_INFINITY): number => {
  const whole = Number.isFinite(minutes) ? Math.round(minutes) : DEFAULT_OFFER_MINUTES;
  const clamped = Math.min(OFFER_MINUTES_RANGE.max, Math.max(OFFER_MINUTES_RANGE.min, whole));
  // Never past the moment the class stops taking bookings: she could not use it then.
  return Math.min(DateTime.fromMillis(offeredAt, { zone: 'utc' }).plus({ minutes: clamped }).toMillis(), closesAt);
};

/** A waitlist entry's place in line: when she joined it (epoch ms; a move to another class joins anew) and its id. */
export interface InLine {
  readonly waitlist_id: number;
  readonly created_at: number;
}

/** The line's order: who joined first, then the lower id (the one order every mode walks). */
export const lineOrder = (a: InLine, b: InLine): number => a.created_at - b.created_at || a.waitlist_id - b.waitlist_id;

/** A waitlist entry as the offer rules read it (a Drizzle row fits once its dates are epoch ms). */
export interface OfferEntry extends InLine {
  /** When its offer closes; null when she has not been offered a place. */
  readonly offer_expires_at: number | null;
}

/** What an entry's offer is at `now`: none made, open (until its expiry, exclusive), or expired. */
export type OfferState = 'none' | 'open' | 'expired';

/** The state of an entry's offer at `now`. */
export const offerState = (entry: Pick<OfferEntry, 'offer_expires_at'>, now: number): OfferState => {
  if (entry.offer_expires_at === null) return 'none';
  return now < entry.offer_expires_at ? 'open' : 'expired';
};

/** Whether an entry holds an open offer at `now`. */
export const offerOpen = (entry: Pick<OfferEntry, 'offer_expires_at'>, now: number): boolean => offerState(entry, now) === 'open';

/**
 * The places of a class nobody holds: its capacity less its live places and
 * the offers still open on it (an open offer keeps its place for her). A
 * class without capacity has no limit. Never negative.
 */
export const placesToHand = (facts: { readonly capacity: number | null; readonly taken: number; readonly openOffers: number }): number =>
  facts.capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, facts.capacity - facts.taken - facts.openOffers);

/**
 * Whom to offer the free places to (mode `offer`): the entries in line
 * order (`lineOrder`: when they joined, then id) that hold no offer, as many
 * as there are `free` places. Entries holding an open offer keep it; an
 * expired one is passed over (the job removes it before offering again).
 */
export const nextToOffer = <E extends OfferEntry>(entries: readonly E[], free: number, now: number): E[] => {
  if (!(free > 0)) return [];
  const inLine = [...entries].sort(lineOrder).filter((entry) => offerState(entry, now) === 'none');
  return Number.isFinite(free) ? inLine.slice(0, free) : inLine;
};

/**
 * Mode `auto`: walks the entries in line order (`lineOrder`) and tries to
 * book each (`tryBook` answers whether she was booked: a credit or
 * membership that pays for the class, no penalty, ...) until `free` places
 * are given. Those who cannot be booked are skipped and stay on the list.
 * Answers the entries booked, in order. `tryBook` runs one at a time.
 */
export const bookInLine = async <E extends InLine>(
  entries: readonly E[],
  free: number,
  tryBook: (entry: E) => Promise<boolean>,
): Promise<E[]> => {
  const booked: E[] = [];
  for (const entry of [...entries].sort(lineOrder)) {
    if (booked.length >= free) break;
    if (await tryBook(entry)) booked.push(entry);
  }
  return booked;
};

/**
 * The member area's waitlist help for the studio's mode: spec 4's text for
 * 'notify_all', else how the mode hands a freed place.
 */
export const waitlistHelpText = (rules: WaitlistModeRules): string => {
  if (rules.mode === 'auto') return messages.waitlistOffers.helpAuto;
  if (rules.mode === 'offer') return fill(messages.waitlistOffers.helpOffer, { minutes: String(rules.offerMinutes) });
  return messages.waitlist.help;
};
