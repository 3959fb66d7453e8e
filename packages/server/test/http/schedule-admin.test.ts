import { eq, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, expect, it } from 'vitest';
import {
  ScheduleResponse, ScheduleUpdateResponse, SingleClassCancelResponse, SingleClassesResponse, SingleClassResponse, fill, messages,
} from '@estudio/core';
import {
  availableClasses, classCategories, classInstructors, classReservations, classTypes, customers, instructors,
  locations, singleClasses, singleClassTags, tags,
} from '../../src/db/schema/index.js';
import { DEMO_TIME_ZONE } from '../../src/db/seed/demo/index.js';
import { rowCounts, tableNames } from './support/db-inspect.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

const ZONE = DEMO_TIME_ZONE;

interface Catalogue {
  readonly classTypeId: number;
  readonly otherClassTypeId: number;
  readonly locationId: number;
  readonly instructorIds: readonly number[];
  readonly tagIds: readonly number[];
  readonly categoryId: number;
}

const loadCatalogue = async (h: Harness): Promise<Catalogue> => {
  const [types, places, coaches, labels, categories] = await Promise.all([
    h.db.select().from(classTypes), h.db.select().from(locations), h.db.select().from(instructors),
    h.db.select().from(tags), h.db.select().from(classCategories),
  ]);
  const [type, otherType] = types;
  if (!type || !otherType || !places[0] || coaches.length < 2 || labels.length < 2 || !categories[0]) {
    throw new Error('The demo catalogue is missing');
  }
  return {
    classTypeId: type.class_type_id, otherClassTypeId: otherType.class_type_id, locationId: places[0].location_id,
    instructorIds: coaches.slice(0, 2).map((row) => row.instructor_id), tagIds: labels.slice(0, 2).map((row) => row.tag_id),
    categoryId: categories[0].class_category_id,
  };
};

/** An hour no demo class uses (demo classes start on the hour or half hour), weeks ahead. */
const freeSlot = (h: Harness, weeks: number, minute: number): DateTime =>
  DateTime.fromMillis(h.clock.now(), { zone: ZONE }).startOf('week').plus({ weeks, days: 1 }).set({ hour: 7, minute });

onEachDatabase('admin schedule management', (h) => {
  let admin: string;
  let customer: string;
  let catalogue: Catalogue;
  let tables: string[];
  const body = (start: DateTime, extra: Record<string, unknown> = {}) => ({
    class_date: start.toUTC().toISO(), duration_minutes: 50, capacity: 3,
    class_type_id: catalogue.classTypeId, location_id: catalogue.locationId,
    instructor_ids: catalogue.instructorIds, tag_ids: [catalogue.tagIds[0]],
    description: 'Clase de prueba', class_category_id: catalogue.categoryId, ...extra,
  });
  const create = async (start: DateTime, extra: Record<string, unknown> = {}) => {
    const answer = await h().request('POST', '/api/single_class', { token: admin, body: body(start, extra) });
    expect(answer.status, answer.text).toBe(201);
    return SingleClassResponse.parse(answer.body).single_class;
  };
  /** Sends a request that must be refused, and checks that it wrote nothing. */
  const refused = async (method: string, path: string, options: { token: string; body?: unknown }, status: number) => {
    const before = await rowCounts(h().db, tables);
    const answer = await h().request(method, path, options);
    expect(answer.status, answer.text).toBe(status);
    expect(await rowCounts(h().db, tables)).toEqual(before);
    return answer.body as { code: string; message: string };
  };

  beforeAll(async () => {
    admin = (await h().signIn(DEMO.admin)).token;
    customer = (await h().signIn(DEMO.socia)).token;
    catalogue = await loadCatalogue(h());
    tables = await tableNames(h().db);
  });

  it('creates a class with its coaches and tags, and shows it on the schedule', async () => {
    const start = freeSlot(h(), 2, 5);
    const created = await create(start);
    expect(created).toMatchObject({
      class_date: start.toUTC().toISO(), capacity: 3, duration_minutes: 50, description: 'Clase de prueba',
      reservation_count: 0, class_reservations: [], location_id: catalogue.locationId, class_category_id: catalogue.categoryId,
      class_package_id: null, mine: null,
    });
    expect(created.class_instructors.map((item) => item.instructor.instructor_id)).toEqual([...catalogue.instructorIds].sort((a, b) => a - b));
    expect(created.tags.map((tag) => tag.tag_id)).toEqual([catalogue.tagIds[0]]);
    const day = await h().request('GET', `/api/single_class?start_date=${start.toISODate()}&end_date=${start.toISODate()}`);
    const listed = ScheduleResponse.parse(day.body).days.flatMap((item) => item.classes);
    expect(listed.find((item) => item.single_class_id === created.single_class_id)).toEqual(created);
  });

  it('refuses customers (403), unknown references (404) and bad bodies (400), writing nothing', async () => {
    const start = freeSlot(h(), 2, 10);
    expect((await refused('POST', '/api/single_class', { token: customer, body: body(start) }, 403)).code).toBe('auth/forbidden');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ class_type_id: 99_999_999 }, 'schedule/class-type-not-found', messages.scheduleAdmin.classTypeNotFound],
      [{ location_id: 99_999_999 }, 'schedule/location-not-found', messages.scheduleAdmin.locationNotFound],
      [{ instructor_ids: [catalogue.instructorIds[0], 99_999_999] }, 'schedule/instructor-not-found', messages.scheduleAdmin.instructorNotFound],
      [{ tag_ids: [99_999_999] }, 'schedule/tag-not-found', messages.scheduleAdmin.tagNotFound],
      [{ class_package_id: 99_999_999 }, 'schedule/package-not-found', messages.scheduleAdmin.packageNotFound],
      [{ class_category_id: 99_999_999 }, 'schedule/category-not-found', messages.scheduleAdmin.categoryNotFound],
    ];
    for (const [extra, code, message] of cases) {
      expect(await refused('POST', '/api/single_class', { token: admin, body: body(start, extra) }, 404)).toEqual({ code, message });
    }
    for (const extra of [{ capacity: -1 }, { class_date: 'mañana' }, { duration_minutes: 0 }, { class_type_id: 2 ** 40 }]) {
      expect((await refused('POST', '/api/single_class', { token: admin, body: body(start, extra) }, 400)).code).toBe('validation/invalid-body');
    }
  });

  it('edits only the fields given, and never takes capacity below the live reservations', async () => {
    const created = await create(freeSlot(h(), 2, 15));
    const path = `/api/single_class/${created.single_class_id}`;
    const edited = await h().request('PUT', path, { token: admin, body: { description: 'Nueva descripción', instructor_ids: [catalogue.instructorIds[1]], tag_ids: [] } });
    expect(edited.status, edited.text).toBe(200);
    const after = ScheduleUpdateResponse.parse(edited.body).single_class;
    expect(after).toMatchObject({ description: 'Nueva descripción', capacity: 3, class_date: created.class_date, tags: [] });
    expect(after.class_instructors.map((item) => item.instructor.instructor_id)).toEqual([catalogue.instructorIds[1]]);

    const taken = await h().db.select().from(customers).where(ne(customers.email, DEMO.admin)).limit(2);
    await h().db.insert(classReservations).values(taken.map((row) => ({ single_class_id: created.single_class_id, customer_id: row.customer_id })));
    const below = await refused('PUT', path, { token: admin, body: { capacity: 1, description: 'No se guarda' } }, 409);
    expect(below).toEqual({ code: 'schedule/capacity-below-reservations', message: fill(messages.scheduleAdmin.capacityBelowReservations, { count: 2 }) });
    const [stored] = await h().db.select().from(singleClasses).where(eq(singleClasses.single_class_id, created.single_class_id));
    expect(stored).toMatchObject({ capacity: 3, description: 'Nueva descripción' });
    expect((await h().request('PUT', path, { token: admin, body: { capacity: 2 } })).status).toBe(200);

    expect((await refused('PUT', path, { token: customer, body: { capacity: 9 } }, 403)).code).toBe('auth/forbidden');
    expect((await refused('PUT', path, { token: admin, body: { tag_ids: [99_999_999] } }, 404)).code).toBe('schedule/tag-not-found');
    expect((await refused('PUT', '/api/single_class/99999999', { token: admin, body: { capacity: 9 } }, 404)).code).toBe('schedule/class-not-found');
  });

  it('cancels a class with its live reservations and returns their credits', async () => {
    const created = await create(freeSlot(h(), 3, 20), { capacity: 10 });
    const people = await h().db.select().from(customers).where(ne(customers.email, DEMO.admin)).limit(3);
    const [first, second, third] = people;
    if (!first || !second || !third) throw new Error('The demo studio needs three customers');
    const credits = await h().db.insert(availableClasses).values([
      { customer_id: first.customer_id, available_classes: 3 },
      { customer_id: second.customer_id, available_classes: -1 },
      { customer_id: third.customer_id, available_classes: 0 },
    ]).returning();
    const [counted, unlimited, spent] = credits.map((row) => row.available_class_id);
    const id = created.single_class_id;
    await h().db.insert(classReservations).values([
      { single_class_id: id, customer_id: first.customer_id, available_class_id: counted, spot: '1' },
      { single_class_id: id, customer_id: first.customer_id, available_class_id: counted, guest: 'Invitada', spot: '2' },
      { single_class_id: id, customer_id: second.customer_id, available_class_id: unlimited },
      { single_class_id: id, customer_id: third.customer_id, available_class_id: spent, deleted_at: new Date(h().clock.now() - 1000) },
    ]);

    expect((await refused('DELETE', `/api/single_class/${id}`, { token: customer }, 403)).code).toBe('auth/forbidden');
    const answer = await h().request('DELETE', `/api/single_class/${id}`, { token: admin });
    expect(answer.status, answer.text).toBe(200);
    expect(SingleClassCancelResponse.parse(answer.body)).toEqual({
      ok: true, single_class_id: id, cancelled_reservations: 3, message: fill(messages.scheduleAdmin.cancelled, { count: 3 }),
    });

    const balance = async (creditId: number | undefined) =>
      (await h().db.select().from(availableClasses).where(eq(availableClasses.available_class_id, creditId ?? 0)))[0]?.available_classes;
    expect([await balance(counted), await balance(unlimited), await balance(spent)]).toEqual([5, -1, 0]);
    const live = await h().db.select().from(classReservations).where(eq(classReservations.single_class_id, id));
    expect(live.every((row) => row.deleted_at !== null)).toBe(true);
    const [stored] = await h().db.select().from(singleClasses).where(eq(singleClasses.single_class_id, id));
    expect(stored?.cancelled_at).toBeInstanceOf(Date);

    expect((await h().request('GET', `/api/single_class/single/${id}`)).status).toBe(404);
    expect((await refused('DELETE', `/api/single_class/${id}`, { token: admin }, 409)).code).toBe('schedule/class-already-cancelled');
    expect((await refused('PUT', `/api/single_class/${id}`, { token: admin, body: { capacity: 5 } }, 404)).code).toBe('schedule/class-not-found');
  });

  it('repeats a class weekly at the same studio time, with its coaches and tags, skipping weeks already taken', async () => {
    const start = freeSlot(h(), 1, 25);
    const source = await create(start, { tag_ids: catalogue.tagIds });
    const repeat = (weeks: number, token = admin) =>
      h().request('POST', `/api/single_class/${source.single_class_id}/repeat`, { token, body: { weeks } });

    const first = await repeat(3);
    expect(first.status, first.text).toBe(201);
    const copies = SingleClassesResponse.parse(first.body);
    expect(copies.skipped_dates).toEqual([]);
    expect(copies.single_classes.map((item) => DateTime.fromISO(item.class_date, { zone: ZONE }).toFormat('cccc HH:mm'))).toEqual(
      Array.from({ length: 3 }, () => start.toFormat('cccc HH:mm')),
    );
    expect(copies.single_classes.map((item) => item.class_date)).toEqual([1, 2, 3].map((weeks) => start.plus({ weeks }).toUTC().toISO()));
    for (const copy of copies.single_classes) {
      expect(copy).toMatchObject({ capacity: source.capacity, description: source.description, tags: source.tags, class_instructors: source.class_instructors });
    }

    // A class of another type at week 5 does not count; one of the same type does.
    await create(start.plus({ weeks: 5 }), { class_type_id: catalogue.otherClassTypeId });
    await create(start.plus({ weeks: 5 }));
    const second = await repeat(6);
    const more = SingleClassesResponse.parse(second.body);
    expect(more.single_classes.map((item) => item.class_date)).toEqual([4, 6].map((weeks) => start.plus({ weeks }).toUTC().toISO()));
    expect(more.skipped_dates).toEqual([1, 2, 3, 5].map((weeks) => start.plus({ weeks }).toISODate()));
    const [copy] = more.single_classes;
    const coaches = await h().db.select().from(classInstructors).where(eq(classInstructors.single_class_id, copy?.single_class_id ?? 0));
    const labels = await h().db.select().from(singleClassTags).where(eq(singleClassTags.single_class_id, copy?.single_class_id ?? 0));
    expect([coaches.length, labels.length]).toEqual([catalogue.instructorIds.length, catalogue.tagIds.length]);

    expect((await refused('POST', `/api/single_class/${source.single_class_id}/repeat`, { token: customer, body: { weeks: 1 } }, 403)).code).toBe('auth/forbidden');
    for (const weeks of [0, 13]) {
      expect((await refused('POST', `/api/single_class/${source.single_class_id}/repeat`, { token: admin, body: { weeks } }, 400)).code).toBe('validation/invalid-body');
    }
    expect((await refused('POST', '/api/single_class/99999999/repeat', { token: admin, body: { weeks: 1 } }, 404)).code).toBe('schedule/class-not-found');
  });
});
