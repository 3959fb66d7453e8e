import { figuresOf, type LoadFigures } from './figures.js';

/**
 * Lanes (or connections) of a warm-up, at most: enough to open every pooled
 * connection and warm the code, few enough that the app is done with them
 * within a moment on an embedded database that answers one query at a time.
 */
export const WARMUP_CONCURRENCY = 10;

/** How long and how wide a load runs. */
export interface LoadShape {
  /** Requests in flight at every moment. */
  readonly concurrency: number;
  /** Measured seconds. */
  readonly seconds: number;
  /** Seconds run first and thrown away (caches, JIT, pool connections). */
  readonly warmupSeconds: number;
}

const closedLoop = async (work: () => Promise<unknown>, concurrency: number, seconds: number): Promise<LoadFigures> => {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const lane = async (): Promise<void> => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        await work();
        const done = performance.now();
        // Like autocannon: what finishes after the deadline is not counted.
        if (done <= end) latencies.push(done - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return figuresOf(latencies, seconds, errors);
};

/**
 * Runs `work` in a closed loop: `concurrency` lanes, each starting the next
 * call as soon as its last one ends, for the measured seconds, after a
 * warm-up of at most WARMUP_CONCURRENCY lanes. In-process and without HTTP: the bare-SQL side of the
 * schedule benchmark.
 */
export const runLoop = async (work: () => Promise<unknown>, shape: LoadShape): Promise<LoadFigures> => {
  if (shape.warmupSeconds > 0) await closedLoop(work, Math.min(shape.concurrency, WARMUP_CONCURRENCY), shape.warmupSeconds);
  return closedLoop(work, shape.concurrency, shape.seconds);
};
