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
export { attendeeCsvColumns, attendeeStatusText, packageClassesText, packageKindText, packagePriceSummary } from './packages.rules.js';
export type { PackagePriceSummary } from './packages.rules.js';
export {
  addRow,
  blankGrid,
  clampSize,
  gridOfMap,
  gridProblems,
  moveInGrid,
  relabelSpot,
  removeRow,
  resizeGrid,
  rowSizesOf,
  rowSizesText,
  rowSizesValid,
  savedGrid,
  setRowSize,
  SPOT_GRID_MAX,
  SPOT_LABEL_MAX,
  toggleSpot,
  withinLimits,
} from './spot-map-editor.rules.js';
export type { GridKey, GridSpot, SpotGridDraft, SpotGridProblem } from './spot-map-editor.rules.js';
export { durationClock, durationParts, metadataSeconds } from './videos.rules.js';
