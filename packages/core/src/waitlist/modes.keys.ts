/*
 * The waitlist's settings (issue 17) as plain values, with no imports: the
 * configuration's parse reads them before the first render (config.md, 'No
 * zod, no luxon in the parse'); the rules live in `modes.rules.ts`.
 */

/**
 * How a freed place in a full class is handed to its waitlist (issue 17,
 * setting `waitlist_mode`):
 * - `notify_all` (spec 4, the default): everyone on it hears at once and the
 *   first to book gets the place;
 * - `auto`: the first in line who holds a usable credit is booked at once;
 * - `offer`: the first in line gets `waitlist_offer_minutes` to accept the
 *   place through a link, then it passes to the next.
 */
export const WAITLIST_MODES = ['notify_all', 'auto', 'offer'] as const;

/** A waitlist mode. */
export type WaitlistMode = (typeof WAITLIST_MODES)[number];

/** `waitlist_offer_minutes` when unset: half an hour to accept. */
export const DEFAULT_OFFER_MINUTES = 30;
/** The accepted range of `waitlist_offer_minutes` (a minute to a day). */
export const OFFER_MINUTES_RANGE = { min: 1, max: 1440 } as const;

/** The waitlist's settings as `config.rules.waitlist` holds them. */
export interface WaitlistModeRules {
  readonly mode: WaitlistMode;
  /** Minutes an offer stays open (mode `offer`). */
  readonly offerMinutes: number;
}

