import type { AppServices } from '../http/services.js';

/**
 * What a job's run gets (issue 17). `now` is the clock port's time when the
 * run started (tests drive it); `signal` aborts when the server closes (stop
 * between units of work); `attempt` is 0 on the first try, 1 on the first
 * retry, and so on.
 */
export interface JobContext {
  /** The app's services: `db`, `clock`, `notifier`, `mailer`, `payments`, `subscriptionProvider`, `logger`, `origin()`. */
  readonly services: AppServices;
  readonly now: number;
  readonly signal: AbortSignal;
  readonly attempt: number;
}

/**
 * A job that runs by itself every `everySeconds`, once per period across
 * every server process on one database (the queue guarantees it). A run
 * must be idempotent (a retry, or the next period, may see the same rows)
 * and short transactions only: a failure throws, and the queue retries it
 * with backoff (`retryLimit` times), then records it as failed for the
 * admins to see.
 */
export interface RecurringJob {
  /** Stable, kebab-case ('no-show-sweep'): the queue's name. */
  readonly name: string;
  /** A sentence in Spanish for the admins' list of failed jobs ('Registro automático de faltas'). */
  readonly label: string;
  readonly everySeconds: number;
  /** Retries of a failed run before it is recorded as failed; default 3. */
  readonly retryLimit?: number | undefined;
  /** What the run did, for the log and the job's record (JSON). */
  run(context: JobContext): Promise<unknown>;
}
