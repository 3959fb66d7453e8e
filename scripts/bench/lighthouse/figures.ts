/**
 * What the Lighthouse part keeps of a Lighthouse report (LHR): the figures
 * issue 18 sets targets for, as medians over the page's runs. Apart from the
 * run itself (bench.ts) so the tables and tests need no browser.
 */

/** The parts of a Lighthouse result (LHR) read here; Lighthouse's own `Result` has them all. */
export interface LhrLike {
  readonly lighthouseVersion: string;
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number | undefined } | undefined>>;
  readonly runtimeError?: { readonly code: string; readonly message: string } | undefined;
  readonly runWarnings?: readonly string[] | undefined;
  readonly environment?: { readonly hostUserAgent?: string; readonly benchmarkIndex?: number } | undefined;
}

/** One page's figures: medians over its runs, null where no run measured one. */
export interface LighthousePage {
  readonly path: string;
  /** Measured signed in (a member page: only its LCP has a target). */
  readonly signedIn?: boolean;
  readonly runs: number;
  /** Category scores, 0 to 100. */
  readonly performance: number | null;
  readonly accessibility: number | null;
  /** Largest Contentful Paint and Total Blocking Time (simulated), ms. */
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  /** Cumulative Layout Shift, unitless. */
  readonly cls: number | null;
  /** Lighthouse's runtime errors and run warnings (the page did not load, or loaded oddly), once each. */
  readonly problems: readonly string[];
}

/** The Lighthouse part: its setting and one row per page. */
export interface LighthouseResult {
  readonly lighthouseVersion: string;
  readonly browser: string;
  /** Lighthouse's estimate of this machine's speed (its 'BenchmarkIndex'; about 1,000 and up on a developer's laptop). */
  readonly benchmarkIndex: number | null;
  readonly runsPerPage: number;
  readonly pages: readonly LighthousePage[];
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const present = (values: readonly (number | null | undefined)[]): number[] =>
  values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));

/** A category's score, 0 to 100, or null when it did not run or could not be scored. */
const scoreOf = (lhr: LhrLike, category: string): number | null => {
  const score = lhr.categories[category]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
};

/**
 * A page's figures from its runs' reports: the median of each figure on its
 * own (Lighthouse advises reading several runs; a report with a runtime
 * error contributes nothing but its error).
 */
export const pageFiguresOf = (path: string, lhrs: readonly LhrLike[], signedIn = false): LighthousePage => {
  const usable = lhrs.filter((lhr) => !lhr.runtimeError);
  const numeric = (audit: string) => median(present(usable.map((lhr) => lhr.audits[audit]?.numericValue)));
  const problems = [
    ...lhrs.flatMap((lhr) => (lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])),
    ...lhrs.flatMap((lhr) => lhr.runWarnings ?? []),
  ];
  return {
    path,
    ...(signedIn ? { signedIn } : {}),
    runs: lhrs.length,
    performance: median(present(usable.map((lhr) => scoreOf(lhr, 'performance')))),
    accessibility: median(present(usable.map((lhr) => scoreOf(lhr, 'accessibility')))),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    problems: [...new Set(problems)],
  };
};
