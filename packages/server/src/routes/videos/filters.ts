import { and, eq, exists, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { parseDuration, type VideosQuery } from '@estudio/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { favorites, videoPlaybacks, videos, videoTags } from '../../db/schema/index.js';
import { folded, foldedPattern } from '../shared/folded-search.js';

/** The filters as the route's schema gives them (already validated). */
export type VideoFilters = z.output<typeof VideosQuery>;

/** Released by `now`: no release date, or one already past. */
export const released = (now: number): SQL =>
  or(isNull(videos.available_at), lte(videos.available_at, new Date(now))) as SQL;

/**
 * Published: what customers may see anywhere (the library and its filters,
 * upcoming, tags, programs, favourites, a video's page). A hidden video is
 * the admin's alone (GET /videos/admin/all, and its page).
 */
export const published = (): SQL => eq(videos.published, true);

/** Not released yet at `now` (GET /videos/upcoming). */
export const upcoming = (now: number): SQL => and(isNotNull(videos.available_at), gt(videos.available_at, new Date(now))) as SQL;

/** Videos with any of these tags, through video_tags' (video_id, tag_id) key and its tag index. */
export const taggedWithAny = (db: Db, tagIds: readonly number[]): SQL =>
  exists(
    db.select({ one: sql`1` }).from(videoTags).where(and(eq(videoTags.video_id, videos.video_id), inArray(videoTags.tag_id, [...tagIds]))),
  );

const favouriteOf = (db: Db, customerId: number): SQL =>
  exists(
    db.select({ one: sql`1` }).from(favorites).where(and(eq(favorites.video_id, videos.video_id), eq(favorites.customer_id, customerId))),
  );

const completedBy = (db: Db, customerId: number): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(videoPlaybacks)
      .where(
        and(
          eq(videoPlaybacks.video_id, videos.video_id),
          eq(videoPlaybacks.customer_id, customerId),
          isNotNull(videoPlaybacks.completed_at),
        ),
      ),
  );

/** Spec 7's text query: the name contains it, ignoring case and accents. */
const nameContains = (text: string): SQL =>
  sql`${folded(videos.name)} like ${foldedPattern(text)} escape '\\'`;

/**
 * The WHERE of GET /videos: each filter of spec 7 that is set, ANDed. Ids
 * compare indexed columns; tags, favourites and completion are EXISTS over
 * their (video, customer) or (video, tag) keys, so a large catalogue never
 * joins rows it then throws away. Duration is minutes, both ends inclusive.
 */
export const filterWhere = (db: Db, filters: VideoFilters, customerId: number): SQL[] => {
  const where: SQL[] = [];
  const ids = [
    [videos.class_category_id, filters.class_category_id],
    [videos.instructor_id, filters.instructor_id],
    [videos.class_type_id, filters.class_type_id],
    [videos.video_type_id, filters.video_type_id],
    [videos.program_id, filters.program_id],
  ] as const;
  for (const [column, id] of ids) if (id !== undefined) where.push(eq(column, id));
  const duration = parseDuration(filters.duration);
  if (duration) {
    where.push(gte(videos.duration, duration.min * 60));
    if (duration.max !== null) where.push(lte(videos.duration, duration.max * 60));
  }
  if (filters.tag_id !== undefined) where.push(taggedWithAny(db, [filters.tag_id]));
  const tagIds = (filters.tags ?? '').split(',').filter(Boolean).map(Number);
  if (tagIds.length > 0) where.push(taggedWithAny(db, tagIds));
  const text = filters.query?.trim() ?? '';
  if (text !== '') where.push(nameContains(text));
  if (filters.favorites) where.push(favouriteOf(db, customerId));
  if (filters.completed) where.push(completedBy(db, customerId));
  return where;
};
