import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toAppError, unprovided } from '../shared/failures.js';
import type { AppError } from '../shared/result.js';
import { INITIAL_LIBRARY_QUERY, sameLibraryQuery, videosQueryOf } from './filters.rules.js';
import { purchaseNeeded, splitFeatured } from './library.rules.js';
import { replaceVideo } from './toggles.rules.js';
import type { Video, VideosQuery } from '../api/schemas/videos.schemas.js';
import type { LibraryQuery, VideoPage } from './videos.model.js';

/** What the library starts from: the query the address holds. */
export interface VideoLibraryInput {
  readonly query?: LibraryQuery;
}

/** The library machine's context. */
export interface VideoLibraryContext {
  readonly query: LibraryQuery;
  readonly videos: readonly Video[];
  readonly total: number;
  /** The page's featured video, chosen when it loaded so a toggle never moves a card. */
  readonly featuredId: number | null;
  /** The last failure of a load (a 412 is `purchaseNeeded`, not this). */
  readonly error: AppError | null;
}

/** The library machine's events. */
export type VideoLibraryEvent =
  /** The address changed: filters, mode or page (the view turns URL params into this). */
  | { readonly type: 'QUERY'; readonly query: LibraryQuery }
  | { readonly type: 'RETRY' }
  /** A favourite or completion toggle answered with the video as it is now. */
  | { readonly type: 'VIDEO_UPDATED'; readonly video: Video };

/**
 * Spec 2 'Online videos screen' and spec 4 'Videos': loads the page of
 * videos the query asks for (GET /videos), and lands in `ready`, in
 * `purchaseNeeded` on a 412 (no active online membership) or in `failed`.
 * A new query while loading drops the answer in flight, so the screen never
 * shows the page of an older query; the same query again loads nothing.
 */
export const videoLibraryMachine = setup({
  types: {} as { context: VideoLibraryContext; events: VideoLibraryEvent; input: VideoLibraryInput },
  actors: {
    loadVideos: fromPromise<VideoPage, VideosQuery>(unprovided('loadVideos', 'videoLibraryMachine.provide')),
  },
  guards: {
    changed: ({ context, event }) => event.type === 'QUERY' && !sameLibraryQuery(context.query, event.query),
    purchaseNeeded: ({ event }) => purchaseNeeded(toAppError((event as { error?: unknown }).error)),
  },
  actions: {
    takeQuery: assign({ query: ({ context, event }) => (event.type === 'QUERY' ? event.query : context.query) }),
  },
}).createMachine({
  id: 'videoLibrary',
  context: ({ input }) => ({ query: input.query ?? INITIAL_LIBRARY_QUERY, videos: [], total: 0, featuredId: null, error: null }),
  initial: 'loading',
  on: {
    QUERY: { guard: 'changed', target: '.loading', reenter: true, actions: 'takeQuery' },
  },
  states: {
    loading: {
      tags: 'busy',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadVideos',
        input: ({ context }) => videosQueryOf(context.query),
        onDone: {
          target: 'ready',
          actions: assign({
            videos: ({ event }) => [...event.output.videos],
            total: ({ event }) => event.output.total,
            featuredId: ({ context, event }) => splitFeatured(event.output.videos, context.query.page).featured?.video_id ?? null,
          }),
        },
        onError: [
          { guard: 'purchaseNeeded', target: 'purchaseNeeded', actions: assign({ videos: [], total: 0, featuredId: null }) },
          { target: 'failed', actions: assign({ error: ({ event }) => toAppError(event.error), videos: [], total: 0, featuredId: null }) },
        ],
      },
    },
    ready: {
      on: {
        VIDEO_UPDATED: { actions: assign({ videos: ({ context, event }) => replaceVideo(context.videos, event.video) }) },
      },
    },
    purchaseNeeded: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

/** The library machine's type. */
export type VideoLibraryMachine = typeof videoLibraryMachine;

/** A snapshot of the library machine. */
export type VideoLibrarySnapshot = SnapshotFrom<typeof videoLibraryMachine>;
