import { and, asc, eq } from 'drizzle-orm';
import type { Routes, Tag } from '@estudio/core';
import { CATALOGUE_ERRORS } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/index.js';
import { folded } from '../shared/folded-search.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';
import { idParam, type Handler } from '../handler.js';
import { definedFields, hasFields, notFound, written } from './references.js';

const view = { tag_id: tags.tag_id, name: tags.name, color: tags.color, type: tags.type };

const findOne = async (db: Db, id: number): Promise<Tag> => {
  const [row] = await db.select(view).from(tags).where(eq(tags.tag_id, id));
  if (!row) throw notFound(CATALOGUE_ERRORS.tagNotFound);
  return row;
};

/**
 * GET /tags. Without query, page or per_page: the tags (of one type if
 * told) by id, as the public site has always read them. With any of them
 * (/admin, 'Etiquetas'): one page of the search by name (folded, then id)
 * and the total over all pages.
 */
const list: Handler<Routes['tagsList']> = async ({ db, query }) => {
  const ofType = query.type === undefined ? undefined : eq(tags.type, query.type);
  if (!asksForPage(query)) return { tags: await db.select(view).from(tags).where(ofType).orderBy(asc(tags.tag_id)) };
  const where = and(ofType, foldedMatch(query.query, tags.name));
  const { rows, total } = await pageOf(db, {
    from: tags, where, query,
    rows: ({ limit, offset }) =>
      db.select(view).from(tags).where(where).orderBy(folded(tags.name), asc(tags.tag_id)).limit(limit).offset(offset),
  });
  return { tags: rows, total };
};

const one: Handler<Routes['tagOne']> = async (ctx) => ({ tag: await findOne(ctx.db, idParam(ctx)) });

const create: Handler<Routes['tagCreate']> = async ({ db, body }) => ({
  tag: written(await db.insert(tags).values(body).returning(view)),
});

const update: Handler<Routes['tagUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const fields = definedFields(ctx.body);
  if (!hasFields(fields)) return { tag: await findOne(ctx.db, id) };
  const [row] = await ctx.db.update(tags).set(fields).where(eq(tags.tag_id, id)).returning(view);
  return row ? { tag: row } : notFound(CATALOGUE_ERRORS.tagNotFound);
};

/** Classes and videos lose a deleted tag (their links cascade); nothing else names it. */
const remove: Handler<Routes['tagDelete']> = async (ctx) => {
  const tag = await findOne(ctx.db, idParam(ctx));
  await ctx.db.delete(tags).where(eq(tags.tag_id, tag.tag_id));
  return { tag };
};

/** The tags of spec 7, Catalogue. */
export const tagHandlers = { tagsList: list, tagOne: one, tagCreate: create, tagUpdate: update, tagDelete: remove };
