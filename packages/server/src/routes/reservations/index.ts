import { attendanceHandlers } from './attendance.js';
import { cancelHandlers } from './cancel.js';
import { listHandlers } from './lists.js';
import { memberEditHandlers } from './member-edits.js';
import { reserveHandlers } from './reserve.js';
import { waitlistReadHandlers } from './waitlist-read.js';
import { waitlistWriteHandlers } from './waitlist-write.js';

/** Reservations and the waitlist (spec 7): the member's calls, the admins' and the staff check-in. */
export const reservationHandlers = {
  ...listHandlers,
  ...reserveHandlers,
  ...cancelHandlers,
  ...memberEditHandlers,
  ...attendanceHandlers,
  ...waitlistReadHandlers,
  ...waitlistWriteHandlers,
};
