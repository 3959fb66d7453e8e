import { messages, reportCsvColumns, type CustomersReport, type ReportRange } from '@estudio/core';
import { useDeskReports } from '../DeskProvider.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { useRetryable } from '../shared/useRetryable.js';
import { Figures, FiguresLoading } from './Figures.js';
import { ReportTable } from './ReportTable.js';
import {
  activeCustomerColumns, atRiskColumns, endingMembershipColumns, expiringCreditColumns, newCustomerColumns,
} from './reportColumns.js';
import { countText } from './reportFormat.js';
import { restOfList } from './reportRows.js';
import * as styles from './Reports.css.js';

const text = messages.deskReportsScreen;
const files = text.files;

/** A customer's page, where each row of these tables leads. */
const customerPage = (row: { readonly customer_id: number }): string => `/admin/clientes/${row.customer_id}`;

/** The lists, in the order: which list, its title and note. */
const LISTS = [
  { list: 'new_customers', title: text.newCustomers },
  { list: 'active_customers', title: text.activeCustomers },
  { list: 'at_risk', title: text.atRisk, note: text.atRiskHelp },
  { list: 'credits_expiring', title: text.creditsExpiring, note: text.asOfToday },
  { list: 'memberships_ending', title: text.membershipsEnding, note: text.asOfToday },
] as const satisfies readonly { list: Exclude<keyof CustomersReport, 'period'>; title: string; note?: string }[];

/** Props of {@link CustomersReportView}. */
export interface CustomersReportViewProps {
  readonly range: ReportRange;
  readonly zone: string;
}

/**
 * 'Clientes': how many are new, active, at risk, with credits about to
 * expire and with a membership about to end, then each list, every name
 * leading to her page. New and active read the range; the other three read
 * today.
 */
export const CustomersReportView = ({ range, zone }: CustomersReportViewProps) => {
  const reports = useDeskReports();
  const { state, reload } = useRetryable(`desk-report-customers:${range.start_date}:${range.end_date}`, () => reports.customers(range));
  if (state.status === 'error') return <LoadFailure onRetry={reload} />;
  const report = state.status === 'ready' ? state.data : null;
  const id = (row: { readonly customer_id: number }) => String(row.customer_id);
  const table = { range, rowHref: customerPage } as const;

  return (
    <div className={styles.report}>
      {report ? (
        <Figures figures={LISTS.map(({ list, title }) => ({ label: title, value: countText(report[list].count) }))} />
      ) : (
        <FiguresLoading count={LISTS.length} />
      )}
      <ReportTable
        {...table}
        title={LISTS[0].title}
        columns={newCustomerColumns(zone)}
        rows={report?.new_customers.rows ?? null}
        count={report?.new_customers.count}
        getRowId={id}
        csv={{ slug: files.newCustomers, columns: reportCsvColumns.newCustomers(zone), rest: restOfList(reports, range, 'new_customers') }}
      />
      <ReportTable
        {...table}
        title={LISTS[1].title}
        columns={activeCustomerColumns(zone)}
        rows={report?.active_customers.rows ?? null}
        count={report?.active_customers.count}
        getRowId={id}
        csv={{ slug: files.activeCustomers, columns: reportCsvColumns.activeCustomers(zone), rest: restOfList(reports, range, 'active_customers') }}
      />
      <ReportTable
        {...table}
        title={LISTS[2].title}
        note={LISTS[2].note}
        columns={atRiskColumns(zone)}
        rows={report?.at_risk.rows ?? null}
        count={report?.at_risk.count}
        getRowId={id}
        csv={{ slug: files.atRisk, columns: reportCsvColumns.atRisk(zone), rest: restOfList(reports, range, 'at_risk') }}
      />
      <ReportTable
        {...table}
        title={LISTS[3].title}
        note={LISTS[3].note}
        columns={expiringCreditColumns(zone)}
        rows={report?.credits_expiring.rows ?? null}
        count={report?.credits_expiring.count}
        getRowId={(row) => String(row.available_class_id)}
        csv={{ slug: files.creditsExpiring, columns: reportCsvColumns.creditsExpiring(zone), rest: restOfList(reports, range, 'credits_expiring') }}
      />
      <ReportTable
        {...table}
        title={LISTS[4].title}
        note={LISTS[4].note}
        columns={endingMembershipColumns(zone)}
        rows={report?.memberships_ending.rows ?? null}
        count={report?.memberships_ending.count}
        getRowId={(row) => `${row.customer_id}-${row.ends_at}`}
        csv={{ slug: files.membershipsEnding, columns: reportCsvColumns.membershipsEnding(zone), rest: restOfList(reports, range, 'memberships_ending') }}
      />
    </div>
  );
};
