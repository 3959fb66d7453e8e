import { createRequire } from 'node:module';
import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';
import type { LoadFigures } from './figures.js';
import { WARMUP_CONCURRENCY, type LoadShape } from './loop.js';

/** What an HTTP load sends; function hooks are module paths (autocannon runs in a worker thread). */
export type HttpTarget = Omit<AutocannonOptions, 'connections' | 'duration' | 'workers' | 'timeout'>;

/*
 * autocannon reports p90 and p97.5 but no p95. It takes its percentiles from
 * the list hdr-histogram-percentiles-obj exports, read when it merges the
 * worker's latency histogram in this thread: adding 95 to that list (the
 * copy autocannon itself loads) makes `latency.p95` appear. Checked on every
 * result, so an autocannon that stops reading the list fails loudly.
 */
const fromAutocannon = createRequire(createRequire(import.meta.url).resolve('autocannon'));
const percentiles = (fromAutocannon('hdr-histogram-percentiles-obj') as { percentiles: number[] }).percentiles;
if (!percentiles.includes(95)) percentiles.splice(percentiles.findIndex((one) => one > 95), 0, 95);

const p95Of = (result: AutocannonResult): number => {
  if (result.latency.p95 === undefined) throw new Error('autocannon reported no p95: load/http.ts no longer adds it');
  return result.latency.p95;
};

const figuresOfResult = (result: AutocannonResult): LoadFigures => ({
  completed: result.requests.total,
  seconds: result.duration,
  perSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
  p50: result.latency.p50,
  p95: p95Of(result),
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
