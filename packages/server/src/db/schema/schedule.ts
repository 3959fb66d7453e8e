import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { classCategories, classTypes, instructors, locations, programs, tags } from './catalogue.js';
import { createdAt, instant } from './columns.js';
import { classPackages } from './commerce.js';

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
    cancelled_at: instant('cancelled_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('single_classes_class_date_idx').on(t.class_date),
    index('single_classes_location_idx').on(t.location_id),
    index('single_classes_package_idx').on(t.class_package_id),
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
