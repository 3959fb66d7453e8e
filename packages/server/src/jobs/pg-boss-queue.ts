import PgBoss from 'pg-boss';
import type { Logger } from '../http/logger.js';
import type { AppServices } from '../http/services.js';
import type { RecurringJob } from './job.js';
import { messages } from '@estudio/core';
import { retryOnConflict } from '../db/retry-on-conflict.js';
import { DEFAULT_RETRY_LIMIT, MAX_PERIOD_SECONDS, RETRY_BASE_MS, checkPeriods, errorMessage, type FailedJob, type JobQueue } from './queue.js';

/** What the pg-boss queue needs. */
export interface PgBossQueueOptions {
  /** The PostgreSQL the server uses (DATABASE_URL): pg-boss keeps its tables in its own schema, `pgboss`. */
  readonly connectionString: string;
  readonly jobs: readonly RecurringJob[];
  readonly logger: Logger;
  /** How often an idle worker asks for work; default 2 s (pg-boss's least is 0.5). */
  readonly pollingIntervalSeconds?: number | undefined;
}

/** pg-boss's connections of one server process (its own pool, beside the app's). */
const POOL_SIZE = 3;
/** How many times a queue's creation runs at most when another process's creation deadlocked with it. */
const QUEUE_SETUP_ATTEMPTS = 5;
/** A run not finished in this long is failed by pg-boss (and retried): far above any pass, short enough not to block a job long behind a run a dead process held. */
const EXPIRE_SECONDS = 5 * 60;
/**
 * Completed runs move to `pgboss.archive` after a day. pg-boss throttles a
 * period only within this interval, so it is at least the longest period.
 */
const ARCHIVE_COMPLETED_SECONDS = MAX_PERIOD_SECONDS;
/**
 * Failed runs stay in `pgboss.job` 13 days for 'Tareas automáticas' (under
 * the 14 days a job is kept, so a retried one still runs before it goes).
 */
const ARCHIVE_FAILED_SECONDS = 13 * 86_400;

/** What pg-boss stored as a run's failure or result: the job's own error, or pg-boss's own ({ value: … }). */
const storedMessage = (output: unknown): string => {
  const stored = (output ?? {}) as { message?: unknown; value?: unknown };
  const inner = (stored.value ?? null) as { message?: unknown } | string | null;
  const text = stored.message ?? (typeof inner === 'string' ? inner : inner?.message) ?? output ?? '';
  const said = errorMessage(text);
  if (/timeout in active state/i.test(said)) return messages.deskJobs.timedOut;
  if (/shut down while active/i.test(said)) return messages.deskJobs.shutDown;
  return said;
};

/**
 * The job runner on PostgreSQL (issue 17): pg-boss 10, safe with several
 * server processes on one database.
 * - Every process's timer sends the job once per period with pg-boss's
 *   throttle (`singletonKey` + `singletonSeconds`): the database keeps one
 *   run per job and period, however many processes send it.
 * - Each queue has the `singleton` policy: one run of a job active at once
 *   across every process; workers take runs with SKIP LOCKED, so each run
 *   is taken by one process.
 * - A failed run is retried by pg-boss with exponential backoff
 *   (`retryDelay` × 2^n, `retryLimit` times), then stays `failed` in
 *   `pgboss.job` for the admins.
 */
export const pgBossQueue = (options: PgBossQueueOptions): JobQueue => {
  const { logger } = options;
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: POOL_SIZE,
    application_name: 'estudio-jobs',
    // The periods are our timers' (seconds, not cron's minutes).
    schedule: false,
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_SECONDS,
  });
  boss.on('error', (error) => logger.error('Cola de tareas (pg-boss)', error));
  const stopping = new AbortController();
  const timers = new Set<ReturnType<typeof setInterval>>();
  let services: AppServices | null = null;
  let started = false;

  const send = (job: RecurringJob) =>
    boss.send(job.name, {}, { singletonKey: job.name, singletonSeconds: job.everySeconds })
      .catch((error: unknown) => {
        if (!stopping.signal.aborted) logger.error(`La tarea '${job.label}' no pudo programarse`, error);
        return null;
      });

  const work = (job: RecurringJob) => async ([run]: PgBoss.JobWithMetadata<object>[]) => {
    if (!run || !services) return undefined;
    // Taken as the server was stopping: back to the queue for another server (or this one, restarted).
    if (stopping.signal.aborted) throw new Error('pg-boss shut down while active');
    const output = await job.run({ services, now: services.clock.now(), signal: stopping.signal, attempt: run.retryCount });
    return output === undefined || output === null || typeof output !== 'object' ? { value: output ?? null } : output;
  };

  const failedRows = async (where: string, values: unknown[]) => {
    const { rows } = await boss.getDb().executeSql(
      `select id, name, retry_count, output, created_on, completed_on from pgboss.job where state = 'failed' and name = any($1) ${where}`,
      [[...byName.keys()], ...values],
    );
    return rows as { id: string; name: string; retry_count: number; output: unknown; created_on: Date; completed_on: Date | null }[];
  };

  return {
    kind: 'pg-boss',
    async start(appServices) {
      checkPeriods(options.jobs);
      services = appServices;
      // What requests load before their transaction (the signing key, the sandbox's key), loaded once before any run.
      await appServices.prepare();
      await boss.start();
      started = true;
      for (const job of options.jobs) {
        const queue = {
          name: job.name, policy: 'singleton' as const, retryLimit: job.retryLimit ?? DEFAULT_RETRY_LIMIT,
          retryDelay: RETRY_BASE_MS / 1000, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS,
        };
        // Two servers starting together on a new database create the same queues (each a partition) at once: PostgreSQL may break that as a deadlock, and the loser tries again.
        await retryOnConflict(() => boss.createQueue(job.name, queue), QUEUE_SETUP_ATTEMPTS);
        await retryOnConflict(() => boss.updateQueue(job.name, queue), QUEUE_SETUP_ATTEMPTS);
        await boss.work(job.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, work(job));
      }
      for (const job of options.jobs) {
        const timer = setInterval(() => void send(job), job.everySeconds * 1000);
        timer.unref();
        timers.add(timer);
        void send(job);
      }
    },
    async runNow(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`Unknown job '${name}'`);
      // Its own run (no throttle, the same singleton key: never beside a scheduled one), taken by whichever worker is free; waited for here.
      const id = await boss.send(name, {}, { retryLimit: 0, singletonKey: job.name });
      if (!id) throw new Error(`The job '${name}' could not be sent`);
      while (!stopping.signal.aborted) {
        const run = await boss.getJobById<object>(name, id, { includeArchive: true });
        if (run?.state === 'completed') {
          const output = run.output as { value?: unknown } | null;
          return output && Object.keys(output).length === 1 && 'value' in output ? (output.value ?? undefined) : output;
        }
        if (run?.state === 'failed' || run?.state === 'cancelled') throw new Error(storedMessage(run.output));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return undefined;
    },
    jobs: () => options.jobs.map(({ name, label, everySeconds }) => ({ name, label, everySeconds })),
    async failed(limit) {
      const rows = await failedRows('order by completed_on desc nulls last, created_on desc limit $2', [limit]);
      return rows.map((row): FailedJob => ({
        id: row.id, name: row.name, attempts: row.retry_count + 1,
        error: storedMessage(row.output),
        createdAt: new Date(row.created_on), failedAt: new Date(row.completed_on ?? row.created_on),
      }));
    },
    async retry(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
      const [row] = await failedRows('and id = $2', [id]);
      if (!row) return false;
      await boss.retry(row.name, id);
      return true;
    },
    async stop() {
      stopping.abort();
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
      // A start that failed after opening pg-boss's pool: pg-boss's stop() would return early, so the pool is closed here.
      else await (boss.getDb() as unknown as { close?: () => Promise<void> }).close?.().catch(() => undefined);
    },
  };
};
