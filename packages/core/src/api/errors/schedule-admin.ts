import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** The schedule as the team edits it. */
export const SCHEDULE_ADMIN_ERRORS = {
  classNotFound: entry('schedule/class-not-found', 404, () => messages.scheduleAdmin.classNotFound),
  rangeInvalid: entry('schedule/range-invalid', 400, () => messages.scheduleAdmin.rangeInvalid),
  rangeBackwards: entry('schedule/range-backwards', 400, () => messages.scheduleAdmin.rangeBackwards),
  rangeTooLong: entry('schedule/range-too-long', 400, () => messages.scheduleAdmin.rangeTooLong),
  /** A template: `{count}` is the class's live reservations. */
  capacityBelowReservations: entry(
    'schedule/capacity-below-reservations', 409, () => messages.scheduleAdmin.capacityBelowReservations,
  ),
  classTypeNotFound: entry('schedule/class-type-not-found', 404, () => messages.scheduleAdmin.classTypeNotFound),
  locationNotFound: entry('schedule/location-not-found', 404, () => messages.scheduleAdmin.locationNotFound),
  instructorNotFound: entry('schedule/instructor-not-found', 404, () => messages.scheduleAdmin.instructorNotFound),
  tagNotFound: entry('schedule/tag-not-found', 404, () => messages.scheduleAdmin.tagNotFound),
  packageNotFound: entry('schedule/package-not-found', 404, () => messages.scheduleAdmin.packageNotFound),
  categoryNotFound: entry('schedule/category-not-found', 404, () => messages.scheduleAdmin.categoryNotFound),
} as const satisfies ErrorArea;
