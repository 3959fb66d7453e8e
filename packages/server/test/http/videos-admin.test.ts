import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { files, instructors, tags, videos, videoTags } from '../../src/db/schema/index.js';
import { adminToken } from './support/booking.js';
import { DEMO, onEachDatabase } from './support/harness.js';

const BODY = {
  name: 'Yoga al amanecer',
  description: '<p>Respira <strong>profundo</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  url: 'https://vimeo.com/76979871',
  duration: 1800,
};

onEachDatabase('online videos: admin writes', (h) => {
  let admin: string;
  let socia: string;
  let tagIds: number[];
  let coachId: number;
  beforeAll(async () => {
    admin = await adminToken(h());
    socia = (await h().signIn(DEMO.socia)).token;
    tagIds = (await h().db.select().from(tags).where(eq(tags.type, 'video')).limit(2)).map((t) => t.tag_id);
    coachId = (await h().db.select().from(instructors).limit(1))[0]?.instructor_id ?? 0;
  });

  it('creates a video with its tags and a sanitised description, then customers see it', async () => {
    const created = await h().request('POST', '/api/videos', { token: admin, body: { ...BODY, instructor_id: coachId, tag_ids: tagIds } });
    expect(created.status, created.text).toBe(201);
    const video = created.body.video;
    expect(video).toMatchObject({ name: BODY.name, url: BODY.url, duration: 1800, instructor: { instructor_id: coachId } });
    expect(video.description).toContain('<strong>profundo</strong>');
    expect(video.description).not.toMatch(/script|onerror|alert/);
    expect(video.tags.map((t: { tag_id: number }) => t.tag_id).sort()).toEqual([...tagIds].sort());
    const seen = await h().request('GET', `/api/videos/${video.video_id}`, { token: socia });
    expect(seen.status).toBe(200);
    expect((await h().request('GET', '/api/videos', { token: socia })).body.videos[0].video_id).toBe(video.video_id);
  });

  it('updates only the fields named, replaces the tags, and keeps a source', async () => {
    const created = (await h().request('POST', '/api/videos', { token: admin, body: { ...BODY, tag_ids: tagIds } })).body.video;
    const updated = await h().request('PUT', `/api/videos/${created.video_id}`, { token: admin, body: { name: 'Yoga al atardecer', tag_ids: [] } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.video).toMatchObject({ name: 'Yoga al atardecer', url: BODY.url, duration: 1800, tags: [] });
    expect(await h().db.select().from(videoTags).where(eq(videoTags.video_id, created.video_id))).toEqual([]);
    const noSource = await h().request('PUT', `/api/videos/${created.video_id}`, { token: admin, body: { url: null } });
    expect(noSource.status).toBe(400);
    expect(noSource.body).toEqual({ code: 'video/source-required', message: messages.videos.sourceRequired });
    const [row] = await h().db.select().from(videos).where(eq(videos.video_id, created.video_id));
    expect(row?.url).toBe(BODY.url);
    const released = new Date(h().clock.now() + 86_400_000).toISOString();
    const later = await h().request('PUT', `/api/videos/${created.video_id}`, { token: admin, body: { available_at: released } });
    expect(later.body.video.available_at).toBe(released);
    expect((await h().request('GET', `/api/videos/${created.video_id}`, { token: socia })).status).toBe(404);
  });

  it('deletes a video with its favourites and tags', async () => {
    const created = (await h().request('POST', '/api/videos', { token: admin, body: { ...BODY, tag_ids: tagIds } })).body.video;
    await h().request('POST', '/api/favorites', { token: socia, body: { video_id: created.video_id } });
    const deleted = await h().request('DELETE', `/api/videos/${created.video_id}`, { token: admin });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.video.video_id).toBe(created.video_id);
    expect((await h().request('GET', `/api/videos/${created.video_id}`, { token: socia })).status).toBe(404);
    expect((await h().request('DELETE', `/api/videos/${created.video_id}`, { token: admin })).status).toBe(404);
  });

  it("takes only a video as the video's file and only an image as its thumbnail (400, in Spanish), writing nothing", async () => {
    const stored = async (name: string, type: string) =>
      (await h().db.insert(files).values({ name, type, src: `http://localhost/media/${name}` }).returning())[0]?.file_id ?? 0;
    const video = await stored('clase.webm', 'video/webm');
    const image = await stored('portada.png', 'image/png');
    const pdf = await stored('recibo.pdf', 'application/pdf');
    const count = async () => (await h().db.select().from(videos)).length;
    const before = await count();
    const NOT_VIDEO = { code: 'files/not-a-video', message: messages.files.videoFileNotVideo };
    const NOT_IMAGE = { code: 'files/not-an-image', message: messages.files.thumbnailNotImage };
    for (const [body, refused] of [
      [{ name: 'x', file_id: image }, NOT_VIDEO],
      [{ name: 'x', file_id: pdf }, NOT_VIDEO],
      [{ ...BODY, thumbnail_file_id: video }, NOT_IMAGE],
      [{ ...BODY, thumbnail_file_id: pdf }, NOT_IMAGE],
    ] as const) {
      const answer = await h().request('POST', '/api/videos', { token: admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toEqual(refused);
    }
    expect(await count()).toBe(before);

    const created = await h().request('POST', '/api/videos', { token: admin, body: { name: 'Clase subida', file_id: video, thumbnail_file_id: image } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.video.video_id;
    for (const [body, refused] of [[{ file_id: image }, NOT_VIDEO], [{ thumbnail_file_id: video, name: 'Cambiada' }, NOT_IMAGE]] as const) {
      const answer = await h().request('PUT', `/api/videos/${id}`, { token: admin, body });
      expect(answer.body, JSON.stringify(body)).toEqual(refused);
    }
    const [row] = await h().db.select().from(videos).where(eq(videos.video_id, id));
    expect(row).toMatchObject({ name: 'Clase subida', file_id: video, thumbnail_file_id: image });
  });

  it('is for admins only', async () => {
    expect((await h().request('POST', '/api/videos', { token: socia, body: BODY })).status).toBe(403);
    expect((await h().request('PUT', '/api/videos/1', { token: socia, body: { name: 'x' } })).status).toBe(403);
    expect((await h().request('DELETE', '/api/videos/1', { token: socia })).status).toBe(403);
    expect((await h().request('POST', '/api/videos', { body: BODY })).status).toBe(401);
  });

  it('refuses bad bodies (400) and unknown references (404), writing nothing', async () => {
    const count = async () => (await h().db.select().from(videos)).length;
    const before = await count();
    const bad = [
      { ...BODY, url: undefined },
      { ...BODY, url: 'javascript:alert(1)' },
      { ...BODY, name: '' },
      { ...BODY, duration: -5 },
      { ...BODY, tag_ids: ['uno'] },
      { ...BODY, available_at: 'mañana' },
    ];
    for (const body of bad) {
      const answer = await h().request('POST', '/api/videos', { token: admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('validation/invalid-body');
    }
    const unknown = [
      [{ ...BODY, instructor_id: 99999 }, 'instructor/not-found'],
      [{ ...BODY, tag_ids: [99999] }, 'tag/not-found'],
      [{ ...BODY, file_id: 99999 }, 'file/not-found'],
      [{ ...BODY, program_id: 99999 }, 'program/not-found'],
    ] as const;
    for (const [body, code] of unknown) {
      const answer = await h().request('POST', '/api/videos', { token: admin, body });
      expect(answer.status, code).toBe(404);
      expect(answer.body.code).toBe(code);
    }
    expect(await count()).toBe(before);
    expect((await h().request('PUT', '/api/videos/99999', { token: admin, body: { name: 'x' } })).status).toBe(404);
  });
});
