import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { cancelDecisionAfterChange, cancelRefusalAfterChange, type StudioConfig } from '@estudio/core';
import { reservationEvents, reservationsLink } from '../calendar/ics.js';
import type { Db } from '../db/client.js';
import { classReservations, singleClasses } from '../db/schema/index.js';
import type { AppServices } from '../http/services.js';
import { cancelInput, cancelsWithCredit } from '../routes/reservations/cancel.js';
import { cancelLinkKey, cancelLinkOf, signCancelToken } from '../routes/reservations/cancel-link.js';
import { loadStudioConfig } from '../routes/shared/studio-config.js';
import { reminderKey } from '../notify/reminder.mail.js';
import type { RecurringJob } from './job.js';

/** What the reminders need of the app's services. */
export type ReminderServices = Pick<AppServices, 'db' | 'notifier' | 'origin' | 'identity' | 'signingKey'>;

/** What one run did. */
export interface RemindersResult {
  /** Reminders written (the outbox may still hold one back by her preferences). */
  readonly sent: number;
}

/** Reservations one run reminds at most; the next run (a minute later) takes the rest. */
export const REMINDERS_PER_RUN = 500;

export { reminderKey };

/** A class starting sooner than this is not reminded: the reminder would arrive as it starts. */
export const REMINDER_LAST_MINUTE_MS = 60_000;

/**
 * Live reservations whose class (not cancelled) starts more than a minute
 * from `now` and within `reminder_hours`, not attempted for that start yet
 * (`reminded_for` is not the class's current `class_date`: never reminded,
 * or reminded before the studio moved it; a place booked when its reminder
 * was already due is marked at booking, `tellBooked`: the confirmation
 * suffices), soonest first. Read outside any transaction; each is checked
 * again under its lock.
 */
const dueReservations = (db: Db, now: number, hours: number) =>
  db
    .select({ id: classReservations.class_reservation_id })
    .from(classReservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
    .where(and(
      isNull(classReservations.deleted_at),
      isNull(singleClasses.cancelled_at),
      gt(singleClasses.class_date, new Date(now + REMINDER_LAST_MINUTE_MS)),
      lte(singleClasses.class_date, DateTime.fromMillis(now).plus({ hours }).toJSDate()),
      sql`${classReservations.reminded_for} is distinct from ${singleClasses.class_date}`,
    ))
    .orderBy(asc(singleClasses.class_date), asc(classReservations.class_reservation_id))
    .limit(REMINDERS_PER_RUN);

/**
 * One reminder, in its own short transaction: the reservation is locked
 * (`SKIP LOCKED`: one being cancelled or reminded by another server right
 * now is left to the next run), checked again (live, class not cancelled
 * nor about to start), her reminder written with the one-tap cancel link
 * when the cancel rules let her cancel now, and the attempt recorded
 * (`reminded_for` = the class's start) whatever her channels do with it
 * (opted out, WhatsApp only), so it is not redone every minute. Its key
 * names the class start, so a class the studio moves is reminded again.
 * Answers whether it wrote one.
 */
const remindOne = async (services: ReminderServices, run: { now: number; config: StudioConfig; key: Uint8Array }, id: number): Promise<boolean> =>
  services.db.transaction(async (db) => {
    const { now, config } = run;
    const [row] = await db.select().from(classReservations)
      .where(and(eq(classReservations.class_reservation_id, id), isNull(classReservations.deleted_at)))
      .for('update', { skipLocked: true });
    if (!row) return false;
    const [singleClass] = await db.select().from(singleClasses).where(eq(singleClasses.single_class_id, row.single_class_id));
    if (!singleClass || singleClass.cancelled_at !== null || singleClass.class_date.getTime() <= now + REMINDER_LAST_MINUTE_MS) return false;
    if (row.reminded_for?.getTime() === singleClass.class_date.getTime()) return false;
    const [event] = await reservationEvents(db, [id]);
    if (!event) return false;
    await db.update(classReservations).set({ reminded_for: singleClass.class_date }).where(eq(classReservations.class_reservation_id, id));
    const input = cancelInput(row, singleClass);
    const refused = cancelRefusalAfterChange(input, now, config.rules, await cancelsWithCredit(db, row.available_class_id));
    const origin = services.origin();
    const cancel = refused
      ? null
      : {
        link: cancelLinkOf(origin, await signCancelToken(run.key, id, singleClass.class_date, now)),
        refundsCredit: cancelDecisionAfterChange({ ...input, deletedAt: null }, now, config.rules).refundsCredit,
      };
    await services.notifier.reminder(db, { event, zone: config.rules.timezone, link: reservationsLink(origin), cancel });
    return true;
  });

/**
 * The reminders (issue 17): every live reservation whose class starts
 * within `reminder_hours` (and more than a minute from now) gets one
 * reminder per class start, with the one-tap cancel link; `reminder_hours`
 * 0 sends none. Idempotent: `reminded_for` records the attempt and the
 * reminder's key (`reminderKey`: reservation and class start) is written
 * once, so a run again, a retry or a second server sends nothing twice. An
 * aborted `signal` stops it between reservations.
 */
export const sendReminders = async (services: ReminderServices, now: number, signal?: AbortSignal): Promise<RemindersResult> => {
  const config = await loadStudioConfig(services.db);
  const hours = config.rules.reminderHours;
  if (hours <= 0) return { sent: 0 };
  const due = await dueReservations(services.db, now, hours);
  if (due.length === 0) return { sent: 0 };
  // Loaded before any transaction: on PGlite a load inside one would wait on the connection it holds.
  const key = await cancelLinkKey(services, services.db);
  let sent = 0;
  for (const { id } of due) {
    if (signal?.aborted) break;
    if (await remindOne(services, { now, config, key }, id)) sent += 1;
  }
  return { sent };
};

/** The reminders as a job of the queue: every minute, once per minute across the servers. */
export const remindersJob: RecurringJob = {
  name: 'reservation-reminders',
  label: 'Recordatorios de clases',
  everySeconds: 60,
  run: ({ services, now, signal }) => sendReminders(services, now, signal),
};
