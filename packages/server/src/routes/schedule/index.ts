import { scheduleCancelHandlers } from './cancel.js';
import { scheduleReadHandlers } from './read.js';
import { scheduleRepeatHandlers } from './repeat.js';
import { scheduleWriteHandlers } from './write.js';

/** The schedule routes (spec 7, Schedule and classes): public reads and the admin's class management. */
export const scheduleHandlers = {
  ...scheduleReadHandlers,
  ...scheduleWriteHandlers,
  ...scheduleCancelHandlers,
  ...scheduleRepeatHandlers,
};
