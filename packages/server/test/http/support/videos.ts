import { asc, eq } from 'drizzle-orm';
import { onlineAccesses, videos, videoTags } from '../../../src/db/schema/index.js';
import { makeCustomers, tokenOf, type TestCustomer } from './booking.js';
import type { Harness } from './harness.js';

const DAY = 86_400_000;

/** A customer of a test's own with online access until `days` from the harness's now (negative: expired). */
export const newViewer = async (h: Harness, days = 30): Promise<{ customer: TestCustomer; token: string }> => {
  const [customer] = (await makeCustomers(h.db, 1)) as [TestCustomer];
  if (days !== 0) {
    await h.db.insert(onlineAccesses).values({ customer_id: customer.customerId, expiration_date: new Date(h.clock.now() + days * DAY) });
  }
  return { customer, token: await tokenOf(h, customer) };
};

/** Every video row with its tag ids, by id: what a filter's expected answer is computed from. */
export const videoFacts = async (h: Harness) => {
  const rows = await h.db.select().from(videos).orderBy(asc(videos.video_id));
  const tagRows = await h.db.select().from(videoTags);
  return rows.map((row) => ({ ...row, tagIds: tagRows.filter((t) => t.video_id === row.video_id).map((t) => t.tag_id) }));
};

/** Newest first, as the library lists (created_at, then id). */
export const newestFirst = <T extends { created_at: Date; video_id: number }>(rows: readonly T[]): number[] =>
  [...rows].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.video_id - a.video_id).map((row) => row.video_id);

/** The ids a page of GET /videos answered. */
export const idsOf = (body: { videos: { video_id: number }[] }): number[] => body.videos.map((video) => video.video_id);

/** A video straight in the database (a test's own), released or not. */
export const insertVideo = async (h: Harness, fields: Partial<typeof videos.$inferInsert> = {}) => {
  const [row] = await h.db
    .insert(videos)
    .values({ name: 'Clase de prueba', url: 'https://player.vimeo.com/video/1234567', duration: 600, created_at: new Date(h.clock.now()), ...fields })
    .returning();
  if (!row) throw new Error('no video');
  return row;
};

/** Removes a test's own video. */
export const deleteVideo = (h: Harness, id: number) => h.db.delete(videos).where(eq(videos.video_id, id));
