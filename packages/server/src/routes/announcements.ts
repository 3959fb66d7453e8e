import { desc, eq } from 'drizzle-orm';
import { messages, type Announcement, type Routes } from '@estudio/core';
import { announcements } from '../db/schema/index.js';
import { failure } from '../http/errors.js';
import { idParam, type Handler } from './handler.js';

const announcementView = (row: typeof announcements.$inferSelect): Announcement => ({
  announcement_id: row.announcement_id,
  title: row.title,
  content: row.content,
  createdAt: row.created_at.toISOString(),
});

const list: Handler<Routes['announcementsList']> = async ({ db }) => ({
  announcements: (await db.select().from(announcements).orderBy(desc(announcements.created_at), desc(announcements.announcement_id)))
    .map(announcementView),
});

const one: Handler<Routes['announcementOne']> = async (ctx) => {
  const [row] = await ctx.db.select().from(announcements).where(eq(announcements.announcement_id, idParam(ctx)));
  return row ? { announcement: announcementView(row) } : failure(404, 'announcement/not-found', messages.common.notFound);
};

/** GET /announcements and GET /announcements/:id. */
export const announcementHandlers = { announcementsList: list, announcementOne: one };
