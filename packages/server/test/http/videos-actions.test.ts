import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { customers, favorites, outbox, videoPlaybacks, videoRatings } from '../../src/db/schema/index.js';
import { DEMO, onEachDatabase, type Answer, type Harness } from './support/harness.js';
import { idsOf, newViewer } from './support/videos.js';

/** Sends a request that must be refused, and checks the video tables kept every row. */
const expectRefusal = async (h: Harness, send: () => Promise<Answer>, expected: { status: number; code: string }) => {
  const snapshot = async () => ({
    favorites: await h.db.select().from(favorites).orderBy(favorites.favorite_id),
    plays: await h.db.select().from(videoPlaybacks).orderBy(videoPlaybacks.video_playback_id),
    ratings: await h.db.select().from(videoRatings).orderBy(videoRatings.video_rating_id),
  });
  const before = await snapshot();
  const answer = await send();
  expect(answer.status, answer.text).toBe(expected.status);
  expect(answer.body.code).toBe(expected.code);
  expect(typeof answer.body.message).toBe('string');
  expect(await snapshot()).toEqual(before);
  return answer;
};

onEachDatabase('online videos: favourites, completion and ratings (spec 4, spec 7 Videos)', (h) => {
  let nueva: string;
  beforeAll(async () => {
    nueva = (await h().signIn(DEMO.nueva)).token;
  });

  it('adds a favourite once, lists it, marks the video, and removes it by the video’s id', async () => {
    const { customer, token } = await newViewer(h());
    const added = await h().request('POST', '/api/favorites', { token, body: { video_id: 5 } });
    expect(added.status, added.text).toBe(201);
    expect(added.body.favorite).toMatchObject({ video_id: 5, customer_id: customer.customerId });
    const again = await h().request('POST', '/api/favorites', { token, body: { video_id: 5 } });
    expect(again.body.favorite.favorite_id).toBe(added.body.favorite.favorite_id);
    expect(await h().db.select().from(favorites).where(eq(favorites.customer_id, customer.customerId))).toHaveLength(1);
    expect((await h().request('GET', '/api/favorites', { token })).body.favorites).toEqual([added.body.favorite]);
    expect((await h().request('GET', '/api/videos/5', { token })).body.video.favorite).toBe(1);
    expect(idsOf((await h().request('GET', '/api/videos?favorites=true', { token })).body)).toEqual([5]);

    const removed = await h().request('DELETE', '/api/favorites/5', { token });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.favorite.video_id).toBe(5);
    expect((await h().request('GET', '/api/videos/5', { token })).body.video.favorite).toBe(0);
    await expectRefusal(h(), () => h().request('DELETE', '/api/favorites/5', { token }), { status: 404, code: 'favorite/not-found' });
  });

  it("never removes someone else's favourite", async () => {
    const { token } = await newViewer(h());
    const [socia] = await h().db.select().from(customers).where(eq(customers.email, DEMO.socia));
    await expectRefusal(h(), () => h().request('DELETE', '/api/favorites/1', { token }), { status: 404, code: 'favorite/not-found' });
    const kept = await h().db.select().from(favorites).where(and(eq(favorites.customer_id, socia?.customer_id ?? 0), eq(favorites.video_id, 1)));
    expect(kept).toHaveLength(1);
  });

  it('refuses favourites of unknown videos (404), bad bodies (400) and customers without membership (412)', async () => {
    const { token } = await newViewer(h());
    await expectRefusal(h(), () => h().request('POST', '/api/favorites', { token, body: { video_id: 99999 } }), { status: 404, code: 'video/not-found' });
    for (const body of [{}, { video_id: 'cinco' }, { video_id: -1 }, { video_id: 3_000_000_000 }]) {
      await expectRefusal(h(), () => h().request('POST', '/api/favorites', { token, body }), { status: 400, code: 'validation/invalid-body' });
    }
    await expectRefusal(h(), () => h().request('POST', '/api/favorites', { token: nueva, body: { video_id: 5 } }), {
      status: 412,
      code: 'videos/membership-required',
    });
    expect((await h().request('GET', '/api/favorites', { token: nueva })).body).toEqual({ favorites: [] });
    expect((await h().request('GET', '/api/favorites')).status).toBe(401);
  });

  it('marks a video complete and uncomplete, which the completed filter follows', async () => {
    const { customer, token } = await newViewer(h());
    const done = await h().request('PUT', '/api/videos/7/complete', { token });
    expect(done.status, done.text).toBe(200);
    expect(done.body.video).toMatchObject({ video_id: 7, completed: true, playbacks: [{ customer_id: customer.customerId, completed: true }] });
    expect(idsOf((await h().request('GET', '/api/videos?completed=true', { token })).body)).toEqual([7]);
    expect((await h().request('PUT', '/api/videos/7/complete', { token })).status).toBe(200);
    const undone = await h().request('PUT', '/api/videos/7/uncomplete', { token });
    expect(undone.body.video).toMatchObject({ completed: false, playbacks: [{ customer_id: customer.customerId, completed: false }] });
    expect(await h().db.select().from(videoPlaybacks).where(eq(videoPlaybacks.customer_id, customer.customerId))).toHaveLength(1);
    expect((await h().request('GET', '/api/videos?completed=true', { token })).body.total).toBe(0);
    await expectRefusal(h(), () => h().request('PUT', '/api/videos/99999/complete', { token }), { status: 404, code: 'video/not-found' });
    await expectRefusal(h(), () => h().request('PUT', '/api/videos/7/complete', { token: nueva }), { status: 412, code: 'videos/membership-required' });
  });

  it("rates a video's class, rating again replaces it, and bad stars write nothing", async () => {
    const { customer, token } = await newViewer(h());
    const rated = await h().request('POST', '/api/videos/rating', { token, body: { video_id: 3, class_stars: 4, comment: '  Muy buena  ' } });
    expect(rated.status, rated.text).toBe(200);
    expect(rated.body.video_rating).toMatchObject({ video_id: 3, customer_id: customer.customerId, class_stars: 4, coach_stars: null, comment: 'Muy buena' });
    const again = await h().request('POST', '/api/videos/rating', { token, body: { video_id: 3, class_stars: 5, coach_stars: 2 } });
    expect(again.body.video_rating).toMatchObject({ video_rating_id: rated.body.video_rating.video_rating_id, class_stars: 5, coach_stars: 2 });
    expect(await h().db.select().from(videoRatings).where(eq(videoRatings.customer_id, customer.customerId))).toHaveLength(1);
    for (const body of [{ video_id: 3, class_stars: 0 }, { video_id: 3, class_stars: 6 }, { video_id: 3 }, { video_id: 3, class_stars: 2.5 }, { video_id: 3, class_stars: 3, comment: 'x'.repeat(1001) }]) {
      await expectRefusal(h(), () => h().request('POST', '/api/videos/rating', { token, body }), { status: 400, code: 'validation/invalid-body' });
    }
    await expectRefusal(h(), () => h().request('POST', '/api/videos/rating', { token, body: { video_id: 99999, class_stars: 3 } }), {
      status: 404,
      code: 'video/not-found',
    });
  });

  it('e-mails a link to rate a video (POST /videos/rating/email {video_id})', async () => {
    const { customer, token } = await newViewer(h());
    const answer = await h().request('POST', '/api/videos/rating/email', { token, body: { video_id: 2 } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ ok: true, message: messages.videos.ratingEmailSent });
    const [mail] = await h().db.select().from(outbox).where(eq(outbox.recipient, customer.email));
    expect(mail?.body).toContain('/mystudio/video/2');
    expect((await h().request('POST', '/api/videos/rating/email', { token, body: { video_id: 99999 } })).status).toBe(404);
    expect((await h().request('POST', '/api/videos/rating/email', { token: nueva, body: { video_id: 2 } })).status).toBe(412);
  });
});
