import { z } from 'zod';
import { FileRef, limits, ShortText } from './common.schemas.js';

/**
 * A row id in a body or query. Capped at PostgreSQL's `integer`, so an
 * absurd id is a 400 rather than an out-of-range error in the database.
 */
const RowId = z.number().int().positive().max(2_147_483_647);
const QueryId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A bound of a schedule range: an ISO instant with its offset
 * ('2025-03-03T06:00:00.000Z'), or a calendar date ('2025-03-03') read in the
 * studio's time zone.
 */
export const ScheduleBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * GET /single_class. Both ends are inclusive: a date end takes that whole
 * day. Without a range the server answers the current ISO week of the
 * studio; the range may span at most 31 days.
 */
export const ScheduleQuery = z.object({
  start_date: ScheduleBound.optional(),
  end_date: ScheduleBound.optional(),
  instructor_id: QueryId.optional(),
  location_id: QueryId.optional(),
  /** Only this class type's classes (the class type page, /class_type/{id}). */
  class_type_id: QueryId.optional(),
});
export type ScheduleQuery = z.infer<typeof ScheduleQuery>;

/** GET /single_class/instructor/:id: the same range as the schedule. */
export const InstructorScheduleQuery = ScheduleQuery.pick({ start_date: true, end_date: true });
export type InstructorScheduleQuery = z.infer<typeof InstructorScheduleQuery>;

/** A class's type as the calendar reads it; `spot_map` lists row sizes ('4,4,4'). */
export const SingleClassType = z.object({
  class_type_id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  spot_map: z.string().nullable(),
});

/** A coach of a class, as the class card reads it. */
export const ClassInstructor = z.object({
  instructor: z.object({
    instructor_id: z.number().int(),
    name: z.string(),
    last_name: z.string(),
    nick_name: z.string().nullable(),
    file: FileRef.nullable(),
  }),
});
export type ClassInstructor = z.infer<typeof ClassInstructor>;

/** A tag of a class (spec 3, Tag). */
export const ClassTag = z.object({ tag_id: z.number().int(), name: z.string(), color: z.string().nullable() });
export type ClassTag = z.infer<typeof ClassTag>;

/** The signed-in caller's own places in a class and waitlist entry. */
export const MyClassStatus = z.object({
  reservations: z.array(
    z.object({ class_reservation_id: z.number().int(), spot: z.string().nullable(), guest: z.string().nullable() }),
  ),
  waitlist_id: z.number().int().nullable(),
});
export type MyClassStatus = z.infer<typeof MyClassStatus>;

/**
 * A place taken in a class as the public and customers see it: its spot
 * (null without a spot map), never who holds it. Strict, so an answer that
 * leaked anything more breaks its schema.
 */
export const ClassPlace = z.strictObject({ spot: z.string().nullable() });
export type ClassPlace = z.infer<typeof ClassPlace>;

/**
 * A place taken in a class as the studio's team (staff and admins) sees it:
 * the roster line. A guest is her own place, booked by `customer_id`, named
 * in `guest`; `name`, `last_name` and `email` are the booking customer's.
 */
export const ClassRosterPlace = z.object({
  class_reservation_id: z.number().int(),
  customer_id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  spot: z.string().nullable(),
  guest: z.string().nullable(),
  is_cash: z.boolean(),
  is_paid: z.boolean(),
  attend: z.boolean().nullable(),
});
export type ClassRosterPlace = z.infer<typeof ClassRosterPlace>;

/**
 * Spec 3, Single class, `class_reservations`: one entry per live
 * reservation (a guest is a reservation of her own), in booking order. The
 * team reads the roster; everyone else only the spots. Either way its
 * length is `reservation_count`, so capacity − length is the places left
 * (spec 4 'Full class').
 */
export const ClassReservations = z.union([z.array(ClassRosterPlace), z.array(ClassPlace)]);
export type ClassReservations = z.infer<typeof ClassReservations>;

/**
 * Spec 3, Single class. `class_reservations`: see `ClassReservations`.
 * `reservation_count` is the number of places taken (live reservations,
 * guests included). `mine` is the caller's own part, null for anonymous
 * callers and callers without a customer record.
 */
export const SingleClass = z.object({
  single_class_id: z.number().int(),
  class_date: z.string(),
  duration_minutes: z.number().int(),
  description: z.string().nullable(),
  capacity: z.number().int().nullable(),
  reservation_count: z.number().int(),
  class_reservations: ClassReservations,
  class_type: SingleClassType,
  class_instructors: z.array(ClassInstructor),
  location: z.object({ location_id: z.number().int(), name: z.string(), address: z.string().nullable() }),
  location_id: z.number().int(),
  class_package_id: z.number().int().nullable(),
  class_category_id: z.number().int().nullable(),
  tags: z.array(ClassTag),
  icon: z.string().nullable(),
  mine: MyClassStatus.nullable(),
});
export type SingleClass = z.infer<typeof SingleClass>;

/** One day of the schedule in the studio's zone, with its classes by start. */
export const ScheduleDay = z.object({ date: z.iso.date(), classes: z.array(SingleClass) });
export type ScheduleDay = z.infer<typeof ScheduleDay>;

/** Spec 3 'Schedule response has days': only days with classes, in order. */
export const ScheduleResponse = z.object({ days: z.array(ScheduleDay) });
export type ScheduleResponse = z.infer<typeof ScheduleResponse>;

/** Spec 3 'Single class response has single_class'. */
export const SingleClassResponse = z.object({ single_class: SingleClass });

const classFields = {
  class_date: z.iso.datetime({ offset: true }),
  duration_minutes: z.number().int().min(1).max(24 * 60),
  capacity: z.number().int().min(0).max(10_000),
  class_type_id: RowId,
  location_id: RowId,
  instructor_ids: z.array(RowId).max(20),
  tag_ids: z.array(RowId).max(20),
  description: z.string().trim().max(limits.longText).nullable(),
  class_package_id: RowId.nullable(),
  class_category_id: RowId.nullable(),
  icon: ShortText.nullable(),
};

/** POST /single_class (admins). Every referenced id must exist. */
export const SingleClassCreateBody = z.object({
  ...classFields,
  instructor_ids: classFields.instructor_ids.default([]),
  tag_ids: classFields.tag_ids.default([]),
  description: classFields.description.default(null),
  class_package_id: classFields.class_package_id.default(null),
  class_category_id: classFields.class_category_id.default(null),
  icon: classFields.icon.default(null),
});
export type SingleClassCreateBody = z.input<typeof SingleClassCreateBody>;

/**
 * PUT /single_class/:id (admins): only the fields given change; lists given
 * replace the class's coaches or tags.
 */
export const SingleClassUpdateBody = z.object(classFields).partial();
export type SingleClassUpdateBody = z.input<typeof SingleClassUpdateBody>;

/** POST /single_class/:id/repeat (admins): copies for each of the following weeks. */
export const SingleClassRepeatBody = z.object({ weeks: z.number().int().min(1).max(12) });
export type SingleClassRepeatBody = z.infer<typeof SingleClassRepeatBody>;

/** The classes a repeat created, and the dates (studio days) it skipped because the class was already there. */
export const SingleClassesResponse = z.object({
  single_classes: z.array(SingleClass),
  skipped_dates: z.array(z.iso.date()),
});

/** DELETE /single_class/:id (admins): the class is cancelled with its live reservations. */
export const SingleClassCancelResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  single_class_id: z.number().int(),
  cancelled_reservations: z.number().int(),
});
