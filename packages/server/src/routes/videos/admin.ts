import { eq, inArray, type AnyColumn } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import { CATALOGUE_ERRORS, FILE_ERRORS, VIDEO_ERRORS, type AdminVideo, type ErrorEntry, type Routes, type VideoBody, type VideoUpdateBody } from '@estudio/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { classCategories, classTypes, files, instructors, programs, tags, videos, videoTags, videoTypes } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { sanitizeOptionalHtml } from '../../http/sanitize-html.js';
import { definedFields, guardReferences, written } from '../catalogue/references.js';
import { idParam, type Handler } from '../handler.js';
import { foldedMatch, pageOf } from '../shared/paged-search.js';
import { videoNotFound } from './access.js';
import { adminVideo, adminVideoRows } from './views.js';

type CreateBody = z.output<typeof VideoBody>;
type UpdateBody = z.output<typeof VideoUpdateBody>;

/**
 * The files a body may name, the kind of file each must be and the 400 it
 * answers otherwise: the video's own file a video (MP4 or WebM, as only an
 * admin's upload makes one), its thumbnail an image. A file's type never
 * changes once stored (a rename keeps its bytes), so the check holds.
 */
const FILE_FIELDS = [
  ['file_id', 'video/', FILE_ERRORS.videoFileNotVideo],
  ['thumbnail_file_id', 'image/', FILE_ERRORS.thumbnailNotImage],
] as const satisfies readonly (readonly [keyof UpdateBody, string, ErrorEntry])[];

/** Each other id a body may name, the table it must exist in and the 404 it answers otherwise. */
const REFERENCES = [
  ['instructor_id', instructors, instructors.instructor_id, CATALOGUE_ERRORS.instructorNotFound],
  ['class_type_id', classTypes, classTypes.class_type_id, CATALOGUE_ERRORS.classTypeNotFound],
  ['class_category_id', classCategories, classCategories.class_category_id, CATALOGUE_ERRORS.classCategoryNotFound],
  ['video_type_id', videoTypes, videoTypes.video_type_id, CATALOGUE_ERRORS.videoTypeNotFound],
  ['program_id', programs, programs.program_id, CATALOGUE_ERRORS.programNotFound],
] as const satisfies readonly (readonly [keyof UpdateBody, AnyPgTable, AnyColumn, ErrorEntry])[];

/** A reference refused by the database meanwhile (a concurrent delete): the same 404 as the check's. */
const referenceRace = (): ApiFailure => failure(VIDEO_ERRORS.referenceNotFound);

/**
 * Refuses any id of the body that names nothing (404 with the resource's
 * code) and a file of the wrong kind (400), before writing.
 */
const ensureReferences = async (db: Db, body: UpdateBody): Promise<void> => {
  for (const [field, typePrefix, wrongKind] of FILE_FIELDS) {
    const id = body[field];
    if (typeof id !== 'number') continue;
    const [file] = await db.select({ type: files.type }).from(files).where(eq(files.file_id, id));
    if (!file) throw failure(FILE_ERRORS.referenceNotFound);
    if (!file.type.startsWith(typePrefix)) throw failure(wrongKind);
  }
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

/** A video as /admin reads it, or the spec's 404. */
const foundVideo = async (db: Db, id: number): Promise<AdminVideo> => {
  const video = await adminVideo(db, id);
  if (!video) throw videoNotFound();
  return video;
};

/**
 * GET /videos/admin/all ('Videos', issue 15): one page of every video,
 * published or hidden, released or not, newest first, searched by name
 * (case and accents ignored), with the total over all pages.
 */
const videosAdmin: Handler<Routes['videosAdmin']> = async ({ db, query }) => {
  const where = foldedMatch(query.query, videos.name);
  const { rows, total } = await pageOf(db, { from: videos, where, query, rows: (window) => adminVideoRows(db, where, window) });
  return { videos: rows, total };
};

/** POST /videos: 201 with the video, published unless the body says otherwise. */
const videoCreate: Handler<Routes['videoCreate']> = async (ctx) => {
  const body: CreateBody = ctx.body;
  await ensureReferences(ctx.db, body);
  const id = await guardReferences(referenceRace, async () => {
    const row = written(await ctx.db.insert(videos).values({ name: body.name, ...columnsOf(body), created_at: new Date(ctx.now) }).returning());
    await replaceTags(ctx.db, row.video_id, body.tag_ids);
    return row.video_id;
  });
  return { video: await foundVideo(ctx.db, id) };
};

/**
 * PUT /videos/:id: changes what the body names (publishing or hiding it is
 * `published`); a video keeps a player URL or a file (400 otherwise).
 */
const videoUpdate: Handler<Routes['videoUpdate']> = async (ctx) => {
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
  return { video: await foundVideo(ctx.db, id) };
};

/**
 * DELETE /videos/:id: its tags, favourites, plays and ratings go with it
 * (their keys cascade). Its uploaded file and thumbnail stay in the files,
 * like any other record's (DELETE /files removes one nothing uses).
 */
const videoDelete: Handler<Routes['videoDelete']> = async (ctx) => {
  const video = await foundVideo(ctx.db, idParam(ctx));
  await ctx.db.delete(videos).where(eq(videos.video_id, video.video_id));
  return { video };
};

/** The admins' list and writes of the video library (the spec does not show them; a studio needs them). */
export const videoAdminHandlers = { videosAdmin, videoCreate, videoUpdate, videoDelete };
