import type { ReportList, ReportRowsPage, Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import type { Handler } from '../handler.js';
import { studioZone } from '../schedule/range.js';
import { activeCustomers, atRisk, creditsExpiring, membershipsEnding, newCustomers } from './customers.js';
import { FIRST_PAGE, inReportSnapshot, reportScope, type ListPage, type ReportScope } from './period.js';
import { pendingCashRows } from './sales.js';

/** Each list a report sends only the first page of, read a page at a time by the same statement. */
const LISTS: { [List in ReportList]: (db: Db, scope: ReportScope, page: ListPage) => Promise<Omit<Extract<ReportRowsPage, { list: List }>, 'list'>> } = {
  pending_cash: (db, _scope, page) => pendingCashRows(db, page),
  new_customers: newCustomers,
  active_customers: activeCustomers,
  at_risk: atRisk,
  credits_expiring: creditsExpiring,
  memberships_ending: membershipsEnding,
};

/**
 * GET /reports/rows (admin): a page of one list of a report, by the very
 * statement the report runs, so 'Exportar CSV' reads every row of a list
 * the report sent only the first REPORT_ROWS_MAX of.
 */
const rows: Handler<Routes['reportRows']> = ({ db, query, now }) =>
  inReportSnapshot(db, async (tx) => {
    const scope = reportScope(query, await studioZone(tx), now);
    const page = { offset: query.offset ?? FIRST_PAGE.offset, limit: query.limit ?? FIRST_PAGE.limit };
    const found = await LISTS[query.list](tx, scope, page);
    return { page: { list: query.list, ...found } as ReportRowsPage };
  });

export const rowsReportHandlers = { reportRows: rows };
