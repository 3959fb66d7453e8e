import { asc, eq, type SQL } from 'drizzle-orm';
import { CATALOGUE_ERRORS, type Instructor, type InstructorDetail, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classInstructors, files, instructors } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { fileRef } from '../customer-view.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';
import { idParam, type Handler } from '../handler.js';
import { definedFields, ensureFile, guardReferences, hasFields, missingFile, notFound, written } from './references.js';

type Row = { instructor: typeof instructors.$inferSelect; file: typeof files.$inferSelect | null };

const inUse = () => failure(CATALOGUE_ERRORS.instructorInUse);

const instructorView = ({ instructor, file }: Row): Instructor => ({
  instructor_id: instructor.instructor_id,
  name: instructor.name,
  last_name: instructor.last_name,
  nick_name: instructor.nick_name,
  quote: instructor.quote,
  file: file ? fileRef(file) : null,
  short_bio: instructor.short_bio,
  instagram: instructor.instagram,
  birthdate: instructor.birthdate,
  music_type: instructor.music_type,
});

const detailView = (row: Row): InstructorDetail => ({ ...instructorView(row), on_home: row.instructor.on_home, order: row.instructor.order });

/** Coaches in the landing page's order. */
const select = (db: Db, where?: SQL) =>
  db.select({ instructor: instructors, file: files })
    .from(instructors)
    .leftJoin(files, eq(files.file_id, instructors.file_id))
    .where(where)
    .orderBy(asc(instructors.order), asc(instructors.instructor_id));

const findRow = async (db: Db, id: number): Promise<Row> => {
  const [row] = await select(db, eq(instructors.instructor_id, id));
  if (!row) throw notFound(CATALOGUE_ERRORS.instructorNotFound);
  return row;
};

/**
 * GET /instructors. Without query, page or per_page: every coach in the
 * landing's order, as the public site has always read them. With any of
 * them (/admin, 'Coaches'): one page of the search by name, last name or
 * nick name (folded), in the same order, and the total over all pages.
 */
const list: Handler<Routes['instructorsList']> = async ({ db, query }) => {
  if (!asksForPage(query)) return { instructors: (await select(db)).map(detailView) };
  const where = foldedMatch(query.query, instructors.name, instructors.last_name, instructors.nick_name);
  const { rows, total } = await pageOf(db, {
    from: instructors, where, query,
    rows: ({ limit, offset }) => select(db, where).limit(limit).offset(offset),
  });
  return { instructors: rows.map(detailView), total };
};

const home: Handler<Routes['instructorsHome']> = async ({ db }) => ({
  instructors: (await select(db, eq(instructors.on_home, true))).map(instructorView),
});

const one: Handler<Routes['instructorOne']> = async (ctx) => ({ instructor: detailView(await findRow(ctx.db, idParam(ctx))) });

const create: Handler<Routes['instructorCreate']> = async ({ db, body }) => {
  await ensureFile(db, body.file_id);
  const { id } = written(await guardReferences(missingFile, () =>
    db.insert(instructors).values(body).returning({ id: instructors.instructor_id })));
  return { instructor: detailView(await findRow(db, id)) };
};

const update: Handler<Routes['instructorUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const fields = definedFields(ctx.body);
  await findRow(ctx.db, id);
  await ensureFile(ctx.db, fields.file_id);
  if (hasFields(fields)) {
    await guardReferences(missingFile, () => ctx.db.update(instructors).set(fields).where(eq(instructors.instructor_id, id)));
  }
  return { instructor: detailView(await findRow(ctx.db, id)) };
};

/** A coach who teaches classes stays (hide her from the landing with `on_home` instead). */
const remove: Handler<Routes['instructorDelete']> = async (ctx) => {
  const row = await findRow(ctx.db, idParam(ctx));
  const id = row.instructor.instructor_id;
  const [teaches] = await ctx.db.select({ id: classInstructors.single_class_id }).from(classInstructors)
    .where(eq(classInstructors.instructor_id, id)).limit(1);
  if (teaches) throw inUse();
  await guardReferences(inUse, () => ctx.db.delete(instructors).where(eq(instructors.instructor_id, id)));
  return { instructor: detailView(row) };
};

/** The coaches of spec 7, Catalogue (GET /instructors/home/all feeds the landing page). */
export const instructorHandlers = {
  instructorsList: list,
  instructorsHome: home,
  instructorOne: one,
  instructorCreate: create,
  instructorUpdate: update,
  instructorDelete: remove,
};
