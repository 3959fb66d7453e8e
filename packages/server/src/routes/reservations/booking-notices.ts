import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classReservations } from '../../db/schema/index.js';
import {
  attachableFile, calendarStudio, calendarStudioOf, reservationEvents, reservationsLink,
  type CalendarFile, type CalendarMethod, type CalendarStudio, type ReservationEvent,
} from '../../calendar/ics.js';
import type { AppServices } from '../../http/services.js';
import { studioLookOf } from '../../notify/layout.js';
import type { StudioSettings } from '../shared/studio-config.js';

/** What telling a customer about her reservations needs of the request (or the job). */
export interface BookingNoticeContext {
  readonly db: Db;
  readonly now: number;
  readonly origin: string;
  readonly services: Pick<AppServices, 'notifier'>;
}

/**
 * One reservation's event as a file of `method`, ready to attach
 * (`calendar/ics.ts`: the same UID as her download and feed), or null when
 * it cannot be written (logged): the attachment is best-effort, a notice
 * never refuses the booking it tells of. `zone` names the file by the
 * class's day in the studio's zone (UTC's day without it).
 */
export const eventFile = (
  event: ReservationEvent,
  method: CalendarMethod,
  options: { origin: string; studio: CalendarStudio; now: number; zone?: string },
): CalendarFile | null => attachableFile([event], { method, ...options, zone: options.zone ?? 'UTC' });

/**
 * Tells her the reservation is confirmed (issue 17), one e-mail with its
 * event (METHOD:REQUEST) attached, in the booking's transaction: `bookPlace`
 * calls it, so her own booking, the desk's booking for her and a move from
 * the waitlist all tell her. The event and the studio's settings come from
 * what the booking already read (`bookedEvent`, `readBookingFacts`):
 * nothing is read again.
 */
export const tellBooked = async (ctx: BookingNoticeContext, event: ReservationEvent, settings: StudioSettings): Promise<void> => {
  const zone = settings.config.rules.timezone;
  const studio = calendarStudioOf(settings.rows, ctx.origin);
  await ctx.services.notifier.reservationConfirmed(ctx.db, {
    event, zone, link: reservationsLink(ctx.origin),
    calendar: eventFile(event, 'REQUEST', { origin: ctx.origin, studio, now: ctx.now, zone }),
    look: studioLookOf(settings.config.appearance, ctx.origin),
  });
};

const HOUR_MS = 3_600_000;

/**
 * Whether a place booked at `now` in a class starting at `start` is already
 * due its reminder (the class within `reminder_hours`): the confirmation
 * suffices, so the place is written marked reminded for that start
 * (`reminded_for`) and the reminder job skips it.
 */
export const reminderDue = (start: Date, now: number, hours: number): boolean =>
  hours > 0 && start.getTime() <= now + hours * HOUR_MS;

/**
 * The updated events of her live places (hers and her guests') in classes
 * the studio just changed, as one METHOD:REQUEST file for the class-changed
 * notice: the same UIDs as her earlier files, a higher SEQUENCE (the
 * class's `changed_at` is stamped first), so her calendar moves the event.
 * Null when she has none there or the file cannot be written (best-effort).
 */
export const changedPlacesFile = async (
  ctx: Pick<BookingNoticeContext, 'db' | 'now' | 'origin'>,
  customerId: number,
  classIds: readonly number[],
  zone: string,
): Promise<CalendarFile | null> => {
  if (classIds.length === 0) return null;
  const places = await ctx.db.select({ id: classReservations.class_reservation_id }).from(classReservations)
    .where(and(eq(classReservations.customer_id, customerId), inArray(classReservations.single_class_id, [...classIds]), isNull(classReservations.deleted_at)));
  const events = await reservationEvents(ctx.db, places.map((place) => place.id));
  if (events.length === 0) return null;
  return attachableFile(events, { method: 'REQUEST', origin: ctx.origin, now: ctx.now, zone, studio: await calendarStudio(ctx.db, ctx.origin) });
};

/**
 * Tells each customer her reservation was cancelled (issue 17), by her or
 * by the desk (`byStudio`), with or without her credit, and the same event
 * with METHOD:CANCEL attached so it leaves her calendar; in the
 * cancellation's transaction (`cancelPlaces`). One e-mail per customer:
 * the desk cancelling her place with her guests' sends her one, naming the
 * guests, with one CANCEL file of all those events (as the studio's class
 * cancel does). A class that has started tells nobody: it is over for her
 * calendar either way.
 */
export const tellCancelled = async (
  ctx: BookingNoticeContext,
  reservationIds: readonly number[],
  facts: { readonly zone: string; readonly byStudio: boolean; readonly refundsCredit: boolean },
): Promise<void> => {
  const events = (await reservationEvents(ctx.db, reservationIds)).filter((event) => event.start.getTime() > ctx.now);
  if (events.length === 0) return;
  const studio = await calendarStudio(ctx.db, ctx.origin);
  const options = { method: 'CANCEL' as const, origin: ctx.origin, studio, now: ctx.now, zone: facts.zone };
  const perCustomer = new Map<number, ReservationEvent[]>();
  for (const event of events) perCustomer.set(event.customerId, [...(perCustomer.get(event.customerId) ?? []), event]);
  for (const theirs of perCustomer.values()) {
    // Her own place leads (its key names the e-mail); her guests' follow it.
    const [event, ...guests] = [...theirs].sort((a, b) => Number(a.guest !== null) - Number(b.guest !== null) || a.reservationId - b.reservationId);
    if (!event) continue;
    await ctx.services.notifier.reservationCancelled(ctx.db, {
      event, zone: facts.zone, link: reservationsLink(ctx.origin), byStudio: facts.byStudio, refundsCredit: facts.refundsCredit,
      calendar: attachableFile([event, ...guests], options), guests,
    });
  }
};
