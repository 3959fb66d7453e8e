import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { classCategories, classTypes, instructors, programs, tags } from './catalogue.js';
import { createdAt, instant } from './columns.js';
import { purchases } from './commerce.js';
import { customers } from './customers.js';
import { files } from './system.js';

/** A kind of video (e.g. 'Clase completa', 'Express'). */
export const videoTypes = pgTable('video_types', {
  video_type_id: serial('video_type_id').primaryKey(),
  name: text('name').notNull(),
  created_at: createdAt(),
});

/**
 * An online class (spec 3 'Video'); `duration` in seconds, `url` the
 * player's address on a known host and `file_id` an uploaded video (at
 * least one of them, checked by the API). `available_at` is its release:
 * null is at once, a later instant lists it under /videos/upcoming until then.
 * `published` false hides the record: it leaves every list (the library,
 * its filters, upcoming, tags, programs and favourites, for admins too)
 * and its page and actions read as missing to customers; admins still see
 * and edit it in /videos/admin/all (issue 15, 'Videos'). An uploaded file's
 * bytes are not hidden: GET /media asks no sign-in (a <video> sends none),
 * so they stay reachable at their unguessable random URL to whoever already
 * has it, like an unlisted video on a video host, cached only privately
 * and briefly.
 */
export const videos = pgTable(
  'videos',
  {
    video_id: serial('video_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    thumbnail_file_id: integer('thumbnail_file_id').references(() => files.file_id, { onDelete: 'set null' }),
    thumbnail: text('thumbnail'),
    url: text('url'),
    file_id: integer('file_id').references(() => files.file_id, { onDelete: 'set null' }),
    available_at: instant('available_at'),
    duration: integer('duration').notNull().default(0),
    instructor_id: integer('instructor_id').references(() => instructors.instructor_id, { onDelete: 'set null' }),
    class_type_id: integer('class_type_id').references(() => classTypes.class_type_id, { onDelete: 'set null' }),
    class_category_id: integer('class_category_id').references(() => classCategories.class_category_id, {
      onDelete: 'set null',
    }),
    video_type_id: integer('video_type_id').references(() => videoTypes.video_type_id, { onDelete: 'set null' }),
    program_id: integer('program_id').references(() => programs.program_id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [
    index('videos_instructor_idx').on(t.instructor_id),
    index('videos_class_type_idx').on(t.class_type_id),
    // The library pages newest first; these keep each filter of spec 7 an index lookup on a large catalogue.
    index('videos_created_idx').on(t.created_at.desc(), t.video_id.desc()),
    index('videos_class_category_idx').on(t.class_category_id),
    index('videos_video_type_idx').on(t.video_type_id),
    index('videos_program_idx').on(t.program_id),
    index('videos_available_idx').on(t.available_at),
  ],
);

/** Tags of a video. */
export const videoTags = pgTable(
  'video_tags',
  {
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.tag_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.video_id, t.tag_id] }), index('video_tags_tag_idx').on(t.tag_id)],
);

/** A customer's favourite video, at most once each. */
export const favorites = pgTable(
  'favorites',
  {
    favorite_id: serial('favorite_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [unique('favorites_customer_video_unique').on(t.customer_id, t.video_id)],
);

/** A customer's rating of a video, with the rating payload of spec 3. */
export const videoRatings = pgTable(
  'video_ratings',
  {
    video_rating_id: serial('video_rating_id').primaryKey(),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    class_stars: integer('class_stars'),
    coach_stars: integer('coach_stars'),
    comment: text('comment'),
    created_at: createdAt(),
  },
  (t) => [
    unique('video_ratings_customer_video_unique').on(t.customer_id, t.video_id),
    check('video_ratings_class_stars_range', sql`${t.class_stars} between 1 and 5`),
    check('video_ratings_coach_stars_range', sql`${t.coach_stars} between 1 and 5`),
  ],
);

/** A customer played a video; `completed_at` marks it complete (null after 'uncomplete'). */
export const videoPlaybacks = pgTable(
  'video_playbacks',
  {
    video_playback_id: serial('video_playback_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    completed_at: instant('completed_at'),
    created_at: createdAt(),
  },
  (t) => [unique('video_playbacks_customer_video_unique').on(t.customer_id, t.video_id)],
);

/** Access to the online videos until `expiration_date`, usually granted by a purchase. */
export const onlineAccesses = pgTable(
  'online_accesses',
  {
    online_access_id: serial('online_access_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    purchase_id: integer('purchase_id').references(() => purchases.purchase_id, { onDelete: 'set null' }),
    expiration_date: instant('expiration_date').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('online_accesses_customer_idx').on(t.customer_id)],
);
