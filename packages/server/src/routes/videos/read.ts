import { and, asc, eq } from 'drizzle-orm';
import { VIDEO_ERRORS, type Routes } from '@estudio/core';
import { programs, tags, videos, videoTypes } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import type { Db } from '../../db/client.js';
import { idParam, type Handler } from '../handler.js';
import { requireViewer, videoNotFound, type Viewer } from './access.js';
import { filterWhere, published, released, taggedWithAny, upcoming } from './filters.js';
import { OLDEST_FIRST, oneVideo, SOONEST_FIRST, videoPage } from './views.js';

/**
 * GET /videos: the released, published videos by every filter of spec 7,
 * newest first, 32 a page; 412 without a membership. The library is what
 * customers see, for admins too (their list of every video is /videos/admin/all).
 */
const videosList: Handler<Routes['videosList']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  const where = and(released(ctx.now), published(), ...filterWhere(ctx.db, ctx.query, viewer.customerId));
  return videoPage(ctx.db, where, { page: ctx.query.page, customerId: viewer.customerId });
};

/** GET /videos/upcoming: what is announced (and published) but not released, soonest first. */
const videosUpcoming: Handler<Routes['videosUpcoming']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  return videoPage(ctx.db, and(upcoming(ctx.now), published()), { page: 1, customerId: viewer.customerId, order: SOONEST_FIRST });
};

const tagExists = async (db: Db, id: number): Promise<boolean> =>
  (await db.select({ id: tags.tag_id }).from(tags).where(eq(tags.tag_id, id))).length > 0;

const programExists = async (db: Db, id: number): Promise<boolean> =>
  (await db.select({ id: programs.program_id }).from(programs).where(eq(programs.program_id, id))).length > 0;

/** GET /videos/tag/:id: the released, published videos with a tag; 404 for a tag that does not exist. */
const videosByTag: Handler<Routes['videosByTag']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  const id = idParam(ctx);
  if (!(await tagExists(ctx.db, id))) throw failure(VIDEO_ERRORS.tagNotFound);
  const where = and(released(ctx.now), published(), taggedWithAny(ctx.db, [id]));
  return videoPage(ctx.db, where, { page: ctx.query.page, customerId: viewer.customerId });
};

/** GET /videos/program/:id: a program's released, published videos, oldest first (its lessons in order); 404 for an unknown program. */
const videosByProgram: Handler<Routes['videosByProgram']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  const id = idParam(ctx);
  if (!(await programExists(ctx.db, id))) throw failure(VIDEO_ERRORS.programNotFound);
  const where = and(released(ctx.now), published(), eq(videos.program_id, id));
  return videoPage(ctx.db, where, { page: ctx.query.page, customerId: viewer.customerId, order: OLDEST_FIRST });
};

/** One video as `viewer` may see it: released and published, unless she is an admin; 404 otherwise (spec 8's text). */
export const visibleVideo = async (db: Db, id: number, viewer: Viewer, now: number) => {
  const where = viewer.admin ? eq(videos.video_id, id) : and(eq(videos.video_id, id), released(now), published());
  const video = await oneVideo(db, where as NonNullable<typeof where>, viewer.customerId);
  if (!video) throw videoNotFound();
  return video;
};

/** GET /videos/:id. */
const videoOne: Handler<Routes['videoOne']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  return { video: await visibleVideo(ctx.db, idParam(ctx), viewer, ctx.now) };
};

/** GET /video_types: public, as the catalogue's other lists. */
const videoTypesList: Handler<Routes['videoTypesList']> = async ({ db }) => ({
  video_types: await db
    .select({ video_type_id: videoTypes.video_type_id, name: videoTypes.name })
    .from(videoTypes)
    .orderBy(asc(videoTypes.video_type_id)),
});

/** The reads of spec 7 'Videos'. */
export const videoReadHandlers = { videosList, videosUpcoming, videosByTag, videosByProgram, videoOne, videoTypesList };
