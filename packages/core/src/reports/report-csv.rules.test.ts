import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../format/csv.rules.js';
import type { AtRiskRow, CoachReportRow, FillRow, HeatCell, SalesBucket, SalesByPackage } from '../api/schemas/reports.schemas.js';
import { reportCsv, reportCsvColumns, reportCsvFileName } from './report-csv.rules.js';

const ZONE = 'America/Mexico_City';
/** The file's lines without the BOM and the last CRLF. */
const lines = (csv: string) => {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  return csv.slice(CSV_BOM.length).split('\r\n').slice(0, -1);
};

describe("the reports' CSV files", () => {
  it('writes revenue by package with Spanish headers and money a spreadsheet sums', () => {
    const rows: SalesByPackage[] = [
      { class_package_id: 4, title: 'Ilimitado', revenue: 3800, charges: 2 },
      { class_package_id: 2, title: 'Paquete 10, promoción', revenue: 1900.5, charges: 2 },
    ];
    expect(lines(reportCsv(reportCsvColumns.salesByPackage(), rows))).toEqual([
      'ID del paquete,Paquete,Ingresos (MXN),Cobros',
      '4,Ilimitado,3800.00,2',
      '2,"Paquete 10, promoción",1900.50,2',
    ]);
  });

  it('names a period by its first day, as a date a spreadsheet sorts', () => {
    const rows: SalesBucket[] = [{ start: '2026-03-02', revenue: 1000, charges: 1 }];
    expect(lines(reportCsv(reportCsvColumns.salesByPeriod(), rows))).toEqual(['Periodo,Ingresos (MXN),Cobros', '2026-03-02,1000.00,1']);
  });

  it('writes fill rates as a percentage, with the id of a class type, coach or location and none for a weekday', () => {
    const row: FillRow = { key: 2, name: 'martes', classes: 2, capacity: 14, booked: 8, attended: 5, fill_rate: 8 / 14 };
    expect(lines(reportCsv(reportCsvColumns.fill('weekday'), [row]))).toEqual(['Día,Clases,Lugares,Reservados,Asistencias,Ocupación (%)', 'martes,2,14,8,5,57.1']);
    expect(lines(reportCsv(reportCsvColumns.fill('class_type'), [{ ...row, name: 'Yoga', fill_rate: null }]))[1]).toBe('2,Yoga,2,14,8,5,');
    expect(lines(reportCsv(reportCsvColumns.fill('coach'), [row]))[0]).toBe('ID,Coach,Clases,Lugares,Reservados,Asistencias,Ocupación (%)');
  });

  it("writes a customer at risk with her last visit, credits and membership's end, a formula in a name escaped", () => {
    const row: AtRiskRow = {
      customer_id: 7, name: '=Ana', last_name: 'Ríos', email: 'ana@correo.test', phone: null, last_visit: null,
      credits_left: -1, has_membership: true, membership_until: null,
    };
    expect(lines(reportCsv(reportCsvColumns.atRisk(ZONE), [row]))).toEqual([
      'ID del cliente,Nombre,Apellido,Correo electrónico,Teléfono,Última visita,Clases disponibles,Membresía hasta',
      `7,"'=Ana",Ríos,ana@correo.test,,,-1,Ilimitadas`,
    ]);
  });

  it("writes each coach's classes taught and to come, the fill rate's own terms, and her stars with two decimals and how many ratings", () => {
    // 7 places in the taught classes, 6 of them in the classes with a capacity: the rate is 6 ÷ 15, as the file shows.
    const row: CoachReportRow = {
      instructor_id: 3, name: 'Ana López', classes: 3, scheduled_classes: 1, booked: 7, attended: 4,
      capacity_classes: 2, capacity: 15, capacity_booked: 6, fill_rate: 0.4,
      class_stars: { average: 10 / 3, count: 3 }, coach_stars: { average: null, count: 0 },
    };
    const [header, line] = lines(reportCsv(reportCsvColumns.coaches(), [row]));
    expect(header).toBe(
      'ID,Coach,Clases impartidas,Clases por impartir,Reservados,Asistencias,Clases con cupo,Lugares,Reservados en clases con cupo,Ocupación (%),'
      + 'Estrellas de la clase,Calificaciones de la clase,Estrellas del coach,Calificaciones del coach',
    );
    expect(line).toBe('3,Ana López,3,1,7,4,2,15,6,40.0,3.33,3,,0');
  });

  it('names the heat map\'s weekdays in Spanish', () => {
    const cell: HeatCell = { weekday: 7, hour: 9, classes: 1, capacity: 5, booked: 1, fill_rate: 0.2 };
    expect(lines(reportCsv(reportCsvColumns.heatMap(), [cell]))).toEqual(['Día,Hora,Clases,Lugares,Reservados,Ocupación (%)', 'domingo,09:00,1,5,1,20.0']);
  });

  it('names a file by its table and range', () => {
    expect(reportCsvFileName('ventas-por-paquete', { start_date: '2026-11-01', end_date: '2026-11-30' })).toBe('ventas-por-paquete-2026-11-01-a-2026-11-30.csv');
  });
});
