import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { fill, messages } from '@estudio/core';
import { files, tags, videos, videoTags } from '../../src/db/schema/index.js';
import { adminToken, staffToken } from './support/booking.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';
import { insertVideo, newestFirst, videoFacts } from './support/videos.js';

const DAY = 86_400_000;

/** GET /videos/admin/all?{query} as `token`. */
const adminList = (h: Harness, token: string, query = '') => h.request('GET', `/api/videos/admin/all${query ? `?${query}` : ''}`, { token });

const idsOf = (body: { videos: { video_id: number }[] }) => body.videos.map((video) => video.video_id);

onEachDatabase("'Videos' of /admin: every video, paged and searched on the server (issue 15)", (h) => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken(h());
  });

  it('pages every demo video newest first, 25 unless told, with the total and each one published', async () => {
    const facts = await videoFacts(h());
    const first = await adminList(h(), admin);
    expect(first.status, first.text).toBe(200);
    expect(first.body.total).toBe(facts.length);
    expect(idsOf(first.body)).toEqual(newestFirst(facts).slice(0, 25));
    const video = first.body.videos[0];
    expect(video).toMatchObject({ published: true, favorite: 0, playbacks: [] });
    expect(video).toHaveProperty('thumbnail_file_id');
    const second = await adminList(h(), admin, 'page=2&per_page=10');
    expect(idsOf(second.body)).toEqual(newestFirst(facts).slice(10, 20));
    expect(second.body.total).toBe(facts.length);
  });

  it('lists hidden and not yet released videos too, which customers do not see', async () => {
    const hidden = await insertVideo(h(), { name: 'Clase interna del equipo', published: false, created_at: new Date(h().clock.now() + 1000) });
    const later = await insertVideo(h(), { name: 'Estreno de diciembre', available_at: new Date(h().clock.now() + 10 * DAY), created_at: new Date(h().clock.now() + 2000) });
    const page = await adminList(h(), admin, 'per_page=2');
    expect(page.body.videos.map((v: { video_id: number; published: boolean; available_at: string | null }) => [v.video_id, v.published, v.available_at !== null]))
      .toEqual([[later.video_id, true, true], [hidden.video_id, false, false]]);
    const socia = (await h().signIn(DEMO.socia)).token;
    expect((await h().request('GET', `/api/videos/${hidden.video_id}`, { token: socia })).status).toBe(404);
  });

  it('searches the name ignoring case and accents, % and _ taken literally', async () => {
    const yoga = await insertVideo(h(), { name: 'Yóga Restaurativo Índigo' });
    const found = await adminList(h(), admin, `query=${encodeURIComponent('yoga restaurativo indigo')}`);
    expect(found.body).toMatchObject({ total: 1 });
    expect(idsOf(found.body)).toEqual([yoga.video_id]);
    expect((await adminList(h(), admin, `query=${encodeURIComponent('ÍNDIGO')}`)).body.total).toBe(1);
    expect((await adminList(h(), admin, `query=${encodeURIComponent('%')}`)).body).toMatchObject({ total: 0, videos: [] });
    expect((await adminList(h(), admin, 'query=zzzz')).body).toMatchObject({ total: 0, videos: [] });
  });

  it('answers each video with its tags, coach, class type and thumbnail file', async () => {
    const [thumb] = await h().db.insert(files).values({ name: 'portada.png', type: 'image/png', src: 'http://localhost/media/portada.png' }).returning();
    const [tag] = await h().db.select().from(tags).where(eq(tags.type, 'video')).limit(1);
    const created = await h().request('POST', '/api/videos', {
      token: admin,
      body: { name: 'Fuerza con portada', url: 'https://vimeo.com/76979871', thumbnail_file_id: thumb?.file_id, tag_ids: [tag?.tag_id], duration: 2725 },
    });
    expect(created.status, created.text).toBe(201);
    const listed = (await adminList(h(), admin, 'query=fuerza%20con%20portada')).body.videos[0];
    expect(listed).toMatchObject({
      name: 'Fuerza con portada', duration: 2725, published: true, thumbnail_file_id: thumb?.file_id, thumbnail: thumb?.src,
      tags: [{ tag_id: tag?.tag_id, name: tag?.name }],
    });
    expect(listed).toEqual(created.body.video);
  });

  it('is for the admin only: the front desk and customers 403, anonymous 401, and GET /videos keeps its own shape', async () => {
    expect((await adminList(h(), await staffToken(h()))).status).toBe(403);
    const socia = (await h().signIn(DEMO.socia)).token;
    expect((await adminList(h(), socia)).status).toBe(403);
    expect((await h().request('GET', '/api/videos/admin/all')).status).toBe(401);
    const library = await h().request('GET', '/api/videos', { token: socia });
    expect(library.status).toBe(200);
    expect(library.body).toMatchObject({ page: 1, page_size: 32 });
    expect(library.body.videos[0]).not.toHaveProperty('published');
  });

  it('refuses a bad page or size (400, in Spanish)', async () => {
    for (const query of ['page=0', 'per_page=0', 'per_page=101', 'page=uno']) {
      const answer = await adminList(h(), admin, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('validation/invalid-query');
      const field = query.slice(0, query.indexOf('='));
      expect(answer.body.message.startsWith(`${fill(messages.common.invalidField, { label: field })}. `), `${query}: ${answer.body.message}`).toBe(true);
    }
  });

  it('writes a video all or nothing: a bad body is 400 next to its field, an unknown reference 404, and neither leaves a row or a tag', async () => {
    const count = async () => ({ videos: (await h().db.select().from(videos)).length, tags: (await h().db.select().from(videoTags)).length });
    const before = await count();
    const noName = await h().request('POST', '/api/videos', { token: admin, body: { name: '  ', url: 'https://vimeo.com/1' } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain(messages.forms.fillField);
    const badUrl = await h().request('POST', '/api/videos', { token: admin, body: { name: 'x', url: 'ftp://archivo' } });
    expect(badUrl.body.message).toContain(messages.videos.urlFormat);
    const noSource = await h().request('POST', '/api/videos', { token: admin, body: { name: 'x' } });
    expect(noSource.body.message).toContain(messages.videos.sourceRequired);
    const [tag] = await h().db.select().from(tags).limit(1);
    const missingType = await h().request('POST', '/api/videos', {
      token: admin, body: { name: 'x', url: 'https://vimeo.com/1', tag_ids: [tag?.tag_id], video_type_id: 99999 },
    });
    expect(missingType.status).toBe(404);
    expect(missingType.body.code).toBe('video-type/not-found');
    expect(await count()).toEqual(before);

    const video = await insertVideo(h(), { name: 'Sin cambios' });
    const refused = await h().request('PUT', `/api/videos/${video.video_id}`, { token: admin, body: { name: 'Cambiado', published: false, tag_ids: [99999] } });
    expect(refused.status).toBe(404);
    const [row] = await h().db.select().from(videos).where(eq(videos.video_id, video.video_id));
    expect(row).toMatchObject({ name: 'Sin cambios', published: true });
  });
});
