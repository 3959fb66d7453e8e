import { describe, expect, it } from 'vitest';
import { createDemoPorts } from './demo-ports.js';
import { demoAccounts, demoCustomerIds } from './demo-fixtures.js';

const signedIn = async (email: string = demoAccounts.socia.email) => {
  const ports = createDemoPorts();
  await ports.identity.signIn(email, 'demo1234');
  return ports;
};

const DAY = 86_400_000;

describe('createFakeApi: online videos (spec 7 Videos), as the server answers', () => {
  it('lists 48 released videos, newest first, 32 a page, with the socia’s marks', async () => {
    const { api } = await signedIn();
    const first = await api.videos.list({ page: 1 });
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.total).toBe(48);
    expect(first.value.videos).toHaveLength(32);
    expect(first.value.videos[0]).toMatchObject({ video_id: 48, favorite: 1, completed: false });
    const second = await api.videos.list({ page: 2 });
    expect(second.ok && second.value.videos.map((v) => v.video_id)).toEqual(Array.from({ length: 16 }, (_, i) => 16 - i));
  });

  it('answers 412 to a customer without online access, and again once it expires', async () => {
    const nueva = await signedIn(demoAccounts.nueva.email);
    expect(await nueva.api.videos.list({ page: 1 })).toMatchObject({ ok: false, error: { status: 412, code: 'videos/membership-required' } });
    const socia = await signedIn();
    socia.clock.advance(26 * DAY);
    const late = await socia.api.videos.list({ page: 1 });
    expect(late).toMatchObject({ ok: false, error: { status: 412 } });
  });

  it('filters by coach, class type, tags, text (ignoring accents), duration, favourites and completed', async () => {
    const { api } = await signedIn();
    const ids = async (query: Parameters<typeof api.videos.list>[0]) => {
      const result = await api.videos.list(query);
      if (!result.ok) throw new Error(result.error.message);
      return result.value.videos.map((v) => v.video_id);
    };
    expect(await ids({ favorites: 'true' })).toEqual([48, 4, 1]);
    expect(await ids({ completed: 'true' })).toEqual([3, 2, 1]);
    expect(await ids({ instructor_id: 4 })).toEqual([24, 23, 22, 21, 20, 19, 18, 17]);
    expect(await ids({ class_type_id: 5 })).toHaveLength(8);
    expect(await ids({ query: 'RESPIRACION' })).toEqual([28, 7]);
    expect(await ids({ tags: '5' })).toEqual([46, 41, 36, 31, 26, 21, 16, 11, 6, 1]);
    expect((await ids({ duration: '0-15' })).length).toBeGreaterThan(0);
    const long = await api.videos.list({ duration: '45-' });
    expect(long.ok && long.value.videos.every((v) => v.duration >= 45 * 60)).toBe(true);
  });

  it("lists the seed's class categories and filters by one as the server does: equal ids only", async () => {
    const { api } = await signedIn();
    const categories = await api.videos.categories();
    if (!categories.ok) throw new Error(categories.error.message);
    expect(categories.value.map((c) => [c.class_category_id, c.name])).toEqual([
      [1, 'Cuerpo y mente'],
      [2, 'Cardio'],
      [3, 'Fuerza'],
      [4, 'Movilidad'],
    ]);
    const mente = await api.videos.list({ class_category_id: 1 });
    expect(mente.ok && mente.value.total).toBe(8);
    expect(mente.ok && mente.value.videos.every((v) => v.class_category_id === 1)).toBe(true);
    const cardio = await api.videos.list({ class_category_id: 2, class_type_id: 4, duration: '45-' });
    expect(cardio.ok && cardio.value.videos.every((v) => v.class_category_id === 2 && v.duration >= 45 * 60)).toBe(true);
    expect(await api.videos.list({ class_category_id: 99 })).toMatchObject({ ok: true, value: { videos: [], total: 0 } });
    // A video without a category is in none of them, as SQL's `=` never matches null.
    const first = api.state.videos.find((v) => v.video_id === 1);
    if (first) first.class_category_id = null;
    const after = await api.videos.list({ class_category_id: 1 });
    expect(after.ok && after.value.total).toBe(7);
  });

  it('toggles favourites and completion for the caller only', async () => {
    const { api } = await signedIn();
    expect(await api.videos.addFavorite(10)).toMatchObject({ ok: true, value: { video_id: 10, customer_id: demoCustomerIds.socia } });
    expect(await api.videos.addFavorite(10)).toMatchObject({ ok: true });
    expect(api.state.favorites.filter((f) => f.video_id === 10)).toHaveLength(1);
    expect(await api.videos.removeFavorite(10)).toEqual({ ok: true, value: undefined });
    expect(await api.videos.removeFavorite(10)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await api.videos.complete(9)).toMatchObject({ ok: true, value: { video_id: 9, completed: true } });
    expect(await api.videos.uncomplete(9)).toMatchObject({ ok: true, value: { completed: false } });
  });

  it("answers a missing or unreleased video with spec 8's 404", async () => {
    const { api } = await signedIn();
    expect(await api.videos.one(999)).toMatchObject({ ok: false, error: { status: 404, message: 'Lo sentimos, no hemos encontrado este video.' } });
    expect(await api.videos.one(49)).toMatchObject({ ok: false, error: { status: 404 } });
    const upcoming = await api.videos.upcoming();
    expect(upcoming.ok && upcoming.value.map((v) => v.video_id)).toEqual([49, 50]);
  });

  it('keeps one rating per customer and video', async () => {
    const { api } = await signedIn();
    expect(await api.videos.rate({ video_id: 1, class_stars: 3 })).toMatchObject({ ok: true, value: { video_rating_id: 1, class_stars: 3 } });
    expect(await api.videos.rate({ video_id: 1, class_stars: 6 })).toMatchObject({ ok: false, error: { status: 400 } });
    expect(api.state.videoRatings).toHaveLength(1);
    expect(await api.videos.requestRatingEmail(2)).toEqual({ ok: true, value: undefined });
    expect(api.state.ratingEmails).toEqual([2]);
  });
});
