import { and, asc, count, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ClassInstructor, ClassReservations, ClassTag, MyClassStatus, SingleClass } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { runAll } from '../../db/run-all.js';
import {
  classInstructors, classReservations, classTypes, customers, files, instructors, locations, singleClasses,
  singleClassTags, tags, waitlists,
} from '../../db/schema/index.js';
import { fileRef } from '../customer-view.js';
import { offerHoldsPlace } from '../reservations/open-offers.js';

/** A class as the schedule answers it, with its start as a date for grouping by day. */
export interface LoadedClass {
  readonly start: Date;
  readonly view: SingleClass;
  /** The weekly series it was made in ('Horarios' shows it; the public view does not). */
  readonly seriesId: number | null;
}

/**
 * `column = any($1)` with the ids as one array parameter. A week holds
 * hundreds of classes, and Drizzle's `inArray` builds one parameter per id,
 * several times per request: this is the same plan for a fraction of the
 * work (measured by `npm run bench -- --only=schedule`).
 */
export const inIds = (column: AnyColumn, ids: readonly number[]): SQL => sql`${column} = any(${sql.param(ids)}::int[])`;

const groupBy = <T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
};

/** The classes matching `where`, with their type and location, by start. */
const classRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      // Only what the answer shows: every column more is parsed for nothing, hundreds of times a read.
      single: {
        single_class_id: singleClasses.single_class_id, class_date: singleClasses.class_date,
        duration_minutes: singleClasses.duration_minutes, description: singleClasses.description,
        capacity: singleClasses.capacity, location_id: singleClasses.location_id,
        class_package_id: singleClasses.class_package_id, class_category_id: singleClasses.class_category_id,
        icon: singleClasses.icon, series_id: singleClasses.series_id,
      },
      type: { class_type_id: classTypes.class_type_id, name: classTypes.name, icon: classTypes.icon, spot_map: classTypes.spot_map },
      location: { location_id: locations.location_id, name: locations.name, address: locations.address },
    })
    .from(singleClasses)
    .innerJoin(classTypes, eq(classTypes.class_type_id, singleClasses.class_type_id))
    .innerJoin(locations, eq(locations.location_id, singleClasses.location_id))
    .where(where)
    .orderBy(asc(singleClasses.class_date), asc(singleClasses.single_class_id));

/** A class row as the views read it: its own columns, its type and its location. */
export type ClassViewRow = Awaited<ReturnType<typeof classRows>>[number];

/**
 * The places taken in each class, for the public and customers: one row per
 * class with the spot of every live reservation (null without one), in
 * booking order, rather than one row per reservation (a busy week holds
 * thousands). Its length is the count of places: a guest is a row of her own.
 */
const placesOf = (db: Db, ids: number[]) =>
  db
    .select({
      id: classReservations.single_class_id,
      spots: sql<(string | null)[]>`array_agg(${classReservations.spot} order by ${classReservations.class_reservation_id})`,
    })
    .from(classReservations)
    .where(and(inIds(classReservations.single_class_id, ids), isNull(classReservations.deleted_at)))
    .groupBy(classReservations.single_class_id);

/** The live reservations of the classes with who holds them, for the team: the roster of each class, in booking order. */
const rosterOf = (db: Db, ids: number[]) =>
  db
    .select({
      id: classReservations.single_class_id,
      class_reservation_id: classReservations.class_reservation_id, customer_id: classReservations.customer_id,
      name: customers.name, last_name: customers.last_name, email: customers.email,
      spot: classReservations.spot, guest: classReservations.guest,
      is_cash: classReservations.is_cash, is_paid: classReservations.is_paid, attend: classReservations.attend,
    })
    .from(classReservations)
    .innerJoin(customers, eq(customers.customer_id, classReservations.customer_id))
    .where(and(inIds(classReservations.single_class_id, ids), isNull(classReservations.deleted_at)))
    .orderBy(asc(classReservations.class_reservation_id));

/** Each class's `class_reservations`: the roster for the team, else only the spots. */
const reservationsOf = async (db: Db, ids: number[], roster: boolean): Promise<Map<number, ClassReservations>> => {
  if (!roster) return new Map((await placesOf(db, ids)).map((row) => [row.id, row.spots.map((spot) => ({ spot }))]));
  return new Map([...groupBy(await rosterOf(db, ids), (row) => row.id)].map(([id, rows]) => [id, rows.map(({ id: _class, ...place }) => place)]));
};

const instructorsOf = (db: Db, ids: number[]) =>
  db
    .select({
      id: classInstructors.single_class_id,
      instructor: {
        instructor_id: instructors.instructor_id, name: instructors.name,
        last_name: instructors.last_name, nick_name: instructors.nick_name,
      },
      file: { file_id: files.file_id, name: files.name, type: files.type, src: files.src },
    })
    .from(classInstructors)
    .innerJoin(instructors, eq(instructors.instructor_id, classInstructors.instructor_id))
    .leftJoin(files, eq(files.file_id, instructors.file_id))
    .where(inIds(classInstructors.single_class_id, ids))
    .orderBy(asc(instructors.instructor_id));

const tagsOf = (db: Db, ids: number[]) =>
  db
    .select({ id: singleClassTags.single_class_id, tag_id: tags.tag_id, name: tags.name, color: tags.color })
    .from(singleClassTags)
    .innerJoin(tags, eq(tags.tag_id, singleClassTags.tag_id))
    .where(inIds(singleClassTags.single_class_id, ids))
    .orderBy(asc(tags.tag_id));

/** Her own live places in the classes. */
const myReservationsOf = (db: Db, ids: number[], customerId: number) =>
  db
    .select({
      id: classReservations.single_class_id, class_reservation_id: classReservations.class_reservation_id,
      spot: classReservations.spot, guest: classReservations.guest,
    })
    .from(classReservations)
    .where(and(
      inIds(classReservations.single_class_id, ids),
      eq(classReservations.customer_id, customerId),
      isNull(classReservations.deleted_at),
    ))
    .orderBy(asc(classReservations.class_reservation_id));

/** Her waitlist entries in the classes, and whether each holds a place for her (`offerHoldsPlace` for anyone). */
const myWaitlistsOf = (db: Db, ids: number[], customerId: number) =>
  db
    .select({ id: waitlists.single_class_id, waitlist_id: waitlists.waitlist_id, holdsPlace: sql<boolean>`coalesce(${offerHoldsPlace(null)}, false)` })
    .from(waitlists)
    .where(and(inIds(waitlists.single_class_id, ids), eq(waitlists.customer_id, customerId)));

/** Waitlist offers keeping a place in each class for someone other than the viewer (the one rule, `offerHoldsPlace`). */
const offersHeldOf = (db: Db, ids: number[], customerId: number | null) =>
  db
    .select({ id: waitlists.single_class_id, held: count() })
    .from(waitlists)
    .where(and(inIds(waitlists.single_class_id, ids), offerHoldsPlace(customerId)))
    .groupBy(waitlists.single_class_id);

/** What belongs to the classes beside their own row: one query per table, for all of them at once. */
const loadRelated = async (db: Db, ids: number[], customerId: number | null, roster: boolean) => {
  const queries = [
    () => reservationsOf(db, ids, roster),
    () => instructorsOf(db, ids),
    () => tagsOf(db, ids),
    () => (customerId === null ? Promise.resolve([]) : myReservationsOf(db, ids, customerId)),
    () => (customerId === null ? Promise.resolve([]) : myWaitlistsOf(db, ids, customerId)),
    () => offersHeldOf(db, ids, customerId),
  ] as const;
  const [places, coaches, classTags, mine, waiting, offers] = await runAll(db, queries);
  return {
    places,
    coaches: groupBy(coaches, (row) => row.id),
    tags: groupBy(classTags, (row) => row.id),
    mine: groupBy(mine, (row) => row.id),
    waiting: new Map(waiting.map((row) => [row.id, row.waitlist_id])),
    offersHeld: new Map(offers.map((row) => [row.id, row.held])),
  };
};

/** What belongs to the classes beside their own row (`loadRelated`), by class id. */
export type ClassRelated = Awaited<ReturnType<typeof loadRelated>>;

const mineOf = (id: number, related: ClassRelated, customerId: number | null): MyClassStatus | null =>
  customerId === null
    ? null
    : {
        reservations: (related.mine.get(id) ?? []).map(({ class_reservation_id, spot, guest }) => ({ class_reservation_id, spot, guest })),
        waitlist_id: related.waiting.get(id) ?? null,
      };

/** One class as the schedule answers it, from its row and what belongs to it: the one shape of a class card. */
export const classViewOf = ({ single, type, location }: ClassViewRow, related: ClassRelated, customerId: number | null): SingleClass => {
  const id = single.single_class_id;
  const places = related.places.get(id) ?? [];
  const coaches: ClassInstructor[] = (related.coaches.get(id) ?? []).map(({ instructor, file }) => ({
    instructor: { ...instructor, file: file ? fileRef(file) : null },
  }));
  const classTags: ClassTag[] = (related.tags.get(id) ?? []).map(({ tag_id, name, color }) => ({ tag_id, name, color }));
  return {
    single_class_id: id,
    class_date: single.class_date.toISOString(),
    duration_minutes: single.duration_minutes,
    description: single.description,
    capacity: single.capacity,
    // A place kept by a waitlist offer (issue 17) is taken for everyone but her.
    reservation_count: places.length + (related.offersHeld.get(id) ?? 0),
    class_reservations: places,
    class_type: type,
    class_instructors: coaches,
    location,
    location_id: single.location_id,
    class_package_id: single.class_package_id,
    class_category_id: single.class_category_id,
    tags: classTags,
    icon: single.icon,
    mine: mineOf(id, related, customerId),
  };
};

/** Who reads the classes: `roster` (the studio's team) shows who holds each place. */
export interface ClassViewer {
  readonly roster?: boolean;
}

/**
 * The classes matching `where` as the schedule answers them, by start. A
 * fixed number of queries whatever the number of classes: the classes, then
 * their reservations, coaches, tags and (for a signed-in customer) her own
 * reservations and waitlist entries, each for all the classes at once.
 * Reservations show only their spot, unless `viewer.roster` (the team).
 */
export const loadClassViews = async (
  db: Db,
  where: SQL | undefined,
  customerId: number | null,
  viewer: ClassViewer = {},
): Promise<LoadedClass[]> => {
  const rows = await classRows(db, where);
  if (rows.length === 0) return [];
  const related = await loadRelated(db, rows.map((row) => row.single.single_class_id), customerId, viewer.roster === true);
  return rows.map((row) => ({ start: row.single.class_date, view: classViewOf(row, related, customerId), seriesId: row.single.series_id }));
};

/** Classes that are on the schedule: not cancelled. */
export const notCancelled = (): SQL => isNull(singleClasses.cancelled_at);
