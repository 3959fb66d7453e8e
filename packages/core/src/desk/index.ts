export {
  auditActionLabel,
  auditDetailLines,
  bookedText,
  byLocation,
  creditsText,
  daysAhead,
  customerCsvColumns,
  deskClassIsFull,
  fullName,
  lastVisitText,
  longDayName,
  membershipText,
  roleLabel,
  todayAndTomorrow,
} from './desk.rules.js';
export type { DeskLocationGroup } from './desk.rules.js';
