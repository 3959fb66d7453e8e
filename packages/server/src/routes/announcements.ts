import { desc, eq } from 'drizzle-orm';
import { CATALOGUE_ERRORS, messages, type Announcement, type Routes } from '@estudio/core';
import type { Db } from '../db/client.js';
import { announcements } from '../db/schema/index.js';
import { failure } from '../http/errors.js';
import { sanitizeHtml } from '../http/sanitize-html.js';
import { definedFields, hasFields, written } from './catalogue/references.js';
import { idParam, type Handler } from './handler.js';
import { asksForPage, foldedMatch, pageOf } from './shared/paged-search.js';

const announcementView = (row: typeof announcements.$inferSelect): Announcement => ({
  announcement_id: row.announcement_id,
  title: row.title,
  content: row.content,
  createdAt: row.created_at.toISOString(),
});

const notFound = () => failure(CATALOGUE_ERRORS.announcementNotFound);

const findOne = async (db: Db, id: number): Promise<Announcement> => {
  const [row] = await db.select().from(announcements).where(eq(announcements.announcement_id, id));
  if (!row) throw notFound();
  return announcementView(row);
};

/** The columns a body names, its HTML sanitised (spec: whatever an admin pastes, no script is kept). */
const columnsOf = <T extends { content?: string | undefined }>({ content, ...rest }: T) => ({
  ...rest,
  ...(content === undefined ? {} : { content: sanitizeHtml(content) }),
});

/** Newest first. */
const newest = [desc(announcements.created_at), desc(announcements.announcement_id)] as const;

/**
 * GET /announcements. Without query, page or per_page: every announcement,
 * newest first, as /avisos has always read them. With any of them (/admin,
 * 'Avisos'): one page of the search by title (folded), newest first, and
 * the total over all pages.
 */
const list: Handler<Routes['announcementsList']> = async ({ db, query }) => {
  if (!asksForPage(query)) return { announcements: (await db.select().from(announcements).orderBy(...newest)).map(announcementView) };
  const where = foldedMatch(query.query, announcements.title);
  const { rows, total } = await pageOf(db, {
    from: announcements, where, query,
    rows: ({ limit, offset }) => db.select().from(announcements).where(where).orderBy(...newest).limit(limit).offset(offset),
  });
  return { announcements: rows.map(announcementView), total };
};

const one: Handler<Routes['announcementOne']> = async (ctx) => ({ announcement: await findOne(ctx.db, idParam(ctx)) });

const create: Handler<Routes['announcementCreate']> = async ({ db, body, now }) => {
  const row = written(await db.insert(announcements)
    .values({ title: body.title, content: sanitizeHtml(body.content), created_at: new Date(now) }).returning());
  return { announcement: announcementView(row), message: messages.admin.announcementSaved };
};

const update: Handler<Routes['announcementUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const fields = columnsOf(definedFields(ctx.body));
  const current = await findOne(ctx.db, id);
  if (!hasFields(fields)) return { announcement: current, message: messages.admin.announcementSaved };
  const [row] = await ctx.db.update(announcements).set(fields).where(eq(announcements.announcement_id, id)).returning();
  if (!row) return notFound();
  return { announcement: announcementView(row), message: messages.admin.announcementSaved };
};

const remove: Handler<Routes['announcementDelete']> = async (ctx) => {
  const announcement = await findOne(ctx.db, idParam(ctx));
  await ctx.db.delete(announcements).where(eq(announcements.announcement_id, announcement.announcement_id));
  return { announcement, message: messages.admin.announcementDeleted };
};

/** GET /announcements and GET /announcements/:id, and the admin's POST, PUT and DELETE (spec 7, Content). */
export const announcementHandlers = {
  announcementsList: list,
  announcementOne: one,
  announcementCreate: create,
  announcementUpdate: update,
  announcementDelete: remove,
};
