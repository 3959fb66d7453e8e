import {
  err, ok, REPORT_ROWS_MAX, type DeskReportsApi, type ReportList, type ReportListRow, type ReportRange, type Result,
} from '@estudio/core';

/** Pages the export reads at most: 500 pages of 2,000, a million rows. */
const MAX_PAGES = 500;

/**
 * The rows of a report's list from `offset` on, read page by page at the
 * largest page the API gives (`GET /reports/rows`), so 'Exportar CSV' holds
 * every row, not only the first 2,000 the report sent (as the customers'
 * export reads every page of its search).
 */
export const fetchListFrom = async <List extends ReportList>(
  reports: Pick<DeskReportsApi, 'rows'>,
  range: ReportRange,
  list: List,
  offset: number,
): Promise<Result<ReportListRow<List>[]>> => {
  const rows: ReportListRow<List>[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await reports.rows({ start_date: range.start_date, end_date: range.end_date, list, offset: offset + rows.length, limit: REPORT_ROWS_MAX });
    if (!result.ok) return err(result.error);
    rows.push(...result.value.rows);
    // A short page, or the list's count reached, says the list has ended.
    if (result.value.rows.length < REPORT_ROWS_MAX || offset + rows.length >= result.value.count) break;
  }
  return ok(rows);
};

/** 'Exportar CSV''s reader of the rest of a list, for a table: the rows after the first `offset`. */
export const restOfList = <List extends ReportList>(reports: Pick<DeskReportsApi, 'rows'>, range: ReportRange, list: List) =>
  (offset: number): Promise<Result<ReportListRow<List>[]>> => fetchListFrom(reports, range, list, offset);
