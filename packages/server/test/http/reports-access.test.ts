/**
 * 'Reportes' (issue 16) on the demo studio: admin only (staff and customers
 * 403, nobody signed in 401), a range of at most 366 days with its end not
 * before its start (400 with the Spanish reason), and the demo's recent
 * sales and attendance there to see. The figures themselves are checked
 * against known totals in reports-equality.test.ts.
 */
import { DateTime } from 'luxon';
import { beforeAll, expect, it } from 'vitest';
import {
  AttendanceReportResponse, CoachesReportResponse, CustomersReportResponse, messages, SalesReportResponse,
} from '@estudio/core';
import { DEMO_TIME_ZONE } from '../../src/db/seed/index.js';
import { adminToken, staffToken } from './support/booking.js';
import { DEMO, onEachDatabase } from './support/harness.js';

const REPORTS = ['sales', 'attendance', 'customers', 'coaches'] as const;

onEachDatabase("GET /reports/* ('Reportes')", (h) => {
  const tokens = { admin: '', staff: '', customer: '' };
  let lastMonth = '';
  beforeAll(async () => {
    tokens.admin = await adminToken(h());
    tokens.staff = await staffToken(h());
    tokens.customer = (await h().signIn(DEMO.socia)).token;
    const today = DateTime.fromMillis(h().clock.now(), { zone: DEMO_TIME_ZONE });
    lastMonth = `start_date=${today.minus({ days: 29 }).toISODate()}&end_date=${today.toISODate()}`;
  });
  const get = (report: string, query: string, token?: string) => h().request('GET', `/api/reports/${report}?${query}`, { token });

  it('answers the admin only: staff and customers 403, nobody signed in 401', async () => {
    for (const report of REPORTS) {
      expect((await get(report, lastMonth, tokens.admin)).status, report).toBe(200);
      expect((await get(report, lastMonth, tokens.staff)).status, report).toBe(403);
      expect((await get(report, lastMonth, tokens.customer)).status, report).toBe(403);
      expect((await get(report, lastMonth)).status, report).toBe(401);
    }
  });

  it('takes at most 366 days, its end not before its start, both dates real', async () => {
    const refused = async (query: string, message: string) => {
      const answer = await get('sales', query, tokens.admin);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('validation/invalid-query');
      expect(answer.body.message).toContain(message);
    };
    await refused('start_date=2025-03-10&end_date=2025-03-09', messages.admin.dateRange);
    await refused('start_date=2024-01-01&end_date=2025-01-01', messages.reports.rangeTooLong);
    await refused('start_date=2025-02-30&end_date=2025-03-09', '');
    await refused('start_date=2025-03-01', '');
    // 2024 is a leap year: its 366 days are one range.
    const year = await get('sales', 'start_date=2024-01-01&end_date=2024-12-31', tokens.admin);
    expect(year.status, year.text).toBe(200);
    expect(SalesReportResponse.parse(year.body).report.by_day).toHaveLength(366);
  });

  it("shows the demo's sales and attendance of the last 30 days", async () => {
    const sales = SalesReportResponse.parse((await get('sales', lastMonth, tokens.admin)).body).report;
    expect(sales.revenue).toBeGreaterThan(0);
    expect(sales.by_day).toHaveLength(30);
    expect(sales.by_day.reduce((sum, day) => sum + day.revenue, 0)).toBeCloseTo(sales.revenue, 2);
    expect(sales.by_package.reduce((sum, row) => sum + row.revenue, 0)).toBeCloseTo(sales.revenue, 2);
    expect(sales.by_payment_method.reduce((sum, row) => sum + row.charges, 0)).toBe(sales.charges);
    const attendance = AttendanceReportResponse.parse((await get('attendance', lastMonth, tokens.admin)).body).report;
    expect(attendance.totals.reservations).toBeGreaterThan(0);
    expect(attendance.totals.attended).toBeGreaterThan(0);
    expect(attendance.heat_map.length).toBeGreaterThan(0);
    const people = CustomersReportResponse.parse((await get('customers', lastMonth, tokens.admin)).body).report;
    expect(people.active_customers.count).toBeGreaterThan(0);
    // The team is no customer of these lists.
    const team: string[] = [DEMO.admin, DEMO.staff];
    for (const list of [people.new_customers, people.active_customers, people.at_risk, people.credits_expiring, people.memberships_ending]) {
      expect(list.rows.filter((row) => team.includes(row.email))).toEqual([]);
    }
    const { coaches } = CoachesReportResponse.parse((await get('coaches', lastMonth, tokens.admin)).body).report;
    // Each class taught or to come counts for each of its coaches.
    expect(coaches.reduce((sum, coach) => sum + coach.classes, 0)).toBeGreaterThanOrEqual(attendance.totals.classes - attendance.totals.upcoming_classes);
    expect(coaches.reduce((sum, coach) => sum + coach.scheduled_classes, 0)).toBeGreaterThanOrEqual(attendance.totals.upcoming_classes);
  });
});
