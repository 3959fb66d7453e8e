import { formatDate } from '../format/format.rules.js';
import { SETTINGS } from '../config/config.keys.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import { fill, messages } from '../messages/index.js';
import { classStarted, instantOf, isCancelled } from './class-time.rules.js';
import type { InstantInput } from './reservations.model.js';

/** unlimited_max_no_shows_for_penalty's default, for a value that is not a number. */
const DEFAULT_MAX_NO_SHOWS = Number(SETTINGS.unlimited_max_no_shows_for_penalty.default);

/** A reservation penalty (spec 3): booking is refused until `end_date`. */
export interface PenaltyLike {
  /** A bare date means the start of that day in the studio: booking opens again that day. */
  readonly end_date: InstantInput | null | undefined;
  readonly reason?: string | null;
}

/** What the no-show streak reads of a reservation. */
export interface NoShowInput {
  readonly deletedAt?: InstantInput | null;
  readonly attend?: boolean | null;
  readonly classDate: InstantInput | null | undefined;
}

/** The penalty settings; `StudioConfig['rules']['unlimitedPenalties']` fits as is. */
export interface PenaltySettings {
  /** unlimited_membership_penalties_enabled */
  readonly enabled: boolean;
  /** unlimited_max_no_shows_for_penalty */
  readonly maxNoShows: number;
}

/** Spec 8: the penalty modal's lines. */
export interface PenaltyModalCopy {
  readonly message: string;
  /** 'Motivo: …', or null when the penalty has no reason. */
  readonly reason: string | null;
  /** 'Podrás reservar de nuevo a partir del …', or null when the end date is unreadable. */
  readonly until: string | null;
}

/**
 * Spec 4, Penalty: the active penalty that ends last, or null. A penalty is
 * active while `now` is before its end; one without a readable end is ignored.
 */
export function activePenalty<P extends PenaltyLike>(penalties: readonly P[], now: number, zone?: string): P | null {
  let found: { penalty: P; end: number } | null = null;
  for (const penalty of penalties) {
    const end = instantOf(penalty.end_date, zone);
    if (end !== null && end > now && (found === null || end > found.end)) found = { penalty, end };
  }
  return found?.penalty ?? null;
}

/**
 * Spec 4, Penalty, as the spec reads it at one moment: how many of the most
 * recent started classes in a row the customer was recorded absent from
 * (`attend` false), counted back from `now`. A class attended, or started
 * and not marked yet, ends the streak. Cancelled reservations, classes not
 * started yet and unreadable dates neither count nor end it; `since` leaves
 * out earlier classes. Any order of input is accepted. The server's penalty
 * reads the run that holds the no-show just recorded instead (core's
 * `noShowRunOf`, issue 16), so a class she came to afterwards does not
 * hide a streak the sweep records late.
 */
export function noShowStreak(
  reservations: readonly NoShowInput[],
  now: number,
  { zone, since }: { readonly zone?: string; readonly since?: InstantInput | null } = {},
): number {
  const from = instantOf(since, zone) ?? Number.NEGATIVE_INFINITY;
  const past = reservations
    .filter((r) => !isCancelled(r.deletedAt) && classStarted(r.classDate, now, zone))
    .map((r) => ({ absent: r.attend === false, at: instantOf(r.classDate, zone) ?? 0 }))
    .filter((r) => r.at > from)
    // Most recent first; of classes at the same instant one that ends the
    // streak counts as the later, so the streak never depends on the order of the input.
    .sort((a, b) => b.at - a.at || Number(a.absent) - Number(b.absent));
  const firstEnd = past.findIndex((r) => !r.absent);
  return firstEnd < 0 ? past.length : firstEnd;
}

/**
 * Spec 4, Penalty: whether a penalty is due: only for an unlimited-membership
 * holder, only when penalties are enabled, once the streak reaches
 * unlimited_max_no_shows_for_penalty (at least 1).
 */
export function penaltyDue({
  streak,
  settings,
  hasUnlimited,
}: {
  readonly streak: number;
  readonly settings: PenaltySettings;
  readonly hasUnlimited: boolean;
}): boolean {
  if (!hasUnlimited || !settings.enabled) return false;
  const limit = Number.isFinite(settings.maxNoShows) ? Math.max(1, Math.floor(settings.maxNoShows)) : DEFAULT_MAX_NO_SHOWS;
  return streak >= limit;
}

/** Spec 8, Active penalty: the message, the reason, and 'Podrás reservar de nuevo a partir del {date}.' */
export function penaltyModalCopy(penalty: PenaltyLike, zone: string = DEFAULT_TIME_ZONE): PenaltyModalCopy {
  const r = messages.reservations;
  const reason = penalty.reason?.trim() ? fill(r.penaltyReason, { reason: penalty.reason.trim() }) : null;
  const end = instantOf(penalty.end_date, zone);
  const until = end === null ? null : fill(r.penaltyUntil, { date: formatDate(end, zone) });
  return { message: r.penalty, reason, until };
}
