import { asc, eq } from 'drizzle-orm';
import { messages, type Page, type Routes } from '@estudio/core';
import { pages } from '../db/schema/index.js';
import { failure } from '../http/errors.js';
import type { Handler } from './handler.js';

const pageView = (row: typeof pages.$inferSelect): Page => ({
  page_id: row.page_id, slug: row.slug, title: row.title, content: row.content, required: row.required,
});

const list: Handler<Routes['pagesList']> = async ({ db }) => ({
  pages: (await db.select().from(pages).orderBy(asc(pages.page_id))).map(pageView),
});

const bySlug: Handler<Routes['pageBySlug']> = async ({ db, params }) => {
  const [row] = await db.select().from(pages).where(eq(pages.slug, params.slug ?? ''));
  return row ? { page: pageView(row) } : failure(404, 'page/not-found', messages.common.notFound);
};

/** GET /pages and GET /pages/:slug. */
export const pageHandlers = { pagesList: list, pageBySlug: bySlug };
