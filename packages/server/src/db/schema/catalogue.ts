import { boolean, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { files } from './system.js';

/** A studio location (spec 3 'Location'). */
export const locations = pgTable('locations', {
  location_id: serial('location_id').primaryKey(),
  name: text('name').notNull(),
  address: text('address'),
  created_at: createdAt(),
});

/** A kind of class. `spot_map` lists the row sizes, comma separated ('4,4,4'). */
export const classTypes = pgTable('class_types', {
  class_type_id: serial('class_type_id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  image_file_id: integer('image_file_id').references(() => files.file_id, { onDelete: 'set null' }),
  description: text('description'),
  spot_map: text('spot_map'),
  created_at: createdAt(),
});

/** A class category (spec 3); `handle` is its URL-safe name. */
export const classCategories = pgTable('class_categories', {
  class_category_id: serial('class_category_id').primaryKey(),
  name: text('name').notNull(),
  handle: text('handle').notNull().unique(),
  description: text('description'),
  available: boolean('available').notNull().default(true),
  created_at: createdAt(),
});

/** A program: a series of classes or videos followed in order. */
export const programs = pgTable('programs', {
  program_id: serial('program_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  file_id: integer('file_id').references(() => files.file_id, { onDelete: 'set null' }),
  available: boolean('available').notNull().default(true),
  created_at: createdAt(),
});

/** A label for classes or videos; `type` says which (e.g. 'video'). */
export const tags = pgTable('tags', {
  tag_id: serial('tag_id').primaryKey(),
  name: text('name').notNull(),
  color: text('color'),
  type: text('type'),
  created_at: createdAt(),
});

/** A coach (spec 3 'Instructor'). */
export const instructors = pgTable('instructors', {
  instructor_id: serial('instructor_id').primaryKey(),
  name: text('name').notNull(),
  last_name: text('last_name').notNull().default(''),
  nick_name: text('nick_name'),
  quote: text('quote'),
  file_id: integer('file_id').references(() => files.file_id, { onDelete: 'set null' }),
  short_bio: text('short_bio'),
  instagram: text('instagram'),
  birthdate: date('birthdate', { mode: 'string' }),
  music_type: text('music_type'),
  on_home: boolean('on_home').notNull().default(true),
  order: integer('order').notNull().default(0),
  created_at: createdAt(),
});

/**
 * A spot map drawn by the studio: `spots` is JSON text, a list of
 * `{label, selectable}`; `class_types` a comma list of class_type_id.
 */
export const customSpotMaps = pgTable('custom_spot_maps', {
  custom_spot_map_id: serial('custom_spot_map_id').primaryKey(),
  name: text('name'),
  rows: integer('rows').notNull(),
  columns: integer('columns').notNull(),
  spots: text('spots').notNull(),
  class_type_id: integer('class_type_id').references(() => classTypes.class_type_id, { onDelete: 'set null' }),
  class_types: text('class_types'),
  created_at: createdAt(),
});
