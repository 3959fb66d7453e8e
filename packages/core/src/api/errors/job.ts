import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** The jobs that run by themselves (issue 17, 'Tareas automáticas'). */
export const JOB_ERRORS = {
  notFailed: entry('job/not-failed', 404, () => messages.deskJobs.notFailed),
} as const satisfies ErrorArea;
