import { reportEndpoints, type DeskReportsApi, type ReportRowsPageOf, type Result } from '@estudio/core';
import { bindersOf } from './binders.js';
import type { HttpClient } from './http-client.js';

/**
 * core's DeskReportsApi ('Reportes', issue 16) over HTTP, in the desk's own
 * entry (`@estudio/adapters/desk`): each report is a GET with the range in
 * its query, answered under `report`; a page of a long list under `page`.
 */
export const createHttpDeskReportsApi = (http: HttpClient): DeskReportsApi => {
  const { answer } = bindersOf(http);
  return {
    sales: (range) => answer(reportEndpoints.reportSales, { query: range }),
    attendance: (range) => answer(reportEndpoints.reportAttendance, { query: range }),
    customers: (range) => answer(reportEndpoints.reportCustomers, { query: range }),
    coaches: (range) => answer(reportEndpoints.reportCoaches, { query: range }),
    // The server answers the page of the list asked for (its `list` says which): the port's type names its rows.
    rows: (query) => answer(reportEndpoints.reportRows, { query }) as Promise<Result<ReportRowsPageOf<typeof query.list>>>,
  };
};
