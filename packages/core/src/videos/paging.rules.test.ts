import { describe, expect, it } from 'vitest';
import { clampVideoPage, VIDEO_PAGE_SIZE, videoPageCount, videoPageOffset } from './paging.rules.js';

describe('video paging (spec 9: 32 a page, pages = total/32 rounded up)', () => {
  it('has 32 videos a page', () => {
    expect(VIDEO_PAGE_SIZE).toBe(32);
  });

  it.each([
    [0, 0],
    [1, 1],
    [32, 1],
    [33, 2],
    [48, 2],
    [64, 2],
    [65, 3],
  ])('%i videos make %i pages', (total, pages) => {
    expect(videoPageCount(total)).toBe(pages);
  });

  it('counts no pages for nonsense totals', () => {
    expect(videoPageCount(-3)).toBe(0);
    expect(videoPageCount(Number.NaN)).toBe(0);
  });

  it('keeps a page between 1 and the last', () => {
    expect(clampVideoPage(0, 3)).toBe(1);
    expect(clampVideoPage(5, 3)).toBe(3);
    expect(clampVideoPage(2.7, 3)).toBe(2);
    expect(clampVideoPage(4, 0)).toBe(1);
    expect(clampVideoPage(Number.NaN, 3)).toBe(1);
  });

  it('skips 32 rows a page', () => {
    expect(videoPageOffset(1)).toBe(0);
    expect(videoPageOffset(2)).toBe(32);
    expect(videoPageOffset(0)).toBe(0);
  });
});
