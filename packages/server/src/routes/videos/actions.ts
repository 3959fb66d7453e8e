import { eq } from 'drizzle-orm';
import { fill, messages, videoPath, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { customers, videoPlaybacks, videoRatings } from '../../db/schema/index.js';
import { idParam, type Handler, type HandlerContext } from '../handler.js';
import { written } from '../catalogue/references.js';
import { requireViewer } from './access.js';
import { visibleVideo } from './read.js';

/** Marks the caller's play of a video complete (now) or not (null); the first mark records the play. */
const setCompleted = async (
  ctx: HandlerContext<Routes['videoComplete']> | HandlerContext<Routes['videoUncomplete']>,
  completed: boolean,
) => {
  const viewer = await requireViewer(ctx);
  const id = idParam(ctx);
  await visibleVideo(ctx.db, id, viewer, ctx.now);
  const completed_at = completed ? new Date(ctx.now) : null;
  await ctx.db
    .insert(videoPlaybacks)
    .values({ customer_id: viewer.customerId, video_id: id, completed_at, created_at: new Date(ctx.now) })
    .onConflictDoUpdate({ target: [videoPlaybacks.customer_id, videoPlaybacks.video_id], set: { completed_at } });
  return { video: await visibleVideo(ctx.db, id, viewer, ctx.now) };
};

/** PUT /videos/:id/complete (spec 4: videos can be marked complete). */
const videoComplete: Handler<Routes['videoComplete']> = (ctx) => setCompleted(ctx, true);

/** PUT /videos/:id/uncomplete. */
const videoUncomplete: Handler<Routes['videoUncomplete']> = (ctx) => setCompleted(ctx, false);

/** POST /videos/rating: the caller's rating of a video's class; rating again replaces it (one per customer and video). */
const videoRate: Handler<Routes['videoRate']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  const { video_id, class_stars, coach_stars = null, comment = null } = ctx.body;
  await visibleVideo(ctx.db, video_id, viewer, ctx.now);
  const values = { class_stars, coach_stars, comment: comment?.trim() || null, created_at: new Date(ctx.now) };
  const row = written(
    await ctx.db
      .insert(videoRatings)
      .values({ video_id, customer_id: viewer.customerId, ...values })
      .onConflictDoUpdate({ target: [videoRatings.customer_id, videoRatings.video_id], set: values })
      .returning(),
  );
  return { video_rating: { ...row, created_at: row.created_at.toISOString() } };
};

const customerOf = async (db: Db, customerId: number) => {
  const [row] = await db.select({ name: customers.name, email: customers.email }).from(customers).where(eq(customers.customer_id, customerId));
  return row;
};

/**
 * POST /videos/rating/email {video_id}: e-mails the caller a link to rate
 * the video (its page), through the mailer, so local mode keeps it in the
 * outbox. Written in the request's transaction: a refused request sends nothing.
 */
const videoRatingEmail: Handler<Routes['videoRatingEmail']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  const video = await visibleVideo(ctx.db, ctx.body.video_id, viewer, ctx.now);
  const customer = await customerOf(ctx.db, viewer.customerId);
  if (customer) {
    const m = messages.videos;
    await ctx.services.mailer.send(ctx.db, {
      to: customer.email,
      subject: fill(m.ratingEmailSubject, { name: video.name }),
      text: fill(m.ratingEmailBody, { customer: customer.name.trim() || customer.email, name: video.name, link: `${ctx.origin}${videoPath(video.video_id)}` }),
    });
  }
  return { ok: true, message: messages.videos.ratingEmailSent };
};

/** What a customer does with a video: completion and ratings. */
export const videoActionHandlers = { videoComplete, videoUncomplete, videoRate, videoRatingEmail };
