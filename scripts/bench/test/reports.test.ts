import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendanceReportResponse, CoachesReportResponse, CustomersReportResponse, SalesReportResponse } from '@estudio/core';
import { DEMO_TIME_ZONE } from '../../../packages/server/src/db/seed/index.js';
import { seedReportsYear, type ReportsYear } from '../reports/seed.js';
import { withStudio, type Studio } from '../studio/studio.js';

/** The busy studio with its year of history on PGlite, kept open for the whole file. */
const openStudio = () => {
  let release: () => void = () => undefined;
  let done: Promise<void> = Promise.resolve();
  const ready = new Promise<Studio>((resolve, reject) => {
    done = withStudio({ kind: 'pglite' }, (studio) => {
      resolve(studio);
      return new Promise<void>((finish) => { release = finish; });
    }).catch(reject);
  });
  return { ready, close: async () => { release(); await done; } };
};

describe("the reports' year of the busy studio (PGlite)", () => {
  const opened = openStudio();
  let studio: Studio;
  let year: ReportsYear;
  beforeAll(async () => {
    studio = await opened.ready;
    year = await seedReportsYear(studio.db, studio.plan, DEMO_TIME_ZONE, Date.now());
  }, 300_000);
  afterAll(async () => {
    await opened.close();
  });

  it('holds a year of classes, about 150,000 reservations and a year of sales', () => {
    // 60 classes a day for 365 days (the busy studio's future weeks besides).
    expect(year.classes).toBeGreaterThanOrEqual(365 * 60);
    expect(year.reservations).toBeGreaterThan(140_000);
    expect(year.reservations).toBeLessThan(170_000);
    expect(year.invoices).toBeGreaterThan(364 * 40);
  });

  it("answers each report of the year to its admin, every day's sales and most places attended", async () => {
    const token = await studio.tokenOf(year.admin);
    const ask = async (path: string) => {
      const response = await fetch(`${studio.url}/api/reports/${path}?start_date=${year.startDate}&end_date=${year.endDate}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return response.json() as Promise<unknown>;
    };
    const sales = SalesReportResponse.parse(await ask('sales')).report;
    expect(sales.by_day).toHaveLength(365);
    // Every day but today (its sales are not written yet) charged most of its 40 sales (pending cash is no charge yet).
    expect(sales.by_day.slice(0, -1).every((day) => day.charges > 30)).toBe(true);
    expect(sales.discounts.count).toBeGreaterThan(0);
    expect(sales.pending_cash.count).toBeGreaterThan(0);
    const attendance = AttendanceReportResponse.parse(await ask('attendance')).report;
    expect(attendance.totals.attended / attendance.totals.reservations).toBeGreaterThan(0.7);
    expect(attendance.totals.late_cancels).toBeGreaterThan(0);
    expect(attendance.heat_map).toHaveLength(7 * 6);
    expect(CustomersReportResponse.parse(await ask('customers')).report.at_risk.count).toBeGreaterThan(0);
    expect(CoachesReportResponse.parse(await ask('coaches')).report.coaches).toHaveLength(24);
  });
});
