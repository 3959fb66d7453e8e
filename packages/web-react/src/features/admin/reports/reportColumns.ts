import {
  creditsText, fill, formatDate, formatDateTime, fullName, messages,
  type ActiveCustomerRow, type AtRiskRow, type CoachReportRow, type EndingMembershipRow, type ExpiringCreditRow, type FillRow,
  type NewCustomerRow, type PendingCashRow, type SalesBucket, type SalesByMethod, type SalesByPackage,
} from '@estudio/core';
import type { DataTableColumn } from '../kit/DataTable/index.js';
import { bucketText, countText, instantDayText, moneyText, percentText, starsText } from './reportFormat.js';
import type { RevenueGrouping } from './reportRange.js';

const text = messages.deskReportsScreen;

/**
 * The screen's columns of every report table (issue 16): what the owner
 * reads, in the app's own formats (pesos as '$1,500', rates as '83.3 %',
 * dates in the studio's zone). 'Exportar CSV' writes core's columns
 * (`reportCsvColumns`) over the same rows: plain numbers a spreadsheet sums.
 */

/** Revenue by day, week or month. */
export const bucketColumns = (grouping: RevenueGrouping): DataTableColumn<SalesBucket>[] => [
  { id: 'period', header: text.period, accessorFn: (row) => bucketText(row.start, grouping).name },
  { id: 'revenue', header: text.revenue, accessorFn: (row) => moneyText(row.revenue) },
  { id: 'charges', header: text.charges, accessorFn: (row) => countText(row.charges) },
];

export const packageColumns: DataTableColumn<SalesByPackage>[] = [
  { id: 'title', header: text.package, accessorFn: (row) => row.title },
  { id: 'revenue', header: text.revenue, accessorFn: (row) => moneyText(row.revenue) },
  { id: 'charges', header: text.charges, accessorFn: (row) => countText(row.charges) },
];

export const methodColumns: DataTableColumn<SalesByMethod>[] = [
  { id: 'name', header: text.paymentMethod, accessorFn: (row) => row.name },
  { id: 'revenue', header: text.revenue, accessorFn: (row) => moneyText(row.revenue) },
  { id: 'charges', header: text.charges, accessorFn: (row) => countText(row.charges) },
];

export const pendingCashColumns = (zone: string): DataTableColumn<PendingCashRow>[] => [
  { id: 'customer', header: text.customer, accessorFn: (row) => fullName(row) },
  { id: 'email', header: text.email, accessorFn: (row) => row.email },
  { id: 'title', header: text.package, accessorFn: (row) => row.title },
  { id: 'amount', header: text.amount, accessorFn: (row) => moneyText(row.amount) },
  { id: 'created_at', header: text.date, accessorFn: (row) => formatDateTime(row.created_at, zone) },
];

/** Fill rate of a group ('Tipo de clase', 'Coach', 'Ubicación', 'Día', 'Hora'). */
export const fillColumns = (group: string): DataTableColumn<FillRow>[] => [
  { id: 'name', header: group, accessorFn: (row) => row.name },
  { id: 'classes', header: text.classes, accessorFn: (row) => countText(row.classes) },
  { id: 'capacity', header: text.capacity, accessorFn: (row) => countText(row.capacity) },
  { id: 'booked', header: text.booked, accessorFn: (row) => countText(row.booked) },
  { id: 'attended', header: text.attended, accessorFn: (row) => countText(row.attended) },
  { id: 'fill_rate', header: text.fillRate, accessorFn: (row) => percentText(row.fill_rate) },
];

const customerColumn = <Row extends { name: string; last_name: string }>(): DataTableColumn<Row> => ({
  id: 'customer',
  header: text.customer,
  accessorFn: (row) => fullName(row),
});
const emailColumn = <Row extends { email: string }>(): DataTableColumn<Row> => ({ id: 'email', header: text.email, accessorFn: (row) => row.email });

export const newCustomerColumns = (zone: string): DataTableColumn<NewCustomerRow>[] => [
  customerColumn(),
  emailColumn(),
  { id: 'created_at', header: text.signedUp, accessorFn: (row) => formatDate(row.created_at, zone) },
];

export const activeCustomerColumns = (zone: string): DataTableColumn<ActiveCustomerRow>[] => [
  customerColumn(),
  emailColumn(),
  { id: 'visits', header: text.visits, accessorFn: (row) => countText(row.visits) },
  { id: 'last_visit', header: text.lastVisit, accessorFn: (row) => instantDayText(row.last_visit, zone) },
];

/** An at-risk customer's membership: 'Hasta el 12 dic 2026', 'Vigente' (no end), or 'No'. */
const membershipOf = (row: AtRiskRow, zone: string): string => {
  if (!row.has_membership) return text.noMembership;
  return row.membership_until ? fill(text.membershipUntil, { date: formatDate(row.membership_until, zone) }) : text.membershipOpen;
};

export const atRiskColumns = (zone: string): DataTableColumn<AtRiskRow>[] => [
  customerColumn(),
  emailColumn(),
  { id: 'last_visit', header: text.lastVisit, accessorFn: (row) => instantDayText(row.last_visit, zone) },
  { id: 'credits_left', header: text.creditsLeft, accessorFn: (row) => creditsText(row.credits_left) },
  { id: 'membership', header: text.membership, accessorFn: (row) => membershipOf(row, zone) },
];

export const expiringCreditColumns = (zone: string): DataTableColumn<ExpiringCreditRow>[] => [
  customerColumn(),
  emailColumn(),
  { id: 'title', header: text.package, accessorFn: (row) => row.title ?? '—' },
  { id: 'classes_left', header: text.classesLeft, accessorFn: (row) => creditsText(row.classes_left) },
  { id: 'expires_at', header: text.expiresAt, accessorFn: (row) => formatDateTime(row.expires_at, zone) },
];

export const endingMembershipColumns = (zone: string): DataTableColumn<EndingMembershipRow>[] => [
  customerColumn(),
  emailColumn(),
  { id: 'ends_at', header: text.endsAt, accessorFn: (row) => formatDateTime(row.ends_at, zone) },
];

/** A coach's classes taught (begun by today) and still to come, who came, her places, her fill rate and stars. */
export const coachColumns: DataTableColumn<CoachReportRow>[] = [
  { id: 'name', header: text.coach, accessorFn: (row) => row.name },
  { id: 'classes', header: text.classesTaught, accessorFn: (row) => countText(row.classes) },
  { id: 'scheduled_classes', header: text.classesScheduled, accessorFn: (row) => countText(row.scheduled_classes) },
  { id: 'attended', header: text.attended, accessorFn: (row) => countText(row.attended) },
  { id: 'booked', header: text.booked, accessorFn: (row) => countText(row.booked) },
  { id: 'fill_rate', header: text.fillRate, accessorFn: (row) => percentText(row.fill_rate) },
  { id: 'class_stars', header: text.classStars, accessorFn: (row) => starsText(row.class_stars) },
  { id: 'coach_stars', header: text.coachStars, accessorFn: (row) => starsText(row.coach_stars) },
];
