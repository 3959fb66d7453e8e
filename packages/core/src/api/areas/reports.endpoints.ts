import type { Endpoint } from '../endpoint.js';

/**
 * The reports ('Reportes', issue 16): admin only, and only /admin's
 * reports screen imports them. Each takes a range of studio days
 * (`ReportRangeQuery`) and answers under `report`.
 */
export const reportSales = { id: 'reportSales', method: 'GET', path: '/reports/sales', responseKey: 'report' } as const satisfies Endpoint<'reportSales'>;
export const reportAttendance = { id: 'reportAttendance', method: 'GET', path: '/reports/attendance', responseKey: 'report' } as const satisfies Endpoint<'reportAttendance'>;
export const reportCustomers = { id: 'reportCustomers', method: 'GET', path: '/reports/customers', responseKey: 'report' } as const satisfies Endpoint<'reportCustomers'>;
export const reportCoaches = { id: 'reportCoaches', method: 'GET', path: '/reports/coaches', responseKey: 'report' } as const satisfies Endpoint<'reportCoaches'>;
export const reportRows = { id: 'reportRows', method: 'GET', path: '/reports/rows', responseKey: 'page' } as const satisfies Endpoint<'reportRows'>;
