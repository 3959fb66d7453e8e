import { defineRoute } from '../route.js';
import { JobRetryResponse, JobsOverviewResponse } from '../schemas/jobs.schemas.js';
import * as e from './jobs-admin.endpoints.js';

/** 'Tareas automáticas' (issue 17): what runs by itself and what failed, admin only (staff 403). */
export const jobsAdminRoutes = {
  jobsOverview: defineRoute({
    ...e.jobsOverview, access: 'admin', tag: 'jobs',
    summary: 'The jobs that run by themselves on this server (name, label, period) and the latest 50 runs that failed after every retry, newest first',
    response: JobsOverviewResponse,
  }),
  jobRetry: defineRoute({
    ...e.jobRetry, access: 'admin', tag: 'jobs', errors: [404],
    summary: 'Run a failed run again, soon, on whichever server takes it; 404 when the id is no failed run (already retried, or unknown)',
    response: JobRetryResponse,
  }),
} as const;
