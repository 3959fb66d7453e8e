import { and, asc, eq, gt, gte, isNotNull, isNull, or } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CALENDAR_ERRORS, COMMON_ERRORS, fill, messages } from '@estudio/core';
import { calendarFile, calendarFileName, calendarStudio, reservationEvents } from '../../calendar/ics.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import type { Db } from '../../db/client.js';
import { classReservations, singleClasses } from '../../db/schema/index.js';
import { authorize } from '../../http/access.js';
import { clientIp } from '../../http/client-ip.js';
import { ApiFailure, failure } from '../../http/errors.js';
import type { AppServices } from '../../http/services.js';
import { customerRowOfUid, noCustomerRecord } from '../shared/caller-customer.js';
import { customerOfSecret } from './feed-secret.js';

/** The download of 'Agregar a mi calendario': one upcoming reservation of hers. */
export const RESERVATION_FILE_PATH = '/api/reservations/:id/calendar.ics';
/** Her private feed: `{secret}.ics`. */
export const FEED_PATH = '/api/calendar/:file';

/** How long the feed keeps a class she attended, and a reservation cancelled before its class (as CANCELLED). */
export const FEED_KEEPS_DAYS = 30;

/** The content type both answer (RFC 5545's media type, UTF-8). */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const DAY_MS = 24 * 60 * 60_000;

const refuse = (c: Context, refused: ApiFailure): Response =>
  c.json(refused.toBody(), refused.status as ContentfulStatusCode);

/** Whether a reservation is hers, standing, and its class ahead and not cancelled. */
const upcomingOf = async (db: Db, reservationId: number, customerId: number, now: number): Promise<boolean> => {
  const [row] = await db.select({ id: classReservations.class_reservation_id })
    .from(classReservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
    .where(and(
      eq(classReservations.class_reservation_id, reservationId),
      eq(classReservations.customer_id, customerId),
      isNull(classReservations.deleted_at),
      isNull(singleClasses.cancelled_at),
      gt(singleClasses.class_date, new Date(now)),
    ));
  return row !== undefined;
};

/**
 * The reservations her feed lists: the standing ones of classes from
 * `FEED_KEEPS_DAYS` ago on (a class she attended stays a while), and the
 * ones cancelled within that time whose class is still ahead, which the
 * feed keeps as STATUS:CANCELLED so her calendar app drops the event.
 */
export const feedReservationIds = async (db: Db, customerId: number, now: number): Promise<number[]> => {
  const since = new Date(now - FEED_KEEPS_DAYS * DAY_MS);
  const rows = await db.select({ id: classReservations.class_reservation_id })
    .from(classReservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
    .where(and(
      eq(classReservations.customer_id, customerId),
      or(
        and(isNull(classReservations.deleted_at), gte(singleClasses.class_date, since)),
        and(isNotNull(classReservations.deleted_at), gte(classReservations.deleted_at, since), gt(singleClasses.class_date, new Date(now))),
      ),
    ))
    .orderBy(asc(singleClasses.class_date))
    .limit(1000);
  return rows.map((row) => row.id);
};

const calendarAnswer = (content: string, headers: Record<string, string>): Response =>
  new Response(content, { status: 200, headers: { 'Content-Type': CALENDAR_CONTENT_TYPE, ...headers } });

/**
 * The calendar files (issue 17, 'Calendar files'), mounted beside core's
 * route table because they answer text/calendar, not JSON:
 *
 * - GET /api/reservations/{id}/calendar.ics: with her session (the bearer
 *   token, as every customer route), the .ics of one of her upcoming
 *   reservations, as an attachment; anyone else's, a past, a cancelled or
 *   an unknown one answer alike (404 `calendar/reservation-not-found`).
 * - GET /api/calendar/{secret}.ics: her private feed, no session (calendar
 *   apps send none), rate limited per IP (`calendarFeed`); an unknown or
 *   replaced secret is 404 `calendar/feed-not-found`. `Cache-Control:
 *   private`: no shared cache keeps her classes.
 *
 * Mount before the API's catch-all 404.
 */
export const mountCalendarFiles = (app: Hono, services: AppServices): void => {
  app.get(RESERVATION_FILE_PATH, async (c) => {
    await services.prepare();
    const now = services.clock.now();
    const caller = await authorize('customer', c.req.header('authorization'), services);
    if (caller instanceof ApiFailure) return refuse(c, caller);
    if (!caller) return refuse(c, failure(COMMON_ERRORS.notFound));
    const customer = await customerRowOfUid(services.db, caller.uid);
    if (!customer) return refuse(c, noCustomerRecord());
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    if (id < 1 || !(await upcomingOf(services.db, id, customer.customer_id, now))) {
      return refuse(c, failure(CALENDAR_ERRORS.reservationNotFound));
    }
    const origin = services.origin();
    const events = await reservationEvents(services.db, [id]);
    const [event] = events;
    if (!event) return refuse(c, failure(CALENDAR_ERRORS.reservationNotFound));
    const content = calendarFile(events, { method: 'PUBLISH', origin, now, studio: await calendarStudio(services.db, origin) });
    return calendarAnswer(content, {
      'Content-Disposition': `attachment; filename="${calendarFileName(event, (await loadStudioConfig(services.db)).rules.timezone)}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.get(FEED_PATH, async (c) => {
    const now = services.clock.now();
    if (!(await services.rateLimiter.take('calendarFeed', clientIp(c, services.trustProxy), now))) {
      return refuse(c, failure(COMMON_ERRORS.rateLimited));
    }
    const file = c.req.param('file');
    const customerId = file.endsWith('.ics') ? await customerOfSecret(services.db, file.slice(0, -'.ics'.length)) : null;
    if (customerId === null) return refuse(c, failure(CALENDAR_ERRORS.feedNotFound));
    const origin = services.origin();
    const studio = await calendarStudio(services.db, origin);
    const events = await reservationEvents(services.db, await feedReservationIds(services.db, customerId, now));
    const content = calendarFile(events, {
      method: 'PUBLISH', origin, now, studio, calendarName: fill(messages.calendar.feedName, { studio: studio.name }),
    });
    return calendarAnswer(content, {
      'Content-Disposition': 'inline; filename="calendario.ics"',
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    });
  });
};
