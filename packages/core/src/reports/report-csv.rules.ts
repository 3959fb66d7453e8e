import type {
  ActiveCustomerRow,
  AtRiskRow,
  CoachReportRow,
  EndingMembershipRow,
  ExpiringCreditRow,
  FillRow,
  HeatCell,
  NewCustomerRow,
  PendingCashRow,
  SalesBucket,
  SalesByMethod,
  SalesByPackage,
} from '../api/schemas/reports.schemas.js';
import { toCsv, type CsvColumn } from '../format/csv.rules.js';
import { formatDate, formatDateTime } from '../format/format.rules.js';
import { messages } from '../messages/index.js';
import { fillPercent, hourLabel, weekdayName, type ReportRange } from './report.rules.js';

/**
 * 'Exportar CSV' of every report table (issue 16, 'Reportes'): Spanish
 * headers, one fact a column so a spreadsheet sums and filters them. Money
 * is MXN with two decimals and no symbol ('1200.00'), fill rates a
 * percentage with one decimal, credits a number (-1 unlimited, as the API
 * says), dates and times the studio's. Written by core's `toCsv` (BOM,
 * CRLF, formulas escaped).
 */

const text = messages.reports.csv;

const money = (amount: number): string => amount.toFixed(2);
const stars = (average: number | null): string => (average === null ? '' : average.toFixed(2));

/** The columns that name a customer, first in every 'Clientes' table. */
const customerColumns = <Row extends { customer_id: number; name: string; last_name: string; email: string; phone: string | null }>(): CsvColumn<Row>[] => [
  { header: text.customerId, value: (row) => row.customer_id },
  { header: text.name, value: (row) => row.name },
  { header: text.lastName, value: (row) => row.last_name },
  { header: text.email, value: (row) => row.email },
  { header: text.phone, value: (row) => row.phone },
];

/** A group's places: classes, capacity, booked, attended, fill rate. */
const fillColumns = <Row extends Pick<FillRow, 'classes' | 'capacity' | 'booked' | 'fill_rate'> & { attended?: number }>(withAttended: boolean): CsvColumn<Row>[] => [
  { header: text.classes, value: (row) => row.classes },
  { header: text.capacity, value: (row) => row.capacity },
  { header: text.booked, value: (row) => row.booked },
  ...(withAttended ? [{ header: text.attended, value: (row: Row) => row.attended ?? 0 }] : []),
  { header: text.fillRate, value: (row) => fillPercent(row.fill_rate) },
];

/** Which group a fill table is by: it names its first columns. */
export type FillGroup = 'class_type' | 'coach' | 'location' | 'weekday' | 'hour';

const GROUP_HEADER: Record<FillGroup, string> = {
  class_type: text.classType,
  coach: text.coach,
  location: text.location,
  weekday: text.weekday,
  hour: text.hour,
};

/** The columns of each report table, by table. Dates read in `zone`, the studio's. */
export const reportCsvColumns = {
  /** Revenue by day, week or month: the period's first day as yyyy-MM-dd, which sorts as a date. */
  salesByPeriod: (): readonly CsvColumn<SalesBucket>[] => [
    { header: text.period, value: (row) => row.start },
    { header: text.revenue, value: (row) => money(row.revenue) },
    { header: text.charges, value: (row) => row.charges },
  ],
  salesByPackage: (): readonly CsvColumn<SalesByPackage>[] => [
    { header: text.packageId, value: (row) => row.class_package_id },
    { header: text.package, value: (row) => row.title },
    { header: text.revenue, value: (row) => money(row.revenue) },
    { header: text.charges, value: (row) => row.charges },
  ],
  salesByPaymentMethod: (): readonly CsvColumn<SalesByMethod>[] => [
    { header: text.paymentMethod, value: (row) => row.name },
    { header: text.revenue, value: (row) => money(row.revenue) },
    { header: text.charges, value: (row) => row.charges },
  ],
  pendingCash: (zone: string): readonly CsvColumn<PendingCashRow>[] => [
    { header: text.purchaseId, value: (row) => row.purchase_id },
    { header: text.customerId, value: (row) => row.customer_id },
    { header: text.name, value: (row) => row.name },
    { header: text.lastName, value: (row) => row.last_name },
    { header: text.email, value: (row) => row.email },
    { header: text.package, value: (row) => row.title },
    { header: text.amount, value: (row) => money(row.amount) },
    { header: text.date, value: (row) => formatDateTime(row.created_at, zone) },
  ],
  /** Fill rate by class type, coach, location (with their ids), weekday or hour. */
  fill: (group: FillGroup): readonly CsvColumn<FillRow>[] => [
    ...(group === 'weekday' || group === 'hour' ? [] : [{ header: text.id, value: (row: FillRow) => row.key }]),
    { header: GROUP_HEADER[group], value: (row) => row.name },
    ...fillColumns<FillRow>(true),
  ],
  heatMap: (): readonly CsvColumn<HeatCell>[] => [
    { header: text.weekday, value: (row) => weekdayName(row.weekday) },
    { header: text.hour, value: (row) => hourLabel(row.hour) },
    ...fillColumns<HeatCell>(false),
  ],
  newCustomers: (zone: string): readonly CsvColumn<NewCustomerRow>[] => [
    ...customerColumns<NewCustomerRow>(),
    { header: text.signedUp, value: (row) => formatDate(row.created_at, zone) },
  ],
  activeCustomers: (zone: string): readonly CsvColumn<ActiveCustomerRow>[] => [
    ...customerColumns<ActiveCustomerRow>(),
    { header: text.visits, value: (row) => row.visits },
    { header: text.lastVisit, value: (row) => formatDateTime(row.last_visit, zone) },
  ],
  atRisk: (zone: string): readonly CsvColumn<AtRiskRow>[] => [
    ...customerColumns<AtRiskRow>(),
    { header: text.lastVisit, value: (row) => (row.last_visit ? formatDateTime(row.last_visit, zone) : '') },
    { header: text.creditsLeft, value: (row) => row.credits_left },
    { header: text.membershipEnds, value: (row) => (row.has_membership ? (row.membership_until ? formatDate(row.membership_until, zone) : messages.reports.unlimited) : '') },
  ],
  creditsExpiring: (zone: string): readonly CsvColumn<ExpiringCreditRow>[] => [
    ...customerColumns<ExpiringCreditRow>(),
    { header: text.package, value: (row) => row.title },
    { header: text.creditsLeft, value: (row) => row.classes_left },
    { header: text.expiresAt, value: (row) => formatDateTime(row.expires_at, zone) },
  ],
  membershipsEnding: (zone: string): readonly CsvColumn<EndingMembershipRow>[] => [
    ...customerColumns<EndingMembershipRow>(),
    { header: text.endsAt, value: (row) => formatDateTime(row.ends_at, zone) },
  ],
  /**
   * For payroll: the classes taught and still to come, every place of the
   * taught classes and who came, then the fill rate's own terms (the taught
   * classes with a capacity, their places, the places booked in them), so
   * the rate can be recomputed from the file.
   */
  coaches: (): readonly CsvColumn<CoachReportRow>[] => [
    { header: text.id, value: (row) => row.instructor_id },
    { header: text.coach, value: (row) => row.name },
    { header: text.classesTaught, value: (row) => row.classes },
    { header: text.classesScheduled, value: (row) => row.scheduled_classes },
    { header: text.booked, value: (row) => row.booked },
    { header: text.attended, value: (row) => row.attended },
    { header: text.capacityClasses, value: (row) => row.capacity_classes },
    { header: text.capacity, value: (row) => row.capacity },
    { header: text.capacityBooked, value: (row) => row.capacity_booked },
    { header: text.fillRate, value: (row) => fillPercent(row.fill_rate) },
    { header: text.classStars, value: (row) => stars(row.class_stars.average) },
    { header: text.classRatings, value: (row) => row.class_stars.count },
    { header: text.coachStars, value: (row) => stars(row.coach_stars.average) },
    { header: text.coachRatings, value: (row) => row.coach_stars.count },
  ],
} as const;

/** The CSV file of one table: `toCsv` over its columns. */
export const reportCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string => toCsv(columns, rows);

/**
 * A table's file name: its slug and the range,
 * 'ventas-por-paquete-2026-11-01-a-2026-11-30.csv'.
 */
export const reportCsvFileName = (slug: string, range: ReportRange): string => `${slug}-${range.start_date}-a-${range.end_date}.csv`;
