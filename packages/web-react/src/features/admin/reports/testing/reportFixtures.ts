import {
  ok, REPORT_ROWS_MAX, type AttendanceReport, type CoachesReport, type CustomersReport, type DeskReportsApi, type ReportList,
  type ReportListRow, type ReportPeriod, type ReportRangeQuery, type ReportRowsPageOf, type ReportRowsQuery, type Result, type SalesReport,
} from '@estudio/core';

/**
 * 'Reportes' for tests and stories (issue 16): what the server would answer
 * for November 2026 so far (the desk's fixtures' day, Thursday 26 November)
 * in a small studio. Figures a test reads are spelled out, not computed.
 */

const PERIOD: ReportPeriod = { start_date: '2026-11-01', end_date: '2026-11-26', zone: 'America/Mexico_City', as_of: '2026-11-26T16:00:00.000Z' };

const customer = (customer_id: number, name: string, last_name: string) => ({
  customer_id, name, last_name, email: `${name.toLowerCase()}@estudio.test`, phone: null,
});

/** 'Ventas': $12,350 over 9 charges, three of them on 3, 10 and 24 November. */
export const salesReport = (overrides: Partial<SalesReport> = {}): SalesReport => ({
  period: PERIOD,
  revenue: 12350,
  charges: 9,
  by_day: [
    { start: '2026-11-03', revenue: 4500, charges: 3 },
    { start: '2026-11-10', revenue: 6350, charges: 5 },
    { start: '2026-11-24', revenue: 1500, charges: 1 },
  ],
  by_week: [
    { start: '2026-10-26', revenue: 0, charges: 0 },
    { start: '2026-11-02', revenue: 4500, charges: 3 },
    { start: '2026-11-09', revenue: 6350, charges: 5 },
    { start: '2026-11-23', revenue: 1500, charges: 1 },
  ],
  by_month: [{ start: '2026-11-01', revenue: 12350, charges: 9 }],
  by_package: [
    { class_package_id: 3, title: 'Paquete 10 clases', revenue: 9000, charges: 6 },
    { class_package_id: 1, title: 'Clase suelta', revenue: 3350, charges: 3 },
  ],
  by_payment_method: [
    { payment_method_id: 1, name: 'Tarjeta', revenue: 10850, charges: 8 },
    { payment_method_id: 2, name: 'Efectivo', revenue: 1500, charges: 1 },
  ],
  discounts: { count: 2, amount: 450 },
  pending_cash: {
    count: 1,
    amount: 1500,
    rows: [{ purchase_id: 77, ...customer(12, 'Lucía', 'Martínez'), title: 'Paquete 10 clases', amount: 1500, created_at: '2026-11-20T17:30:00.000Z' }],
  },
  subscriptions: { started: 3, cancelled: 1 },
  ...overrides,
});

/** A report over a range with nothing in it. */
export const emptySalesReport = (): SalesReport =>
  salesReport({
    revenue: 0,
    charges: 0,
    by_day: [{ start: '2026-11-01', revenue: 0, charges: 0 }],
    by_week: [{ start: '2026-10-26', revenue: 0, charges: 0 }],
    by_month: [{ start: '2026-11-01', revenue: 0, charges: 0 }],
    by_package: [],
    by_payment_method: [],
    discounts: { count: 0, amount: 0 },
    pending_cash: { count: 0, amount: 0, rows: [] },
    subscriptions: { started: 0, cancelled: 0 },
  });

const fill = (key: number, name: string, classes: number, capacity: number, booked: number, attended: number) => ({
  key, name, classes, capacity, booked, attended, fill_rate: capacity > 0 ? booked / capacity : null,
});

/** 'Asistencia': 120 reservations in 14 classes (2 still to come), 96 attended, 6 no-shows, 4 late cancels; 120 of 160 places booked. */
export const attendanceReport = (overrides: Partial<AttendanceReport> = {}): AttendanceReport => ({
  period: PERIOD,
  totals: {
    classes: 14, upcoming_classes: 2, cancelled_classes: 1, capacity_classes: 14, capacity: 160, capacity_booked: 120,
    reservations: 120, attended: 96, no_shows: 6, unmarked: 18, late_cancels: 4, fill_rate: 0.75,
  },
  by_class_type: [fill(1, 'Yoga', 8, 96, 80, 66), fill(2, 'Spinning', 6, 64, 40, 30)],
  by_coach: [fill(1, 'Sofía Ramos', 8, 96, 80, 66), fill(2, 'Luis Mora', 6, 64, 40, 30)],
  by_location: [fill(1, 'Roma', 14, 160, 120, 96)],
  by_weekday: [fill(1, 'lunes', 7, 80, 70, 60), fill(4, 'jueves', 7, 80, 50, 36)],
  by_hour: [fill(7, '07:00', 7, 80, 70, 60), fill(19, '19:00', 7, 80, 50, 36)],
  heat_map: [
    { weekday: 1, hour: 7, classes: 4, capacity: 40, booked: 38, fill_rate: 0.95 },
    { weekday: 1, hour: 19, classes: 3, capacity: 40, booked: 32, fill_rate: 0.8 },
    { weekday: 4, hour: 7, classes: 4, capacity: 40, booked: 18, fill_rate: 0.45 },
    { weekday: 4, hour: 19, classes: 1, capacity: 12, booked: 9, fill_rate: 0.75 },
  ],
  ...overrides,
});

/** 'Clientes': two new, three active, one at risk, one with credits expiring, one membership ending. */
export const customersReport = (overrides: Partial<CustomersReport> = {}): CustomersReport => ({
  period: PERIOD,
  new_customers: {
    count: 2,
    rows: [
      { ...customer(21, 'Ana', 'Gómez'), created_at: '2026-11-05T18:00:00.000Z' },
      { ...customer(22, 'Rosa', 'Pérez'), created_at: '2026-11-19T15:00:00.000Z' },
    ],
  },
  active_customers: {
    count: 3,
    rows: [
      { ...customer(12, 'Lucía', 'Martínez'), visits: 8, last_visit: '2026-11-25T13:00:00.000Z' },
      { ...customer(21, 'Ana', 'Gómez'), visits: 3, last_visit: '2026-11-24T01:00:00.000Z' },
      { ...customer(22, 'Rosa', 'Pérez'), visits: 1, last_visit: '2026-11-20T13:00:00.000Z' },
    ],
  },
  at_risk: {
    count: 1,
    rows: [{ ...customer(30, 'Marta', 'Luna'), last_visit: '2026-10-02T13:00:00.000Z', credits_left: 4, has_membership: false, membership_until: null }],
  },
  credits_expiring: {
    count: 1,
    rows: [{ ...customer(12, 'Lucía', 'Martínez'), available_class_id: 501, title: 'Paquete 10 clases', classes_left: 2, expires_at: '2026-11-30T06:00:00.000Z' }],
  },
  memberships_ending: { count: 1, rows: [{ ...customer(31, 'Elena', 'Ríos'), ends_at: '2026-12-01T06:00:00.000Z' }] },
  ...overrides,
});

/** 'Coaches': two coaches with their classes, attendees and stars. */
export const coachesReport = (overrides: Partial<CoachesReport> = {}): CoachesReport => ({
  period: PERIOD,
  coaches: [
    {
      instructor_id: 2, name: 'Luis Mora', classes: 6, scheduled_classes: 1, booked: 40, attended: 30, capacity_classes: 6, capacity: 64, capacity_booked: 40,
      fill_rate: 0.625, class_stars: { average: 4.25, count: 8 }, coach_stars: { average: null, count: 0 },
    },
    {
      instructor_id: 1, name: 'Sofía Ramos', classes: 8, scheduled_classes: 0, booked: 80, attended: 66, capacity_classes: 8, capacity: 96, capacity_booked: 80,
      fill_rate: 80 / 96, class_stars: { average: 4.8, count: 20 }, coach_stars: { average: 4.9, count: 15 },
    },
  ],
  ...overrides,
});

type Answer<T> = (range: ReportRangeQuery) => Promise<Result<T>>;

/** What a stub's `rows` is given: a page of any list. */
export type RowsAnswer = (query: ReportRowsQuery) => Promise<Result<ReportRowsPageOf<ReportList>>>;

/** The page of `query` over a list's rows, as the server pages them. */
export const pageOfList = <List extends ReportList>(
  query: ReportRowsQuery & { readonly list: List },
  rows: readonly ReportListRow<List>[],
): ReportRowsPageOf<List> => {
  const offset = query.offset ?? 0;
  return { list: query.list, count: rows.length, rows: rows.slice(offset, offset + (query.limit ?? REPORT_ROWS_MAX)) };
};

/** The fixtures' lists, by name: what `rows` pages by default. */
const fixtureList = (list: ReportList) => (list === 'pending_cash' ? salesReport().pending_cash.rows : customersReport()[list].rows);

/**
 * A DeskReportsApi that answers what it is given (the fixtures by default)
 * and records every range asked (a page's query in full).
 */
export const reportsStub = (answers: Partial<Omit<DeskReportsApi, 'rows'>> & { readonly rows?: RowsAnswer } = {}) => {
  const calls: { report: keyof DeskReportsApi; range: ReportRangeQuery | ReportRowsQuery }[] = [];
  const member = <T,>(report: Exclude<keyof DeskReportsApi, 'rows'>, fallback: () => T): Answer<T> => (range) => {
    calls.push({ report, range });
    const given = answers[report] as Answer<T> | undefined;
    return given ? given(range) : Promise.resolve(ok(fallback()));
  };
  const rows = <List extends ReportList>(query: ReportRowsQuery & { readonly list: List }): Promise<Result<ReportRowsPageOf<List>>> => {
    calls.push({ report: 'rows', range: query });
    const answer = answers.rows ? answers.rows(query) : Promise.resolve(ok(pageOfList(query, fixtureList(query.list) as ReportListRow<List>[])));
    return answer as Promise<Result<ReportRowsPageOf<List>>>;
  };
  const port: DeskReportsApi = {
    sales: member('sales', salesReport),
    attendance: member('attendance', attendanceReport),
    customers: member('customers', customersReport),
    coaches: member('coaches', coachesReport),
    rows,
  };
  return { port, calls };
};
