import { and, asc, eq, ne } from 'drizzle-orm';
import { CATALOGUE_ERRORS, type ClassCategory, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classCategories } from '../../db/schema/index.js';
import { failure, isUniqueViolation } from '../../http/errors.js';
import { folded } from '../shared/folded-search.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';
import { idParam, type Handler } from '../handler.js';
import { definedFields, hasFields, notFound, written } from './references.js';

const view = {
  class_category_id: classCategories.class_category_id,
  name: classCategories.name,
  handle: classCategories.handle,
  description: classCategories.description,
  available: classCategories.available,
};

const handleTaken = () => failure(CATALOGUE_ERRORS.classCategoryHandleTaken);

const findOne = async (db: Db, id: number): Promise<ClassCategory> => {
  const [row] = await db.select(view).from(classCategories).where(eq(classCategories.class_category_id, id));
  if (!row) throw notFound(CATALOGUE_ERRORS.classCategoryNotFound);
  return row;
};

/** Refuses a handle another category has (409), before the unique index would. */
const ensureHandleFree = async (db: Db, handle: string | undefined, exceptId?: number): Promise<void> => {
  if (handle === undefined) return;
  const same = eq(classCategories.handle, handle);
  const [row] = await db.select({ id: classCategories.class_category_id }).from(classCategories)
    .where(exceptId === undefined ? same : and(same, ne(classCategories.class_category_id, exceptId)));
  if (row) throw handleTaken();
};

/** A concurrent request that took the handle meanwhile meets the unique index: the same 409. */
const uniqueHandle = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? handleTaken() : error;
  }
};

/**
 * GET /class_categories. Without query, page or per_page: every category by
 * id, as the public site has always read them. With any of them (/admin,
 * 'Categorías'): one page of the search by name or handle (folded, then id)
 * and the total over all pages.
 */
const list: Handler<Routes['classCategoriesList']> = async ({ db, query }) => {
  if (!asksForPage(query)) {
    return { class_categories: await db.select(view).from(classCategories).orderBy(asc(classCategories.class_category_id)) };
  }
  const where = foldedMatch(query.query, classCategories.name, classCategories.handle);
  const { rows, total } = await pageOf(db, {
    from: classCategories, where, query,
    rows: ({ limit, offset }) =>
      db.select(view).from(classCategories).where(where)
        .orderBy(folded(classCategories.name), asc(classCategories.class_category_id)).limit(limit).offset(offset),
  });
  return { class_categories: rows, total };
};

const available: Handler<Routes['classCategoriesAvailable']> = async ({ db }) => ({
  class_categories: await db.select(view).from(classCategories)
    .where(eq(classCategories.available, true)).orderBy(asc(classCategories.class_category_id)),
});

const one: Handler<Routes['classCategoryOne']> = async (ctx) => ({ class_category: await findOne(ctx.db, idParam(ctx)) });

const create: Handler<Routes['classCategoryCreate']> = async ({ db, body }) => {
  await ensureHandleFree(db, body.handle);
  return { class_category: written(await uniqueHandle(() => db.insert(classCategories).values(body).returning(view))) };
};

const update: Handler<Routes['classCategoryUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const fields = definedFields(ctx.body);
  await findOne(ctx.db, id);
  if (!hasFields(fields)) return { class_category: await findOne(ctx.db, id) };
  await ensureHandleFree(ctx.db, fields.handle, id);
  const [row] = await uniqueHandle(() =>
    ctx.db.update(classCategories).set(fields).where(eq(classCategories.class_category_id, id)).returning(view));
  return row ? { class_category: row } : notFound(CATALOGUE_ERRORS.classCategoryNotFound);
};

/** Classes and videos of a deleted category keep existing without one (its foreign keys set null). */
const remove: Handler<Routes['classCategoryDelete']> = async (ctx) => {
  const category = await findOne(ctx.db, idParam(ctx));
  await ctx.db.delete(classCategories).where(eq(classCategories.class_category_id, category.class_category_id));
  return { class_category: category };
};

/** The class categories of spec 7, Catalogue. */
export const classCategoryHandlers = {
  classCategoriesList: list,
  classCategoriesAvailable: available,
  classCategoryOne: one,
  classCategoryCreate: create,
  classCategoryUpdate: update,
  classCategoryDelete: remove,
};
