/**
 * What one load run measured, the same shape whatever made the load
 * (autocannon over HTTP, or the in-process loop over bare SQL), so the two
 * can stand side by side and be divided.
 */
export interface LoadFigures {
  /** Requests (or SQL round trips) completed within the measured seconds. */
  readonly completed: number;
  readonly seconds: number;
  /** completed ÷ seconds. */
  readonly perSecond: number;
  /** Latency percentiles in milliseconds. */
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** Transport errors and timeouts (HTTP) or thrown queries (SQL). */
  readonly errors: number;
  /** Answers by HTTP status ('200': 4312); empty for SQL. */
  readonly statuses: Readonly<Record<string, number>>;
}

/** The value at quantile `q` (0..1) of ascending `sorted`, nearest rank; 0 for none. */
export const quantile = (sorted: readonly number[], q: number): number => {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? 0;
};

/** Figures of a run from its latencies (ms, any order). */
export const figuresOf = (latencies: number[], seconds: number, errors: number): LoadFigures => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    completed: sorted.length,
    seconds,
    perSecond: seconds > 0 ? sorted.length / seconds : 0,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    errors,
    statuses: {},
  };
};
