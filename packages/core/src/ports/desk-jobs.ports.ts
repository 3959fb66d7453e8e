import type { Result } from '../shared/result.js';
import type { JobsOverview } from '../api/schemas/jobs.schemas.js';

/**
 * 'Tareas automáticas' (/admin/tareas, issue 17, admin only): the jobs that
 * run by themselves and the runs that failed after every retry.
 */
export interface DeskJobsApi {
  /** GET /jobs. */
  overview(): Promise<Result<JobsOverview>>;
  /** POST /jobs/failed/:id/retry: the failed run goes back to the queue. */
  retry(id: string): Promise<Result<true>>;
}
