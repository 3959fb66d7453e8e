import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { REPORT_MAX_DAYS, REPORT_ROWS_MAX, reportRangeDays } from '../../reports/report.rules.js';
import { IsoDate } from './customer.schemas.js';

/**
 * The reports' API (issue 16, 'Reportes', admin only): every report takes a
 * range of studio days and answers its figures, computed by the database
 * over the same rows the rest of the app writes. Money is MXN as numbers
 * with cents; fill rates are ratios (0.75), null when no place was offered.
 * docs/contexts/reports.md defines every figure.
 */

/** The range's two days: yyyy-MM-dd in the studio's zone, both included. */
const rangeFields = { start_date: IsoDate, end_date: IsoDate };

/** A range's checks: the end not before the start, at most 366 days in all. */
const checkedRange = <Shape extends z.ZodType<{ start_date: string; end_date: string }>>(shape: Shape) => shape
  .refine((range) => range.start_date <= range.end_date, { message: messages.admin.dateRange, path: ['end_date'] })
  .refine((range) => reportRangeDays(range) <= REPORT_MAX_DAYS, { message: messages.reports.rangeTooLong, path: ['end_date'] });

/**
 * GET /reports/*: two days in the studio's zone, both included, the end not
 * before the start and at most 366 days in all.
 */
export const ReportRangeQuery = checkedRange(z.object(rangeFields));
export type ReportRangeQuery = z.infer<typeof ReportRangeQuery>;

/**
 * The lists a report answers only the first `REPORT_ROWS_MAX` rows of
 * (with their exact count): 'Efectivo por cobrar' of 'Ventas' and the five
 * lists of 'Clientes'. `GET /reports/rows` pages through any of them, so
 * 'Exportar CSV' holds every row.
 */
export const REPORT_LISTS = ['pending_cash', 'new_customers', 'active_customers', 'at_risk', 'credits_expiring', 'memberships_ending'] as const;
export const ReportList = z.enum(REPORT_LISTS);
export type ReportList = z.infer<typeof ReportList>;

/**
 * GET /reports/rows: one list of a report over a range, from `offset`
 * (default 0), at most `limit` rows (default and most `REPORT_ROWS_MAX`),
 * in the report's own order.
 */
export const ReportRowsQuery = checkedRange(z.object({
  ...rangeFields,
  list: ReportList,
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(REPORT_ROWS_MAX).optional(),
}));
export type ReportRowsQuery = z.infer<typeof ReportRowsQuery>;

/** The range a report covers, as asked, and the studio's zone its days and hours are read in. */
export const ReportPeriod = z.object({
  start_date: IsoDate,
  end_date: IsoDate,
  /** The studio's IANA zone ('America/Mexico_City'). */
  zone: z.string(),
  /** When the report was computed (ISO instant): 'today' for the figures that look ahead or back from now. */
  as_of: z.iso.datetime({ offset: true }),
});
export type ReportPeriod = z.infer<typeof ReportPeriod>;

/** A list of a report: how many rows there are in all, and the first `REPORT_ROWS_MAX` of them (`GET /reports/rows` pages them all). */
const listOf = <Row extends z.ZodType>(row: Row) => z.object({ count: z.number().int(), rows: z.array(row) });

const Money = z.number();
const Count = z.number().int();
const Rate = z.number().nullable();

// Ventas

/** Revenue of one day, ISO week (from Monday) or month, named by its first day in the studio's zone. */
export const SalesBucket = z.object({ start: IsoDate, revenue: Money, charges: Count });
export type SalesBucket = z.infer<typeof SalesBucket>;

/** Revenue of one package. */
export const SalesByPackage = z.object({ class_package_id: z.number().int(), title: z.string(), revenue: Money, charges: Count });
export type SalesByPackage = z.infer<typeof SalesByPackage>;

/** Revenue of one payment method; `payment_method_id` null for purchases without one (free, gifts, a deleted method). */
export const SalesByMethod = z.object({ payment_method_id: z.number().int().nullable(), name: z.string(), revenue: Money, charges: Count });
export type SalesByMethod = z.infer<typeof SalesByMethod>;

/** A cash sale still to be paid, whenever it was made: its pending charge. */
export const PendingCashRow = z.object({
  purchase_id: z.number().int(),
  customer_id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  title: z.string(),
  amount: Money,
  created_at: z.iso.datetime({ offset: true }),
});
export type PendingCashRow = z.infer<typeof PendingCashRow>;

/**
 * 'Ventas'. Revenue is the sum of completed charges (invoices) made in the
 * range: what customers paid, after discounts, subscriptions' renewals
 * included; the app records no refunds. Discounts are the paid purchases of
 * the range made with a code: their list price less what was charged.
 * Pending cash is as of today (`period.as_of`), whatever the range: every
 * cash sale's pending charge not yet marked paid, whenever it was sold, the
 * balance the studio is owed. Subscriptions started: subscription
 * purchases of the range that were ever paid (not pending or failed);
 * cancelled: those cancelled in the range.
 */
export const SalesReport = z.object({
  period: ReportPeriod,
  revenue: Money,
  charges: Count,
  /** Every day, ISO week and month the range touches, in order, zeros included. */
  by_day: z.array(SalesBucket),
  by_week: z.array(SalesBucket),
  by_month: z.array(SalesBucket),
  /** Highest revenue first. */
  by_package: z.array(SalesByPackage),
  /** Highest revenue first. */
  by_payment_method: z.array(SalesByMethod),
  discounts: z.object({ count: Count, amount: Money }),
  /** As of today, not the range: every cash sale still to be paid (its first `REPORT_ROWS_MAX` rows; `GET /reports/rows` pages the rest). */
  pending_cash: z.object({ count: Count, amount: Money, rows: z.array(PendingCashRow) }),
  subscriptions: z.object({ started: Count, cancelled: Count }),
});
export type SalesReport = z.infer<typeof SalesReport>;

// Asistencia

/** The places of a group of classes (not cancelled, with a capacity) and how they were used. */
export const FillRow = z.object({
  /** The group's id: a class type, coach or location id, an ISO weekday (1 Monday … 7 Sunday) or an hour (0–23). */
  key: z.number().int(),
  /** The group's name: the type, coach or location, 'lunes', '07:00'. */
  name: z.string(),
  classes: Count,
  capacity: Count,
  booked: Count,
  attended: Count,
  fill_rate: Rate,
});
export type FillRow = z.infer<typeof FillRow>;

/** A cell of the weekday × hour heat map (only cells with classes are listed). */
export const HeatCell = z.object({
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  classes: Count,
  capacity: Count,
  booked: Count,
  fill_rate: Rate,
});
export type HeatCell = z.infer<typeof HeatCell>;

/**
 * 'Asistencia' over the classes that start in the range and were not
 * cancelled, those still to come included (`upcoming_classes` of them).
 * `reservations`: places still booked (guests included); `attended` and
 * `no_shows` as the roster (or the automatic no-shows) marked them,
 * `unmarked` the rest of the classes already begun; `late_cancels`:
 * reservations cancelled after the studio's cancel window closed
 * (`lateCancelWindow`). Fill rate is `capacity_booked` ÷ `capacity`: the
 * places booked in the classes that have a capacity (`capacity_classes`)
 * over their places; a class without one is in `classes` and
 * `reservations` but in no fill rate.
 */
export const AttendanceReport = z.object({
  period: ReportPeriod,
  totals: z.object({
    /** Every class of the range not cancelled, begun or not. */
    classes: Count,
    /** Of them, those that have not begun yet (as of `period.as_of`). */
    upcoming_classes: Count,
    cancelled_classes: Count,
    /** The classes with a capacity, their places, and the places booked in them: the fill rate's terms. */
    capacity_classes: Count,
    capacity: Count,
    capacity_booked: Count,
    reservations: Count,
    attended: Count,
    no_shows: Count,
    unmarked: Count,
    late_cancels: Count,
    fill_rate: Rate,
  }),
  by_class_type: z.array(FillRow),
  by_coach: z.array(FillRow),
  by_location: z.array(FillRow),
  /** Monday first, only weekdays with classes. */
  by_weekday: z.array(FillRow),
  /** Earliest hour first, only hours with classes. */
  by_hour: z.array(FillRow),
  heat_map: z.array(HeatCell),
});
export type AttendanceReport = z.infer<typeof AttendanceReport>;

// Clientes

/** A customer as the lists of 'Clientes' name her. */
const CustomerRef = {
  customer_id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
};

/** A customer who signed up in the range. */
export const NewCustomerRow = z.object({ ...CustomerRef, created_at: z.iso.datetime({ offset: true }) });
export type NewCustomerRow = z.infer<typeof NewCustomerRow>;

/** A customer with a visit in the range: how many, and the last. */
export const ActiveCustomerRow = z.object({ ...CustomerRef, visits: Count, last_visit: z.iso.datetime({ offset: true }) });
export type ActiveCustomerRow = z.infer<typeof ActiveCustomerRow>;

/**
 * A customer at risk: no visit in the last 30 days although she holds
 * usable credits (`credits_left`, -1 unlimited, 0 none) or an unlimited
 * membership still running (`membership_until`, null when it never ends or
 * she has none: see `has_membership`).
 */
export const AtRiskRow = z.object({
  ...CustomerRef,
  last_visit: z.iso.datetime({ offset: true }).nullable(),
  credits_left: Count,
  has_membership: z.boolean(),
  membership_until: z.iso.datetime({ offset: true }).nullable(),
});
export type AtRiskRow = z.infer<typeof AtRiskRow>;

/** Credits with classes left that expire within the next 7 days. */
export const ExpiringCreditRow = z.object({
  ...CustomerRef,
  available_class_id: z.number().int(),
  /** The package they came with, when they came with one. */
  title: z.string().nullable(),
  /** -1: unlimited. */
  classes_left: Count,
  expires_at: z.iso.datetime({ offset: true }),
});
export type ExpiringCreditRow = z.infer<typeof ExpiringCreditRow>;

/** An unlimited membership that ends within the next 7 days and no running subscription renews. */
export const EndingMembershipRow = z.object({ ...CustomerRef, ends_at: z.iso.datetime({ offset: true }) });
export type EndingMembershipRow = z.infer<typeof EndingMembershipRow>;

/**
 * 'Clientes': customers (accounts with the customer role; the team is left
 * out). New and active read the range; at risk, expiring credits and
 * ending memberships read today (`period.as_of`), whatever the range.
 */
export const CustomersReport = z.object({
  period: ReportPeriod,
  new_customers: listOf(NewCustomerRow),
  active_customers: listOf(ActiveCustomerRow),
  at_risk: listOf(AtRiskRow),
  credits_expiring: listOf(ExpiringCreditRow),
  memberships_ending: listOf(EndingMembershipRow),
});
export type CustomersReport = z.infer<typeof CustomersReport>;

// Coaches

/** An average of 1–5 stars and how many ratings it is over (average null with none). */
export const StarsSummary = z.object({ average: z.number().nullable(), count: Count });
export type StarsSummary = z.infer<typeof StarsSummary>;

/**
 * One coach over the range's classes (not cancelled) she taught: those
 * that had begun by `period.as_of` (a class with two coaches counts for
 * each); the range's classes of hers still to come are only counted
 * (`scheduled_classes`). `booked` is every place of the taught classes,
 * `attended` who came; the fill rate is `capacity_booked` ÷ `capacity`
 * over the taught classes with a capacity (`capacity_classes`); the stars
 * are spec 4's ratings of the taught classes (class stars and coach stars).
 */
export const CoachReportRow = z.object({
  instructor_id: z.number().int(),
  name: z.string(),
  /** Classes taught: begun by `period.as_of`. */
  classes: Count,
  /** The range's classes of hers not begun yet. */
  scheduled_classes: Count,
  booked: Count,
  attended: Count,
  capacity_classes: Count,
  capacity: Count,
  capacity_booked: Count,
  fill_rate: Rate,
  class_stars: StarsSummary,
  coach_stars: StarsSummary,
});
export type CoachReportRow = z.infer<typeof CoachReportRow>;

/** 'Coaches': every coach with a class in the range, taught or still to come, by name (Spanish order). */
export const CoachesReport = z.object({ period: ReportPeriod, coaches: z.array(CoachReportRow) });
export type CoachesReport = z.infer<typeof CoachesReport>;

/** The answers, under `report`. */
export const SalesReportResponse = z.object({ report: SalesReport });
export const AttendanceReportResponse = z.object({ report: AttendanceReport });
export const CustomersReportResponse = z.object({ report: CustomersReport });
export const CoachesReportResponse = z.object({ report: CoachesReport });

/** A page of one list (`ReportRowsQuery`): which list, how many rows it has in all, and the page's rows. */
const pageOf = <List extends ReportList, Row extends z.ZodType>(list: List, row: Row) =>
  z.object({ list: z.literal(list), count: Count, rows: z.array(row) });

export const ReportRowsPage = z.discriminatedUnion('list', [
  pageOf('pending_cash', PendingCashRow),
  pageOf('new_customers', NewCustomerRow),
  pageOf('active_customers', ActiveCustomerRow),
  pageOf('at_risk', AtRiskRow),
  pageOf('credits_expiring', ExpiringCreditRow),
  pageOf('memberships_ending', EndingMembershipRow),
]);
export type ReportRowsPage = z.infer<typeof ReportRowsPage>;

/** Each list's row. */
export interface ReportListRows {
  readonly pending_cash: PendingCashRow;
  readonly new_customers: NewCustomerRow;
  readonly active_customers: ActiveCustomerRow;
  readonly at_risk: AtRiskRow;
  readonly credits_expiring: ExpiringCreditRow;
  readonly memberships_ending: EndingMembershipRow;
}
/** A row of a list. */
export type ReportListRow<List extends ReportList> = ReportListRows[List];
/** The page of one list (`ReportRowsPage` of that list), its rows typed. */
export interface ReportRowsPageOf<List extends ReportList> {
  readonly list: List;
  readonly count: number;
  readonly rows: ReportListRow<List>[];
}
export const ReportRowsResponse = z.object({ page: ReportRowsPage });
