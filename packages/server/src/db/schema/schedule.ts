import { bigint, customType, date, index, integer, pgSequence, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { classCategories, classTypes, instructors, locations, programs, tags } from './catalogue.js';
import { createdAt, instant } from './columns.js';
import { classPackages } from './commerce.js';

/**
 * A weekly series of classes ('Horarios', issue 16): the pattern the admin
 * gave (ISO weekdays, 1 = lunes, at a wall-clock time of `time_zone`, from
 * `from_date` to `until_date`, both included; a series given by weeks keeps
 * its last day). Its classes name it in `single_classes.series_id`; each is
 * a class of its own afterwards (edited, moved or cancelled alone or with
 * the following ones).
 */
export const classSeries = pgTable('class_series', {
  series_id: serial('series_id').primaryKey(),
  weekdays: integer('weekdays').array().notNull(),
  time: text('time').notNull(),
  from_date: date('from_date', { mode: 'string' }).notNull(),
  until_date: date('until_date', { mode: 'string' }).notNull(),
  time_zone: text('time_zone').notNull(),
  created_at: createdAt(),
});

/**
 * One class on the schedule (spec 3 'Single class'). `class_date` is the instant it
 * starts. A null `capacity` makes the class full (spec 4 'Full class'). With
 * `class_package_id` set the class is sold as that package instead of booked with credits.
 */
export const singleClasses = pgTable(
  'single_classes',
  {
    single_class_id: serial('single_class_id').primaryKey(),
    class_date: instant('class_date').notNull(),
    duration_minutes: integer('duration_minutes').notNull().default(50),
    description: text('description'),
    capacity: integer('capacity'),
    class_type_id: integer('class_type_id')
      .notNull()
      .references(() => classTypes.class_type_id, { onDelete: 'restrict' }),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.location_id, { onDelete: 'restrict' }),
    class_package_id: integer('class_package_id').references(() => classPackages.class_package_id, {
      onDelete: 'set null',
    }),
    class_category_id: integer('class_category_id').references(() => classCategories.class_category_id, {
      onDelete: 'set null',
    }),
    program_id: integer('program_id').references(() => programs.program_id, { onDelete: 'set null' }),
    icon: text('icon'),
    /** The weekly series it was made in (issue 16), if any. */
    series_id: integer('series_id').references(() => classSeries.series_id, { onDelete: 'set null' }),
    /** When the studio last moved it in time or to another location ('Horarios'): reservations made before cancel with their credit back whatever the window. */
    changed_at: instant('changed_at'),
    cancelled_at: instant('cancelled_at'),
    created_at: createdAt(),
    /**
     * Issue 18: a number from `schedule_version_seq`, set again by triggers
     * (migration 0019) whenever anything the public schedule shows of this
     * class changes: its own row, its places, coaches, tags or waitlist
     * offers. The schedule read's cache keys a range by their sum and count.
     */
    schedule_version: bigint('schedule_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('single_classes_class_date_idx').on(t.class_date),
    index('single_classes_location_idx').on(t.location_id),
    index('single_classes_package_idx').on(t.class_package_id),
    index('single_classes_series_idx').on(t.series_id, t.class_date),
  ],
);

/** Who teaches a class. */
export const classInstructors = pgTable(
  'class_instructors',
  {
    single_class_id: integer('single_class_id')
      .notNull()
      .references(() => singleClasses.single_class_id, { onDelete: 'cascade' }),
    instructor_id: integer('instructor_id')
      .notNull()
      .references(() => instructors.instructor_id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.single_class_id, t.instructor_id] }),
    index('class_instructors_instructor_idx').on(t.instructor_id),
  ],
);

/** Tags of a class. */
export const singleClassTags = pgTable(
  'single_class_tags',
  {
    single_class_id: integer('single_class_id')
      .notNull()
      .references(() => singleClasses.single_class_id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.tag_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.single_class_id, t.tag_id] })],
);

/** The numbers of `single_classes.schedule_version` and `schedule_versions.version`: always growing, never reused. */
export const scheduleVersionSeq = pgSequence('schedule_version_seq');

/**
 * Versions of what the public schedule shows beside its classes (issue 18):
 * one row, `catalogue`, set from `schedule_version_seq` by triggers when a
 * class type, location, coach, coach's picture, tag or the studio's time
 * zone changes (rare admin edits, so one row is no contention).
 */
export const scheduleVersions = pgTable('schedule_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The public schedule of a range as answered (issue 18), shared by every
 * server process: its JSON gzipped, computed once per `etag` (the
 * range's versions). A process that finds a row with the etag it just read
 * serves it as is; the row of a key is replaced when its range changes.
 */
export const scheduleSnapshots = pgTable('schedule_snapshots', {
  key: text('key').primaryKey(),
  etag: text('etag').notNull(),
  gzip: bytea('gzip').notNull(),
  created_at: createdAt(),
});
