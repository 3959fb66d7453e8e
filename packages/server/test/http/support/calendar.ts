import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import { classInstructors, instructors, locations, singleClasses } from '../../../src/db/schema/index.js';
import { makeClass, tokenOf, type TestCustomer } from './booking.js';
import type { Harness } from './harness.js';

/** One VEVENT as the tests read it back. */
export interface ParsedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly location: string;
  readonly description: string;
  readonly status: string | null;
  readonly sequence: number;
  readonly start: Date;
  readonly end: Date;
  /** DTSTART and DTEND were written in UTC (`...Z`). */
  readonly utc: boolean;
  readonly organizer: string | null;
  readonly attendee: string | null;
}

/** A calendar file read back with ical.js (a well-kept RFC 5545 parser). */
export interface ParsedCalendar {
  readonly method: string | null;
  readonly name: string | null;
  readonly events: readonly ParsedEvent[];
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** Parses a calendar file; throws when ical.js cannot read it. */
export const parseCalendar = (content: string): ParsedCalendar => {
  const calendar = new ICAL.Component(ICAL.parse(content));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const dtstart = vevent.getFirstProperty('dtstart');
    const dtend = vevent.getFirstProperty('dtend');
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: text(vevent.getFirstPropertyValue('status')),
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      utc: event.startDate.zone?.tzid === 'UTC' && event.endDate.zone?.tzid === 'UTC' &&
        /Z$/.test(dtstart?.toICALString() ?? '') && /Z$/.test(dtend?.toICALString() ?? ''),
      organizer: text(vevent.getFirstPropertyValue('organizer')),
      attendee: text(vevent.getFirstPropertyValue('attendee')),
    };
  });
  return { method: text(calendar.getFirstPropertyValue('method')), name: text(calendar.getFirstPropertyValue('x-wr-calname')), events };
};

/** A class of a test's own, with two coaches and a location with an address. */
export const calendarClass = async (h: Harness, inHours = 48) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const [location] = await h.db.insert(locations).values({ name: `Sala ${tag}`, address: `Av. Reforma ${tag}, CDMX` }).returning();
  const coaches = await h.db.insert(instructors).values([
    { name: 'Mariana', last_name: `López ${tag}` },
    { name: 'Diego', last_name: `Ruiz ${tag}` },
  ]).returning();
  if (!location || coaches.length !== 2) throw new Error('No location or coaches');
  const singleClass = await makeClass(h, { inHours });
  const [moved] = await h.db.update(singleClasses).set({
    // A class starts on a whole minute (calendar files keep seconds, not milliseconds).
    class_date: new Date(Math.floor(singleClass.class_date.getTime() / 60_000) * 60_000), location_id: location.location_id, duration_minutes: 45,
  })
    
    .where(eq(singleClasses.single_class_id, singleClass.single_class_id)).returning();
  await h.db.insert(classInstructors).values(coaches.map((coach) => ({ single_class_id: singleClass.single_class_id, instructor_id: coach.instructor_id })));
  if (!moved) throw new Error('No class');
  return { singleClass: moved, location, coaches };
};

/** Books a class through the API as this customer; answers the reservation's id. */
export const book = async (h: Harness, customer: TestCustomer, singleClassId: number): Promise<number> => {
  const answer = await h.request('POST', '/api/class_reservations', { token: await tokenOf(h, customer), body: { single_class_id: singleClassId } });
  expect(answer.status, answer.text).toBe(201);
  return (answer.body as { class_reservation: { class_reservation_id: number } }).class_reservation.class_reservation_id;
};

/** GET /api/reservations/{id}/calendar.ics as this customer (or with no session). */
export const download = async (h: Harness, customer: TestCustomer | null, reservationId: number | string) =>
  h.request('GET', `/api/reservations/${reservationId}/calendar.ics`, customer ? { token: await tokenOf(h, customer) } : {});

/** Her feed's address through GET /api/customer/calendar: null until she created one. */
export const storedFeedUrlOf = async (h: Harness, customer: TestCustomer): Promise<string | null> => {
  const answer = await h.request('GET', '/api/customer/calendar', { token: await tokenOf(h, customer) });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { calendar_feed: { url: string } | null }).calendar_feed?.url ?? null;
};

/** Her feed's address: the one she has, else created as 'Crear mi dirección' does (POST /api/customer/calendar/regenerate). */
export const feedUrlOf = async (h: Harness, customer: TestCustomer): Promise<string> => {
  const stored = await storedFeedUrlOf(h, customer);
  if (stored !== null) return stored;
  const answer = await h.request('POST', '/api/customer/calendar/regenerate', { token: await tokenOf(h, customer) });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { calendar_feed: { url: string } }).calendar_feed.url;
};

/** The path of a feed address, to request it from the app. */
export const pathOf = (url: string): string => new URL(url).pathname;
