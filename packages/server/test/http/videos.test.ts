import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { foldSearch, messages } from '@estudio/core';
import { customers, programs, tags } from '../../src/db/schema/index.js';
import { adminToken } from './support/booking.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';
import { deleteVideo, idsOf, insertVideo, newestFirst, newViewer, videoFacts } from './support/videos.js';

type Facts = Awaited<ReturnType<typeof videoFacts>>;

const DAY = 86_400_000;

/** GET /videos?{query} as the socia. */
const list = (h: Harness, token: string, query = '') => h.request('GET', `/api/videos${query ? `?${query}` : ''}`, { token });

onEachDatabase('online videos: the library (spec 7 Videos)', (h) => {
  let socia: string;
  let facts: Facts;
  let sociaId: number;
  beforeAll(async () => {
    socia = (await h().signIn(DEMO.socia)).token;
    facts = await videoFacts(h());
    const [row] = await h().db.select().from(customers).where(eq(customers.email, DEMO.socia));
    sociaId = row?.customer_id ?? 0;
  });

  /** The first page's ids of the videos a predicate keeps, newest first. */
  const expected = (keep: (video: Facts[number]) => boolean) => newestFirst(facts.filter(keep)).slice(0, 32);

  it('lists the 48 demo videos newest first, 32 a page, with the socia’s own marks', async () => {
    const first = await list(h(), socia);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ total: 48, page: 1, page_size: 32 });
    expect(idsOf(first.body)).toEqual(newestFirst(facts).slice(0, 32));
    const byId = new Map(first.body.videos.map((v: { video_id: number }) => [v.video_id, v]));
    expect(byId.get(48)).toMatchObject({ favorite: 1, completed: false, playbacks: [] });
    const second = await list(h(), socia, 'page=2');
    expect(idsOf(second.body)).toEqual(newestFirst(facts).slice(32));
    const byId2 = new Map(second.body.videos.map((v: { video_id: number }) => [v.video_id, v]));
    expect(byId2.get(1)).toMatchObject({ favorite: 1, completed: true, playbacks: [{ customer_id: sociaId, completed: true }] });
    expect(byId2.get(5)).toMatchObject({ favorite: 0, completed: false, playbacks: [{ customer_id: sociaId, completed: false }] });
    const third = await list(h(), socia, 'page=3');
    expect(third.body).toMatchObject({ videos: [], total: 48, page: 3 });
  });

  it('answers each video with its coach, class type, video type, tags and thumbnail', async () => {
    const answer = await h().request('GET', '/api/videos/1', { token: socia });
    expect(answer.status, answer.text).toBe(200);
    const fact = facts.find((f) => f.video_id === 1);
    expect(answer.body.video).toMatchObject({
      video_id: 1,
      url: fact?.url,
      duration: fact?.duration,
      instructor: { instructor_id: fact?.instructor_id },
      class_type: { class_type_id: fact?.class_type_id },
      video_type: { video_type_id: fact?.video_type_id },
      available_at: null,
    });
    expect(answer.body.video.tags.map((t: { tag_id: number }) => t.tag_id).sort()).toEqual([...(fact?.tagIds ?? [])].sort());
    expect(typeof answer.body.video.thumbnail).toBe('string');
  });

  it('answers 412 with spec 8’s text without an active online membership; 401 signed out', async () => {
    const nueva = (await h().signIn(DEMO.nueva)).token;
    for (const path of ['/api/videos', '/api/videos/1', '/api/videos/upcoming', '/api/videos/tag/1', '/api/videos/program/1']) {
      const answer = await h().request('GET', path, { token: nueva });
      expect(answer.status, `${path} ${answer.text}`).toBe(412);
      expect(answer.body).toEqual({ code: 'videos/membership-required', message: messages.videos.noMembership });
    }
    const expired = await newViewer(h(), -1);
    expect((await list(h(), expired.token)).status).toBe(412);
    const active = await newViewer(h(), 1);
    expect((await list(h(), active.token)).status).toBe(200);
    expect((await h().request('GET', '/api/videos')).status).toBe(401);
  });

  it('lets an admin watch without an online access', async () => {
    const answer = await list(h(), await adminToken(h()));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.total).toBe(48);
  });

  it('filters by coach, class type, category, video type and program', async () => {
    const sample = facts.find((f) => f.program_id !== null) ?? facts[0];
    if (!sample) throw new Error('no videos');
    const cases = [
      ['instructor_id', sample.instructor_id, (f: Facts[number]) => f.instructor_id === sample.instructor_id],
      ['class_type_id', sample.class_type_id, (f: Facts[number]) => f.class_type_id === sample.class_type_id],
      ['class_category_id', sample.class_category_id, (f: Facts[number]) => f.class_category_id === sample.class_category_id],
      ['video_type_id', sample.video_type_id, (f: Facts[number]) => f.video_type_id === sample.video_type_id],
      ['program_id', sample.program_id, (f: Facts[number]) => f.program_id === sample.program_id],
    ] as const;
    for (const [name, value, keep] of cases) {
      const answer = await list(h(), socia, `${name}=${value}`);
      expect(answer.status, answer.text).toBe(200);
      expect(idsOf(answer.body), name).toEqual(expected(keep));
      expect(answer.body.total).toBe(facts.filter(keep).length);
      expect(answer.body.total).toBeGreaterThan(0);
    }
  });

  it('filters by one tag, by any of several tags, and by duration in minutes', async () => {
    const [one, two] = [...new Set(facts.flatMap((f) => f.tagIds))];
    if (one === undefined || two === undefined) throw new Error('the demo videos have fewer than two tags');
    expect(idsOf((await list(h(), socia, `tag_id=${one}`)).body)).toEqual(expected((f) => f.tagIds.includes(one)));
    const any = await list(h(), socia, `tags=${two},${one}`);
    expect(idsOf(any.body)).toEqual(expected((f) => f.tagIds.includes(one) || f.tagIds.includes(two)));
    const short = await list(h(), socia, 'duration=0-20');
    expect(idsOf(short.body)).toEqual(expected((f) => f.duration <= 20 * 60));
    const long = await list(h(), socia, 'duration=45-');
    expect(idsOf(long.body)).toEqual(expected((f) => f.duration >= 45 * 60));
  });

  it('searches the name ignoring case and accents', async () => {
    const answer = await list(h(), socia, `query=${encodeURIComponent('  RESPIRACION ')}`);
    expect(idsOf(answer.body)).toEqual(expected((f) => foldSearch(f.name).includes('respiracion')));
    expect(answer.body.total).toBeGreaterThan(0);
    expect((await list(h(), socia, 'query=%25')).body.total).toBe(0);
    expect((await list(h(), socia, 'query=_')).body.total).toBe(0);
  });

  it('shows her favourites and her completed videos', async () => {
    expect(idsOf((await list(h(), socia, 'favorites=true')).body)).toEqual([48, 4, 1]);
    expect(idsOf((await list(h(), socia, 'completed=1')).body)).toEqual([3, 2, 1]);
    const fresh = await newViewer(h());
    expect((await list(h(), fresh.token, 'favorites=true')).body).toMatchObject({ videos: [], total: 0 });
  });

  it('refuses unreadable filters with 400', async () => {
    for (const query of ['duration=abc', 'duration=30-15', 'tags=1,x', 'page=0', 'instructor_id=-1', 'favorites=si', `query=${'a'.repeat(200)}`]) {
      const answer = await list(h(), socia, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('validation/invalid-query');
    }
  });

  it("answers spec 8's 404 for a video that does not exist", async () => {
    for (const id of ['99999', 'abc', '0']) {
      const answer = await h().request('GET', `/api/videos/${id}`, { token: socia });
      expect(answer.status, id).toBe(404);
    }
    expect((await h().request('GET', '/api/videos/99999', { token: socia })).body).toEqual({
      code: 'video/not-found',
      message: messages.videos.notFound,
    });
  });

  it('keeps a video to be released out of the library until then, under /videos/upcoming', async () => {
    const later = await insertVideo(h(), { name: 'Estreno', available_at: new Date(h().clock.now() + 3 * DAY) });
    try {
      const upcoming = await h().request('GET', '/api/videos/upcoming', { token: socia });
      expect(idsOf(upcoming.body)).toEqual([later.video_id]);
      expect((await list(h(), socia)).body.total).toBe(48);
      expect((await h().request('GET', `/api/videos/${later.video_id}`, { token: socia })).status).toBe(404);
      expect((await h().request('GET', `/api/videos/${later.video_id}`, { token: await adminToken(h()) })).status).toBe(200);
    } finally {
      await deleteVideo(h(), later.video_id);
    }
  });

  it('lists by tag and by program (oldest first), 404 for unknown ones', async () => {
    const [tag] = await h().db.select().from(tags).where(eq(tags.type, 'video')).limit(1);
    const [program] = await h().db.select().from(programs).limit(1);
    if (!tag || !program) throw new Error('no video tag or program in the demo');
    const byTag = await h().request('GET', `/api/videos/tag/${tag.tag_id}`, { token: socia });
    expect(idsOf(byTag.body)).toEqual(expected((f) => f.tagIds.includes(tag.tag_id)));
    const byProgram = await h().request('GET', `/api/videos/program/${program.program_id}`, { token: socia });
    expect(idsOf(byProgram.body)).toEqual(expected((f) => f.program_id === program.program_id).reverse());
    expect((await h().request('GET', '/api/videos/tag/99999', { token: socia })).body.code).toBe('tag/not-found');
    expect((await h().request('GET', '/api/videos/program/99999', { token: socia })).body.code).toBe('program/not-found');
  });

  it('lists the video types to anyone', async () => {
    const answer = await h().request('GET', '/api/video_types');
    expect(answer.status).toBe(200);
    expect(answer.body.video_types.length).toBeGreaterThan(0);
    expect(answer.body.video_types[0]).toEqual({ video_type_id: expect.any(Number), name: expect.any(String) });
  });
});
