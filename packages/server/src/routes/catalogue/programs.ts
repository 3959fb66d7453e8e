import { asc, eq, type SQL } from 'drizzle-orm';
import type { Program, Routes } from '@estudio/core';
import { CATALOGUE_ERRORS } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { files, programs } from '../../db/schema/index.js';
import { fileRef } from '../customer-view.js';
import { folded } from '../shared/folded-search.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';
import { idParam, type Handler } from '../handler.js';
import { definedFields, ensureFile, guardReferences, hasFields, missingFile, notFound, written } from './references.js';

type Row = { program: typeof programs.$inferSelect; file: typeof files.$inferSelect | null };

const view = ({ program, file }: Row): Program => ({
  program_id: program.program_id,
  name: program.name,
  description: program.description,
  file: file ? fileRef(file) : null,
  available: program.available,
});

const select = (db: Db, where?: SQL) =>
  db.select({ program: programs, file: files })
    .from(programs)
    .leftJoin(files, eq(files.file_id, programs.file_id))
    .where(where)
    .orderBy(asc(programs.program_id));

const findOne = async (db: Db, id: number): Promise<Program> => {
  const [row] = await select(db, eq(programs.program_id, id));
  if (!row) throw notFound(CATALOGUE_ERRORS.programNotFound);
  return view(row);
};

/**
 * GET /programs. Without query, page or per_page: every program by id, as
 * the public site has always read them. With any of them (/admin,
 * 'Programas'): one page of the search by name (folded, then id) and the
 * total over all pages.
 */
const list: Handler<Routes['programsList']> = async ({ db, query }) => {
  if (!asksForPage(query)) return { programs: (await select(db)).map(view) };
  const where = foldedMatch(query.query, programs.name);
  const { rows, total } = await pageOf(db, {
    from: programs, where, query,
    rows: ({ limit, offset }) =>
      db.select({ program: programs, file: files })
        .from(programs)
        .leftJoin(files, eq(files.file_id, programs.file_id))
        .where(where)
        .orderBy(folded(programs.name), asc(programs.program_id))
        .limit(limit).offset(offset),
  });
  return { programs: rows.map(view), total };
};

const one: Handler<Routes['programOne']> = async (ctx) => ({ program: await findOne(ctx.db, idParam(ctx)) });

const create: Handler<Routes['programCreate']> = async ({ db, body }) => {
  await ensureFile(db, body.file_id);
  const { id } = written(await guardReferences(missingFile, () =>
    db.insert(programs).values(body).returning({ id: programs.program_id })));
  return { program: await findOne(db, id) };
};

const update: Handler<Routes['programUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const fields = definedFields(ctx.body);
  await findOne(ctx.db, id);
  await ensureFile(ctx.db, fields.file_id);
  if (hasFields(fields)) {
    await guardReferences(missingFile, () => ctx.db.update(programs).set(fields).where(eq(programs.program_id, id)));
  }
  return { program: await findOne(ctx.db, id) };
};

/** Classes and videos of a deleted program keep existing outside it (their foreign keys set null). */
const remove: Handler<Routes['programDelete']> = async (ctx) => {
  const program = await findOne(ctx.db, idParam(ctx));
  await ctx.db.delete(programs).where(eq(programs.program_id, program.program_id));
  return { program };
};

/** The programs of spec 7, Catalogue. */
export const programHandlers = {
  programsList: list,
  programOne: one,
  programCreate: create,
  programUpdate: update,
  programDelete: remove,
};
