import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** Attendance as the desk marks it (issue 16). */
export const ATTENDANCE_ERRORS = {
  /**
   * PUT /class_reservations/:id changing a no-show after the studio's
   * no_show_undo_hours: a template, `{hours}` is that setting.
   */
  undoWindowClosed: entry('attendance/undo-window-closed', 409, () => messages.deskAttendance.undoWindowClosed),
} as const satisfies ErrorArea;
