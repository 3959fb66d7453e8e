import { describe, expect, it } from 'vitest';
import { median, pageFiguresOf, type LhrLike } from '../lighthouse/figures.js';

/** A Lighthouse report with these scores (0 to 1) and metrics. */
const lhr = (performance: number | null, lcp: number, tbt: number, cls: number, accessibility = 1, more: Partial<LhrLike> = {}): LhrLike => ({
  lighthouseVersion: '12.8.2',
  categories: { performance: { score: performance }, accessibility: { score: accessibility } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
  },
  ...more,
});

describe('the Lighthouse figures of a page', () => {
  it('takes the median of each figure over the runs, scores out of 100', () => {
    const page = pageFiguresOf('/', [lhr(0.91, 1_900, 200, 0.1), lhr(0.99, 1_100, 20, 0), lhr(0.96, 1_400, 90, 0.02, 0.98)]);
    expect(page).toEqual({ path: '/', runs: 3, performance: 96, accessibility: 100, lcpMs: 1_400, tbtMs: 90, cls: 0.02, problems: [] });
  });

  it('leaves out a run that failed, keeps its error and the warnings once, and has no figure when no run measured it', () => {
    const failed = lhr(null, Number.NaN, Number.NaN, Number.NaN, 1, {
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' }, runWarnings: ['Slow server'],
    });
    const page = pageFiguresOf('/calendario', [failed, lhr(0.97, 1_000, 10, 0, 1, { runWarnings: ['Slow server'] })]);
    expect(page).toMatchObject({ runs: 2, performance: 97, lcpMs: 1_000, tbtMs: 10, cls: 0 });
    expect(page.problems).toEqual(['NO_FCP: The page did not paint any content.', 'Slow server']);
    expect(pageFiguresOf('/entrar', [failed])).toMatchObject({ performance: null, accessibility: null, lcpMs: null, tbtMs: null, cls: null });
  });

  it('reads the median of an even count as the mean of the two middle values', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNull();
  });
});
