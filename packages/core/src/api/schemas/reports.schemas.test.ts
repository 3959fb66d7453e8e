import { describe, expect, it } from 'vitest';
import { messages } from '../../messages/index.js';
import { REPORT_ROWS_MAX } from '../../reports/report.rules.js';
import { ReportRangeQuery, ReportRowsQuery } from './reports.schemas.js';

const problems = (input: unknown): string[] => {
  const parsed = ReportRangeQuery.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('ReportRangeQuery', () => {
  it('takes two studio days, both included, up to 366 days', () => {
    expect(ReportRangeQuery.parse({ start_date: '2026-03-01', end_date: '2026-03-01' })).toEqual({ start_date: '2026-03-01', end_date: '2026-03-01' });
    expect(problems({ start_date: '2024-01-01', end_date: '2024-12-31' })).toEqual([]);
  });

  it('refuses a 367th day, an end before the start, a date that is none, a missing end', () => {
    expect(problems({ start_date: '2024-01-01', end_date: '2025-01-01' })).toEqual([messages.reports.rangeTooLong]);
    expect(problems({ start_date: '2026-03-02', end_date: '2026-03-01' })).toContain(messages.admin.dateRange);
    expect(problems({ start_date: '2026-02-30', end_date: '2026-03-01' })).not.toEqual([]);
    expect(problems({ start_date: '2026-03-01' })).not.toEqual([]);
  });
});

describe('ReportRowsQuery', () => {
  const range = { start_date: '2026-03-01', end_date: '2026-03-15' };
  it('takes a list, an offset and a page of at most REPORT_ROWS_MAX rows, as the address writes them', () => {
    expect(ReportRowsQuery.parse({ ...range, list: 'active_customers', offset: '2000', limit: String(REPORT_ROWS_MAX) }))
      .toEqual({ ...range, list: 'active_customers', offset: 2000, limit: REPORT_ROWS_MAX });
    expect(ReportRowsQuery.parse({ ...range, list: 'pending_cash' })).toEqual({ ...range, list: 'pending_cash' });
  });

  it('refuses a list that is none, a negative offset, a page too large or empty, and a range the reports refuse', () => {
    expect(ReportRowsQuery.safeParse({ ...range, list: 'by_coach' }).success).toBe(false);
    expect(ReportRowsQuery.safeParse({ ...range, list: 'at_risk', offset: '-1' }).success).toBe(false);
    expect(ReportRowsQuery.safeParse({ ...range, list: 'at_risk', limit: String(REPORT_ROWS_MAX + 1) }).success).toBe(false);
    expect(ReportRowsQuery.safeParse({ ...range, list: 'at_risk', limit: '0' }).success).toBe(false);
    expect(ReportRowsQuery.safeParse({ start_date: '2026-03-02', end_date: '2026-03-01', list: 'at_risk' }).success).toBe(false);
  });
});
