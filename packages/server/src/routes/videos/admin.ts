import { eq, inArray, type AnyColumn } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import { CATALOGUE_ERRORS, FILE_ERRORS, VIDEO_ERRORS, type ErrorEntry, type Routes, type VideoBody, type VideoUpdateBody } from '@estudio/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { classCategories, classTypes, files, instructors, programs, tags, videos, videoTags, videoTypes } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { sanitizeOptionalHtml } from '../../http/sanitize-html.js';
import { definedFields, guardReferences, written } from '../catalogue/references.js';
import { idParam, type Handler } from '../handler.js';
import { requireViewer, videoNotFound } from './access.js';
import { visibleVideo } from './read.js';

type CreateBody = z.output<typeof VideoBody>;
type UpdateBody = z.output<typeof VideoUpdateBody>;

/** Each id a body may name, the table it must exist in and the 404 it answers otherwise. */
const REFERENCES = [
  ['file_id', files, files.file_id, FILE_ERRORS.referenceNotFound],
  ['thumbnail_file_id', files, files.file_id, FILE_ERRORS.referenceNotFound],
  ['instructor_id', instructors, instructors.instructor_id, CATALOGUE_ERRORS.instructorNotFound],
  ['class_type_id', classTypes, classTypes.class_type_id, CATALOGUE_ERRORS.classTypeNotFound],
  ['class_category_id', classCategories, classCategories.class_category_id, CATALOGUE_ERRORS.classCategoryNotFound],
  ['video_type_id', videoTypes, videoTypes.video_type_id, CATALOGUE_ERRORS.videoTypeNotFound],
  ['program_id', programs, programs.program_id, CATALOGUE_ERRORS.programNotFound],
] as const satisfies readonly (readonly [keyof UpdateBody, AnyPgTable, AnyColumn, ErrorEntry])[];

/** A reference refused by the database meanwhile (a concurrent delete): the same 404 as the check's. */
const referenceRace = (): ApiFailure => failure(VIDEO_ERRORS.referenceNotFound);

/** Refuses any id of the body that names nothing (404 with the resource's code), before writing. */
const ensureReferences = async (db: Db, body: UpdateBody): Promise<void> => {
  for (const [field, table, column, refused] of REFERENCES) {
    const id = body[field];
    if (typeof id !== 'number') continue;
    const rows = await db.select({ id: column }).from(table).where(eq(column, id));
    if (rows.length === 0) throw failure(refused);
  }
  const tagIds = [...new Set(body.tag_ids ?? [])];
  if (tagIds.length > 0) {
    const rows = await db.select({ id: tags.tag_id }).from(tags).where(inArray(tags.tag_id, tagIds));
    if (rows.length !== tagIds.length) throw failure(CATALOGUE_ERRORS.tagNotFound);
  }
};

/** The columns a body writes: the description's HTML sanitised (stored clean, rendered clean again). */
const columnsOf = (body: UpdateBody) => {
  const { tag_ids: _tags, available_at, description, ...rest } = body;
  return definedFields({
    ...rest,
    description: sanitizeOptionalHtml(description),
    available_at: available_at === undefined ? undefined : available_at === null ? null : new Date(available_at),
  });
};

const replaceTags = async (db: Db, videoId: number, tagIds: readonly number[] | undefined): Promise<void> => {
  if (tagIds === undefined) return;
  await db.delete(videoTags).where(eq(videoTags.video_id, videoId));
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) await db.insert(videoTags).values(unique.map((tag_id) => ({ video_id: videoId, tag_id })));
};

/** POST /videos: 'Video guardado.' is the admin screen's; 201 with the video. */
const videoCreate: Handler<Routes['videoCreate']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  const body: CreateBody = ctx.body;
  await ensureReferences(ctx.db, body);
  const id = await guardReferences(referenceRace, async () => {
    const row = written(await ctx.db.insert(videos).values({ name: body.name, ...columnsOf(body), created_at: new Date(ctx.now) }).returning());
    await replaceTags(ctx.db, row.video_id, body.tag_ids);
    return row.video_id;
  });
  return { video: await visibleVideo(ctx.db, id, viewer, ctx.now) };
};

/** PUT /videos/:id: changes what the body names; a video keeps a player URL or a file (400 otherwise). */
const videoUpdate: Handler<Routes['videoUpdate']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  const id = idParam(ctx);
  const [current] = await ctx.db.select().from(videos).where(eq(videos.video_id, id)).for('update');
  if (!current) throw videoNotFound();
  await ensureReferences(ctx.db, ctx.body);
  const fields = columnsOf(ctx.body);
  const url = fields.url === undefined ? current.url : fields.url;
  const fileId = fields.file_id === undefined ? current.file_id : fields.file_id;
  if (!url && fileId === null) throw failure(VIDEO_ERRORS.sourceRequired);
  await guardReferences(referenceRace, async () => {
    if (Object.keys(fields).length > 0) await ctx.db.update(videos).set(fields).where(eq(videos.video_id, id));
    await replaceTags(ctx.db, id, ctx.body.tag_ids);
  });
  return { video: await visibleVideo(ctx.db, id, viewer, ctx.now) };
};

/** DELETE /videos/:id: its tags, favourites, plays and ratings go with it (their keys cascade). */
const videoDelete: Handler<Routes['videoDelete']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  const video = await visibleVideo(ctx.db, idParam(ctx), viewer, ctx.now);
  await ctx.db.delete(videos).where(eq(videos.video_id, video.video_id));
  return { video };
};

/** The admins' writes of the video library (the spec does not show them; a studio needs them). */
export const videoAdminHandlers = { videoCreate, videoUpdate, videoDelete };
