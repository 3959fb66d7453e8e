import Papa from 'papaparse';

/**
 * CSV for spreadsheets (issue 12, 'Exportar CSV'), written by papaparse's
 * `unparse`: RFC 4180 quoting, CRLF line ends, cells a spreadsheet would run
 * as a formula (=, +, -, @ first, as in a name a customer typed) escaped
 * with a leading apostrophe, and a UTF-8 byte-order mark so Excel and
 * Numbers read accents ('María', 'Recepción') instead of mojibake.
 */

/** The UTF-8 byte-order mark spreadsheets look for. */
export const CSV_BOM = '\uFEFF';

/** One column of an export: its header and how a row reads in it. */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => string | number | null | undefined;
}

/** The whole file: BOM, header line, then a line per row, CRLF-separated and ending in one. */
export const toCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string => {
  const body = Papa.unparse(
    { fields: columns.map((column) => column.header), data: rows.map((row) => columns.map((column) => column.value(row) ?? '')) },
    { newline: '\r\n', escapeFormulae: true, quotes: false },
  );
  // unparse ends the header line itself when there are no rows; the file ends in exactly one CRLF either way.
  return `${CSV_BOM}${body.replace(/(\r\n)+$/, '')}\r\n`;
};
