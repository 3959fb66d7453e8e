/**
 * What the booking journeys prepare through the API: fresh customers with
 * credits, a class to book (and its card's names), attendance, penalties.
 * Each journey makes its own customer, so the journeys share the server's
 * classes but never a person. The page side is booking-page.ts.
 */
import {
  formatTime,
  isFull,
  messages,
  nextWeek,
  studioDate,
  weekLabel,
  weekOf,
  weekQuery,
  type SingleClass,
} from '@estudio/core';
import { callJson, demo, tokenFor, type Tokens } from './api.js';
import { newPerson } from './people.js';

/** The demo studio's zone (its settings; the browser contexts run in it too). */
export const STUDIO_ZONE = 'America/Mexico_City';
/** The demo studio's booking window (reservation_timeframe: 30 minutes), with room to spare. */
const BOOKABLE_LEAD_HOURS = 2;
const HOUR_MS = 60 * 60 * 1000;

/** Fails with the call and its answer unless the status is the expected one. */
const expectStatus = <T>(what: string, answer: { status: number; body: T }, status: number): T => {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

let adminTokenOnce: Promise<string> | undefined;
/** The demo admin's token, signed in once per test file. */
export const adminToken = (baseUrl: string): Promise<string> => (adminTokenOnce ??= tokenFor(baseUrl, demo.admin));

/** A customer made for one journey. */
export interface JourneyCustomer {
  readonly customerId: number;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly token: string;
}

/**
 * A new customer through the API, as /registro makes one: the identity
 * account (POST /api/auth/signup), then the customer record with the
 * required pages accepted (POST /api/customer/signup), so /mystudio asks
 * her nothing. `credits` grants her that many classes as the admin.
 */
export const newCustomer = async (baseUrl: string, options: { credits?: number } = {}): Promise<JourneyCustomer> => {
  const person = newPerson();
  const account = expectStatus('POST /api/auth/signup', await callJson<Tokens>(baseUrl, '/api/auth/signup', { body: { email: person.email, password: person.password } }), 201);
  const pages = expectStatus('GET /api/pages', await callJson<{ pages: { page_id: number; required: boolean }[] }>(baseUrl, '/api/pages'), 200);
  const body = {
    name: person.name,
    last_name: person.lastName,
    phone: person.phone,
    accepted_pages: pages.pages.filter((page) => page.required).map((page) => page.page_id),
  };
  const record = await callJson<{ customer: { customer_id: number } }>(baseUrl, '/api/customer/signup', { body, token: account.token });
  const { customer } = expectStatus('POST /api/customer/signup', record, 201);
  const made = { customerId: customer.customer_id, email: person.email, password: person.password, name: person.name, token: account.token };
  if (options.credits) await grantCredits(baseUrl, made.customerId, options.credits);
  return made;
};

/** POST /api/available_classes as the admin: `count` classes of any type, at any time, without expiry. */
export const grantCredits = async (baseUrl: string, customerId: number, count: number): Promise<void> => {
  const answer = await callJson(baseUrl, '/api/available_classes', {
    body: { customer_id: customerId, available_classes: count },
    token: await adminToken(baseUrl),
  });
  expectStatus('POST /api/available_classes', answer, 201);
};

/** The classes a customer has left, summed over her credits (GET /api/available_classes with her token). */
export const creditsLeft = async (baseUrl: string, customer: JourneyCustomer): Promise<number> => {
  const answer = await callJson<{ available_classes: { available_classes: number }[] }>(baseUrl, '/api/available_classes', { token: customer.token });
  return expectStatus('GET /api/available_classes', answer, 200).available_classes.reduce((sum, credit) => sum + credit.available_classes, 0);
};

/** POST /api/class_reservation_penaltys as the admin. */
export const penalise = async (baseUrl: string, customerId: number, reason: string, endDate: Date): Promise<void> => {
  const answer = await callJson(baseUrl, '/api/class_reservation_penaltys', {
    body: { customer_id: customerId, reason, end_date: endDate.toISOString() },
    token: await adminToken(baseUrl),
  });
  expectStatus('POST /api/class_reservation_penaltys', answer, 201);
};

/** A reservation as the API answers it (the fields the journeys read). */
export interface BookedPlace {
  readonly class_reservation_id: number;
  readonly spot: string | null;
  readonly guest: string | null;
  readonly attend: boolean | null;
  readonly deletedAt: string | null;
}

/** POST /api/class_reservations as the customer herself (a spot-map class gets a free spot from the server). */
export const reserveThroughApi = async (baseUrl: string, customer: JourneyCustomer, classId: number): Promise<BookedPlace> => {
  const answer = await callJson<{ class_reservation: BookedPlace }>(baseUrl, '/api/class_reservations', {
    body: { single_class_id: classId },
    token: customer.token,
  });
  return expectStatus(`POST /api/class_reservations (class ${classId})`, answer, 201).class_reservation;
};

/** PUT /api/class_reservations/:id as the admin: marks attendance. */
export const markAttendance = async (baseUrl: string, reservationId: number, attend: boolean): Promise<void> => {
  const answer = await callJson(baseUrl, `/api/class_reservations/${reservationId}`, { method: 'PUT', body: { attend }, token: await adminToken(baseUrl) });
  expectStatus(`PUT /api/class_reservations/${reservationId}`, answer, 200);
};

/** GET /api/class_reservations/:id as the admin. */
export const reservationById = async (baseUrl: string, reservationId: number): Promise<BookedPlace> => {
  const answer = await callJson<{ class_reservation: BookedPlace }>(baseUrl, `/api/class_reservations/${reservationId}`, { token: await adminToken(baseUrl) });
  return expectStatus(`GET /api/class_reservations/${reservationId}`, answer, 200).class_reservation;
};

/** The customer's own reservations (GET /api/class_reservations/mine, every filter). */
export const myReservations = async (baseUrl: string, customer: JourneyCustomer): Promise<BookedPlace[]> => {
  const answer = await callJson<{ reservations: BookedPlace[] }>(baseUrl, '/api/class_reservations/mine', { token: customer.token });
  return expectStatus('GET /api/class_reservations/mine', answer, 200).reservations;
};

/** The customer's own waitlist entries (GET /api/waitlist). */
export const myWaitlists = async (baseUrl: string, customer: JourneyCustomer): Promise<{ single_class_id: number }[]> => {
  const answer = await callJson<{ waitlists: { single_class_id: number }[] }>(baseUrl, '/api/waitlist', { token: customer.token });
  return expectStatus('GET /api/waitlist', answer, 200).waitlists;
};

/**
 * The classes of this studio week and the next (GET /api/single_class,
 * Monday of this week to Sunday of the next in the studio's zone): the
 * weeks the calendar opens on or reaches with one 'next week'.
 */
export const upcomingClasses = async (baseUrl: string): Promise<SingleClass[]> => {
  const thisWeek = weekOf(Date.now(), STUDIO_ZONE);
  if (!thisWeek) throw new Error('No studio week for now');
  const range = { start_date: weekQuery(thisWeek, STUDIO_ZONE).start_date, end_date: weekQuery(nextWeek(thisWeek), STUDIO_ZONE).end_date };
  const answer = await callJson<{ days: { classes: SingleClass[] }[] }>(baseUrl, `/api/single_class?${new URLSearchParams(range).toString()}`);
  return expectStatus('GET /api/single_class', answer, 200).days.flatMap((day) => day.classes);
};

/** What a journey needs of a class. */
export interface ClassWanted {
  /** Full (for the waitlist) or with at least this many places left (default 1). */
  readonly full?: boolean;
  readonly placesLeft?: number;
  /** Starts at least this many hours from now (default 2: well inside the booking window). */
  readonly leadHours?: number;
  /** true: the class type has a spot map; false: it has none; unset: either. */
  readonly spotMap?: boolean;
}

/** What the calendar shows for a class: its card's day and time, and the week it is in. */
export interface CalendarTarget {
  readonly cls: SingleClass;
  readonly type: string;
  /** 'domingo 22' (the card's action names). */
  readonly day: string;
  /** 'HH:mm' in the studio's zone. */
  readonly time: string;
  /** 'Semana 47', the calendar's week header for the class. */
  readonly week: string;
}

/** The card's names of a class: its type, 'domingo 22' and 'HH:mm' in the studio's zone, and its week's label. */
export const calendarTarget = (cls: SingleClass): CalendarTarget => {
  const date = studioDate(cls.class_date, STUDIO_ZONE);
  const week = weekOf(cls.class_date, STUDIO_ZONE);
  if (!date || !week) throw new Error(`Unreadable class date ${cls.class_date}`);
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const day = `${messages.dates.weekdays[weekday] ?? ''} ${Number(date.slice(8, 10))}`;
  return { cls, type: cls.class_type.name, day, time: formatTime(cls.class_date, STUDIO_ZONE), week: weekLabel(week) };
};

/** Whether two classes' cards carry the same action names. */
export const sameCard = (a: CalendarTarget, b: CalendarTarget): boolean => a.type === b.type && a.day === b.day && a.time === b.time;

const placesLeftIn = (cls: SingleClass) => (cls.capacity ?? 0) - cls.reservation_count;

const matches = (cls: SingleClass, wanted: ClassWanted, now: number): boolean => {
  const lead = (wanted.leadHours ?? BOOKABLE_LEAD_HOURS) * HOUR_MS;
  if (cls.class_package_id !== null || Date.parse(cls.class_date) - now < lead) return false;
  if (wanted.spotMap !== undefined && (cls.class_type.spot_map !== null) !== wanted.spotMap) return false;
  const full = isFull({ capacity: cls.capacity, reservationCount: cls.reservation_count });
  return wanted.full ? full : !full && placesLeftIn(cls) >= (wanted.placesLeft ?? 1);
};

/** Whether a journey can reserve this class now: not sold as a package, places left, booking open well ahead. */
export const isBookable = (cls: SingleClass, now = Date.now()): boolean => matches(cls, {}, now);

/** Classes already handed to a journey of this file: each journey books a class of its own. */
const handedOut = new Set<number>();

/**
 * A class of this week or the next that fits `wanted`, soonest first,
 * whose card's action names are unique on its week (no other class of the
 * same type on the same day and time), not handed to another journey of
 * this file; or null when none fits.
 */
export const findClass = async (baseUrl: string, wanted: ClassWanted = {}): Promise<CalendarTarget | null> => {
  const now = Date.now();
  const classes = await upcomingClasses(baseUrl);
  const targets = classes.map(calendarTarget);
  const found = targets
    .filter((t) => !handedOut.has(t.cls.single_class_id) && matches(t.cls, wanted, now))
    .filter((t) => targets.filter((other) => sameCard(other, t)).length === 1)
    .sort((a, b) => Date.parse(a.cls.class_date) - Date.parse(b.cls.class_date))[0];
  if (found) handedOut.add(found.cls.single_class_id);
  return found ?? null;
};

/** {@link findClass}, failing the journey when the demo schedule has no such class. */
export const pickClass = async (baseUrl: string, wanted: ClassWanted = {}): Promise<CalendarTarget> => {
  const found = await findClass(baseUrl, wanted);
  if (!found) throw new Error(`The demo schedule of this week and the next has no class for ${JSON.stringify(wanted)}`);
  return found;
};

/**
 * A class made full through the API: a copy of an upcoming class a little
 * later (at a time its card's names are its own), with one place, taken by
 * another new customer.
 */
export const makeFullClass = async (baseUrl: string): Promise<CalendarTarget> => {
  const { cls } = await pickClass(baseUrl, { leadHours: 4 });
  // A start no class of the type has on that day, so the new card's names are its own (earlier runs on the same server made some).
  const cards = (await upcomingClasses(baseUrl)).map(calendarTarget);
  const startAt = (minutes: number) => new Date(Date.parse(cls.class_date) + minutes * 60 * 1000).toISOString();
  const minutes = [15, 20, 25, 35, 40, 45, 50].find((m) => !cards.some((card) => sameCard(card, calendarTarget({ ...cls, class_date: startAt(m) }))));
  if (minutes === undefined) throw new Error(`No free start after class ${cls.single_class_id} for a class made full`);
  const created = await callJson<{ single_class: SingleClass }>(baseUrl, '/api/single_class', {
    token: await adminToken(baseUrl),
    body: {
      class_date: startAt(minutes),
      duration_minutes: cls.duration_minutes,
      capacity: 1,
      class_type_id: cls.class_type.class_type_id,
      location_id: cls.location_id,
      instructor_ids: cls.class_instructors.map((c) => c.instructor.instructor_id),
    },
  });
  const made = expectStatus('POST /api/single_class', created, 201).single_class;
  await reserveThroughApi(baseUrl, await newCustomer(baseUrl, { credits: 1 }), made.single_class_id);
  const answer = await callJson<{ single_class: SingleClass }>(baseUrl, `/api/single_class/single/${made.single_class_id}`);
  const full = expectStatus('GET /api/single_class/single/:id', answer, 200).single_class;
  if (!isFull({ capacity: full.capacity, reservationCount: full.reservation_count })) throw new Error(`Class ${full.single_class_id} is not full`);
  return calendarTarget(full);
};

/** A full class to join the waitlist of: the demo's full class of this week or the next when one is still ahead, else one made full. */
export const fullClass = async (baseUrl: string): Promise<CalendarTarget> =>
  (await findClass(baseUrl, { full: true })) ?? makeFullClass(baseUrl);
