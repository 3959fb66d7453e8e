import { and, desc, eq } from 'drizzle-orm';
import { VIDEO_ERRORS, type Favorite, type Routes } from '@estudio/core';
import { favorites, videos } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { written } from '../catalogue/references.js';
import { callerCustomer } from '../shared/caller-customer.js';
import { requireViewer } from './access.js';
import { published } from './filters.js';
import { visibleVideo } from './read.js';

type FavoriteRow = typeof favorites.$inferSelect;

const view = (row: FavoriteRow): Favorite => ({ ...row, created_at: row.created_at.toISOString() });

/**
 * GET /favorites: the caller's favourites, newest first, whatever her
 * membership (she may tidy her list). A hidden video's are not listed, to
 * anyone, the admin included: this is the customer's own list, and it
 * agrees with GET /videos?favorites=true, the library she sees (the
 * admin's view of every video is /videos/admin/all). They come back if the
 * video is published again.
 */
const favoritesMine: Handler<Routes['favoritesMine']> = async (ctx) => {
  const customer = await callerCustomer(ctx);
  const rows = await ctx.db
    .select({ favorite: favorites })
    .from(favorites)
    .innerJoin(videos, eq(videos.video_id, favorites.video_id))
    .where(and(eq(favorites.customer_id, customer.customer_id), published()))
    .orderBy(desc(favorites.created_at), desc(favorites.favorite_id));
  return { favorites: rows.map((row) => view(row.favorite)) };
};

/** POST /favorites {video_id}: '¡Favorito agregado!'; a video already kept stays one row (the unique key decides, not a read). */
const favoriteAdd: Handler<Routes['favoriteAdd']> = async (ctx) => {
  const viewer = await requireViewer(ctx);
  const { video_id } = ctx.body;
  await visibleVideo(ctx.db, video_id, viewer, ctx.now);
  const [inserted] = await ctx.db
    .insert(favorites)
    .values({ customer_id: viewer.customerId, video_id, created_at: new Date(ctx.now) })
    .onConflictDoNothing({ target: [favorites.customer_id, favorites.video_id] })
    .returning();
  const row =
    inserted ??
    written(await ctx.db.select().from(favorites).where(and(eq(favorites.customer_id, viewer.customerId), eq(favorites.video_id, video_id))));
  return { favorite: view(row) };
};

/**
 * DELETE /favorites/:id, where the id is the video's (spec 4: a card toggles
 * its `favorite` and knows the video, not the favourite row): '¡Favorito
 * eliminado!'; 404 when that video is not one of her favourites.
 */
const favoriteRemove: Handler<Routes['favoriteRemove']> = async (ctx) => {
  const customer = await callerCustomer(ctx);
  const [row] = await ctx.db
    .delete(favorites)
    .where(and(eq(favorites.customer_id, customer.customer_id), eq(favorites.video_id, idParam(ctx))))
    .returning();
  if (!row) throw failure(VIDEO_ERRORS.favoriteNotFound);
  return { favorite: view(row) };
};

/** The caller's favourite videos (spec 7 /favorites). */
export const favoriteHandlers = { favoritesMine, favoriteAdd, favoriteRemove };
