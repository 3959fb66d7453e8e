import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { videoFixture } from '../testing/video-fixture.js';
import { truncateText, VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from './card.rules.js';
import { EMPTY_VIDEO_FILTERS, libraryParamsOf, libraryQueryFromParams, videosQueryOf } from './filters.rules.js';
import { splitFeatured } from './library.rules.js';
import { clampVideoPage, VIDEO_PAGE_SIZE, videoPageCount, videoPageOffset } from './paging.rules.js';
import type { LibraryQuery, VideoMode } from './videos.model.js';

const chars = (text: string) => Array.from(text);

describe('video library properties (spec 9, house style 6)', () => {
  it('every video is on exactly one page, and every page but the last is full', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (total) => {
        const pages = videoPageCount(total);
        expect(pages * VIDEO_PAGE_SIZE).toBeGreaterThanOrEqual(total);
        expect(Math.max(0, pages - 1) * VIDEO_PAGE_SIZE).toBeLessThan(Math.max(1, total));
        for (const page of [1, pages]) {
          if (pages === 0) continue;
          const offset = videoPageOffset(page);
          expect(offset).toBeLessThan(total);
          expect(offset % VIDEO_PAGE_SIZE).toBe(0);
        }
      }),
    );
  });

  it('a clamped page is always a page the library has (or 1)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: 0, max: 500 }), (page, pages) => {
        const clamped = clampVideoPage(page, pages);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(Math.max(1, pages));
      }),
    );
  });

  it('a cut text is never longer than its limit plus the ellipsis, and a text that fits is kept', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.constantFrom(VIDEO_TITLE_MAX, VIDEO_DESCRIPTION_MAX), (text, max) => {
        const cut = truncateText(text, max);
        const trimmed = text.trim();
        if (chars(trimmed).length <= max) {
          expect(cut).toBe(trimmed);
        } else {
          expect(cut.endsWith('…')).toBe(true);
          expect(chars(cut).length).toBeLessThanOrEqual(max + 1);
          expect(trimmed.startsWith(cut.slice(0, -1))).toBe(true);
        }
      }),
    );
  });

  it('the featured video and the grid hold the page once each, in order', () => {
    const pages = fc.array(fc.boolean(), { maxLength: 40 }).map((marks) => marks.map((favorite, index) => videoFixture(index + 1, { favorite: favorite ? 1 : 0 })));
    fc.assert(
      fc.property(pages, (videos) => {
        const { featured, rest } = splitFeatured(videos);
        const shown = featured ? [featured, ...rest] : [...rest];
        expect(shown.map((v) => v.video_id).sort((a, b) => a - b)).toEqual(videos.map((v) => v.video_id));
        expect(rest.map((v) => v.video_id)).toEqual(videos.filter((v) => v !== featured).map((v) => v.video_id));
        if (videos.some((v) => v.favorite === 1)) expect(featured?.favorite).toBe(1);
      }),
    );
  });

  it('a library query survives the address', () => {
    const id = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null });
    const queries: fc.Arbitrary<LibraryQuery> = fc.record({
      filters: fc.record({
        classCategoryId: id,
        instructorId: id,
        classTypeId: id,
        videoTypeId: id,
        programId: id,
        duration: fc.option(
          fc.integer({ min: 0, max: 300 }).chain((min) => fc.record({ min: fc.constant(min), max: fc.option(fc.integer({ min, max: 600 }), { nil: null }) })),
          { nil: null },
        ),
        tagId: id,
        query: fc.string({ maxLength: 30 }).map((text) => text.trim()),
        tags: fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 5 }).map((tags) => [...tags].sort((a, b) => a - b)),
      }),
      mode: fc.constantFrom<VideoMode>('all', 'favorites', 'completed'),
      page: fc.integer({ min: 1, max: 400 }),
    });
    fc.assert(
      fc.property(queries, (query) => {
        const entries = libraryParamsOf(query);
        expect(new Set(entries.map(([name]) => name)).size).toBe(entries.length);
        const read = libraryQueryFromParams((name) => entries.find(([key]) => key === name)?.[1] ?? null);
        expect(videosQueryOf(read)).toEqual(videosQueryOf(query));
        expect(read.mode).toBe(query.mode);
      }),
    );
    expect(videosQueryOf({ filters: EMPTY_VIDEO_FILTERS, mode: 'all', page: 1 })).toEqual({ page: 1 });
  });
});
