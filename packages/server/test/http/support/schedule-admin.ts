import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { ClassSeriesResponse } from '@estudio/core';
import {
  classReservations, classTypes, customers, instructors, locations, outbox, singleClasses, tags, waitlists,
} from '../../../src/db/schema/index.js';
import { DEMO_TIME_ZONE } from '../../../src/db/seed/demo/index.js';
import { makeCustomers, tokenOf, type TestCustomer } from './booking.js';
import { query } from './db-inspect.js';
import { DEMO, type Answer, type Harness } from './harness.js';

/** The demo studio's zone, in which series are written and notices read. */
export const ZONE = DEMO_TIME_ZONE;

/** The tables a schedule write may touch: a refused one must leave every one of them exactly as it was. */
export const SCHEDULE_TABLES = [
  'single_classes', 'class_instructors', 'single_class_tags', 'class_series', 'class_reservations', 'available_classes',
  'waitlists', 'outbox', 'audit_log',
] as const;

/** A digest of every row of the schedule's tables (counts miss updates, e.g. a capacity or a date changed). */
export const scheduleDigest = async (h: Harness): Promise<Record<string, string>> => {
  const digest: Record<string, string> = {};
  for (const table of SCHEDULE_TABLES) {
    const [row] = await query(h.db, sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${table}" t`));
    digest[table] = String(row?.d);
  }
  return digest;
};

/** Sends a request that must be refused with `status` and `code`, and checks the schedule's tables did not change. */
export const refusedScheduleWrite = async (
  h: Harness,
  send: () => Promise<Answer>,
  expected: { status: number; code: string; message?: string },
): Promise<Answer> => {
  const before = await scheduleDigest(h);
  const answer = await send();
  expect(answer.status, answer.text).toBe(expected.status);
  expect(answer.body?.code, answer.text).toBe(expected.code);
  if (expected.message !== undefined) expect(answer.body?.message).toBe(expected.message);
  expect(typeof answer.body?.message).toBe('string');
  expect(await scheduleDigest(h), `${expected.code} wrote something`).toEqual(before);
  return answer;
};

/** A place of a test's own: a location, a class type, two coaches and a tag nobody else uses, so no demo class meets its classes. */
export interface OwnStudio {
  readonly locationId: number;
  readonly locationName: string;
  readonly otherLocationId: number;
  readonly classTypeId: number;
  readonly classTypeName: string;
  readonly otherClassTypeId: number;
  readonly coachIds: readonly [number, number];
  readonly coachNames: readonly [string, string];
  readonly tagId: number;
}

export const makeOwnStudio = async (h: Harness): Promise<OwnStudio> => {
  const tag = randomUUID().slice(0, 6);
  const places = await h.db.insert(locations).values([{ name: `Sala ${tag}` }, { name: `Terraza ${tag}` }]).returning();
  const types = await h.db.insert(classTypes).values([{ name: `Yoga ${tag}` }, { name: `Barre ${tag}` }]).returning();
  const coaches = await h.db.insert(instructors).values([
    { name: 'Lucía', last_name: `Coach ${tag}` }, { name: 'Marta', last_name: `Suplente ${tag}` },
  ]).returning();
  const [label] = await h.db.insert(tags).values({ name: `Etiqueta ${tag}` }).returning();
  const [place, other] = places;
  const [type, otherType] = types;
  const [first, second] = coaches;
  if (!place || !other || !type || !otherType || !first || !second || !label) throw new Error('The test studio was not written');
  return {
    locationId: place.location_id, locationName: place.name, otherLocationId: other.location_id,
    classTypeId: type.class_type_id, classTypeName: type.name, otherClassTypeId: otherType.class_type_id,
    coachIds: [first.instructor_id, second.instructor_id],
    coachNames: [`${first.name} ${first.last_name}`, `${second.name} ${second.last_name}`],
    tagId: label.tag_id,
  };
};

/** The Monday `weeks` weeks after this one, in the studio's zone, as an ISO date. */
export const mondayIn = (h: Harness, weeks: number): string =>
  DateTime.fromMillis(h.clock.now(), { zone: ZONE }).startOf('week').plus({ weeks }).toISODate() ?? '';

/** A weekly series body for the test's own studio. */
export const seriesBody = (studio: OwnStudio, extra: Record<string, unknown> = {}) => ({
  class_type_id: studio.classTypeId, location_id: studio.locationId, duration_minutes: 50, capacity: 4,
  instructor_ids: [studio.coachIds[0]], tag_ids: [studio.tagId], description: 'Serie de prueba', ...extra,
});

/** Creates a weekly series as the admin; answers it. */
export const createSeries = async (h: Harness, admin: string, body: Record<string, unknown>) => {
  const answer = await h.request('POST', '/api/single_class/series', { token: admin, body });
  expect(answer.status, answer.text).toBe(201);
  return ClassSeriesResponse.parse(answer.body);
};

/** Books `customer` into a class through the API, with `guests` more places. */
export const book = async (h: Harness, customer: TestCustomer, classId: number, guests = 0) => {
  const token = await tokenOf(h, customer);
  const answer = await h.request('POST', '/api/class_reservations', { token, body: { single_class_id: classId } });
  expect(answer.status, answer.text).toBe(201);
  for (let index = 0; index < guests; index += 1) {
    const guest = await h.request('POST', '/api/class_reservations', { token, body: { single_class_id: classId, guest: `Invitada ${index + 1}` } });
    expect(guest.status, guest.text).toBe(201);
  }
  return answer.body.class_reservation.class_reservation_id as number;
};

/** Puts `customer` on a class's waitlist through the API. */
export const join = async (h: Harness, customer: TestCustomer, classId: number): Promise<void> => {
  const answer = await h.request('POST', '/api/waitlist', { token: await tokenOf(h, customer), body: { single_class_id: classId } });
  expect(answer.status, answer.text).toBe(201);
};

/** Fresh customers with a credit of `credits` classes each. */
export const customersWithCredits = (h: Harness, count: number, credits = 5) => makeCustomers(h.db, count, { credits });

/** The outbox's e-mails to these addresses, oldest first, but the notices of her own bookings (issue 17: confirmed, cancelled, reminder). */
export const mailsTo = (h: Harness, emails: readonly string[]) =>
  h.db.select().from(outbox)
    .where(and(inArray(outbox.recipient, [...emails]), sql`coalesce(${outbox.dedupe_key}, '') !~ '^(reservation-confirmed|reservation-cancelled|reminder):'`))
    .orderBy(outbox.outbox_id);

/** The demo's socia as a test customer (her own account, as the journeys use). */
export const socia = async (h: Harness): Promise<TestCustomer> => {
  const [row] = await h.db.select().from(customers).where(eq(customers.email, DEMO.socia));
  if (!row) throw new Error('The demo socia is missing');
  return { customerId: row.customer_id, uid: row.uid, email: row.email, name: row.name };
};

/** A class row. */
export const classRow = async (h: Harness, id: number) => {
  const [row] = await h.db.select().from(singleClasses).where(eq(singleClasses.single_class_id, id));
  if (!row) throw new Error(`No class ${id}`);
  return row;
};

/** The live reservations of a class. */
export const liveReservations = (h: Harness, classId: number) =>
  h.db.select().from(classReservations).where(and(eq(classReservations.single_class_id, classId), isNull(classReservations.deleted_at)));

/** The waitlist entries of a class. */
export const waitlistOf = (h: Harness, classId: number) => h.db.select().from(waitlists).where(eq(waitlists.single_class_id, classId));

/** A start on the studio's wall clock, as the answers write it. */
export const wall = (instant: string): DateTime => DateTime.fromISO(instant, { zone: ZONE });
