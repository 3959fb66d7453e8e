import { and, asc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { classEndsAt, noShowDue, noShowSweepSince, type NoShowSweepRules, type StudioConfig } from '@estudio/core';
import { NO_SHOW_SWEEP_MAX_SECONDS } from '../config.js';
import type { Db } from '../db/client.js';
import { classReservations, singleClasses } from '../db/schema/index.js';
import type { Logger } from '../http/logger.js';
import type { Notifier } from '../notify/notifier.js';
import { penalizeNoShows } from '../routes/reservations/penalty.js';
import { loadStudioConfig } from '../routes/shared/studio-config.js';
import type { RecurringJob } from './job.js';
import { noShowAutoSince } from './no-show-since.js';

/** What a sweep needs besides the database: who tells a penalised customer, where to log, and the origin of links. */
export interface SweepServices {
  readonly notifier: Notifier;
  readonly logger: Logger;
  /** The origin of the links in e-mails (PUBLIC_ORIGIN, or the address the server listens on). */
  origin(): string;
}

/** What one sweep did. */
export interface SweepResult {
  /** Classes whose unmarked places it recorded. */
  readonly classes: number;
  /** Places it recorded as no-shows (guests' included). */
  readonly marked: number;
  /** Penalties it gave. */
  readonly penalties: number;
}

/** How often the sweep runs when NO_SHOW_SWEEP_SECONDS does not say. */
export const NO_SHOW_SWEEP_SECONDS = 60;

const NOTHING: SweepResult = { classes: 0, marked: 0, penalties: 0 };

type ClassRow = typeof singleClasses.$inferSelect;

/** What one pass reads once: the studio's settings and when the sweep was turned on. */
interface PassRules {
  readonly config: StudioConfig;
  readonly rules: NoShowSweepRules;
}

/**
 * A class's places as core's `noShowDue` reads them (the class's side: a
 * place nobody marked, written before the class ended; the UPDATE below
 * leaves out the places written later).
 */
const unmarkedPlaceOf = (row: Pick<ClassRow, 'class_date' | 'duration_minutes' | 'cancelled_at'>) => ({
  attend: null, deletedAt: null, classDate: row.class_date, durationMinutes: row.duration_minutes, classCancelled: row.cancelled_at !== null,
});

/**
 * Classes that may have places due: started within the lookback and at
 * least the grace ago, not cancelled, with a live place nobody marked that
 * was written before the class ended. Read outside any transaction; each is
 * checked again under its lock.
 */
const candidateClasses = (db: Db, config: StudioConfig, now: number) => {
  const zone = config.rules.timezone;
  const since = new Date(noShowSweepSince(now, zone));
  // A class due now started at least the grace ago (it ends after it starts).
  const latestStart = DateTime.fromMillis(now, { zone }).minus({ minutes: config.rules.noShows.graceMinutes }).toJSDate();
  return db
    .selectDistinct({
      single_class_id: singleClasses.single_class_id, class_date: singleClasses.class_date,
      duration_minutes: singleClasses.duration_minutes, cancelled_at: singleClasses.cancelled_at,
    })
    .from(singleClasses)
    .innerJoin(classReservations, eq(classReservations.single_class_id, singleClasses.single_class_id))
    .where(and(
      gte(singleClasses.class_date, since), lte(singleClasses.class_date, latestStart), isNull(singleClasses.cancelled_at),
      isNull(classReservations.attend), isNull(classReservations.deleted_at),
      sql`${classReservations.created_at} < ${singleClasses.class_date} + ${singleClasses.duration_minutes} * interval '1 minute'`,
    ))
    .orderBy(asc(singleClasses.class_date), asc(singleClasses.single_class_id));
};

/**
 * One class, in one transaction: the class row is locked (as bookings and
 * the desk's marks lock it) with SKIP LOCKED, so a class another server is
 * sweeping, or the desk is marking, is left to the next pass instead of
 * queueing every server on it; then checked again, and every live place
 * nobody marked that was written before the class ended becomes a no-show
 * in one `UPDATE … WHERE attend IS NULL … RETURNING`, so a place another
 * server or the desk marked first is left alone. Then the customers of the
 * places marked (not guests': a guest's place never penalises) go through
 * `penalizeNoShows`, the desk's own path, in customer order (each locks her
 * row, so two sweeps never wait on each other in a circle).
 */
const sweepClass = (db: Db, services: SweepServices, run: PassRules & { now: number; classId: number }) =>
  db.transaction(async (tx): Promise<SweepResult> => {
    const { config, rules, now, classId } = run;
    const zone = config.rules.timezone;
    const [row] = await tx.select().from(singleClasses).where(eq(singleClasses.single_class_id, classId)).for('update', { skipLocked: true });
    if (!row || !noShowDue(unmarkedPlaceOf(row), rules, now, zone)) return NOTHING;
    const end = classEndsAt({ classDate: row.class_date, durationMinutes: row.duration_minutes }, zone);
    if (end === null) return NOTHING;
    const marked = await tx.update(classReservations)
      .set({ attend: false, no_show_at: new Date(now) })
      .where(and(
        eq(classReservations.single_class_id, classId), isNull(classReservations.attend), isNull(classReservations.deleted_at),
        lt(classReservations.created_at, new Date(end)),
      ))
      .returning({ id: classReservations.class_reservation_id, customer_id: classReservations.customer_id, guest: classReservations.guest });
    // Her own place (one a class); a guest's place is not her attendance.
    const own = marked.filter((place) => place.guest === null).sort((a, b) => a.customer_id - b.customer_id);
    let penalties = 0;
    for (const place of own) {
      if (await penalizeNoShows({ db: tx, now, origin: services.origin(), services }, place.customer_id, config, place.id)) penalties += 1;
    }
    return { classes: marked.length > 0 ? 1 : 0, marked: marked.length, penalties };
  });

/**
 * Records no-shows by themselves (issue 16): with no_show_auto_enabled on,
 * every live place nobody marked of a class that ended more than
 * no_show_grace_minutes ago (within NO_SHOW_SWEEP_LOOKBACK_DAYS, and not
 * before the setting was turned on, `no_show_auto_since`) becomes a
 * no-show, unless it was written after its class ended (a walk-in the desk
 * added afterwards: the roster decides it); spec 4's penalty runs for each
 * customer marked. Off, it does nothing: only the roster decides. One
 * transaction per class, so a failure leaves that class as it was (logged)
 * and the others done. Idempotent, and safe with several servers on one
 * PostgreSQL: a place is marked by whichever comes first, a streak punished
 * once. An aborted `signal` (the server closing) stops it between classes.
 * The queue runs it as `noShowSweepJob`; tests call it with their own `now`.
 */
export const sweepNoShows = async (db: Db, services: SweepServices, now: number, signal?: AbortSignal): Promise<SweepResult> => {
  const config = await loadStudioConfig(db);
  if (!config.rules.noShows.auto || signal?.aborted) return NOTHING;
  const rules: NoShowSweepRules = { ...config.rules.noShows, autoSince: await noShowAutoSince(db, now) };
  const due = (await candidateClasses(db, config, now))
    .filter((row) => noShowDue(unmarkedPlaceOf(row), rules, now, config.rules.timezone));
  let total = NOTHING;
  for (const { single_class_id: classId } of due) {
    if (signal?.aborted) break;
    try {
      const done = await sweepClass(db, services, { config, rules, now, classId });
      total = { classes: total.classes + done.classes, marked: total.marked + done.marked, penalties: total.penalties + done.penalties };
    } catch (error) {
      services.logger.error(`No se pudieron registrar las faltas de la clase ${classId}`, error);
    }
  }
  if (total.marked > 0) {
    services.logger.info(`Faltas registradas: ${total.marked} en ${total.classes} clase(s); ${total.penalties} penalización(es)`);
  }
  return total;
};

/**
 * The sweep as a job of the queue (issue 17): every `everySeconds`
 * (NO_SHOW_SWEEP_SECONDS), once per period across every server process,
 * on the app's clock; a run that fails as a whole is retried with backoff.
 */
export const noShowSweepJob = (everySeconds: number = NO_SHOW_SWEEP_SECONDS): RecurringJob => ({
  name: 'no-show-sweep',
  label: 'Registro automático de faltas',
  everySeconds: Math.min(everySeconds, NO_SHOW_SWEEP_MAX_SECONDS),
  run: ({ services, now, signal }) => sweepNoShows(services.db, services, now, signal),
});
