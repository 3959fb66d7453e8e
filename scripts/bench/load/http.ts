import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';
import type { LoadFigures } from './figures.js';
import { WARMUP_CONCURRENCY, type LoadShape } from './loop.js';

/** What an HTTP load sends; function hooks are module paths (autocannon runs in a worker thread). */
export type HttpTarget = Omit<AutocannonOptions, 'connections' | 'duration' | 'workers' | 'timeout'>;

const figuresOfResult = (result: AutocannonResult): LoadFigures => ({
  completed: result.requests.total,
  seconds: result.duration,
  perSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count])),
});

/**
 * Loads an HTTP target with autocannon: a warm-up run thrown away (at most
 * WARMUP_CONCURRENCY connections), then the measured run with `concurrency`
 * keep-alive connections. autocannon runs in one worker thread so the app
 * under test keeps the main thread (and its core) to itself. After each run,
 * `idle` waits for the app to finish what the closed connections had asked,
 * so no run queues behind the one before.
 */
export const runHttpLoad = async (target: HttpTarget, shape: LoadShape, idle: () => Promise<void>): Promise<LoadFigures> => {
  const common = { ...target, workers: 1, timeout: 60 };
  if (shape.warmupSeconds > 0) {
    await autocannon({ ...common, connections: Math.min(shape.concurrency, WARMUP_CONCURRENCY), duration: shape.warmupSeconds });
    await idle();
  }
  const result = await autocannon({ ...common, connections: shape.concurrency, duration: shape.seconds });
  await idle();
  return figuresOfResult(result);
};
