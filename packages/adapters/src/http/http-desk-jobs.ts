import { jobsAdminEndpoints, type DeskJobsApi } from '@estudio/core';
import { bindersOf } from './binders.js';
import type { HttpClient } from './http-client.js';

/** core's DeskJobsApi ('Tareas automáticas', issue 17) over HTTP, in the desk's own entry (`@estudio/adapters/desk`). */
export const createHttpDeskJobsApi = (http: HttpClient): DeskJobsApi => {
  const { answer } = bindersOf(http);
  return {
    overview: () => answer(jobsAdminEndpoints.jobsOverview),
    retry: (id) => answer(jobsAdminEndpoints.jobRetry, { params: { id } }),
  };
};
