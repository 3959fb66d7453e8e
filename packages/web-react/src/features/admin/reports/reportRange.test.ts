import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REPORT_MAX_DAYS, reportRangeDays } from '@estudio/core';
import { isIsoDate, isPreset, presetRange, RANGE_PRESETS, readGrouping, readRange, readTab } from './reportRange.js';
import { heatLevelOf } from './HeatMap.js';

const params = (search: string) => new URLSearchParams(search);

describe('the quick ranges', () => {
  it('end on the studio day given, as the owner reads them', () => {
    expect(presetRange('ultimos-7-dias', '2026-11-26')).toEqual({ start_date: '2026-11-20', end_date: '2026-11-26' });
    expect(presetRange('este-mes', '2026-11-26')).toEqual({ start_date: '2026-11-01', end_date: '2026-11-26' });
    expect(presetRange('mes-pasado', '2026-11-26')).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(presetRange('mes-pasado', '2026-03-31')).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(presetRange('mes-pasado', '2026-01-15')).toEqual({ start_date: '2025-12-01', end_date: '2025-12-31' });
    expect(presetRange('ultimos-12-meses', '2026-11-26')).toEqual({ start_date: '2025-11-27', end_date: '2026-11-26' });
  });

  it('are always ranges a report takes (a leap year included), and read back as themselves', () => {
    expect(RANGE_PRESETS.filter((preset) => isPreset(presetRange('este-mes', '2026-11-07'), preset, '2026-11-07'))).toEqual(['ultimos-7-dias', 'este-mes']);
    const days = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, fc.constantFrom(...RANGE_PRESETS), (today, preset) => {
        const range = presetRange(preset, today);
        const length = reportRangeDays(range);
        expect(length).toBeGreaterThan(0);
        expect(length).toBeLessThanOrEqual(REPORT_MAX_DAYS);
        expect(isPreset(range, preset, today)).toBe(true);
      }),
    );
  });
});

describe('the address', () => {
  it("reads 'Ventas' this month so far when it names nothing (or nonsense)", () => {
    expect(readTab(params(''))).toBe('ventas');
    expect(readTab(params('reporte=otra'))).toBe('ventas');
    expect(readTab(params('reporte=coaches'))).toBe('coaches');
    expect(readGrouping(params('agrupar=anio'))).toBe('dia');
    expect(readGrouping(params('agrupar=mes'))).toBe('mes');
    expect(readRange(params('desde=2026-02-30&hasta=ayer'), '2026-11-26')).toEqual({ range: { start_date: '2026-11-01', end_date: '2026-11-26' }, problem: null });
  });

  it('keeps a range the reports cannot take, with why', () => {
    expect(readRange(params('desde=2026-11-20&hasta=2026-11-02'), '2026-11-26').problem).toBe('inverted');
    expect(readRange(params('desde=2025-01-01&hasta=2026-01-02'), '2026-11-26').problem).toBe('tooLong');
    expect(readRange(params('desde=2024-01-01&hasta=2024-12-31'), '2026-11-26').problem).toBeNull();
  });

  it('takes only real calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe("the heat map's colour steps", () => {
  it('darken as the classes fill, and mark a cell that offered no place', () => {
    expect([0, 0.249, 0.25, 0.5, 0.749, 0.75, 1.2].map(heatLevelOf)).toEqual(['low', 'low', 'mid', 'high', 'high', 'full', 'full']);
    expect(heatLevelOf(null)).toBe('none');
  });
});
