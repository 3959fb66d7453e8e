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
  /** The same code for a change of several classes: a template naming the first that refuses, `{date}` and `{count}`. */
  capacityBelowReservationsOn: entry(
    'schedule/capacity-below-reservations', 409, () => messages.deskSchedule.capacityBelowReservationsOn,
  ),
  /** DELETE /single_class/:id of a class already cancelled. */
  classAlreadyCancelled: entry('schedule/class-already-cancelled', 409, () => messages.deskSchedule.alreadyCancelled),
  /** DELETE /single_class/:id of a class that already started (for 'following', the class of the path). */
  classStarted: entry('schedule/class-started', 409, () => messages.deskSchedule.startedCancel),
  /** PUT /single_class/:id with a new date or time for a class that already started. */
  startedClassMove: entry('schedule/started-class-move', 409, () => messages.deskSchedule.startedMove),
  /** A weekly series whose days fall on none of its dates. */
  seriesEmpty: entry('schedule/series-empty', 400, () => messages.deskSchedule.seriesEmpty),
  classTypeNotFound: entry('schedule/class-type-not-found', 404, () => messages.scheduleAdmin.classTypeNotFound),
  locationNotFound: entry('schedule/location-not-found', 404, () => messages.scheduleAdmin.locationNotFound),
  instructorNotFound: entry('schedule/instructor-not-found', 404, () => messages.scheduleAdmin.instructorNotFound),
  tagNotFound: entry('schedule/tag-not-found', 404, () => messages.scheduleAdmin.tagNotFound),
  packageNotFound: entry('schedule/package-not-found', 404, () => messages.scheduleAdmin.packageNotFound),
  categoryNotFound: entry('schedule/category-not-found', 404, () => messages.scheduleAdmin.categoryNotFound),
} as const satisfies ErrorArea;
