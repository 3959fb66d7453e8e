import { defineRoute } from '../route.js';
import {
  AttendanceReportResponse,
  CoachesReportResponse,
  CustomersReportResponse,
  ReportRangeQuery,
  ReportRowsQuery,
  ReportRowsResponse,
  SalesReportResponse,
} from '../schemas/reports.schemas.js';
import * as e from './reports.endpoints.js';

/**
 * The reports with their schemas ('Reportes', issue 16): admin only (staff
 * 403), each over a range of studio days, both included, at most 366 days
 * (400 otherwise). docs/contexts/reports.md defines every figure.
 */
export const reportRoutes = {
  reportSales: defineRoute({
    ...e.reportSales, access: 'admin', tag: 'reports',
    summary: "'Ventas': revenue (completed charges) by day, ISO week and month in the studio's zone, by package and payment method; discounts given, cash still pending, subscriptions started and cancelled",
    query: ReportRangeQuery, response: SalesReportResponse,
  }),
  reportAttendance: defineRoute({
    ...e.reportAttendance, access: 'admin', tag: 'reports',
    summary: "'Asistencia': reservations, attended, no-shows, late cancels; fill rate by class type, coach, location, weekday and hour, and the weekday × hour grid (cancelled classes left out)",
    query: ReportRangeQuery, response: AttendanceReportResponse,
  }),
  reportCustomers: defineRoute({
    ...e.reportCustomers, access: 'admin', tag: 'reports',
    summary: "'Clientes': new and active customers of the range; at risk, credits expiring and memberships ending as of today; counts and the lists' rows",
    query: ReportRangeQuery, response: CustomersReportResponse,
  }),
  reportCoaches: defineRoute({
    ...e.reportCoaches, access: 'admin', tag: 'reports',
    summary: "'Coaches': per coach, classes taught, places, attendees, fill rate and the class and coach stars of spec 4's ratings",
    query: ReportRangeQuery, response: CoachesReportResponse,
  }),
  reportRows: defineRoute({
    ...e.reportRows, access: 'admin', tag: 'reports',
    summary: "One list of a report ('Efectivo por cobrar' or a list of 'Clientes') over a range, a page at a time (offset, limit up to 2,000), in the report's order: what 'Exportar CSV' walks to hold every row",
    query: ReportRowsQuery, response: ReportRowsResponse,
  }),
};
