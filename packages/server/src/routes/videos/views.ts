import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { VIDEO_PAGE_SIZE, videoPageOffset, type AdminVideo, type Tag, type Video } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classTypes, favorites, files, instructors, tags, videoPlaybacks, videos, videoTags, videoTypes } from '../../db/schema/index.js';
import { fileRef } from '../customer-view.js';

const videoFile = alias(files, 'video_file');
const thumbnailFile = alias(files, 'video_thumbnail');

const rowsQuery = (db: Db) =>
  db
    .select({
      video: videos,
      file: { file_id: videoFile.file_id, name: videoFile.name, type: videoFile.type, src: videoFile.src },
      thumbnailSrc: thumbnailFile.src,
      instructor: {
        instructor_id: instructors.instructor_id,
        name: instructors.name,
        last_name: instructors.last_name,
        nick_name: instructors.nick_name,
      },
      class_type: { class_type_id: classTypes.class_type_id, name: classTypes.name },
      video_type: { video_type_id: videoTypes.video_type_id, name: videoTypes.name },
    })
    .from(videos)
    .leftJoin(videoFile, eq(videoFile.file_id, videos.file_id))
    .leftJoin(thumbnailFile, eq(thumbnailFile.file_id, videos.thumbnail_file_id))
    .leftJoin(instructors, eq(instructors.instructor_id, videos.instructor_id))
    .leftJoin(classTypes, eq(classTypes.class_type_id, videos.class_type_id))
    .leftJoin(videoTypes, eq(videoTypes.video_type_id, videos.video_type_id));

type VideoRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['where']>>[number];

/** Newest first; the NULLS LAST matches videos_created_idx, so a page is read from the index in order. */
export const NEWEST_FIRST: SQL[] = [sql`${videos.created_at} desc nulls last`, sql`${videos.video_id} desc nulls last`];
/** Oldest first: a program's lessons in the order they were published. */
export const OLDEST_FIRST: SQL[] = [asc(videos.created_at), asc(videos.video_id)];
/** Soonest release first (upcoming videos). */
export const SOONEST_FIRST: SQL[] = [asc(videos.available_at), asc(videos.video_id)];

/** What the caller's own marks are read from, for the videos of one answer. */
interface Marks {
  readonly tags: Map<number, Tag[]>;
  readonly favorites: Set<number>;
  readonly plays: Map<number, boolean>;
}

/** Tags, favourites and plays of some videos in three queries, whatever their number; tags only for no customer (/admin's list). */
const marksOf = async (db: Db, ids: number[], customerId: number | null): Promise<Marks> => {
  const marks: Marks = { tags: new Map(), favorites: new Set(), plays: new Map() };
  if (ids.length === 0) return marks;
  const tagRows = await db
    .select({ video_id: videoTags.video_id, tag_id: tags.tag_id, name: tags.name, color: tags.color, type: tags.type })
    .from(videoTags)
    .innerJoin(tags, eq(tags.tag_id, videoTags.tag_id))
    .where(inArray(videoTags.video_id, ids))
    .orderBy(asc(tags.tag_id));
  for (const { video_id, ...tag } of tagRows) marks.tags.set(video_id, [...(marks.tags.get(video_id) ?? []), tag]);
  if (customerId === null) return marks;
  const favouriteRows = await db
    .select({ video_id: favorites.video_id })
    .from(favorites)
    .where(and(eq(favorites.customer_id, customerId), inArray(favorites.video_id, ids)));
  for (const row of favouriteRows) marks.favorites.add(row.video_id);
  const playRows = await db
    .select({ video_id: videoPlaybacks.video_id, completed_at: videoPlaybacks.completed_at })
    .from(videoPlaybacks)
    .where(and(eq(videoPlaybacks.customer_id, customerId), inArray(videoPlaybacks.video_id, ids)));
  for (const row of playRows) marks.plays.set(row.video_id, row.completed_at !== null);
  return marks;
};

/** Spec 3 'Video' for the caller: her favourite mark, her play and whether she completed it. */
const view = (row: VideoRow, marks: Marks, customerId: number): Video => {
  const { video } = row;
  const played = marks.plays.get(video.video_id);
  return {
    video_id: video.video_id,
    name: video.name,
    description: video.description,
    thumbnail: video.thumbnail ?? row.thumbnailSrc ?? null,
    file: row.file ? fileRef(row.file) : null,
    url: video.url,
    duration: video.duration,
    instructor: row.instructor,
    class_type: row.class_type,
    class_category_id: video.class_category_id,
    video_type: row.video_type,
    program_id: video.program_id,
    tags: marks.tags.get(video.video_id) ?? [],
    available_at: video.available_at?.toISOString() ?? null,
    created_at: video.created_at.toISOString(),
    playbacks: played === undefined ? [] : [{ customer_id: customerId, completed: played }],
    favorite: marks.favorites.has(video.video_id) ? 1 : 0,
    completed: played === true,
  };
};

/** The videos of some rows, as the caller sees them. */
const viewsOf = async (db: Db, rows: VideoRow[], customerId: number): Promise<Video[]> => {
  const marks = await marksOf(db, rows.map((row) => row.video.video_id), customerId);
  return rows.map((row) => view(row, marks, customerId));
};

/** One page of the videos matching `where` (32 a page, spec 9), with their total. */
export const videoPage = async (
  db: Db,
  where: SQL | undefined,
  options: { readonly page: number; readonly customerId: number; readonly order?: SQL[] },
): Promise<{ videos: Video[]; total: number; page: number; page_size: number }> => {
  const [counted] = await db.select({ total: count() }).from(videos).where(where);
  const rows = await rowsQuery(db)
    .where(where)
    .orderBy(...(options.order ?? NEWEST_FIRST))
    .limit(VIDEO_PAGE_SIZE)
    .offset(videoPageOffset(options.page));
  return { videos: await viewsOf(db, rows, options.customerId), total: counted?.total ?? 0, page: options.page, page_size: VIDEO_PAGE_SIZE };
};

/** One video as the caller sees it, or null when `where` matches none. */
export const oneVideo = async (db: Db, where: SQL, customerId: number): Promise<Video | null> => {
  const rows = await rowsQuery(db).where(where).limit(1);
  const [video] = await viewsOf(db, rows, customerId);
  return video ?? null;
};

/**
 * Videos as /admin reads them ('Videos', issue 15): the library's record
 * with no customer's marks, whether it is published, and its thumbnail's
 * file id.
 */
const adminViewsOf = async (db: Db, rows: VideoRow[]): Promise<AdminVideo[]> => {
  const marks = await marksOf(db, rows.map((row) => row.video.video_id), null);
  return rows.map((row) => ({
    ...view(row, marks, 0),
    published: row.video.published,
    thumbnail_file_id: row.video.thumbnail_file_id,
  }));
};

/** One window of the videos matching `where` for /admin, newest first (id last, so pages never overlap). */
export const adminVideoRows = async (db: Db, where: SQL | undefined, window: { readonly limit: number; readonly offset: number }): Promise<AdminVideo[]> =>
  adminViewsOf(db, await rowsQuery(db).where(where).orderBy(...NEWEST_FIRST).limit(window.limit).offset(window.offset));

/** One video as /admin reads it, whatever its release or whether it is published; null when there is none. */
export const adminVideo = async (db: Db, id: number): Promise<AdminVideo | null> =>
  (await adminViewsOf(db, await rowsQuery(db).where(eq(videos.video_id, id)).limit(1)))[0] ?? null;
