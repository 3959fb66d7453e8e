import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';

/**
 * The runs of the jobs that run by themselves (issue 17) on the embedded
 * database, where the in-process queue keeps them (`jobs/in-process-queue.ts`);
 * on PostgreSQL pg-boss keeps its own in the `pgboss` schema. One row per
 * job and period (`slot`, unique with `name`), so a period runs once; a
 * failed run waits in `retry` until `run_after`, and after its last retry
 * stays `failed` for the admins to see ('Tareas automáticas').
 */
export const jobRuns = pgTable('job_runs', {
  job_run_id: serial('job_run_id').primaryKey(),
  name: text('name').notNull(),
  /** The start of the period this run is for (wall time, not the clock port): one run per job and slot. */
  slot: instant('slot').notNull(),
  /** created → active → completed; active → retry → active …; after the last retry, failed. */
  state: text('state').notNull().default('created'),
  /** Tries so far, the one under way included. */
  attempts: integer('attempts').notNull().default(0),
  run_after: instant('run_after').notNull().defaultNow(),
  /** What the run did (the job's result), for the log and the admins. */
  output: jsonb('output'),
  /** The last failure's message. */
  last_error: text('last_error'),
  created_at: createdAt(),
  started_at: instant('started_at'),
  finished_at: instant('finished_at'),
}, (t) => [
  uniqueIndex('job_runs_name_slot_unique').on(t.name, t.slot),
  index('job_runs_state_idx').on(t.state, t.run_after),
]);
