import { asc, eq } from 'drizzle-orm';
import type { Routes, Tag } from '@estudio/core';
import { CATALOGUE_ERRORS } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/index.js';
import { idParam, type Handler } from '../handler.js';
import { definedFields, hasFields, notFound, written } from './references.js';

const view = { tag_id: tags.tag_id, name: tags.name, color: tags.color, type: tags.type };

const findOne = async (db: Db, id: number): Promise<Tag> => {
  const [row] = await db.select(view).from(tags).where(eq(tags.tag_id, id));
  if (!row) throw notFound(CATALOGUE_ERRORS.tagNotFound);
  return row;
};

const list: Handler<Routes['tagsList']> = async ({ db, query }) => ({
  tags: await db.select(view).from(tags)
    .where(query.type === undefined ? undefined : eq(tags.type, query.type))
    .orderBy(asc(tags.tag_id)),
});

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
