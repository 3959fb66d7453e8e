import type { AppServices } from '../http/services.js';
import type { RecurringJob } from './job.js';

/** A run that failed after its last retry, as the admins see it ('Tareas automáticas'). */
export interface FailedJob {
  /** The queue's id of the run (pg-boss's uuid, or the in-process queue's row id). */
  readonly id: string;
  /** The job's name ('no-show-sweep'). */
  readonly name: string;
  /** Tries made, the first included. */
  readonly attempts: number;
  /** The last failure's message. */
  readonly error: string;
  readonly createdAt: Date;
  readonly failedAt: Date;
}

/** What the admins' screen reads of the queue. */
export interface JobsView {
  /** The jobs that run by themselves here, each with its period. */
  jobs(): readonly Pick<RecurringJob, 'name' | 'label' | 'everySeconds'>[];
  /** The latest failed runs, newest first. */
  failed(limit: number): Promise<readonly FailedJob[]>;
  /** Runs a failed run again (soon, by whichever server takes it); false when `id` is no failed run. */
  retry(id: string): Promise<boolean>;
}

/**
 * The job runner of issue 17, one interface over two queues: pg-boss on
 * PostgreSQL (safe with several server processes: each period's run is
 * taken by one of them) and an in-process scheduler over the `job_runs`
 * table on the embedded database. Both store runs in the database, retry a
 * failed run with exponential backoff, keep failed runs for the admins,
 * and never run one job twice at once in a process.
 */
export interface JobQueue extends JobsView {
  readonly kind: 'in-process' | 'pg-boss';
  /** Starts the jobs: each runs now, then every `everySeconds`. */
  start(services: AppServices): Promise<void>;
  /**
   * Runs `name` now, after its run under way if any, and answers what it
   * did (tests and `flush`); throws what the job threw. Counts as a run of
   * its own, outside the periods.
   */
  runNow(name: string): Promise<unknown>;
  /** Stops: runs under way are told (their `signal`) and waited for; no new run starts. */
  stop(): Promise<void>;
}

/** How long the first retry waits; each next one waits twice as long. */
export const RETRY_BASE_MS = 5_000;
/** Retries of a failed run when the job does not say. */
export const DEFAULT_RETRY_LIMIT = 3;

/** The wait before retry `attempt` (1 = the first retry): base × 2^(attempt−1). */
export const retryDelayMs = (attempt: number, baseMs: number = RETRY_BASE_MS): number => baseMs * 2 ** Math.max(0, attempt - 1);

/** The start of the period `at` falls in, for a job every `everySeconds` (periods counted from the epoch). */
export const slotOf = (at: number, everySeconds: number): Date => {
  const period = Math.max(1, everySeconds) * 1000;
  return new Date(Math.floor(at / period) * period);
};

/** The longest period a job may have (a day): setInterval runs a longer delay at once, and pg-boss throttles within its archive interval. */
export const MAX_PERIOD_SECONDS = 86_400;

/** Refuses a job whose period the queues cannot keep (a whole number of seconds, 1 to MAX_PERIOD_SECONDS). */
export const checkPeriods = (jobs: readonly RecurringJob[]): void => {
  for (const job of jobs) {
    if (!Number.isInteger(job.everySeconds) || job.everySeconds < 1 || job.everySeconds > MAX_PERIOD_SECONDS) {
      throw new Error(`The job '${job.name}' runs every ${job.everySeconds} s: a period is a whole number of seconds from 1 to ${MAX_PERIOD_SECONDS}.`);
    }
  }
};

/** A thrown value's message, for the record. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
