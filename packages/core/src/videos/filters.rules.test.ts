import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  EMPTY_VIDEO_FILTERS,
  hasActiveFilters,
  INITIAL_LIBRARY_QUERY,
  libraryParamsOf,
  libraryQueryFromParams,
  parseDuration,
  sameLibraryQuery,
  videosQueryOf,
  withFilters,
  withMode,
  withPage,
} from './filters.rules.js';

/** URLSearchParams.get over a query string (core's tests run without DOM globals). */
const params = (text: string) => {
  const pairs = text.split('&').filter(Boolean).map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
  return (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null;
};

/** URLSearchParams.toString of some entries. */
const searchOf = (entries: [string, string][]) => entries.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

describe('the library filters as a GET /videos query (spec 7 Videos)', () => {
  it('asks for page 1 of every video when nothing is set', () => {
    expect(videosQueryOf(INITIAL_LIBRARY_QUERY)).toEqual({ page: 1 });
    expect(hasActiveFilters(EMPTY_VIDEO_FILTERS)).toBe(false);
  });

  it('sends each filter that is set, by its spec 7 name', () => {
    const query = withPage(
      withFilters(INITIAL_LIBRARY_QUERY, {
        classCategoryId: 2,
        instructorId: 3,
        classTypeId: 4,
        videoTypeId: 1,
        programId: 5,
        duration: { min: 15, max: 30 },
        tagId: 6,
        query: '  yoga  ',
        tags: [9, 7, 9],
      }),
      2,
    );
    expect(videosQueryOf(query)).toEqual({
      class_category_id: 2,
      instructor_id: 3,
      class_type_id: 4,
      video_type_id: 1,
      program_id: 5,
      duration: '15-30',
      tag_id: 6,
      query: 'yoga',
      tags: '7,9',
      page: 2,
    });
    expect(hasActiveFilters(query.filters)).toBe(true);
  });

  it('asks for the favourites or the completed videos in those modes', () => {
    expect(videosQueryOf(withMode(INITIAL_LIBRARY_QUERY, 'favorites'))).toEqual({ favorites: 'true', page: 1 });
    expect(videosQueryOf(withMode(INITIAL_LIBRARY_QUERY, 'completed'))).toEqual({ completed: 'true', page: 1 });
  });

  it('goes back to page 1 on a new filter or mode, and keeps the mode when filters are cleared', () => {
    const paged = withPage(withMode(INITIAL_LIBRARY_QUERY, 'favorites'), 3);
    expect(withFilters(paged, { query: 'barre' }).page).toBe(1);
    expect(withMode(paged, 'completed').page).toBe(1);
    const cleared = clearedFilters(withFilters(paged, { instructorId: 2 }));
    expect(cleared).toEqual({ filters: EMPTY_VIDEO_FILTERS, mode: 'favorites', page: 1 });
  });

  it('treats a blank text as no filter, and equal selections as the same query', () => {
    expect(hasActiveFilters({ ...EMPTY_VIDEO_FILTERS, query: '   ' })).toBe(false);
    const a = withFilters(INITIAL_LIBRARY_QUERY, { tags: [3, 1] });
    const b = withFilters(INITIAL_LIBRARY_QUERY, { tags: [1, 3, 3] });
    expect(sameLibraryQuery(a, b)).toBe(true);
    expect(sameLibraryQuery(a, withPage(b, 2))).toBe(false);
  });

  it('reads durations as minutes with an open end', () => {
    expect(parseDuration('0-15')).toEqual({ min: 0, max: 15 });
    expect(parseDuration('45-')).toEqual({ min: 45, max: null });
    expect(parseDuration('30-15')).toBeNull();
    expect(parseDuration('quince')).toBeNull();
  });
});

describe('the library query in the address', () => {
  it('keeps /mystudio/online clean when nothing is set', () => {
    expect(libraryParamsOf(INITIAL_LIBRARY_QUERY)).toEqual([]);
    expect(libraryQueryFromParams(params(''))).toEqual(INITIAL_LIBRARY_QUERY);
  });

  it('writes and reads filters, mode and page', () => {
    const query = withPage(withMode(withFilters(INITIAL_LIBRARY_QUERY, { instructorId: 2, classTypeId: 4, tags: [3, 1], query: 'flow' }), 'completed'), 2);
    const search = searchOf(libraryParamsOf(query));
    expect(search).toBe('instructor_id=2&class_type_id=4&query=flow&tags=1%2C3&mode=completed&page=2');
    expect(libraryQueryFromParams(params(search))).toEqual(query);
  });

  it('ignores what it cannot read', () => {
    expect(libraryQueryFromParams(params('instructor_id=abc&class_type_id=-1&tags=1,x,0,2&mode=todo&page=0&duration=9-1'))).toEqual({
      ...INITIAL_LIBRARY_QUERY,
      filters: { ...EMPTY_VIDEO_FILTERS, tags: [1, 2] },
    });
  });
});
