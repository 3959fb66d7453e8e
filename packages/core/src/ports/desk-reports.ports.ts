import type { Result } from '../shared/result.js';
import type {
  AttendanceReport,
  CoachesReport,
  CustomersReport,
  ReportList,
  ReportRangeQuery,
  ReportRowsPageOf,
  ReportRowsQuery,
  SalesReport,
} from '../api/schemas/reports.schemas.js';

/**
 * 'Reportes' (/admin/reportes, issue 16, admin only): one call per report,
 * each over a range of studio days (`start_date`, `end_date`: yyyy-MM-dd in
 * the studio's zone, both included, at most 366 days). The figures are the
 * server's (SQL over the app's own rows); docs/contexts/reports.md defines
 * each.
 */
export interface DeskReportsApi {
  /** 'Ventas': GET /reports/sales. */
  sales(range: ReportRangeQuery): Promise<Result<SalesReport>>;
  /** 'Asistencia': GET /reports/attendance. */
  attendance(range: ReportRangeQuery): Promise<Result<AttendanceReport>>;
  /** 'Clientes': GET /reports/customers. */
  customers(range: ReportRangeQuery): Promise<Result<CustomersReport>>;
  /** 'Coaches': GET /reports/coaches. */
  coaches(range: ReportRangeQuery): Promise<Result<CoachesReport>>;
  /**
   * A page of one of the lists a report sends only the first 2,000 rows of
   * ('Efectivo por cobrar', the lists of 'Clientes'): GET /reports/rows.
   * 'Exportar CSV' walks it until the list's count, so the file holds every row.
   */
  rows<List extends ReportList>(query: ReportRowsQuery & { readonly list: List }): Promise<Result<ReportRowsPageOf<List>>>;
}
