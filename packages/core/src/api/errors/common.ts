import { messages } from '../../messages/index.js';
import { UNEXPECTED_FAILURE_CODE } from './failure.codes.js';
import { entry, type ErrorArea } from './entry.js';

/** Failures of no area: the unexpected, an unknown path, too many calls, a forged request. */
export const COMMON_ERRORS = {
  /** Anything unexpected on the server (logged there; generic for the client). */
  internal: entry('internal', 500, () => messages.common.genericError),
  /** An unknown path or method under /api, or an id that cannot exist. */
  notFound: entry('not-found', 404, () => messages.common.notFound),
  rateLimited: entry('rate-limited', 429, () => messages.auth.tooManyAttempts),
  /** The sign-in failures' bucket is full. */
  rateLimitedSignIn: entry('rate-limited', 429, () => messages.auth.tooManySignInFailures),
  xsrfMismatch: entry('xsrf/mismatch', 403, () => messages.common.xsrfMismatch),
  /** A failure nobody planned for, in the browser (a bug, a dropped connection); the code keeps its `session/` prefix. */
  unexpected: entry(UNEXPECTED_FAILURE_CODE, 500, () => messages.common.genericError),
} as const satisfies ErrorArea;
