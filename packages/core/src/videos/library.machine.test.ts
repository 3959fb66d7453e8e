import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { VideosQuery } from '../api/schemas/videos.schemas.js';
import { PortFailure } from '../shared/failures.js';
import { appError } from '../shared/result.js';
import { videoFixture } from '../testing/video-fixture.js';
import { INITIAL_LIBRARY_QUERY, withFilters, withMode, withPage } from './filters.rules.js';
import { connectVideoLibrary } from './library.connect.js';
import { videoLibraryMachine } from './library.machine.js';
import type { VideoPage } from './videos.model.js';

/** A loader whose answers the test releases by hand, recording each query it was asked. */
const manualLoader = () => {
  const asked: VideosQuery[] = [];
  const pending: { resolve: (page: VideoPage) => void; reject: (error: unknown) => void }[] = [];
  const machine = videoLibraryMachine.provide({
    actors: {
      loadVideos: fromPromise<VideoPage, VideosQuery>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            asked.push(input);
            pending.push({ resolve, reject });
          }),
      ),
    },
  });
  return { machine, asked, pending };
};

const page = (ids: number[], total = ids.length, favourites: number[] = []): VideoPage => ({
  videos: ids.map((id) => videoFixture(id, { favorite: favourites.includes(id) ? 1 : 0 })),
  total,
});

const view = (actor: { getSnapshot: () => Parameters<typeof connectVideoLibrary>[0]; send: (event: never) => void }) =>
  connectVideoLibrary(actor.getSnapshot(), actor.send as never);

describe('the video library machine (spec 2 Online videos screen, spec 4 Videos)', () => {
  it('loads the first page, features the first favourite and counts the pages', async () => {
    const { machine, asked, pending } = manualLoader();
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(asked).toEqual([{ page: 1 }]);
    pending[0]?.resolve(page([48, 47, 46], 48, [47]));
    await waitFor(actor, (s) => s.matches('ready'));
    const v = view(actor);
    expect(v.featured?.video_id).toBe(47);
    expect(v.grid.map((video) => video.video_id)).toEqual([48, 46]);
    expect(v.pages).toBe(2);
    expect(v.modeLabel).toBeNull();
    expect(v.emptyMessage).toBeNull();
  });

  it('lands in purchaseNeeded on a 412 (no active online membership)', async () => {
    const { machine, pending } = manualLoader();
    const actor = createActor(machine, { input: {} }).start();
    pending[0]?.reject(new PortFailure(appError('videos/membership-required', 'x', 412)));
    await waitFor(actor, (s) => s.matches('purchaseNeeded'));
    expect(view(actor).status).toBe('purchaseNeeded');
  });

  it('shows a failure with its message and loads again on RETRY', async () => {
    const { machine, asked, pending } = manualLoader();
    const actor = createActor(machine, { input: {} }).start();
    pending[0]?.reject(new PortFailure(appError('internal', 'Algo falló', 500)));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view(actor).error?.message).toBe('Algo falló');
    view(actor).retry();
    expect(asked).toHaveLength(2);
    pending[1]?.resolve(page([1]));
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('asks again for a new query and drops the answer of the old one', async () => {
    const { machine, asked, pending } = manualLoader();
    const actor = createActor(machine, { input: {} }).start();
    const favourites = withMode(INITIAL_LIBRARY_QUERY, 'favorites');
    actor.send({ type: 'QUERY', query: favourites });
    expect(asked).toEqual([{ page: 1 }, { favorites: 'true', page: 1 }]);
    pending[0]?.resolve(page([1, 2, 3]));
    pending[1]?.resolve(page([4], 1, [4]));
    await waitFor(actor, (s) => s.matches('ready'));
    const v = view(actor);
    expect(v.featured?.video_id).toBe(4);
    expect(v.grid).toEqual([]);
    expect(v.modeLabel).toBe('Estás viendo: Tus clases Favoritas');
  });

  it('loads nothing for the same query again', async () => {
    const { machine, asked, pending } = manualLoader();
    const actor = createActor(machine, { input: { query: withPage(INITIAL_LIBRARY_QUERY, 2) } }).start();
    pending[0]?.resolve(page([], 40));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'QUERY', query: withPage(INITIAL_LIBRARY_QUERY, 2) });
    expect(asked).toHaveLength(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it("tells an empty library ('Aún no hay videos disponibles.') from filters that hide every video", async () => {
    const { machine, pending } = manualLoader();
    const actor = createActor(machine, { input: {} }).start();
    pending[0]?.resolve(page([]));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor).emptyMessage).toBe('Aún no hay videos disponibles.');
    actor.send({ type: 'QUERY', query: withFilters(INITIAL_LIBRARY_QUERY, { query: 'zumba' }) });
    pending[1]?.resolve(page([]));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor).emptyMessage).toBe('No encontramos videos con esos filtros.');
    expect(view(actor).filtered).toBe(true);
  });

  it('updates a video in place after a toggle, keeping the featured one where it is', async () => {
    const { machine, pending } = manualLoader();
    const actor = createActor(machine, { input: {} }).start();
    pending[0]?.resolve(page([3, 2, 1]));
    await waitFor(actor, (s) => s.matches('ready'));
    view(actor).updated(videoFixture(2, { favorite: 1, completed: true }));
    const v = view(actor);
    expect(v.featured?.video_id).toBe(3);
    expect(v.grid.map((video) => [video.video_id, video.favorite, video.completed])).toEqual([[2, 1, true], [1, 0, false]]);
  });
});
