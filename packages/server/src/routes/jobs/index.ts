import { JOB_ERRORS, fill, messages, type Routes } from '@estudio/core';
import { failure } from '../../http/errors.js';
import { ownTransactions, type Handler } from '../handler.js';

/** The failed runs 'Tareas automáticas' shows. */
const FAILED_SHOWN = 50;

/**
 * GET /jobs (admin): the jobs this server runs by itself and the latest
 * runs that failed after every retry. Read from the queue (pg-boss's tables
 * on PostgreSQL, `job_runs` on the embedded database), not a copy.
 */
const overview: Handler<Routes['jobsOverview']> = async ({ services }) => {
  const jobs = services.jobs;
  if (!jobs) return { overview: { jobs: [], failed: [] } };
  const scheduled = jobs.jobs();
  const labels = new Map(scheduled.map((job) => [job.name, job.label]));
  const failed = await jobs.failed(FAILED_SHOWN);
  return {
    overview: {
      jobs: scheduled.map((job) => ({ name: job.name, label: job.label, every_seconds: job.everySeconds })),
      failed: failed.map((run) => ({
        id: run.id, name: run.name, label: labels.get(run.name) ?? fill(messages.deskJobs.unknownJob, { name: run.name }),
        attempts: Math.max(1, run.attempts), error: run.error,
        created_at: run.createdAt.toISOString(), failed_at: run.failedAt.toISOString(),
      })),
    },
  };
};

/**
 * POST /jobs/failed/:id/retry (admin): the run goes back to the queue, to
 * run soon; 404 when it is no failed run. Outside the request's
 * transaction: the queue writes through its own connection (pg-boss's
 * pool; on PGlite, the one connection a transaction would be holding).
 */
const retry: Handler<Routes['jobRetry']> = ownTransactions(async ({ services, params }) => {
  const id = params.id ?? '';
  if (!services.jobs || !(await services.jobs.retry(id))) return failure(JOB_ERRORS.notFailed);
  return { ok: true as const };
});

export const jobsAdminHandlers = { jobsOverview: overview, jobRetry: retry };
