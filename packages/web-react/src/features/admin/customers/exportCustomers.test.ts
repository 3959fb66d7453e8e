import { describe, expect, it, vi } from 'vitest';
import { CSV_BOM, ok, type CustomerListQuery, type CustomerListRow } from '@estudio/core';
import { customersCsv, fetchAllCustomers } from './exportCustomers.js';

const row = (id: number): CustomerListRow => ({
  customer_id: id, name: `Cliente ${id}`, last_name: 'Núñez', email: `c${id}@example.com`, phone: null, role: 'customer',
  created_at: '2026-01-01T18:00:00.000Z', last_visit: null, credits_left: 0, membership: null,
});

describe('exporting the customer list', () => {
  it('reads every page of the filtered list, at the largest page size', async () => {
    const all = Array.from({ length: 1203 }, (_, index) => row(index + 1));
    const customers = vi.fn(async (query: CustomerListQuery) => {
      const size = query.per_page ?? 25;
      const start = ((query.page ?? 1) - 1) * size;
      return ok({ customers: all.slice(start, start + size), total: all.length });
    });
    const result = await fetchAllCustomers({ customers }, { query: 'nu', sort: 'name', dir: 'asc' });
    expect(result.ok && result.value.map((item) => item.customer_id)).toEqual(all.map((item) => item.customer_id));
    expect(customers).toHaveBeenCalledTimes(3);
    expect(customers.mock.calls[0]?.[0]).toEqual({ query: 'nu', sort: 'name', dir: 'asc', page: 1, per_page: 500 });
  });

  it('stops at the first failure and says so', async () => {
    const customers = vi.fn(async () => ({ ok: false as const, error: { code: 'x', message: 'No' } }));
    expect(await fetchAllCustomers({ customers }, {})).toEqual({ ok: false, error: { code: 'x', message: 'No' } });
  });

  it('writes a spreadsheet-ready file with accents', () => {
    const csv = customersCsv([row(1)], 'America/Mexico_City');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toContain('Cliente 1,Núñez');
  });
});
