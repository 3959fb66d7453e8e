import type { VideosQuery } from '../api/schemas/videos.schemas.js';
import { FIRST_VIDEO_PAGE } from './paging.rules.js';
import { VIDEO_MODES, type DurationRange, type LibraryQuery, type VideoFilters, type VideoMode } from './videos.model.js';

/** No filter set. */
export const EMPTY_VIDEO_FILTERS: VideoFilters = {
  classCategoryId: null,
  instructorId: null,
  classTypeId: null,
  videoTypeId: null,
  programId: null,
  duration: null,
  tagId: null,
  query: '',
  tags: [],
};

/** The library as it opens: every video, no filter, page 1. */
export const INITIAL_LIBRARY_QUERY: LibraryQuery = { filters: EMPTY_VIDEO_FILTERS, mode: 'all', page: FIRST_VIDEO_PAGE };

/** Ids as a sorted list without repeats, so two selections of the same tags are one query. */
const idSet = (ids: readonly number[]): number[] =>
  [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].sort((a, b) => a - b);

/** '15-30', '45-' (open). */
export const formatDuration = ({ min, max }: DurationRange): string => `${min}-${max ?? ''}`;

/** A duration range from '15-30' or '45-', or null for anything else (a bigger min than max too). */
export const parseDuration = (value: string | null | undefined): DurationRange | null => {
  const match = /^(\d{1,4})-(\d{0,4})$/.exec((value ?? '').trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === '' ? null : Number(match[2]);
  return max !== null && max < min ? null : { min, max };
};

/** Whether any filter is set (the mode and the page aside). */
export const hasActiveFilters = (filters: VideoFilters): boolean =>
  filters.classCategoryId !== null ||
  filters.instructorId !== null ||
  filters.classTypeId !== null ||
  filters.videoTypeId !== null ||
  filters.programId !== null ||
  filters.duration !== null ||
  filters.tagId !== null ||
  filters.query.trim() !== '' ||
  filters.tags.length > 0;

/** Whether two library queries ask for the same videos. */
export const sameLibraryQuery = (a: LibraryQuery, b: LibraryQuery): boolean =>
  JSON.stringify(videosQueryOf(a)) === JSON.stringify(videosQueryOf(b));

/**
 * The query of GET /videos for a library query (spec 7 'Videos'): only
 * the filters set, the text trimmed, the tags as a sorted comma list, the
 * mode as `favorites` or `completed`, and the page.
 */
export const videosQueryOf = ({ filters, mode, page }: LibraryQuery): VideosQuery => {
  const query: Record<string, string | number> = {};
  const ids = {
    class_category_id: filters.classCategoryId,
    instructor_id: filters.instructorId,
    class_type_id: filters.classTypeId,
    video_type_id: filters.videoTypeId,
    program_id: filters.programId,
    tag_id: filters.tagId,
  };
  for (const [name, id] of Object.entries(ids)) if (id !== null) query[name] = id;
  if (filters.duration) query.duration = formatDuration(filters.duration);
  const text = filters.query.trim();
  if (text !== '') query.query = text;
  const tags = idSet(filters.tags);
  if (tags.length > 0) query.tags = tags.join(',');
  if (mode !== 'all') query[mode] = 'true';
  query.page = Math.max(FIRST_VIDEO_PAGE, Math.floor(page) || FIRST_VIDEO_PAGE);
  return query as VideosQuery;
};

/** Changes some filters; any change goes back to page 1. */
export const withFilters = (current: LibraryQuery, patch: Partial<VideoFilters>): LibraryQuery => ({
  ...current,
  filters: { ...current.filters, ...patch, ...(patch.tags ? { tags: idSet(patch.tags) } : {}) },
  page: FIRST_VIDEO_PAGE,
});

/** 'Limpiar Filtros': every filter off, the mode kept, page 1. */
export const clearedFilters = (current: LibraryQuery): LibraryQuery => ({ ...current, filters: EMPTY_VIDEO_FILTERS, page: FIRST_VIDEO_PAGE });

/** Another mode (all, favourites, completed), from page 1. */
export const withMode = (current: LibraryQuery, mode: VideoMode): LibraryQuery => ({ ...current, mode, page: FIRST_VIDEO_PAGE });

/** Another page. */
export const withPage = (current: LibraryQuery, page: number): LibraryQuery => ({
  ...current,
  page: Math.max(FIRST_VIDEO_PAGE, Math.floor(page) || FIRST_VIDEO_PAGE),
});

const positiveId = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};

const isMode = (value: string | null): value is VideoMode => VIDEO_MODES.includes(value as VideoMode);

/** The address's parameter names: the API's, plus `mode`. */
export const LIBRARY_PARAMS = {
  classCategoryId: 'class_category_id',
  instructorId: 'instructor_id',
  classTypeId: 'class_type_id',
  videoTypeId: 'video_type_id',
  programId: 'program_id',
  duration: 'duration',
  tagId: 'tag_id',
  query: 'query',
  tags: 'tags',
  mode: 'mode',
  page: 'page',
} as const;

/**
 * A library query from the address's parameters (`get` reads one, as
 * URLSearchParams.get does): anything missing or unreadable is unset, so a
 * hand-edited address never breaks the screen.
 */
export const libraryQueryFromParams = (get: (name: string) => string | null): LibraryQuery => {
  const p = LIBRARY_PARAMS;
  const tags = (get(p.tags) ?? '').split(',').map(positiveId).filter((id): id is number => id !== null);
  const mode = get(p.mode);
  return {
    filters: {
      classCategoryId: positiveId(get(p.classCategoryId)),
      instructorId: positiveId(get(p.instructorId)),
      classTypeId: positiveId(get(p.classTypeId)),
      videoTypeId: positiveId(get(p.videoTypeId)),
      programId: positiveId(get(p.programId)),
      duration: parseDuration(get(p.duration)),
      tagId: positiveId(get(p.tagId)),
      query: (get(p.query) ?? '').slice(0, 120),
      tags: idSet(tags),
    },
    mode: isMode(mode) ? mode : 'all',
    page: positiveId(get(p.page)) ?? FIRST_VIDEO_PAGE,
  };
};

/** The address's parameters of a library query, leaving out what is unset so '/mystudio/online' stays clean. */
export const libraryParamsOf = (query: LibraryQuery): [string, string][] => {
  const { page, ...api } = videosQueryOf(query) as Record<string, string | number>;
  const entries = Object.entries(api)
    .filter(([name]) => name !== 'favorites' && name !== 'completed')
    .map(([name, value]): [string, string] => [name, String(value)]);
  if (query.mode !== 'all') entries.push([LIBRARY_PARAMS.mode, query.mode]);
  if (page !== FIRST_VIDEO_PAGE) entries.push([LIBRARY_PARAMS.page, String(page)]);
  return entries;
};
