import { fill, messages, reportCsvColumns, type CoachReportRow, type ReportRange } from '@estudio/core';
import { useDeskReports } from '../DeskProvider.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { useRetryable } from '../shared/useRetryable.js';
import { ReportChart } from './ReportChart.js';
import { ReportTable } from './ReportTable.js';
import { coachColumns } from './reportColumns.js';
import { countText } from './reportFormat.js';
import * as styles from './Reports.css.js';

const text = messages.deskReportsScreen;

/** The attendees chart's text alternative: how many coaches and attendees, and who had the most. */
const attendeesSummary = (rows: readonly CoachReportRow[]): string => {
  const best = rows.reduce<CoachReportRow | null>((top, row) => (top === null || row.attended > top.attended ? row : top), null);
  const total = rows.reduce((sum, row) => sum + row.attended, 0);
  if (!best) return fill(text.chartEmpty, { title: text.attendeesChart });
  return fill(text.attendeesChartText, {
    title: text.attendeesChart,
    count: rows.length,
    total: countText(total),
    best: best.name,
    bestCount: countText(best.attended),
  });
};

/**
 * 'Coaches', for payroll: every coach who taught in the range with her
 * classes, attendees, fill rate and the stars customers gave her classes
 * and her (spec 4's ratings), and a chart of attendees by coach.
 */
export const CoachesReportView = ({ range }: { readonly range: ReportRange }) => {
  const reports = useDeskReports();
  const { state, reload } = useRetryable(`desk-report-coaches:${range.start_date}:${range.end_date}`, () => reports.coaches(range));
  if (state.status === 'error') return <LoadFailure onRetry={reload} />;
  const rows = state.status === 'ready' ? state.data.coaches : null;

  return (
    <div className={styles.report}>
      <ReportTable
        title={text.coachesTable}
        columns={coachColumns}
        rows={rows}
        getRowId={(row) => String(row.instructor_id)}
        csv={{ slug: text.files.coaches, columns: reportCsvColumns.coaches() }}
        range={range}
      >
        {rows && rows.length > 0 ? (
          <ReportChart
            summary={attendeesSummary(rows)}
            points={rows.map((row) => ({ key: String(row.instructor_id), label: row.name, value: row.attended }))}
            format={countText}
            series={text.attended}
            layout="rows"
            tall={rows.length > 6}
          />
        ) : null}
      </ReportTable>
    </div>
  );
};
