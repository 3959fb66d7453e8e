/**
 * 'Reportes' (issue 16): a list longer than the 2,000 rows a report sends
 * (REPORT_ROWS_MAX) is read whole through GET /reports/rows, as 'Exportar
 * CSV' reads it: the report's first page, then the next ones, every row
 * once, in the report's order. Admin only, its page at most 2,000 rows.
 */
import { beforeAll, expect, it } from 'vitest';
import { CustomersReportResponse, REPORT_ROWS_MAX, ReportRowsResponse } from '@estudio/core';
import { accounts, customers } from '../../src/db/schema/index.js';
import { adminToken, staffToken } from './support/booking.js';
import { onEachDatabase } from './support/harness.js';

/** A January long before the demo studio opened, with more sign-ups than a report sends. */
const JANUARY = 'start_date=2019-01-01&end_date=2019-01-31';
const SIGN_UPS = REPORT_ROWS_MAX + 3;

onEachDatabase("GET /reports/rows ('Exportar CSV' of a long list)", (h) => {
  const tokens = { admin: '', staff: '' };
  /** The ids of January's sign-ups in the report's order: the latest first. */
  let expected: number[] = [];
  beforeAll(async () => {
    tokens.admin = await adminToken(h());
    tokens.staff = await staffToken(h());
    const people = Array.from({ length: SIGN_UPS }, (_, index) => ({
      uid: `enero-${index}`,
      email: `enero-${index}@reportes.test`,
      // One a quarter of an hour through January, from 00:00 UTC on the 2nd.
      created_at: new Date(Date.UTC(2019, 0, 2) + index * 15 * 60_000),
    }));
    await h().db.insert(accounts).values(people.map((person) => ({ ...person, role: 'customer' })));
    const written = await h().db.insert(customers)
      .values(people.map((person, index) => ({ ...person, name: `Enero ${index}`, last_name: 'Prueba' })))
      .returning({ id: customers.customer_id, created_at: customers.created_at });
    expected = written.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id).map((row) => row.id);
  });
  const get = (path: string, token = tokens.admin) => h().request('GET', `/api/reports/${path}`, { token });

  it('reads every row of a list longer than the report sends, page after page', async () => {
    const answer = await get(`customers?${JANUARY}`);
    expect(answer.status, answer.text).toBe(200);
    const { new_customers: sent } = CustomersReportResponse.parse(answer.body).report;
    expect([sent.count, sent.rows.length]).toEqual([SIGN_UPS, REPORT_ROWS_MAX]);

    const rows = [...sent.rows];
    while (rows.length < sent.count) {
      const next = await get(`rows?${JANUARY}&list=new_customers&offset=${rows.length}`);
      expect(next.status, next.text).toBe(200);
      const { page } = ReportRowsResponse.parse(next.body);
      if (page.list !== 'new_customers') throw new Error(`another list: ${page.list}`);
      expect(page.count).toBe(SIGN_UPS);
      expect(page.rows.length).toBeGreaterThan(0);
      rows.push(...page.rows);
    }
    expect(rows.map((row) => row.customer_id)).toEqual(expected);

    // From the start, the default page is the report's own.
    const first = ReportRowsResponse.parse((await get(`rows?${JANUARY}&list=new_customers`)).body).page;
    expect(first.rows).toEqual(sent.rows);
    // Past the end: no row, the count still exact.
    const past = ReportRowsResponse.parse((await get(`rows?${JANUARY}&list=new_customers&offset=${SIGN_UPS}`)).body).page;
    expect([past.count, past.rows]).toEqual([SIGN_UPS, []]);
  });

  it('refuses a page larger than the report sends, a list that is none, and the front desk', async () => {
    expect((await get(`rows?${JANUARY}&list=new_customers&limit=${REPORT_ROWS_MAX + 1}`)).status).toBe(400);
    expect((await get(`rows?${JANUARY}&list=by_coach`)).status).toBe(400);
    expect((await get(`rows?${JANUARY}&list=new_customers`, tokens.staff)).status).toBe(403);
  });
});
