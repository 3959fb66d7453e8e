export {
  AT_RISK_DAYS,
  ENDING_SOON_DAYS,
  fillPercent,
  fillRate,
  hourLabel,
  REPORT_MAX_DAYS,
  REPORT_ROWS_MAX,
  reportRangeDays,
  weekdayName,
  type ReportRange,
} from './report.rules.js';
export { lateCancelWindow, type LateCancelWindow } from './report-time.rules.js';
export { reportCsv, reportCsvColumns, reportCsvFileName, type FillGroup } from './report-csv.rules.js';
