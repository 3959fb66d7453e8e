import { attendanceReportHandlers } from './attendance.js';
import { coachesReportHandlers } from './coaches.js';
import { customersReportHandlers } from './customers.js';
import { rowsReportHandlers } from './rows.js';
import { salesReportHandlers } from './sales.js';

/**
 * 'Reportes' (issue 16, admin only): sales, attendance, customers and
 * coaches over a range of studio days, each computed by the database, and
 * the pages of their long lists for 'Exportar CSV'.
 * docs/contexts/reports.md defines every figure.
 */
export const reportHandlers = {
  ...salesReportHandlers,
  ...attendanceReportHandlers,
  ...customersReportHandlers,
  ...coachesReportHandlers,
  ...rowsReportHandlers,
};
