import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';
import type { Logger } from '../http/logger.js';
import type { AppServices } from '../http/services.js';
import type { RecurringJob } from './job.js';
import { DEFAULT_RETRY_LIMIT, MAX_PERIOD_SECONDS, checkPeriods, errorMessage, retryDelayMs, slotOf, type FailedJob, type JobQueue } from './queue.js';

/** What the in-process queue needs. */
export interface InProcessQueueOptions {
  readonly db: Db;
  readonly jobs: readonly RecurringJob[];
  readonly logger: Logger;
  /** The first retry's wait (tests shorten it); default RETRY_BASE_MS. */
  readonly retryBaseMs?: number | undefined;
  /** Wall time, which places runs in their periods; default Date.now (a test fixes it to stay in one period). */
  readonly wallClock?: (() => number) | undefined;
}
/** Completed runs are kept this long (what a job did lately), failed ones FAILED_KEPT_MS. */
const COMPLETED_KEPT_MS = 24 * 60 * 60 * 1000;
const FAILED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** Old runs are deleted at most this often. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

type Row = typeof jobRuns.$inferSelect;

/** A job's result as JSON for `output` (undefined: null). */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * The job runner on the embedded database (issue 17). Each job gets a
 * timer; a tick writes the period's run (`job_runs`, unique per job and
 * slot) and runs what is due. A failed run goes to `retry` with
 * exponential backoff and a timer for it; after `retryLimit` retries it is
 * `failed`, kept for the admins. A tick while the job's run is under way
 * joins it (runs never pile up). Wall time (Date.now) schedules runs; the
 * job's `now` is the app's clock port, which tests drive.
 *
 * It assumes it is the only process on its database (PGlite is opened by
 * one process): at start, a run left `active` by a process that died is
 * put back to `retry`. On PostgreSQL, pg-boss is used instead.
 */
export const inProcessQueue = (options: InProcessQueueOptions): JobQueue => {
  const { db, logger } = options;
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const stopping = new AbortController();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Map<string, Promise<unknown>>();
  /** Jobs a tick asked for while their run was under way: run again right after it (a retry due meanwhile is not left for the next period). */
  const again = new Set<string>();
  const wall = options.wallClock ?? Date.now;
  let services: AppServices | null = null;
  let prunedAt = 0;

  const jobOf = (name: string): RecurringJob => {
    const job = byName.get(name);
    if (!job) throw new Error(`Unknown job '${name}'`);
    return job;
  };

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** Takes the job's oldest due run, if any (SKIP LOCKED: harmless here, and right if two processes ever share it). */
  const claim = async (job: RecurringJob, id?: number): Promise<Row | undefined> => {
    const now = new Date(wall());
    const due = db.select({ id: jobRuns.job_run_id }).from(jobRuns)
      .where(id === undefined
        ? and(eq(jobRuns.name, job.name), inArray(jobRuns.state, ['created', 'retry']), lte(jobRuns.run_after, now))
        : and(eq(jobRuns.job_run_id, id), inArray(jobRuns.state, ['created', 'retry'])))
      .orderBy(asc(jobRuns.run_after), asc(jobRuns.job_run_id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db.update(jobRuns)
      .set({ state: 'active', attempts: sql`${jobRuns.attempts} + 1`, started_at: now })
      .where(inArray(jobRuns.job_run_id, due))
      .returning();
    return row;
  };

  /** Runs one claimed run and records how it ended; answers its output, or rethrows its failure when `rethrow`. */
  const execute = async (job: RecurringJob, row: Row, rethrow: boolean): Promise<unknown> => {
    if (!services) throw new Error('The job queue is not started');
    try {
      const output = await job.run({ services, now: services.clock.now(), signal: stopping.signal, attempt: row.attempts - 1 });
      await db.update(jobRuns).set({ state: 'completed', output: asJson(output), finished_at: new Date() })
        .where(eq(jobRuns.job_run_id, row.job_run_id));
      return output;
    } catch (error) {
      const retries = job.retryLimit ?? DEFAULT_RETRY_LIMIT;
      const message = errorMessage(error);
      if (row.attempts <= retries && !stopping.signal.aborted) {
        const wait = retryDelayMs(row.attempts, options.retryBaseMs);
        await db.update(jobRuns).set({ state: 'retry', last_error: message, run_after: new Date(wall() + wait) })
          .where(eq(jobRuns.job_run_id, row.job_run_id));
        logger.error(`La tarea '${job.label}' falló (intento ${row.attempts}); se reintenta en ${Math.round(wait / 1000)} s`, error);
        later(wait, () => void tick(job));
      } else {
        await db.update(jobRuns).set({ state: stopping.signal.aborted ? 'retry' : 'failed', last_error: message, finished_at: new Date() })
          .where(eq(jobRuns.job_run_id, row.job_run_id));
        logger.error(`La tarea '${job.label}' falló tras ${row.attempts} intento(s)`, error);
      }
      if (rethrow) throw error;
      return undefined;
    }
  };

  /** Runs every due run of the job, oldest first; answers the last one's output. */
  const drain = async (job: RecurringJob): Promise<unknown> => {
    let output: unknown;
    for (;;) {
      if (stopping.signal.aborted) return output;
      const row = await claim(job);
      if (!row) return output;
      output = await execute(job, row, false);
    }
  };

  const prune = async () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await db.delete(jobRuns).where(or(
      and(eq(jobRuns.state, 'completed'), lt(jobRuns.finished_at, new Date(Date.now() - COMPLETED_KEPT_MS))),
      and(eq(jobRuns.state, 'failed'), lt(jobRuns.finished_at, new Date(Date.now() - FAILED_KEPT_MS))),
    ));
  };

  /** Serialises the job's work in this process: joining the run under way, or starting `work`. */
  const exclusive = (job: RecurringJob, work: () => Promise<unknown>): Promise<unknown> => {
    const under = running.get(job.name);
    if (under) return under;
    const run = work().finally(() => {
      running.delete(job.name);
      if (again.delete(job.name) && !stopping.signal.aborted) void tick(job);
    });
    running.set(job.name, run);
    return run;
  };

  /** The timer's tick: this period's run written once, then what is due run. */
  const tick = (job: RecurringJob): Promise<unknown> => {
    if (stopping.signal.aborted) return Promise.resolve(undefined);
    if (running.has(job.name)) again.add(job.name);
    return exclusive(job, async () => {
      // run_after from this process's clock, as `claim` compares (the database's now() is finer than a millisecond, so it can be later).
      const at = wall();
      await db.insert(jobRuns).values({ name: job.name, slot: slotOf(at, job.everySeconds), run_after: new Date(at) }).onConflictDoNothing();
      const output = await drain(job);
      await prune();
      return output;
    }).catch((error: unknown) => {
      // The database itself failed (closing, gone): logged, the next tick tries again.
      if (!stopping.signal.aborted) logger.error(`La tarea '${job.label}' no pudo ejecutarse`, error);
      return undefined;
    });
  };

  return {
    kind: 'in-process',
    async start(appServices) {
      checkPeriods(options.jobs);
      services = appServices;
      // What requests load before their transaction (the signing key, the sandbox's key): a job's transaction must not wait on PGlite's one connection for it.
      await appServices.prepare();
      // Runs a dead process left under way run again.
      await db.update(jobRuns).set({ state: 'retry', run_after: new Date(wall()) }).where(eq(jobRuns.state, 'active'));
      for (const job of options.jobs) {
        const timer = setInterval(() => void tick(job), Math.min(job.everySeconds, MAX_PERIOD_SECONDS) * 1000);
        timer.unref();
        timers.add(timer);
        void tick(job);
      }
    },
    async runNow(name) {
      const job = jobOf(name);
      for (;;) {
        const under = running.get(name);
        if (!under) break;
        await under.catch(() => undefined);
      }
      if (stopping.signal.aborted) return undefined;
      return exclusive(job, async () => {
        const at = new Date(wall());
        const [row] = await db.insert(jobRuns).values({ name, slot: at, run_after: at }).onConflictDoNothing().returning({ id: jobRuns.job_run_id });
        const claimed = row ? await claim(job, row.id) : await claim(job);
        return claimed ? execute(job, claimed, true) : undefined;
      });
    },
    jobs: () => options.jobs.map(({ name, label, everySeconds }) => ({ name, label, everySeconds })),
    async failed(limit) {
      const rows = await db.select().from(jobRuns).where(eq(jobRuns.state, 'failed'))
        .orderBy(desc(jobRuns.finished_at), desc(jobRuns.job_run_id)).limit(limit);
      return rows.map((row): FailedJob => ({
        id: String(row.job_run_id), name: row.name, attempts: row.attempts, error: row.last_error ?? '',
        createdAt: row.created_at, failedAt: row.finished_at ?? row.created_at,
      }));
    },
    async retry(id) {
      if (!/^\d{1,9}$/.test(id)) return false;
      const [row] = await db.update(jobRuns).set({ state: 'retry', run_after: new Date(wall()), finished_at: null })
        .where(and(eq(jobRuns.job_run_id, Number(id)), eq(jobRuns.state, 'failed')))
        .returning();
      const job = row ? byName.get(row.name) : undefined;
      if (job) void tick(job);
      return row !== undefined;
    },
    async stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running.values()]);
    },
  };
};
