import { domainToASCII } from 'node:url';
import { asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { fill, messages } from '@estudio/core';
import type { Db } from '../db/client.js';
import {
  classInstructors, classReservations, classTypes, customers, instructors, locations, settings, singleClasses,
} from '../db/schema/index.js';
import { consoleLogger, type Logger } from '../http/logger.js';
import { loadStudioConfig } from '../routes/shared/studio-config.js';
import { coachNameOf } from '../routes/schedule/conflicts.js';
import { calendarText, type CalendarEventText } from './ics-text.js';

/**
 * Calendar files of reservations (issue 17, 'Calendar files'), RFC 5545
 * as the `ics` library writes it (`ics-text.ts`): the download of 'Agregar a mi calendario', the
 * customer's private feed and the .ics attached to the confirmation and
 * cancellation e-mails all come from here, so one reservation is one event
 * everywhere:
 *
 * - UID `reservation-{id}@{host of the public origin}`: stable per
 *   reservation, the same in the download, the feed and the e-mails, so a
 *   later file (a move, a cancellation) updates the event already in her
 *   calendar instead of adding another;
 * - DTSTART/DTEND in UTC (`...Z`), from the class's start and duration;
 * - SUMMARY '{class type} con {coaches}', LOCATION the location's name and
 *   address, DESCRIPTION a line to 'Mis Reservaciones';
 * - SEQUENCE (`eventSequence`): 0 when booked; once the studio changed the
 *   class after she booked, the whole minutes from her booking to the
 *   class's last change (`changed_at`, at least 1), so every later move
 *   outranks the file of the one before; +1 once cancelled, so a
 *   cancellation outranks the file she got before it. No column: it is
 *   derived, and grows with each change. DTSTAMP is when the file is written;
 * - METHOD: PUBLISH (download, feed), REQUEST (the confirmation e-mail) or
 *   CANCEL (the cancellation e-mail: STATUS:CANCELLED, same UID). REQUEST
 *   and CANCEL carry ORGANIZER (the studio) and ATTENDEE (her), as iTIP
 *   (RFC 5546) asks, so mail clients offer to add or remove the event.
 *
 * Typical use (a notice): `await reservationCalendar(db, [reservationId], { method: 'REQUEST', origin, now })`
 * gives `{ filename, contentType, content }`, ready for `OutgoingMail.attachments`.
 */

/** One reservation as its calendar event needs it. */
export interface ReservationEvent {
  readonly reservationId: number;
  readonly customerId: number;
  /** Her e-mail and name: the ATTENDEE of REQUEST and CANCEL. */
  readonly customerEmail: string;
  readonly customerName: string;
  readonly singleClassId: number;
  /** The class type's name ('Indoor Cycling'). */
  readonly className: string;
  /** Its coaches' names, in the schedule's order. */
  readonly coaches: readonly string[];
  readonly start: Date;
  readonly end: Date;
  readonly location: { readonly name: string; readonly address: string | null };
  readonly spot: string | null;
  /** The guest's name of a guest booking. */
  readonly guest: string | null;
  /** Her reservation was cancelled, or the studio cancelled the class. */
  readonly cancelled: boolean;
  /** `eventSequence`: grows with each change of the class after she booked, +1 cancelled. */
  readonly sequence: number;
}

/** The studio as the files name it: the calendar's name and the ORGANIZER of e-mailed files. */
export interface CalendarStudio {
  readonly name: string;
  /** The studio's contact e-mail (setting `email`), else `no-reply@{host}`. */
  readonly email: string;
}

/** How a file is meant: published (download, feed), sent as an invitation, or a cancellation. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface CalendarFileOptions {
  readonly method: CalendarMethod;
  /** The public origin (`services.origin()`): the UIDs' host and the link to 'Mis Reservaciones'. */
  readonly origin: string;
  readonly studio: CalendarStudio;
  /** When the file is written (DTSTAMP): `services.clock.now()`. */
  readonly now: number;
  /** X-WR-CALNAME, the feed's name in calendar apps; default none. */
  readonly calendarName?: string | undefined;
}

/** A calendar file, shaped as an e-mail attachment (`MailAttachment`) and as a download. */
export interface CalendarFile {
  readonly filename: string;
  /** `text/calendar; charset=utf-8; method=...`. */
  readonly contentType: string;
  readonly content: string;
}

/** Where she sees her reservations. */
export const reservationsLink = (origin: string): string => `${origin}/mystudio/reservaciones`;

/** The event's UID: stable per reservation. */
export const reservationUid = (reservationId: number, origin: string): string =>
  `reservation-${reservationId}@${new URL(origin).hostname}`;

/** The content type of a file of this method. */
export const calendarContentType = (method: CalendarMethod): string =>
  `text/calendar; charset=utf-8; method=${method}`;

/**
 * Loads the events of these reservations (cancelled ones included), in the
 * order of the classes' start. Unknown ids are skipped. Two queries for all.
 */
export const reservationEvents = async (db: Db, reservationIds: readonly number[]): Promise<ReservationEvent[]> => {
  const ids = [...new Set(reservationIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      reservationId: classReservations.class_reservation_id,
      customerId: classReservations.customer_id,
      customerEmail: customers.email,
      customerName: customers.name,
      singleClassId: singleClasses.single_class_id,
      className: classTypes.name,
      start: singleClasses.class_date,
      durationMinutes: singleClasses.duration_minutes,
      locationName: locations.name,
      locationAddress: locations.address,
      spot: classReservations.spot,
      guest: classReservations.guest,
      deletedAt: classReservations.deleted_at,
      createdAt: classReservations.created_at,
      changedAt: singleClasses.changed_at,
      classCancelledAt: singleClasses.cancelled_at,
    })
    .from(classReservations)
    .innerJoin(customers, eq(customers.customer_id, classReservations.customer_id))
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
    .innerJoin(classTypes, eq(classTypes.class_type_id, singleClasses.class_type_id))
    .innerJoin(locations, eq(locations.location_id, singleClasses.location_id))
    .where(inArray(classReservations.class_reservation_id, ids))
    .orderBy(asc(singleClasses.class_date), asc(classReservations.class_reservation_id));
  const classIds = [...new Set(rows.map((row) => row.singleClassId))];
  const coaches = classIds.length === 0 ? [] : await db
    .select({ id: classInstructors.single_class_id, name: instructors.name, last_name: instructors.last_name, nick_name: instructors.nick_name })
    .from(classInstructors)
    .innerJoin(instructors, eq(instructors.instructor_id, classInstructors.instructor_id))
    .where(inArray(classInstructors.single_class_id, classIds))
    .orderBy(asc(instructors.instructor_id));
  return rows.map((row) => eventOf(row, coaches.filter((coach) => coach.id === row.singleClassId)));
};

/** A reservation as its event is made of: her, her place and its class with its type and location (`reservationEvents`' row). */
export interface ReservationEventRow
  extends Pick<ReservationEvent, 'reservationId' | 'customerId' | 'customerEmail' | 'customerName' | 'singleClassId' | 'className' | 'start' | 'spot' | 'guest'> {
  readonly durationMinutes: number;
  readonly locationName: string;
  readonly locationAddress: string | null;
  readonly deletedAt: Date | null;
  readonly createdAt: Date;
  readonly changedAt: Date | null;
  readonly classCancelledAt: Date | null;
}

/**
 * One reservation's event from its row and its class's coaches (in the
 * schedule's order): the one mapping, whether the rows were read for the
 * event (`reservationEvents`) or are already at hand (a booking).
 */
export const eventOf = (row: ReservationEventRow, coaches: readonly Parameters<typeof coachNameOf>[0][]): ReservationEvent => {
  const cancelled = row.deletedAt !== null || row.classCancelledAt !== null;
  return {
    reservationId: row.reservationId,
    customerId: row.customerId,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    singleClassId: row.singleClassId,
    className: row.className,
    coaches: coaches.map(coachNameOf).filter((name) => name !== ''),
    start: row.start,
    end: new Date(row.start.getTime() + row.durationMinutes * 60_000),
    location: { name: row.locationName, address: row.locationAddress },
    spot: row.spot,
    guest: row.guest,
    cancelled,
    sequence: eventSequence({ bookedAt: row.createdAt, changedAt: row.changedAt, cancelled }),
  };
};

/**
 * The event's SEQUENCE (RFC 5545 3.8.7.4), derived so it never goes back:
 * 0 as booked; after the studio changed the class (`changed_at` later than
 * her booking), the whole minutes between the two, at least 1, so each
 * later change gives a higher number; +1 when cancelled.
 */
export const eventSequence = (facts: { readonly bookedAt: Date; readonly changedAt: Date | null; readonly cancelled: boolean }): number => {
  const changedAfter = facts.changedAt === null ? 0 : facts.changedAt.getTime() - facts.bookedAt.getTime();
  const changes = changedAfter > 0 ? Math.max(1, Math.floor(changedAfter / 60_000)) : 0;
  return changes + (facts.cancelled ? 1 : 0);
};

/** The studio's name (setting `business_name`) and organizer e-mail (setting `email`, else no-reply at the origin's host), from its settings' rows. */
export const calendarStudioOf = (rows: readonly { readonly key: string; readonly value: string | null }[], origin: string): CalendarStudio => {
  const value = (key: string) => rows.find((row) => row.key === key)?.value?.trim() || null;
  const fallback = `no-reply@${domainToASCII(new URL(origin).hostname) || 'localhost'}`;
  return {
    name: value('business_name') ?? new URL(origin).hostname,
    email: calendarAddress(value('email')) ?? fallback,
  };
};

/** `calendarStudioOf`, reading the two settings. */
export const calendarStudio = async (db: Db, origin: string): Promise<CalendarStudio> =>
  calendarStudioOf(await db.select().from(settings).where(inArray(settings.key, ['business_name', 'email'])), origin);

/** The address shape the `ics` library accepts (yup's e-mail rule), kept for every file: ASCII, no '_' in the domain. */
const ICS_ADDRESS = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * An e-mail address as a calendar file can carry it (ORGANIZER, ATTENDEE):
 * its domain in ASCII (`hola@peñafiel.mx` → `hola@xn--peafiel-zwa.mx`);
 * null when it still is not one the `ics` library accepts
 * (`contacto@estudio_luz.mx`, a non-ASCII local part), so the caller
 * falls back (the studio: `no-reply@{host}`; her: no ATTENDEE) instead
 * of the library refusing the whole file.
 */
export const calendarAddress = (email: string | null | undefined): string | null => {
  const at = email?.trim().lastIndexOf('@') ?? -1;
  if (!email || at < 1) return null;
  const trimmed = email.trim();
  const address = `${trimmed.slice(0, at)}@${domainToASCII(trimmed.slice(at + 1).toLowerCase())}`;
  return ICS_ADDRESS.test(address) ? address : null;
};

/**
 * A parameter value (CN) as RFC 6868 writes it: '^' as '^^', '"' as "^'",
 * a line break as '^n'; the `ics` library then only quotes it, so a name
 * with a double quote gives a valid, round-tripping CN.
 */
export const paramText = (value: string): string =>
  value.replace(/\^/g, '^^').replace(/"/g, "^'").replace(/\r?\n/g, '^n');

/** The event's title: '{class type} con {coaches}' (and the guest of a guest booking). */
export const eventSummary = (event: Pick<ReservationEvent, 'className' | 'coaches' | 'guest'>): string => {
  const t = messages.calendar;
  const summary = event.coaches.length === 0
    ? event.className
    : fill(t.summaryWithCoaches, { className: event.className, coaches: event.coaches.join(t.coachesJoin) });
  return event.guest ? fill(t.summaryGuest, { summary, guest: event.guest }) : summary;
};

/** ORGANIZER and ATTENDEE of REQUEST and CANCEL, cleaned (`calendarAddress`, `paramText`); no ATTENDEE for an address no file can carry. */
const invitationOf = (event: ReservationEvent, options: CalendarFileOptions): Pick<CalendarEventText, 'organizer' | 'attendees'> => {
  const host = domainToASCII(new URL(options.origin).hostname) || 'localhost';
  const attendee = calendarAddress(event.customerEmail);
  return {
    organizer: { name: paramText(options.studio.name), email: calendarAddress(options.studio.email) ?? `no-reply@${host}` },
    attendees: attendee
      ? [{ name: paramText(event.customerName.trim() || attendee), email: attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }]
      : [],
  };
};

const eventAttributes = (event: ReservationEvent, options: CalendarFileOptions): CalendarEventText => {
  const t = messages.calendar;
  const link = reservationsLink(options.origin);
  const cancelled = options.method === 'CANCEL' || event.cancelled;
  const description = [
    fill(t.descriptionIntro, { studio: options.studio.name }),
    ...(event.spot ? [fill(t.descriptionSpot, { spot: event.spot })] : []),
    ...(cancelled ? [t.descriptionCancelled] : []),
    t.descriptionLink,
    link,
  ].join('\n');
  const invitation = options.method !== 'PUBLISH';
  return {
    uid: reservationUid(event.reservationId, options.origin),
    start: event.start.getTime(),
    end: event.end.getTime(),
    title: eventSummary(event),
    location: [event.location.name, event.location.address?.trim()].filter(Boolean).join(', '),
    description,
    url: link,
    sequence: event.sequence,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    ...(invitation ? invitationOf(event, options) : {}),
  };
};

/**
 * The text of a calendar of these events (RFC 5545, CRLF lines). With
 * METHOD:CANCEL every event is STATUS:CANCELLED. An empty list gives a valid
 * calendar without events (an empty feed).
 */
export const calendarFile = (events: readonly ReservationEvent[], options: CalendarFileOptions): string => {
  const header = {
    productId: '-//Estudio//Reservaciones//ES',
    method: options.method,
    ...(options.calendarName ? { calName: options.calendarName } : {}),
  };
  return calendarText(header, events.map((event) => eventAttributes(event, options)), options.now);
};

/** The file name of one reservation's file: `clase-{type}-{YYYY-MM-DD}.ics` (ASCII), the class's day in the studio's zone. */
export const calendarFileName = (event: Pick<ReservationEvent, 'className' | 'start' | 'reservationId'>, zone: string): string => {
  const slug = event.className.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || `reservacion-${event.reservationId}`;
  return `clase-${slug}-${DateTime.fromJSDate(event.start, { zone }).toISODate() ?? event.start.toISOString().slice(0, 10)}.ics`;
};

/**
 * One reservation's event as a file of `method`, ready to attach, or null
 * (logged) when it cannot be written: a notice's attachment is
 * best-effort, and never refuses the booking or cancellation it tells of.
 */
export const attachableFile = (
  events: readonly ReservationEvent[],
  options: CalendarFileOptions & { readonly zone: string; readonly logger?: Logger },
): CalendarFile | null => {
  const [first] = events;
  if (!first) return null;
  try {
    return {
      filename: events.length === 1 ? calendarFileName(first, options.zone) : 'reservaciones.ics',
      contentType: calendarContentType(options.method),
      content: calendarFile(events, options),
    };
  } catch (error) {
    (options.logger ?? consoleLogger).error(
      `No se pudo escribir el .ics de ${events.map((event) => `reservation-${event.reservationId}`).join(', ')}; el aviso sale sin él`, error);
    return null;
  }
};

/**
 * The calendar file of these reservations, ready to attach to an e-mail or
 * to download: `method` REQUEST for the confirmation, CANCEL for the
 * cancellation (same UID), PUBLISH for a download. Null when none of the
 * ids exists, or (logged) when the file cannot be written: e-mails attach
 * it best-effort (`attachableFile`).
 */
export const reservationCalendar = async (
  db: Db,
  reservationIds: readonly number[],
  options: { readonly method: CalendarMethod; readonly origin: string; readonly now: number; readonly zone?: string },
): Promise<CalendarFile | null> => {
  const events = await reservationEvents(db, reservationIds);
  if (events.length === 0) return null;
  const studio = await calendarStudio(db, options.origin);
  const zone = options.zone ?? (await loadStudioConfig(db)).rules.timezone;
  return attachableFile(events, { ...options, studio, zone });
};
