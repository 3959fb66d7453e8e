import { scheduleAdminDaysHandlers } from './admin-days.js';
import { scheduleCancelHandlers } from './cancel.js';
import { scheduleConflictHandlers } from './conflicts.js';
import { scheduleReadHandlers } from './read.js';
import { scheduleRepeatHandlers } from './repeat.js';
import { scheduleSeriesHandlers } from './series.js';
import { scheduleWriteHandlers } from './write.js';

/**
 * The schedule routes (spec 7, Schedule and classes): public reads and the
 * admin's class management, 'Horarios' (issue 16) included: the admin's
 * days, conflicts, weekly series, and changes and cancellations of one
 * class or the following ones of its series.
 */
export const scheduleHandlers = {
  ...scheduleReadHandlers,
  ...scheduleWriteHandlers,
  ...scheduleCancelHandlers,
  ...scheduleRepeatHandlers,
  ...scheduleAdminDaysHandlers,
  ...scheduleConflictHandlers,
  ...scheduleSeriesHandlers,
};
