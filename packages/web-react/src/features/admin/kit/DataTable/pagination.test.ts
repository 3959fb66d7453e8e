import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageText, pageWindow, rangeText, totalPages } from './pagination.js';

describe('totalPages', () => {
  it('rounds up and is never below 1', () => {
    expect(totalPages(312, 25)).toBe(13);
    expect(totalPages(300, 25)).toBe(12);
    expect(totalPages(1, 25)).toBe(1);
    expect(totalPages(0, 25)).toBe(1);
  });

  it('reads nonsense counts as the nearest sane value', () => {
    expect(totalPages(-5, 25)).toBe(1);
    expect(totalPages(Number.NaN, 25)).toBe(1);
    expect(totalPages(10, 0)).toBe(10);
  });
});

describe('pageWindow', () => {
  it('covers the rows of the page', () => {
    expect(pageWindow({ page: 1, perPage: 25, total: 312 })).toEqual({
      page: 1,
      pages: 13,
      from: 1,
      to: 25,
      total: 312,
      capped: false,
      hasPrevious: false,
      hasNext: true,
    });
    expect(pageWindow({ page: 13, perPage: 25, total: 312 })).toMatchObject({ from: 301, to: 312, hasPrevious: true, hasNext: false });
  });

  it('keeps a page past the end on the last page, and a page below 1 on the first', () => {
    expect(pageWindow({ page: 40, perPage: 25, total: 312 })).toMatchObject({ page: 13, from: 301, to: 312 });
    expect(pageWindow({ page: -3, perPage: 25, total: 312 })).toMatchObject({ page: 1, from: 1, to: 25 });
  });

  it('is page 1 of 1 with nothing to go to when there are no rows', () => {
    expect(pageWindow({ page: 3, perPage: 25, total: 0 })).toEqual({
      page: 1,
      pages: 1,
      from: 0,
      to: 0,
      total: 0,
      capped: false,
      hasPrevious: false,
      hasNext: false,
    });
  });

  it('goes on past a capped count while pages are full, and says so', () => {
    const deep = pageWindow({ page: 45, perPage: 25, total: 1000, capped: true, rows: 25 });
    expect(deep).toEqual({ page: 45, pages: 45, from: 1101, to: 1125, total: 1000, capped: true, hasPrevious: true, hasNext: true });
    expect([pageText(deep), rangeText(deep)]).toEqual(['Página 45', '1,101–1,125 de más de 1,000']);
    expect(pageWindow({ page: 2, perPage: 25, total: 1000, capped: true, rows: 25 })).toMatchObject({ pages: 40, from: 26, to: 50, hasNext: true });
    expect(pageWindow({ page: 46, perPage: 25, total: 1000, capped: true, rows: 7 })).toMatchObject({ from: 1126, to: 1132, hasNext: false });
  });
});

describe('texts', () => {
  it("reads 'Página N de M' and 'X–Y de Z'", () => {
    const position = pageWindow({ page: 2, perPage: 25, total: 312 });
    expect(pageText(position)).toBe('Página 2 de 13');
    expect(rangeText(position)).toBe('26–50 de 312');
    expect(rangeText(pageWindow({ page: 1, perPage: 25, total: 312 }))).toBe('1–25 de 312');
  });

  it('groups thousands', () => {
    expect(rangeText(pageWindow({ page: 41, perPage: 25, total: 1312 }))).toBe('1,001–1,025 de 1,312');
  });
});

describe('pageWindow properties', () => {
  const anyCount = fc.oneof(fc.integer({ min: -10, max: 100_000 }), fc.constant(Number.NaN), fc.double({ min: -5, max: 5000 }));

  it('the range never exceeds the total, and there is always at least one page', () => {
    fc.assert(
      fc.property(anyCount, fc.integer({ min: -5, max: 500 }), anyCount, (page, perPage, total) => {
        const w = pageWindow({ page, perPage, total });
        expect(w.pages).toBeGreaterThanOrEqual(1);
        expect(w.page).toBeGreaterThanOrEqual(1);
        expect(w.page).toBeLessThanOrEqual(w.pages);
        expect(w.from).toBeLessThanOrEqual(w.to);
        expect(w.to).toBeLessThanOrEqual(w.total);
        expect(w.from === 0).toBe(w.total === 0);
      }),
    );
  });

  it('a page holds at most perPage rows, and walking every page covers each row once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 400 }), (perPage, total) => {
        const pages = totalPages(total, perPage);
        let covered = 0;
        for (let page = 1; page <= pages; page += 1) {
          const w = pageWindow({ page, perPage, total });
          const rows = w.total === 0 ? 0 : w.to - w.from + 1;
          expect(rows).toBeLessThanOrEqual(perPage);
          expect(w.hasPrevious).toBe(page > 1);
          expect(w.hasNext).toBe(page < pages);
          covered += rows;
        }
        expect(covered).toBe(total);
      }),
    );
  });
});
