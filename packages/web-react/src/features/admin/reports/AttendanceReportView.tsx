import {
  fill, messages, reportCsv, reportCsvColumns, reportCsvFileName,
  type AttendanceReport, type FillGroup, type FillRow, type ReportRange,
} from '@estudio/core';
import { downloadFile } from '../customers/exportCustomers.js';
import { useDeskReports } from '../DeskProvider.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { useRetryable } from '../shared/useRetryable.js';
import { Figures, FiguresLoading, type Figure } from './Figures.js';
import { HeatMap } from './HeatMap.js';
import { ReportChart } from './ReportChart.js';
import { ReportSection } from './ReportSection.js';
import { ReportTable } from './ReportTable.js';
import { fillColumns } from './reportColumns.js';
import { classesText, countText, percentText, placesText } from './reportFormat.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import * as styles from './Reports.css.js';

const text = messages.deskReportsScreen;
const files = text.files;

/** The fill tables, in the order: the report's list, its title, its group's column, its file. */
const FILL_TABLES = [
  { group: 'class_type', list: 'by_class_type', title: text.byClassType, column: text.classType, slug: files.byClassType },
  { group: 'coach', list: 'by_coach', title: text.byCoach, column: text.coach, slug: files.byCoach },
  { group: 'location', list: 'by_location', title: text.byLocation, column: text.location, slug: files.byLocation },
  { group: 'weekday', list: 'by_weekday', title: text.byWeekday, column: text.weekday, slug: files.byWeekday },
  { group: 'hour', list: 'by_hour', title: text.byHour, column: text.hour, slug: files.byHour },
] as const satisfies readonly { group: FillGroup; list: keyof AttendanceReport; title: string; column: string; slug: string }[];

/**
 * The fill rate's line: its own terms (the places booked in the classes
 * with a capacity, of their places), then the classes, those still to come
 * and those cancelled.
 */
const fillDetail = (totals: AttendanceReport['totals']): string => [
  fill(text.fillTerms, { booked: countText(totals.capacity_booked), places: placesText(totals.capacity) }),
  classesText(totals.classes),
  ...(totals.upcoming_classes > 0 ? [fill(text.upcomingClasses, { count: countText(totals.upcoming_classes) })] : []),
  ...(totals.cancelled_classes === 1 ? [text.cancelledClassesOne] : []),
  ...(totals.cancelled_classes > 1 ? [fill(text.cancelledClasses, { count: countText(totals.cancelled_classes) })] : []),
].join(' · ');

const attendanceFigures = ({ totals }: AttendanceReport): Figure[] => [
  { label: text.reservations, value: countText(totals.reservations) },
  { label: text.attended, value: countText(totals.attended), detail: `${text.unmarked}: ${countText(totals.unmarked)}` },
  { label: text.noShows, value: countText(totals.no_shows) },
  { label: text.lateCancels, value: countText(totals.late_cancels) },
  { label: text.fillRate, value: percentText(totals.fill_rate), detail: fillDetail(totals) },
];

/** A fill chart's text alternative: the fullest and the emptiest group. */
const fillSummary = (title: string, rows: readonly FillRow[]): string => {
  const rated = [...rows].filter((row) => row.fill_rate !== null).sort((a, b) => (b.fill_rate ?? 0) - (a.fill_rate ?? 0));
  const best = rated[0];
  const worst = rated.at(-1);
  if (!best || !worst) return fill(text.chartEmpty, { title });
  if (best === worst) return fill(text.fillChartOne, { title, best: best.name, rate: percentText(best.fill_rate) });
  return fill(text.fillChart, { title, best: best.name, rate: percentText(best.fill_rate), worst: worst.name, worstRate: percentText(worst.fill_rate) });
};

/** Props of {@link AttendanceReportView}. */
export interface AttendanceReportViewProps {
  readonly range: ReportRange;
}

/**
 * 'Asistencia': reservations, attendance, no-shows, late cancels and the
 * fill rate as figures; the fill rate by class type (charted), coach,
 * location, weekday and hour; and the weekday × hour heat map.
 */
export const AttendanceReportView = ({ range }: AttendanceReportViewProps) => {
  const reports = useDeskReports();
  const { state, reload } = useRetryable(`desk-report-attendance:${range.start_date}:${range.end_date}`, () => reports.attendance(range));
  if (state.status === 'error') return <LoadFailure onRetry={reload} />;
  const report = state.status === 'ready' ? state.data : null;
  const heat = report?.heat_map ?? [];

  return (
    <div className={styles.report}>
      {report ? <Figures figures={attendanceFigures(report)} /> : <FiguresLoading count={5} />}
      {FILL_TABLES.map((table) => {
        const rows = report ? report[table.list] : null;
        return (
          <ReportTable
            key={table.group}
            title={table.title}
            columns={fillColumns(table.column)}
            rows={rows}
            getRowId={(row) => String(row.key)}
            csv={{ slug: table.slug, columns: reportCsvColumns.fill(table.group) }}
            range={range}
          >
            {table.group === 'class_type' && rows && rows.length > 0 ? (
              <ReportChart
                summary={fillSummary(table.title, rows)}
                points={rows.map((row) => ({ key: String(row.key), label: row.name, value: (row.fill_rate ?? 0) * 100 }))}
                format={(value) => `${Math.round(value)} %`}
                series={text.fillRate}
                layout="rows"
              />
            ) : null}
          </ReportTable>
        );
      })}
      <ReportSection
        title={text.heatMap}
        onExport={heat.length > 0 ? () => downloadFile(reportCsvFileName(files.heatMap, range), reportCsv(reportCsvColumns.heatMap(), heat), 'text/csv;charset=utf-8') : null}
      >
        {report ? (
          <HeatMap cells={heat} />
        ) : (
          <SkeletonGroup>
            <Skeleton height={240} />
          </SkeletonGroup>
        )}
      </ReportSection>
    </div>
  );
};
