import { DateTime } from 'luxon';
import type { NoShowRules } from '../config/config.model.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import { classStarted, instantOf, isCancelled } from './class-time.rules.js';
import type { NoShowInput } from './penalty.rules.js';
import type { InstantInput } from './reservations.model.js';

/**
 * No-shows by themselves (issue 16): when a place nobody marked becomes a
 * no-show, and until when the desk may still undo one. Plain functions of
 * the place, the studio's settings (`config.rules.noShows` fits) and `now`;
 * the server's sweep and the roster read the same rules.
 */

/** What these rules read of a place and its class. */
export interface NoShowPlace {
  readonly deletedAt?: InstantInput | null;
  readonly attend?: boolean | null;
  /** The class's start. */
  readonly classDate: InstantInput | null | undefined;
  /** The class's length in minutes. */
  readonly durationMinutes: number | null | undefined;
  /** The class was cancelled (issue 16, 'Cancelar clase'): its places are never no-shows. */
  readonly classCancelled?: boolean;
  /** When the no-show was recorded (the desk's mark or the sweep), if it was. */
  readonly noShowAt?: InstantInput | null;
  /**
   * When the place was written. One written once its class had ended (a
   * walk-in the desk adds afterwards with 'Agregar cliente') is never
   * recorded by the sweep: only the roster decides it.
   */
  readonly createdAt?: InstantInput | null;
}

/** What the sweep reads of the settings: `config.rules.noShows`, and when no_show_auto_enabled was last turned on. */
export type NoShowSweepRules = Pick<NoShowRules, 'auto' | 'graceMinutes'> & {
  /**
   * When 'Registrar faltas automáticamente' was last turned on (the server
   * keeps it, `no_show_auto_since`): a place due earlier is left to the
   * roster, so turning the setting on never turns the studio's past into
   * no-shows (and penalties) at once. Absent: no such limit.
   */
  readonly autoSince?: number | null;
};

/**
 * How far back the sweep looks, in days of the studio's calendar: places of
 * classes that started earlier are left as they are. A server that was down
 * catches up on a week; a studio that turns the setting on does not turn
 * its whole past into no-shows (and penalties) at once.
 */
export const NO_SHOW_SWEEP_LOOKBACK_DAYS = 7;

/** When a class ends (its start plus its length), or null when either is unreadable. */
export function classEndsAt(place: Pick<NoShowPlace, 'classDate' | 'durationMinutes'>, zone: string = DEFAULT_TIME_ZONE): number | null {
  const start = instantOf(place.classDate, zone);
  const minutes = place.durationMinutes;
  if (start === null || typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return null;
  return DateTime.fromMillis(start, { zone }).plus({ minutes }).toMillis();
}

/** When a place nobody marked counts as a no-show: its class's end plus the grace; null when unreadable. */
export function noShowDueAt(
  place: Pick<NoShowPlace, 'classDate' | 'durationMinutes'>,
  rules: Pick<NoShowRules, 'graceMinutes'>,
  zone: string = DEFAULT_TIME_ZONE,
): number | null {
  const end = classEndsAt(place, zone);
  if (end === null) return null;
  return DateTime.fromMillis(end, { zone }).plus({ minutes: Math.max(0, rules.graceMinutes) }).toMillis();
}

/**
 * Whether the sweep records this place as a no-show at `now`: only with
 * no_show_auto_enabled, for a place nobody marked (attend null), not
 * cancelled, written before its class ended, of a class not cancelled that
 * ended at least the grace ago, and not before the setting was turned on
 * (`autoSince`). Off, only the roster decides.
 */
export function noShowDue(place: NoShowPlace, rules: NoShowSweepRules, now: number, zone: string = DEFAULT_TIME_ZONE): boolean {
  if (!rules.auto || place.classCancelled === true || isCancelled(place.deletedAt)) return false;
  if (place.attend !== null && place.attend !== undefined) return false;
  const due = noShowDueAt(place, rules, zone);
  if (due === null || due > now) return false;
  if (typeof rules.autoSince === 'number' && due < rules.autoSince) return false;
  const created = instantOf(place.createdAt, zone);
  const end = classEndsAt(place, zone);
  return created === null || end === null || created < end;
}

/** The earliest class start the sweep reads at `now`: NO_SHOW_SWEEP_LOOKBACK_DAYS calendar days before, in the studio's zone. */
export const noShowSweepSince = (now: number, zone: string = DEFAULT_TIME_ZONE): number =>
  DateTime.fromMillis(now, { zone }).minus({ days: NO_SHOW_SWEEP_LOOKBACK_DAYS }).toMillis();

/**
 * When a no-show counts as recorded: `noShowAt`, or, for one marked before
 * that was kept, the end of its class. Null for a place that is no no-show.
 */
export function noShowRecordedAt(place: NoShowPlace, zone: string = DEFAULT_TIME_ZONE): number | null {
  if (place.attend !== false) return null;
  return instantOf(place.noShowAt, zone) ?? classEndsAt(place, zone);
}

/** Until when the desk may undo a no-show: its recording plus no_show_undo_hours. Null for a place that is no no-show (or unreadable). */
export function noShowUndoUntil(place: NoShowPlace, rules: Pick<NoShowRules, 'undoHours'>, zone: string = DEFAULT_TIME_ZONE): number | null {
  const recorded = noShowRecordedAt(place, zone);
  if (recorded === null) return null;
  return DateTime.fromMillis(recorded, { zone }).plus({ hours: Math.max(0, rules.undoHours) }).toMillis();
}

/**
 * Whether the desk may set a place's attendance to `next` at `now`: always,
 * except changing a recorded no-show (to attended, or unmarked) once its
 * undo window has closed. Marking it a no-show again changes nothing and is
 * allowed. An unreadable no-show can no longer be undone.
 */
export function attendanceChangeAllowed(
  place: NoShowPlace,
  next: boolean | null,
  rules: Pick<NoShowRules, 'undoHours'>,
  now: number,
  zone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (place.attend !== false || next === false) return true;
  const until = noShowUndoUntil(place, rules, zone);
  return until !== null && now < until;
}

/** What a run of no-shows reads of each of her places: the streak's input, its class's length, and how it was booked. */
export interface NoShowRunInput extends NoShowInput {
  /** The class's length in minutes: with the sweep on, when a place nobody marked becomes due. */
  readonly durationMinutes?: number | null;
  /**
   * Booked under an unlimited package (core's `bookedUnlimited`). A no-show
   * of a place that was not (a class of a pack she bought before her
   * unlimited) neither counts nor ends a run. Absent: counts.
   */
  readonly unlimited?: boolean;
}

/** How runs are read: the studio's zone, the cut-off of the last penalty, and the sweep's settings. */
export interface NoShowRunOptions {
  readonly zone?: string;
  /** Classes starting at or before this instant are left out (`penaltyCutOff`). */
  readonly since?: InstantInput | null;
  /**
   * The no-show settings. With no_show_auto_enabled on, a place nobody
   * marked whose no-show is not due yet (its class within its grace) will be
   * recorded, or marked, soon: it neither counts nor ends a run. Off (or
   * absent), a started class nobody marked ends it, as the spec reads.
   */
  readonly noShows?: Pick<NoShowRules, 'auto' | 'graceMinutes'>;
}

/** Where a place stands in a run: it counts, it is passed over, or it ends the run. */
type RunStep = 'count' | 'skip' | 'end';

const runStep = (place: NoShowRunInput, now: number, { zone = DEFAULT_TIME_ZONE, noShows }: NoShowRunOptions): RunStep => {
  if (place.attend === false) return place.unlimited === false ? 'skip' : 'count';
  if (place.attend === true || !noShows?.auto) return 'end';
  const due = noShowDueAt({ classDate: place.classDate, durationMinutes: place.durationMinutes }, noShows, zone);
  return due !== null && due > now ? 'skip' : 'end';
};

const STEP_ORDER: Record<RunStep, number> = { count: 0, skip: 1, end: 2 };

/**
 * Spec 4, Penalty, over time (issue 16): her runs of consecutive recorded
 * no-shows, each oldest first, in class order. Her started classes after
 * `since` are read in order: a recorded no-show joins the current run (one
 * not booked under an unlimited package is passed over); an attended class
 * ends it, and so does a class nobody marked, unless the sweep is on and its
 * no-show is not due yet (then it is passed over). Cancelled places, classes
 * not started and unreadable dates are left out. Of classes at the same
 * instant one that ends a run counts as the later, so the runs never depend
 * on the order of the input.
 */
export function noShowRuns<R extends NoShowRunInput>(places: readonly R[], now: number, options: NoShowRunOptions = {}): R[][] {
  const { zone = DEFAULT_TIME_ZONE, since } = options;
  const from = instantOf(since, zone) ?? Number.NEGATIVE_INFINITY;
  const read = places
    .filter((place) => !isCancelled(place.deletedAt) && classStarted(place.classDate, now, zone))
    .map((place) => ({ place, at: instantOf(place.classDate, zone) ?? 0, step: runStep(place, now, options) }))
    .filter((item) => item.at > from)
    .sort((a, b) => a.at - b.at || STEP_ORDER[a.step] - STEP_ORDER[b.step]);
  const runs: R[][] = [];
  let current: R[] = [];
  for (const item of read) {
    if (item.step === 'count') current.push(item.place);
    else if (item.step === 'end' && current.length > 0) {
      runs.push(current);
      current = [];
    }
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/**
 * The run of consecutive recorded no-shows that holds `cause` (the no-show
 * just recorded, by the desk or the sweep), oldest first: from it back while
 * she was absent and forward while she was absent (`noShowRuns`). Empty when
 * `cause` counts toward none (not a no-show, cancelled, before `since`, not
 * booked under an unlimited package). So a run is judged by its own
 * classes, not by what happened after it: Monday, Tuesday and Wednesday's
 * 9:00 no-shows are a run of three even when she came at 10:00 on Wednesday.
 */
export function noShowRunOf<R extends NoShowRunInput>(places: readonly R[], cause: R, now: number, options: NoShowRunOptions = {}): R[] {
  return noShowRuns(places, now, options).find((run) => run.includes(cause)) ?? [];
}

/** What `bookedUnlimited` reads of a place. */
export interface BookedPlace {
  /** The balance of the credit it consumed (`available_class_id`'s `available_classes`), or null when it consumed none. */
  readonly creditClasses: number | null;
  /** Paid in cash at the desk. */
  readonly isCash: boolean;
  /** She holds (or held) an unlimited membership on her record (`has_unlimited`), whose holders book without a credit. */
  readonly member: boolean;
}

/**
 * Whether a place was booked under an unlimited package (spec 4's penalty
 * is for those): with an unlimited credit (-1, such as the monthly unlimited
 * bought at the desk), or, for a membership holder, with no credit and not
 * in cash (how her membership books). A class of a pack is not.
 */
export function bookedUnlimited({ creditClasses, isCash, member }: BookedPlace): boolean {
  if (creditClasses !== null) return creditClasses === -1;
  return member && !isCash;
}

/** What `penaltyCutOff` reads of a penalty. */
export interface CutOffPenalty {
  /** The start of the last class of the streak it was given for; null for one the team wrote. */
  readonly noShowsUntil?: InstantInput | null;
  readonly createdAt: InstantInput;
  /** When undoing a no-show lifted it (issue 16): it punished nothing. */
  readonly liftedAt?: InstantInput | null;
}

/**
 * From when no-shows count toward a new penalty: after the last class of the
 * streak of her last penalty that still stands (one the team wrote: after
 * it was given). A penalty lifted with an undone no-show punished nothing,
 * so it leaves the cut-off where it was; one ended early at the desk
 * ('Quitar penalización') still forgave its streak. Null without any.
 */
export function penaltyCutOff(penalties: readonly CutOffPenalty[], zone: string = DEFAULT_TIME_ZONE): number | null {
  let cutOff: number | null = null;
  for (const penalty of penalties) {
    if (instantOf(penalty.liftedAt, zone) !== null) continue;
    const at = instantOf(penalty.noShowsUntil, zone) ?? instantOf(penalty.createdAt, zone);
    if (at !== null && (cutOff === null || at > cutOff)) cutOff = at;
  }
  return cutOff;
}
