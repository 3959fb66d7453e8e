import {
  fill, messages, reportCsvColumns, type ReportRange, type SalesBucket, type SalesReport,
} from '@estudio/core';
import { useDeskReports } from '../DeskProvider.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { useRetryable } from '../shared/useRetryable.js';
import { Figures, FiguresLoading, type Figure } from './Figures.js';
import { ReportChart } from './ReportChart.js';
import { ReportTable } from './ReportTable.js';
import { bucketColumns, methodColumns, packageColumns, pendingCashColumns } from './reportColumns.js';
import { bucketText, countText, moneyText } from './reportFormat.js';
import { restOfList } from './reportRows.js';
import { REVENUE_GROUPINGS, type RevenueGrouping } from './reportRange.js';
import * as styles from './Reports.css.js';

const text = messages.deskReportsScreen;
const files = text.files;

const BUCKETS = { dia: 'by_day', semana: 'by_week', mes: 'by_month' } as const satisfies Record<RevenueGrouping, keyof SalesReport>;
const BUCKET_FILES = { dia: files.revenueDia, semana: files.revenueSemana, mes: files.revenueMes } as const;

const plural = (count: number, one: string, many: string): string => (count === 1 ? one : fill(many, { count: countText(count) }));

/** 'Ingresos', 'Descuentos', 'Efectivo pendiente' and the subscriptions, as cards. */
const salesFigures = (report: SalesReport): Figure[] => [
  { label: text.revenue, value: moneyText(report.revenue), detail: plural(report.charges, text.chargesDetailOne, text.chargesDetail) },
  {
    label: text.discountsGiven,
    value: moneyText(report.discounts.amount),
    detail: plural(report.discounts.count, text.discountsDetailOne, text.discountsDetail),
  },
  {
    label: text.pendingCash,
    value: moneyText(report.pending_cash.amount),
    // Owed today, whatever the range.
    detail: `${plural(report.pending_cash.count, text.pendingCashDetailOne, text.pendingCashDetail)} · ${text.asOfToday}`,
  },
  { label: text.subscriptionsStarted, value: countText(report.subscriptions.started) },
  { label: text.subscriptionsCancelled, value: countText(report.subscriptions.cancelled) },
];

/** The revenue chart's text alternative: how many periods, the total, the best one. */
const revenueSummary = (title: string, buckets: readonly SalesBucket[], grouping: RevenueGrouping, total: number): string => {
  const best = buckets.reduce<SalesBucket | null>((top, bucket) => (top === null || bucket.revenue > top.revenue ? bucket : top), null);
  if (!best || total === 0) return fill(text.chartEmpty, { title });
  return fill(text.revenueChart, {
    title,
    count: buckets.length,
    total: moneyText(total),
    best: bucketText(best.start, grouping).name,
    bestAmount: moneyText(best.revenue),
  });
};

/** 'Agrupar ingresos por': day, week or month, as pressed buttons. */
const GroupingSwitch = ({ grouping, onChange }: { grouping: RevenueGrouping; onChange: (grouping: RevenueGrouping) => void }) => (
  <fieldset className={styles.switcher}>
    <legend className={styles.switcherLegend}>{text.groupingLabel}</legend>
    {REVENUE_GROUPINGS.map((option) => (
      <button key={option} type="button" className={styles.chip} aria-pressed={option === grouping} onClick={() => onChange(option)}>
        {text.groupings[option]}
      </button>
    ))}
  </fieldset>
);

/** Props of {@link SalesReportView}. */
export interface SalesReportViewProps {
  readonly range: ReportRange;
  readonly zone: string;
  readonly grouping: RevenueGrouping;
  readonly onGrouping: (grouping: RevenueGrouping) => void;
}

/**
 * 'Ventas': revenue, discounts, pending cash and subscriptions as figures;
 * revenue by day, week or month (a switch kept in the address) as a chart
 * over its table; sales by package and by payment method; the cash sales
 * still to be collected as of today (whatever the range), each naming its
 * customer's page.
 */
export const SalesReportView = ({ range, zone, grouping, onGrouping }: SalesReportViewProps) => {
  const reports = useDeskReports();
  const { state, reload } = useRetryable(`desk-report-sales:${range.start_date}:${range.end_date}`, () => reports.sales(range));
  if (state.status === 'error') return <LoadFailure onRetry={reload} />;
  const report = state.status === 'ready' ? state.data : null;
  const title = text.revenueBy[grouping];
  // The chart shows every period, $0 included; the table (and its CSV) only those with a charge, so a year by day is not 365 rows of zeros.
  const buckets = report ? (report.charges > 0 ? report[BUCKETS[grouping]] : []) : null;
  const sold = buckets?.filter((bucket) => bucket.charges > 0 || bucket.revenue !== 0) ?? null;

  return (
    <div className={styles.report}>
      {report ? <Figures figures={salesFigures(report)} /> : <FiguresLoading count={5} />}
      <ReportTable
        title={title}
        note={text.soldPeriodsOnly}
        columns={bucketColumns(grouping)}
        rows={sold}
        getRowId={(row) => row.start}
        csv={{ slug: BUCKET_FILES[grouping], columns: reportCsvColumns.salesByPeriod() }}
        range={range}
      >
        <GroupingSwitch grouping={grouping} onChange={onGrouping} />
        {report && buckets && buckets.length > 0 ? (
          <ReportChart
            summary={revenueSummary(title, buckets, grouping, report.revenue)}
            points={buckets.map((bucket) => ({ key: bucket.start, label: bucketText(bucket.start, grouping).short, name: bucketText(bucket.start, grouping).name, value: bucket.revenue }))}
            format={moneyText}
            series={text.revenue}
            layout="columns"
          />
        ) : null}
      </ReportTable>
      <div className={styles.pair}>
        <ReportTable
          title={text.byPackage}
          columns={packageColumns}
          rows={report?.by_package ?? null}
          getRowId={(row) => String(row.class_package_id)}
          csv={{ slug: files.byPackage, columns: reportCsvColumns.salesByPackage() }}
          range={range}
        />
        <ReportTable
          title={text.byPaymentMethod}
          columns={methodColumns}
          rows={report?.by_payment_method ?? null}
          getRowId={(row) => String(row.payment_method_id ?? 'none')}
          csv={{ slug: files.byPaymentMethod, columns: reportCsvColumns.salesByPaymentMethod() }}
          range={range}
        />
      </div>
      <ReportTable
        title={text.pendingCashTable}
        note={text.pendingCashHelp}
        columns={pendingCashColumns(zone)}
        rows={report?.pending_cash.rows ?? null}
        getRowId={(row) => String(row.purchase_id)}
        rowHref={(row) => `/admin/clientes/${row.customer_id}`}
        csv={{ slug: files.pendingCash, columns: reportCsvColumns.pendingCash(zone), rest: restOfList(reports, range, 'pending_cash') }}
        range={range}
        count={report?.pending_cash.count}
      />
    </div>
  );
};
