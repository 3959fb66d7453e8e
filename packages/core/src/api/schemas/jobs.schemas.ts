import { z } from 'zod';

/**
 * 'Tareas automáticas' (issue 17, admin only): the jobs that run by
 * themselves on this server and their runs that failed after every retry.
 */

/** A job that runs by itself: its name, what the admins read, and how often it runs. */
export const ScheduledJob = z.object({
  name: z.string(),
  label: z.string(),
  every_seconds: z.number().int().positive(),
});
export type ScheduledJob = z.infer<typeof ScheduledJob>;

/** A run that failed after its last retry (newest first). */
export const FailedJobRun = z.object({
  /** The queue's id of the run (a uuid on PostgreSQL, a number on the embedded database). */
  id: z.string(),
  name: z.string(),
  label: z.string(),
  attempts: z.number().int().min(1),
  error: z.string(),
  created_at: z.string(),
  failed_at: z.string(),
});
export type FailedJobRun = z.infer<typeof FailedJobRun>;

export const JobsOverview = z.object({
  jobs: z.array(ScheduledJob),
  failed: z.array(FailedJobRun),
});
export type JobsOverview = z.infer<typeof JobsOverview>;

/** GET /jobs. */
export const JobsOverviewResponse = z.object({ overview: JobsOverview });

/** POST /jobs/failed/:id/retry. */
export const JobRetryResponse = z.object({ ok: z.literal(true) });
