import { useState, type ReactNode } from 'react';
import { fill, messages, reportCsv, reportCsvFileName, type CsvColumn, type ReportRange, type Result } from '@estudio/core';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { downloadFile } from '../customers/exportCustomers.js';
import { countText } from './reportFormat.js';
import { DataTable, type DataTableColumn } from '../kit/DataTable/index.js';
import { ReportSection } from './ReportSection.js';
import * as styles from './Reports.css.js';

const text = messages.deskReportsScreen;

/** Rows a table shows a page: the report answers them all, the table pages them. */
export const REPORT_PAGE_SIZE = 25;
/** Skeleton rows of a table while its report loads. */
const LOADING_ROWS = 4;

/** Props of {@link ReportTable}. */
export interface ReportTableProps<Row> {
  /** The section's heading, the table's name and its phone cards' list name. */
  readonly title: string;
  /** A line under the title (what the table counts). */
  readonly note?: ReactNode;
  readonly columns: readonly DataTableColumn<Row>[];
  /** The rows, or null while the report loads. */
  readonly rows: readonly Row[] | null;
  readonly getRowId: (row: Row) => string;
  /** A row's screen ('/admin/clientes/12'): its first cell links there. */
  readonly rowHref?: (row: Row) => string;
  /**
   * 'Exportar CSV': core's columns of this table and its file's slug
   * ('ventas-por-paquete'); for a list the report sends only the first
   * rows of, `rest` reads the rows after those (`restOfList`).
   */
  readonly csv: {
    readonly slug: string;
    readonly columns: readonly CsvColumn<Row>[];
    readonly rest?: (offset: number) => Promise<Result<readonly Row[]>>;
  };
  /** The range the report covers: the file's name says it. */
  readonly range: ReportRange;
  /** How many rows there are in all when the report sent only the first ones. */
  readonly count?: number;
  /** Shown above the table: its chart. */
  readonly children?: ReactNode;
}

/**
 * One table of a report, in its own titled section: the kit's DataTable
 * (a card a row on a phone, skeletons while loading, 'Sin datos en este
 * periodo.' when empty), paged here 25 at a time, and 'Exportar CSV', which
 * hands over every row of the table, in core's columns
 * (`reportCsvColumns`), named after the table and the range: the rows the
 * report sent, and when it sent only the first of `count`, the rest read
 * page by page (`csv.rest`).
 */
export const ReportTable = <Row,>({ title, note, columns, rows, getRowId, rowHref, csv, range, count, children }: ReportTableProps<Row>) => {
  // The page belongs to the rows it was chosen on: new rows (another range) start again at the first.
  const [paging, setPaging] = useState<{ readonly rows: readonly Row[] | null; readonly page: number }>({ rows, page: 1 });
  const page = paging.rows === rows ? paging.page : 1;
  const all = rows ?? [];
  const shown = all.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);
  const cut = rows !== null && count !== undefined && count > rows.length;
  const alerts = useAlerts();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    let every: readonly Row[] = all;
    if (cut && csv.rest) {
      setExporting(true);
      const rest = await csv.rest(all.length);
      setExporting(false);
      if (!rest.ok) return alerts.error(text.exportFailed);
      every = [...all, ...rest.value];
    }
    downloadFile(reportCsvFileName(csv.slug, range), reportCsv(csv.columns, every), 'text/csv;charset=utf-8');
  };

  return (
    <ReportSection title={title} note={note} onExport={all.length > 0 ? () => void exportCsv() : null} exporting={exporting}>
      {cut ? <p className={styles.sectionNote}>{fill(text.moreRows, { shown: countText(all.length), count: countText(count) })}</p> : null}
      {children}
      <DataTable
        columns={columns}
        rows={shown}
        getRowId={getRowId}
        total={all.length}
        page={page}
        perPage={rows === null ? LOADING_ROWS : REPORT_PAGE_SIZE}
        sort={null}
        onSortChange={() => undefined}
        onPageChange={(next) => setPaging({ rows, page: next })}
        status={rows === null ? 'loading' : 'ready'}
        emptyMessage={text.empty}
        label={title}
        rowHref={rowHref}
      />
    </ReportSection>
  );
};
