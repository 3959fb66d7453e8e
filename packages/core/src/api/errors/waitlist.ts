import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** The waitlist's own refusals (the class's are `SCHEDULE_ERRORS`). */
export const WAITLIST_ERRORS = {
  disabled: entry('waitlist/disabled', 412, () => messages.waitlist.disabled),
  alreadyListed: entry('waitlist/already-listed', 409, () => messages.waitlist.alreadyListed),
  notFull: entry('waitlist/class-not-full', 409, () => messages.waitlist.notFull),
  notFound: entry('waitlist/not-found', 404, () => messages.common.notFound),
} as const satisfies ErrorArea;
