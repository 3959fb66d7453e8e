import { and, asc, eq, ne } from 'drizzle-orm';
import { hasContent, PAGE_ERRORS, type Page, type PageUpdateBody, type Routes } from '@estudio/core';
import type { Db } from '../db/client.js';
import { pages } from '../db/schema/index.js';
import { failure, isUniqueViolation } from '../http/errors.js';
import { sanitizeOptionalHtml } from '../http/sanitize-html.js';
import { definedFields, hasFields, notFound, written } from './catalogue/references.js';
import { idParam, type Handler } from './handler.js';
import { asksForPage, foldedMatch, pageOf } from './shared/paged-search.js';

const view = {
  page_id: pages.page_id, slug: pages.slug, title: pages.title, content: pages.content, required: pages.required,
};

const slugTaken = () => failure(PAGE_ERRORS.slugTaken);

const findOne = async (db: Db, id: number): Promise<Page> => {
  const [row] = await db.select(view).from(pages).where(eq(pages.page_id, id));
  if (!row) throw notFound(PAGE_ERRORS.notFound);
  return row;
};

/** Refuses a slug another page has (409), before the unique index would. */
const ensureSlugFree = async (db: Db, slug: string | undefined, exceptId?: number): Promise<void> => {
  if (slug === undefined) return;
  const same = eq(pages.slug, slug);
  const [row] = await db.select({ id: pages.page_id }).from(pages)
    .where(exceptId === undefined ? same : and(same, ne(pages.page_id, exceptId)));
  if (row) throw slugTaken();
};

/** A concurrent request that took the slug meanwhile meets the unique index: the same 409. */
const uniqueSlug = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
};

/** Sanitised HTML, or null when nothing would show (only empty tags or spaces): spec 3's null content, kept out of the footer. */
const storedContent = (content: string | null): string | null => {
  const clean = sanitizeOptionalHtml(content);
  return clean !== null && hasContent({ content: clean }) ? clean : null;
};

/** The columns a body names, its HTML sanitised (spec: whatever an admin pastes, no script is kept). */
const columnsOf = <T extends { content?: string | null | undefined }>({ content, ...rest }: T) => ({
  ...rest,
  ...(content === undefined ? {} : { content: storedContent(content) }),
});

/**
 * GET /pages. Without query, page or per_page: every page by id, as the
 * footer has always read them. With any of them (/admin, 'Páginas'): one
 * page of the search by title or slug (folded), by id, and the total over
 * all pages.
 */
const list: Handler<Routes['pagesList']> = async ({ db, query }) => {
  if (!asksForPage(query)) return { pages: await db.select(view).from(pages).orderBy(asc(pages.page_id)) };
  const where = foldedMatch(query.query, pages.title, pages.slug);
  const { rows, total } = await pageOf(db, {
    from: pages, where, query,
    rows: ({ limit, offset }) => db.select(view).from(pages).where(where).orderBy(asc(pages.page_id)).limit(limit).offset(offset),
  });
  return { pages: rows, total };
};

const bySlug: Handler<Routes['pageBySlug']> = async ({ db, params }) => {
  const [row] = await db.select(view).from(pages).where(eq(pages.slug, params.slug ?? ''));
  return row ? { page: row } : failure(PAGE_ERRORS.notFound);
};

const create: Handler<Routes['pageCreate']> = async ({ db, body }) => {
  await ensureSlugFree(db, body.slug);
  return { page: written(await uniqueSlug(() => db.insert(pages).values(columnsOf(body)).returning(view))) };
};

/** Changes the fields `body` names of page `id` (404 unknown, 409 a slug another page has). */
const updatePage = async (db: Db, id: number, body: PageUpdateBody): Promise<{ page: Page }> => {
  const fields = columnsOf(definedFields(body));
  const current = await findOne(db, id);
  if (!hasFields(fields)) return { page: current };
  await ensureSlugFree(db, fields.slug, id);
  const [row] = await uniqueSlug(() => db.update(pages).set(fields).where(eq(pages.page_id, id)).returning(view));
  if (!row) throw notFound(PAGE_ERRORS.notFound);
  return { page: row };
};

const update: Handler<Routes['pageUpdate']> = (ctx) => updatePage(ctx.db, idParam(ctx), ctx.body);

/** PUT /pages: spec 7's update with the page fields, the page named by the body's `page_id`. */
const updateByBody: Handler<Routes['pageUpdateByBody']> = ({ db, body: { page_id, ...fields } }) => updatePage(db, page_id, fields);

/** Its acceptances go with it (their foreign key cascades): a page that is gone asks nothing of anyone. */
const remove: Handler<Routes['pageDelete']> = async (ctx) => {
  const page = await findOne(ctx.db, idParam(ctx));
  await ctx.db.delete(pages).where(eq(pages.page_id, page.page_id));
  return { page };
};

/** GET /pages, GET /pages/:slug, and the admin's POST and PUT /pages, PUT and DELETE /pages/:id. */
export const pageHandlers = {
  pagesList: list, pageBySlug: bySlug, pageCreate: create, pageUpdate: update, pageUpdateByBody: updateByBody, pageDelete: remove,
};
