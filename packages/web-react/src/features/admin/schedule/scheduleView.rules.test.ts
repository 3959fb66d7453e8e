import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { weekOfDate } from '@estudio/core';
import {
  classTimes, hourRows, readScheduleView, scheduleColumns, scheduleQuery, SCHEDULE_FILTERS, shiftedDate, viewDays,
} from './scheduleView.rules.js';
import { scheduleClass, scheduleDays } from './testing/scheduleFixtures.js';

const ZONE = 'America/Mexico_City';
const TODAY = '2026-11-26';
const read = (filters: Partial<Record<keyof typeof SCHEDULE_FILTERS, string>>) => readScheduleView({ ...SCHEDULE_FILTERS, ...filters }, TODAY);

const ana = { instructor: { instructor_id: 1, name: 'Ana', last_name: 'López', nick_name: null, file: null } };
const luis = { instructor: { instructor_id: 2, name: 'Luis', last_name: 'Mora', nick_name: null, file: null } };
const polanco = { location_id: 2, location: { location_id: 2, name: 'Polanco', address: null } };

describe('the view in the address', () => {
  it('reads the week of today by location by default, and what the address says otherwise', () => {
    expect(read({})).toEqual({ view: 'semana', date: TODAY, columns: 'ubicacion', locationId: null, coachId: null, classTypeId: null });
    expect(read({ vista: 'dia', fecha: '2026-12-03', columnas: 'coach', ubicacion: '2', coach: '7', tipo: '1' })).toEqual({
      view: 'dia', date: '2026-12-03', columns: 'coach', locationId: 2, coachId: 7, classTypeId: 1,
    });
  });

  it.each([['vista', 'mes'], ['fecha', '2026-13-40'], ['fecha', 'ayer'], ['columnas', 'sala'], ['ubicacion', '-2'], ['coach', 'ana'], ['tipo', '0']])(
    'reads %s=%s as its default',
    (name, value) => {
      expect(read({ [name]: value })).toEqual(read({}));
    },
  );

  it("asks the server for the week's days or the day, with the filters", () => {
    expect(scheduleQuery(read({ ubicacion: '2', tipo: '1' }), false)).toEqual({ start_date: '2026-11-23', end_date: '2026-11-29', location_id: 2, class_type_id: 1 });
    expect(scheduleQuery(read({ vista: 'dia', coach: '7' }), false)).toEqual({ start_date: TODAY, end_date: TODAY, instructor_id: 7 });
    // A phone always lists one day.
    expect(scheduleQuery(read({}), true)).toEqual({ start_date: TODAY, end_date: TODAY });
  });
});

describe('moving through the calendar', () => {
  it('moves a week keeping the weekday, or a day across weeks and months', () => {
    expect(shiftedDate('semana', '2026-11-26', 1)).toBe('2026-12-03');
    expect(shiftedDate('semana', '2026-11-26', -1)).toBe('2026-11-19');
    expect(shiftedDate('dia', '2026-11-29', 1)).toBe('2026-11-30');
    expect(shiftedDate('dia', '2026-11-30', -1)).toBe('2026-11-29');
    expect(shiftedDate('dia', '2026-12-31', 1)).toBe('2027-01-01');
  });

  it('comes back to the same date after a step forward and one back, in either view', () => {
    const dates = fc.date({ min: new Date('2020-01-01T12:00:00Z'), max: new Date('2035-12-31T12:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.constantFrom('semana' as const, 'dia' as const), (date, view) => {
        expect(shiftedDate(view, shiftedDate(view, date, 1), -1)).toBe(date);
        const step = view === 'dia' ? 1 : 7;
        expect(Date.parse(shiftedDate(view, date, 1)) - Date.parse(date)).toBe(step * 86_400_000);
      }),
    );
  });

  it('shows the seven days of the week, Monday first, or the one day', () => {
    expect(viewDays('semana', TODAY)).toEqual(weekOfDate(TODAY)?.days);
    expect(viewDays('semana', TODAY)[0]).toBe('2026-11-23');
    expect(viewDays('dia', TODAY)).toEqual([TODAY]);
  });
});

describe('the columns and rows of the grid', () => {
  const yoga = scheduleClass({ class_instructors: [ana] });
  const barre = scheduleClass({ single_class_id: 102, class_date: '2026-11-26T15:30:00.000Z', class_instructors: [ana, luis], ...polanco });
  const open = scheduleClass({ single_class_id: 103, class_date: '2026-11-27T01:00:00.000Z', class_instructors: [] });
  const days = scheduleDays([yoga, barre, open]);

  it('in the week view, a column a day of the week with its classes', () => {
    const columns = scheduleColumns({ view: 'semana', date: TODAY, columns: 'ubicacion' }, days, 'Sin coach');
    expect(columns.map((column) => [column.label, column.classes.map((single) => single.single_class_id)])).toEqual([
      ['lunes 23 de noviembre', []],
      ['martes 24 de noviembre', []],
      ['miércoles 25 de noviembre', []],
      ['jueves 26 de noviembre', [101, 102, 103]],
      ['viernes 27 de noviembre', []],
      ['sábado 28 de noviembre', []],
      ['domingo 29 de noviembre', []],
    ]);
  });

  it("in the day view, the day's locations or coaches by name; a shared class in both coaches', one without under 'Sin coach'", () => {
    const shown = { view: 'dia' as const, date: TODAY };
    const byLocation = scheduleColumns({ ...shown, columns: 'ubicacion' }, days, 'Sin coach');
    expect(byLocation.map((column) => [column.label, column.classes.map((single) => single.single_class_id)])).toEqual([
      ['Polanco', [102]],
      ['Roma', [101, 103]],
    ]);
    const byCoach = scheduleColumns({ ...shown, columns: 'coach' }, days, 'Sin coach');
    expect(byCoach.map((column) => [column.label, column.classes.map((single) => single.single_class_id)])).toEqual([
      ['Ana López', [101, 102]],
      ['Luis Mora', [102]],
      ['Sin coach', [103]],
    ]);
  });

  it("has a row for each hour a class starts in, on the studio's clock", () => {
    const columns = scheduleColumns({ view: 'semana', date: TODAY, columns: 'ubicacion' }, days, 'Sin coach');
    expect(hourRows(columns, ZONE)).toEqual([7, 9, 19]);
    expect(classTimes(barre, ZONE)).toEqual({ start: '09:30', end: '10:20' });
  });
});
