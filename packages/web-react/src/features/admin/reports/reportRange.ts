import { DateTime } from 'luxon';
import { REPORT_MAX_DAYS, reportRangeDays, type ReportRange } from '@estudio/core';

/** The reports, as the address names them (`?reporte=`), in the contract's order. */
export const REPORT_TABS = ['ventas', 'asistencia', 'clientes', 'coaches'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** The quick ranges, as the address and the buttons name them. */
export const RANGE_PRESETS = ['ultimos-7-dias', 'este-mes', 'mes-pasado', 'ultimos-12-meses'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** How 'Ventas' groups its revenue (`?agrupar=`). */
export const REVENUE_GROUPINGS = ['dia', 'semana', 'mes'] as const;
export type RevenueGrouping = (typeof REVENUE_GROUPINGS)[number];

/** The address's parameters of the reports screen. */
export const REPORT_PARAMS = { tab: 'reporte', from: 'desde', to: 'hasta', grouping: 'agrupar' } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const day = (iso: string): DateTime => DateTime.fromISO(iso, { zone: 'utc' });
const isoOf = (date: DateTime): string => date.toISODate() ?? '';

/** A real calendar day written yyyy-MM-dd ('2026-02-30' is not one). */
export const isIsoDate = (value: string | null): value is string => value !== null && ISO_DATE.test(value) && day(value).isValid;

/**
 * The days a quick range covers, ending on `today` (a studio day): the last
 * 7 days and the last 12 months include today ('Últimos 12 meses' is at
 * most 366 days, what a report takes); this month runs from its first day
 * to today; last month is the whole previous calendar month.
 */
export const presetRange = (preset: RangePreset, today: string): ReportRange => {
  const now = day(today);
  switch (preset) {
    case 'ultimos-7-dias':
      return { start_date: isoOf(now.minus({ days: 6 })), end_date: today };
    case 'este-mes':
      return { start_date: isoOf(now.startOf('month')), end_date: today };
    case 'mes-pasado': {
      const last = now.startOf('month').minus({ months: 1 });
      return { start_date: isoOf(last), end_date: isoOf(last.endOf('month')) };
    }
    case 'ultimos-12-meses':
      return { start_date: isoOf(now.minus({ months: 12 }).plus({ days: 1 })), end_date: today };
  }
};

/** Whether these are a quick range's days: its button reads as pressed (on the 7th, 'Este mes' and 'Últimos 7 días' both are). */
export const isPreset = (range: ReportRange, preset: RangePreset, today: string): boolean => {
  const days = presetRange(preset, today);
  return days.start_date === range.start_date && days.end_date === range.end_date;
};

/** Why a range cannot be asked for: its end before its start, or longer than a report takes. */
export type RangeProblem = 'inverted' | 'tooLong';

/** A range read from the address: the days, and why they cannot be reported on (null when they can). */
export interface ReadRange {
  readonly range: ReportRange;
  readonly problem: RangeProblem | null;
}

/**
 * The range the address names (`?desde=&hasta=`), else this month to
 * today. A missing or unreadable day reads as the default's; an end before
 * the start, or more than {@link REPORT_MAX_DAYS} days, is kept (the inputs
 * show it) with the problem that keeps it from being asked for.
 */
export const readRange = (params: URLSearchParams, today: string): ReadRange => {
  const fallback = presetRange('este-mes', today);
  const from = params.get(REPORT_PARAMS.from);
  const to = params.get(REPORT_PARAMS.to);
  const range = { start_date: isIsoDate(from) ? from : fallback.start_date, end_date: isIsoDate(to) ? to : fallback.end_date };
  const days = reportRangeDays(range);
  const problem: RangeProblem | null = days === 0 ? 'inverted' : days > REPORT_MAX_DAYS ? 'tooLong' : null;
  return { range, problem };
};

/** The report the address names, else 'Ventas'. */
export const readTab = (params: URLSearchParams): ReportTab => {
  const asked = params.get(REPORT_PARAMS.tab);
  return REPORT_TABS.find((tab) => tab === asked) ?? 'ventas';
};

/** How 'Ventas' groups its revenue, from the address, else by day. */
export const readGrouping = (params: URLSearchParams): RevenueGrouping => {
  const asked = params.get(REPORT_PARAMS.grouping);
  return REVENUE_GROUPINGS.find((grouping) => grouping === asked) ?? 'dia';
};
