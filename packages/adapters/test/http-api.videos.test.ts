import { describe, expect, it } from 'vitest';
import { messages, type ApiPort } from '@estudio/core';
import { createDemoPorts } from '@estudio/core/testing';
import { composeBrowser, DEMO_PASSWORD, useTestServer } from './support/browser.js';

const server = useTestServer();

/** A signed-in demo account's ApiPort. */
type SignIn = (email: string) => Promise<ApiPort>;

/**
 * The videos port's contract (spec 7 'Videos'), run against core's fake
 * and against the HTTP adapter over the real server: both seed the demo's
 * 48 videos and the socia's 3 favourites; the nueva has no online access.
 */
const videosContract = (name: string, signIn: SignIn) =>
  describe(`VideosApi contract: ${name}`, () => {
    it('lists 32 of the 48 videos, newest first, and her 3 favourites', async () => {
      const api = await signIn('socia@estudio.test');
      const first = await api.videos.list({ page: 1 });
      if (!first.ok) throw new Error(first.error.message);
      expect(first.value.total).toBe(48);
      expect(first.value.videos).toHaveLength(32);
      const dates = first.value.videos.map((v) => Date.parse(v.created_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const favourites = await api.videos.list({ favorites: 'true' });
      expect(favourites.ok && favourites.value.videos.every((v) => v.favorite === 1)).toBe(true);
      expect(favourites.ok && favourites.value.total).toBe(3);
      const mine = await api.videos.favorites();
      expect(mine.ok && mine.value.map((f) => f.video_id).sort((a, b) => a - b)).toEqual(
        favourites.ok ? favourites.value.videos.map((v) => v.video_id).sort((a, b) => a - b) : [],
      );
    });

    it('answers 412 without an online membership and 404 for a missing video', async () => {
      const nueva = await signIn('nueva@estudio.test');
      expect(await nueva.videos.list({ page: 1 })).toMatchObject({ ok: false, error: { status: 412, message: messages.videos.noMembership } });
      const socia = await signIn('socia@estudio.test');
      expect(await socia.videos.one(99_999)).toMatchObject({ ok: false, error: { status: 404, message: messages.videos.notFound } });
    });

    it('toggles a favourite and the completion of a video, and puts them back', async () => {
      const api = await signIn('socia@estudio.test');
      expect(await api.videos.addFavorite(10)).toMatchObject({ ok: true, value: { video_id: 10 } });
      expect(await api.videos.one(10)).toMatchObject({ ok: true, value: { favorite: 1 } });
      expect(await api.videos.removeFavorite(10)).toEqual({ ok: true, value: undefined });
      expect(await api.videos.removeFavorite(10)).toMatchObject({ ok: false, error: { status: 404 } });
      expect(await api.videos.complete(10)).toMatchObject({ ok: true, value: { video_id: 10, completed: true } });
      expect(await api.videos.uncomplete(10)).toMatchObject({ ok: true, value: { video_id: 10, completed: false } });
    });

    it('reads the filter card’s choices and the video types', async () => {
      const api = await signIn('socia@estudio.test');
      const tags = await api.videos.tags();
      expect(tags.ok && tags.value.length > 0 && tags.value.every((t) => t.type === 'video')).toBe(true);
      expect(await api.videos.coaches()).toMatchObject({ ok: true, value: expect.arrayContaining([expect.objectContaining({ instructor_id: expect.any(Number) })]) });
      const types = await api.videos.types();
      expect(types.ok && types.value.length).toBeGreaterThan(0);
      expect((await api.videos.upcoming()).ok).toBe(true);
    });

    it("lists the seed's class categories by id and filters by one: each video in its category, all 48 once", async () => {
      const api = await signIn('socia@estudio.test');
      const categories = await api.videos.categories();
      if (!categories.ok) throw new Error(categories.error.message);
      const ids = categories.value.map((c) => c.class_category_id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const totals: Record<string, number> = {};
      for (const category of categories.value) {
        const result = await api.videos.list({ class_category_id: category.class_category_id });
        if (!result.ok) throw new Error(result.error.message);
        expect(result.value.videos.every((v) => v.class_category_id === category.class_category_id)).toBe(true);
        totals[category.name] = result.value.total;
      }
      expect(totals).toEqual({ 'Cuerpo y mente': 8, Cardio: 16, Fuerza: 16, Movilidad: 8 });
      // Her favourites 1 and 4 are yoga classes ('Cuerpo y mente'); the third is a stretching class.
      const favourites = await api.videos.list({ class_category_id: ids[0], favorites: 'true' });
      expect(favourites.ok && favourites.value.videos.every((v) => v.class_category_id === ids[0] && v.favorite === 1)).toBe(true);
      expect(favourites.ok && favourites.value.total).toBe(2);
      expect(await api.videos.list({ class_category_id: 99_999 })).toMatchObject({ ok: true, value: { videos: [], total: 0 } });
    });
  });

videosContract('the fake', async (email) => {
  const ports = createDemoPorts();
  await ports.identity.signIn(email, DEMO_PASSWORD);
  return ports.api;
});

videosContract('HTTP against the server', async (email) => {
  const browser = composeBrowser(server());
  await browser.identity.signIn(email, DEMO_PASSWORD);
  return browser.api;
});
