import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CSV_BOM, toCsv } from './csv.rules.js';

/** One cell as the export writes it. */
const csvCell = (value: string | number | null): string => toCsv([{ header: 'x', value: () => value }], [null]).slice(CSV_BOM.length).split('\r\n').slice(1, -1).join('\r\n');

/** A small RFC 4180 reader, to check that what toCsv writes reads back the same. */
const parse = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
};

describe('CSV export', () => {
  it('starts with the byte-order mark and ends each line with CRLF', () => {
    const text = toCsv([{ header: 'Nombre', value: (row: { name: string }) => row.name }], [{ name: 'María' }]);
    expect(text).toBe(`${CSV_BOM}Nombre\r\nMaría\r\n`);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Pérez, Ana')).toBe('"Pérez, Ana"');
    expect(csvCell('Ana "la" Pérez')).toBe('"Ana ""la"" Pérez"');
    expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-1)).toBe('-1');
  });

  it('keeps a spreadsheet from running a typed formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+5215512345678')).toBe(`"'+5215512345678"`);
    expect(csvCell('-1 cuenta')).toBe(`"'-1 cuenta"`);
    expect(csvCell('@ana')).toBe(`"'@ana"`);
  });

  it('reads back every text cell it wrote (guarded formulas keep their apostrophe)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 8 }), (table) => {
        const columns = [0, 1].map((index) => ({ header: `c${index}`, value: (row: string[]) => row[index] ?? '' }));
        const parsed = parse(toCsv(columns, table).slice(CSV_BOM.length));
        expect(parsed[0]).toEqual(['c0', 'c1']);
        const expected = table.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
        expect(parsed.slice(1)).toEqual(expected);
      }),
    );
  });
});
