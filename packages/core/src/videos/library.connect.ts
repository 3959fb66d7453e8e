import type { AppError } from '../shared/result.js';
import { hasActiveFilters } from './filters.rules.js';
import { emptyLibraryMessage, modeLabel } from './library.rules.js';
import { videoPageCount } from './paging.rules.js';
import type { VideoLibraryEvent, VideoLibrarySnapshot } from './library.machine.js';
import type { Video } from '../api/schemas/videos.schemas.js';
import type { LibraryQuery } from './videos.model.js';

/** The library machine's states, as a view sees them. */
export type VideoLibraryStatus = 'loading' | 'ready' | 'purchaseNeeded' | 'failed';

/** A plain API over the library machine for any view. */
export interface VideoLibraryView {
  readonly status: VideoLibraryStatus;
  readonly query: LibraryQuery;
  /** The first page's featured video (a favourite first, else the first). */
  readonly featured: Video | null;
  /** The grid: the page's other videos. */
  readonly grid: readonly Video[];
  readonly total: number;
  readonly page: number;
  /** ceil(total / 32) (spec 9). */
  readonly pages: number;
  /** 'Estás viendo: …' in the favourites and completed modes. */
  readonly modeLabel: string | null;
  /** Whether a filter is set ('Limpiar Filtros' has something to clear). */
  readonly filtered: boolean;
  /** The text of a page without videos, null when there are some (or it is not loaded). */
  readonly emptyMessage: string | null;
  readonly error: AppError | null;
  readonly retry: () => void;
  /** After a toggle: the video as the server answered it. */
  readonly updated: (video: Video) => void;
}

/** What `connectVideoLibrary` reads of a snapshot. */
export type VideoLibrarySnapshotLike = Pick<VideoLibrarySnapshot, 'value' | 'context'>;

/** Turns a library snapshot into what the screen draws (zag.js style). */
export const connectVideoLibrary = (
  snapshot: VideoLibrarySnapshotLike,
  send: (event: VideoLibraryEvent) => void,
): VideoLibraryView => {
  const status = snapshot.value as VideoLibraryStatus;
  const { query, videos, total, error, featuredId } = snapshot.context;
  const featured = videos.find((video) => video.video_id === featuredId) ?? null;
  const rest = videos.filter((video) => video !== featured);
  const filtered = hasActiveFilters(query.filters);
  return {
    status,
    query,
    featured,
    grid: rest,
    total,
    page: query.page,
    pages: videoPageCount(total),
    modeLabel: modeLabel(query.mode),
    filtered,
    emptyMessage: status === 'ready' && videos.length === 0 ? emptyLibraryMessage(filtered || query.mode !== 'all' || query.page > 1) : null,
    error,
    retry: () => send({ type: 'RETRY' }),
    updated: (video) => send({ type: 'VIDEO_UPDATED', video }),
  };
};
