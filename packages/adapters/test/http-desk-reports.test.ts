import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { messages, REQUEST_ERRORS } from '@estudio/core';
import { createHttpDeskReportsApi } from '../src/desk.js';
import { composeBrowser, DEMO_PASSWORD, useTestServer } from './support/browser.js';

/**
 * 'Reportes'' adapter (`createHttpDeskReportsApi`, `@estudio/adapters/desk`,
 * issue 16) against the real server over the demo studio: each report's
 * answer under `report`, the server's refusals as {code, message}.
 */
const server = useTestServer();

const signedIn = async (email: string) => {
  const browser = composeBrowser(server());
  const signed = await browser.identity.signIn(email, DEMO_PASSWORD);
  if (!signed.ok) throw new Error(signed.error.message);
  return createHttpDeskReportsApi(browser.http);
};

/** The last 30 days in the demo studio's zone. */
const lastMonth = () => {
  const today = DateTime.now().setZone('America/Mexico_City');
  return { start_date: today.minus({ days: 29 }).toISODate() ?? '', end_date: today.toISODate() ?? '' };
};

describe('the reports adapter over the real server', () => {
  it("reads each report of the demo's last 30 days", async () => {
    const reports = await signedIn('admin@estudio.test');
    const range = lastMonth();
    const sales = await reports.sales(range);
    if (!sales.ok) throw new Error(sales.error.message);
    expect(sales.value.period).toMatchObject({ ...range, zone: 'America/Mexico_City' });
    expect(sales.value.revenue).toBeGreaterThan(0);
    expect(sales.value.by_day).toHaveLength(30);
    const attendance = await reports.attendance(range);
    expect(attendance.ok && attendance.value.totals.reservations).toBeGreaterThan(0);
    const customers = await reports.customers(range);
    expect(customers.ok && customers.value.active_customers.count).toBeGreaterThan(0);
    const coaches = await reports.coaches(range);
    expect(coaches.ok && coaches.value.coaches.length).toBeGreaterThan(0);
  });

  it("pages a report's long list: the page of the list asked for, from its offset", async () => {
    const reports = await signedIn('admin@estudio.test');
    const range = lastMonth();
    const customers = await reports.customers(range);
    if (!customers.ok) throw new Error(customers.error.message);
    const active = customers.value.active_customers;
    expect(active.count).toBeGreaterThan(1);
    const second = await reports.rows({ ...range, list: 'active_customers', offset: 1, limit: 1 });
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.list).toBe('active_customers');
    expect(second.value.count).toBe(active.count);
    expect(second.value.rows).toEqual(active.rows.slice(1, 2));
    const cash = await reports.rows({ ...range, list: 'pending_cash' });
    const sales = await reports.sales(range);
    expect(cash.ok && sales.ok && cash.value.rows).toEqual(sales.ok && sales.value.pending_cash.rows);
  });

  it("brings the server's refusals: a backward range (400) and the front desk (403)", async () => {
    const reports = await signedIn('admin@estudio.test');
    const backwards = await reports.sales({ start_date: '2026-03-10', end_date: '2026-03-01' });
    expect(backwards.ok).toBe(false);
    expect(!backwards.ok && backwards.error.code).toBe(REQUEST_ERRORS.invalidQuery.code);
    expect(!backwards.ok && backwards.error.message).toContain(messages.admin.dateRange);
    const desk = await signedIn('recepcion@estudio.test');
    const refused = await desk.coaches(lastMonth());
    expect(!refused.ok && refused.error.status).toBe(403);
  });
});
