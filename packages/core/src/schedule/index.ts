export type {
  BookingWindow,
  CalendarClass,
  ClassCapacity,
  DayColumn,
  LocationLike,
  LocationOption,
  TakenPlace,
  ReservationTimeframe,
  Week,
  WeekQuery,
} from './schedule.model.js';
export {
  dayColumns,
  nextMonthWeek,
  nextWeek,
  previousMonthWeek,
  previousWeek,
  studioDate,
  weekContains,
  weekLabel,
  weekMonthLabel,
  weekOf,
  weekOfDate,
  weekQuery,
  weeksBetween,
} from './week.rules.js';
export { isFull, placesLeft, placesLeftLabel, placesTaken } from './capacity.rules.js';
export {
  SERIES_MAX_DAYS, SERIES_MAX_WEEKS, WALL_TIME, classesOverlap, seriesDates, seriesLastDay, seriesStarts, shiftedStart, wallClockInstant,
  type ClassSpan, type SeriesPattern,
} from './series.rules.js';
export { bookingWindow, checkReachable, isReachable, timeframeMs } from './reachable.rules.js';
export {
  AUTO_ADVANCE_MAX_WEEKS,
  calendarStart,
  hasFutureClasses,
  locationFilterOptions,
  shouldAutoAdvance,
  showLocationFilter,
  type AutoAdvanceInput,
  type CalendarStart,
} from './calendar.rules.js';
export { SCHEDULE_ERROR_CODES, scheduleError, type ScheduleRefusal } from './schedule.errors.js';
export type { CalendarContext, CalendarEvent, CalendarInput, LocationId } from './calendar.types.js';
export { calendarMachine, type CalendarMachine, type CalendarSnapshot } from './calendar.machine.js';
export { connectCalendar, type CalendarSnapshotLike, type CalendarView } from './calendar.connect.js';
export {
  classSpotLabels,
  classSpotRoom,
  customSpotLabels,
  customSpotRoom,
  rowSizesRoom,
  rowSpotLabels,
  selectableLabels,
  spotRowSizes,
  type SpotGrid,
  type SpotPlace,
  type SpotRoom,
} from './spots.rules.js';
