import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { favorites, instructors, programs, tags, videos } from '../../src/db/schema/index.js';
import { adminToken } from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';
import { idsOf, newViewer } from './support/videos.js';

const DAY = 86_400_000;

const NOT_FOUND = { code: 'video/not-found', message: messages.videos.notFound };

/** The ids of every page of a video list as `token` reads it (the library has 48 demo videos, two pages). */
const allIds = async (h: Harness, token: string, path: string): Promise<number[]> => {
  const ids: number[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const answer = await h.request('GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}`, { token });
    expect(answer.status, answer.text).toBe(200);
    ids.push(...idsOf(answer.body));
    if (answer.body.videos.length < answer.body.page_size) break;
  }
  return ids;
};

onEachDatabase("online videos: 'published' (issue 15, publish or hide)", (h) => {
  let admin: string;
  let viewer: string;
  let tagId: number;
  let programId: number;
  let coachId: number;
  beforeAll(async () => {
    admin = await adminToken(h());
    viewer = (await newViewer(h())).token;
    tagId = (await h().db.select().from(tags).where(eq(tags.type, 'video')).limit(1))[0]?.tag_id ?? 0;
    programId = (await h().db.select().from(programs).limit(1))[0]?.program_id ?? 0;
    coachId = (await h().db.select().from(instructors).limit(1))[0]?.instructor_id ?? 0;
  });

  /** A video the admin creates through the API, tagged, in a program, with a coach. */
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const answer = await h().request('POST', '/api/videos', {
      token: admin,
      body: { name, url: 'https://vimeo.com/76979871', duration: 900, tag_ids: [tagId], program_id: programId, instructor_id: coachId, ...extra },
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.video as { video_id: number; published: boolean };
  };
  const setPublished = async (id: number, published: boolean) => {
    const answer = await h().request('PUT', `/api/videos/${id}`, { token: admin, body: { published } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.video.published).toBe(published);
  };

  it('is published unless told: a new video is, one created hidden is not, and the column says so', async () => {
    const shown = await create('Pilates visible');
    expect(shown.published).toBe(true);
    const hidden = await create('Pilates oculto', { published: false });
    expect(hidden.published).toBe(false);
    const [row] = await h().db.select().from(videos).where(eq(videos.video_id, hidden.video_id));
    expect(row?.published).toBe(false);
    expect(await allIds(h(), viewer, '/api/videos')).toContain(shown.video_id);
    expect(await allIds(h(), viewer, '/api/videos')).not.toContain(hidden.video_id);
  });

  it('hides a video from a customer everywhere: the library and each filter, tags, programs, its page, favourites and every action', async () => {
    const video = await create('Barre escondida');
    const id = video.video_id;
    expect((await h().request('POST', '/api/favorites', { token: viewer, body: { video_id: id } })).status).toBe(201);
    expect((await h().request('PUT', `/api/videos/${id}/complete`, { token: viewer })).status).toBe(200);
    await setPublished(id, false);

    for (const path of [
      '/api/videos', '/api/videos?query=barre%20escondida', `/api/videos?tag_id=${tagId}`, `/api/videos?tags=${tagId}`,
      `/api/videos?program_id=${programId}`, `/api/videos?instructor_id=${coachId}`, '/api/videos?favorites=true', '/api/videos?completed=true',
      `/api/videos/tag/${tagId}`, `/api/videos/program/${programId}`,
    ]) {
      expect(await allIds(h(), viewer, path), path).not.toContain(id);
    }
    const page = await h().request('GET', `/api/videos/${id}`, { token: viewer });
    expect(page.status).toBe(404);
    expect(page.body).toEqual(NOT_FOUND);
    const mine = await h().request('GET', '/api/favorites', { token: viewer });
    expect(mine.body.favorites.map((f: { video_id: number }) => f.video_id)).not.toContain(id);
    for (const [method, path, body] of [
      ['POST', '/api/favorites', { video_id: id }],
      ['PUT', `/api/videos/${id}/complete`, undefined],
      ['PUT', `/api/videos/${id}/uncomplete`, undefined],
      ['POST', '/api/videos/rating', { video_id: id, class_stars: 5 }],
      ['POST', '/api/videos/rating/email', { video_id: id }],
    ] as const) {
      const answer = await h().request(method, path, { token: viewer, ...(body ? { body } : {}) });
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toEqual(NOT_FOUND);
    }

    // The admin still sees and opens it.
    const own = await h().request('GET', `/api/videos/${id}`, { token: admin });
    expect(own.status).toBe(200);
    const listed = await h().request('GET', '/api/videos/admin/all?query=barre%20escondida', { token: admin });
    expect(listed.body.videos.map((v: { video_id: number; published: boolean }) => [v.video_id, v.published])).toEqual([[id, false]]);

    // Published again, it is back, with her favourite and her completion kept.
    await setPublished(id, true);
    const again = await h().request('GET', `/api/videos/${id}`, { token: viewer });
    expect(again.status).toBe(200);
    expect(again.body.video).toMatchObject({ favorite: 1, completed: true });
    expect((await h().request('GET', '/api/favorites', { token: viewer })).body.favorites.map((f: { video_id: number }) => f.video_id)).toContain(id);
    expect(await allIds(h(), viewer, '/api/videos?favorites=true')).toContain(id);
  });

  it("keeps a hidden video out of the admin's own favourites too, as her library's favourites filter does", async () => {
    const video = await create('Favorita del equipo');
    expect((await h().request('POST', '/api/favorites', { token: admin, body: { video_id: video.video_id } })).status).toBe(201);
    const lists = async () => ({
      favorites: (await h().request('GET', '/api/favorites', { token: admin })).body.favorites.map((f: { video_id: number }) => f.video_id) as number[],
      library: await allIds(h(), admin, '/api/videos?favorites=true'),
    });
    expect(await lists()).toEqual({ favorites: expect.arrayContaining([video.video_id]), library: expect.arrayContaining([video.video_id]) });
    await setPublished(video.video_id, false);
    const hidden = await lists();
    expect(hidden.favorites).not.toContain(video.video_id);
    expect(hidden.library).not.toContain(video.video_id);
    await setPublished(video.video_id, true);
    expect((await lists()).favorites).toContain(video.video_id);
  });

  it('keeps an announced hidden video out of upcoming until it is published', async () => {
    const soon = new Date(h().clock.now() + 3 * DAY).toISOString();
    const video = await create('Estreno sorpresa', { available_at: soon, published: false });
    const upcoming = async () => idsOf((await h().request('GET', '/api/videos/upcoming', { token: viewer })).body);
    expect(await upcoming()).not.toContain(video.video_id);
    await setPublished(video.video_id, true);
    expect(await upcoming()).toContain(video.video_id);
  });

  it('lets a customer tidy a hidden favourite away, and keeps the rows of a hidden video', async () => {
    const video = await create('Yoga que se oculta');
    await h().request('POST', '/api/favorites', { token: viewer, body: { video_id: video.video_id } });
    await setPublished(video.video_id, false);
    const removed = await h().request('DELETE', `/api/favorites/${video.video_id}`, { token: viewer });
    expect(removed.status, removed.text).toBe(200);
    expect(await h().db.select().from(favorites).where(eq(favorites.video_id, video.video_id))).toEqual([]);
    expect(await h().db.select().from(videos).where(eq(videos.video_id, video.video_id))).toHaveLength(1);
  });

  it("refuses a 'published' that is no yes or no (400, in Spanish), changing nothing", async () => {
    const video = await create('Clase con estado');
    const bad = await h().request('PUT', `/api/videos/${video.video_id}`, { token: admin, body: { published: 'sí' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation/invalid-body');
    expect(bad.body.message).toContain('published');
    expect(bad.body.message).not.toMatch(/expected|invalid input/i);
    const [row] = await h().db.select().from(videos).where(eq(videos.video_id, video.video_id));
    expect(row?.published).toBe(true);
  });
});
