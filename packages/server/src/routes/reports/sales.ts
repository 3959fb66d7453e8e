import { sql, type SQL } from 'drizzle-orm';
import { messages, type PendingCashRow, type Routes, type SalesBucket, type SalesReport } from '@estudio/core';
import type { Db } from '../../db/client.js';
import type { Handler } from '../handler.js';
import { studioZone } from '../schedule/range.js';
import { countedList, FIRST_PAGE, inRange, inReportSnapshot, isoText, pageSql, reportScope, rowsOf, type ListPage, type ReportScope } from './period.js';

/**
 * 'Ventas' (issue 16). Revenue is what customers paid: the completed
 * charges (invoices) made in the range, after discounts, a subscription's
 * renewals each on its own day; a pending cash charge counts once marked
 * paid, on the day of the sale. The app records no refunds, so none are
 * taken off. Everything is summed by the database. 'Cash still pending'
 * is what the studio is owed today, whatever the range.
 */

/** The completed charges of the range with the purchase each pays: the rows revenue is summed over. */
const charges = (scope: ReportScope): SQL => sql`
  select i.total_payment as amount, i.created_at, p.class_package_id, p.payment_method_id
  from invoices i
  join purchases p on p.purchase_id = i.purchase_id
  where i.status = 'completed' and ${inRange(scope, sql`i.created_at`)}`;

type Unit = 'day' | 'week' | 'month';

/**
 * Revenue by day, ISO week or month of the studio's zone: every period the
 * range touches (zeros included), named by its first day; the first and
 * last periods hold only the range's days.
 */
const bucketsBy = (db: Db, scope: ReportScope, unit: Unit): Promise<SalesBucket[]> => {
  const step = sql.raw(`'1 ${unit}'::interval`);
  const trunc = sql.raw(`'${unit}'`);
  return rowsOf<SalesBucket>(db, sql`
    with sold as (
      select date_trunc(${trunc}, created_at at time zone ${scope.zone}) as period, sum(amount) as revenue, count(*) as charges
      from (${charges(scope)}) c
      group by 1
    )
    select to_char(g.period, 'YYYY-MM-DD') as start, coalesce(sold.revenue, 0)::float8 as revenue, coalesce(sold.charges, 0)::int as charges
    from generate_series(date_trunc(${trunc}, ${scope.period.start_date}::timestamp), ${scope.period.end_date}::timestamp, ${step}) as g(period)
    left join sold on sold.period = g.period
    order by g.period`);
};

const totals = async (db: Db, scope: ReportScope) => {
  const [row] = await rowsOf<{ revenue: number; charges: number }>(db, sql`
    select coalesce(sum(amount), 0)::float8 as revenue, count(*)::int as charges from (${charges(scope)}) c`);
  return row ?? { revenue: 0, charges: 0 };
};

const byPackage = (db: Db, scope: ReportScope) => rowsOf<SalesReport['by_package'][number]>(db, sql`
  select c.class_package_id, cp.title, sum(c.amount)::float8 as revenue, count(*)::int as charges
  from (${charges(scope)}) c
  join class_packages cp on cp.class_package_id = c.class_package_id
  group by c.class_package_id, cp.title
  order by revenue desc, cp.title`);

const byMethod = (db: Db, scope: ReportScope) => rowsOf<SalesReport['by_payment_method'][number]>(db, sql`
  select pm.payment_method_id, coalesce(pm.name, ${messages.reports.noPaymentMethod}) as name,
    sum(c.amount)::float8 as revenue, count(*)::int as charges
  from (${charges(scope)}) c
  left join payment_methods pm on pm.payment_method_id = c.payment_method_id
  group by pm.payment_method_id, pm.name
  order by revenue desc, name`);

/**
 * The statuses of a purchase that was paid (or free) and kept: 'active',
 * 'completed', and 'cancelled' (only a running subscription is cancelled).
 * A pending or failed one was never paid; a revoked one was taken back.
 */
const PAID_ONCE = sql.raw(`('active', 'completed', 'cancelled')`);

/** The range's paid purchases made with a discount code: their list price less what was charged. */
const discounts = async (db: Db, scope: ReportScope) => {
  const [row] = await rowsOf<SalesReport['discounts']>(db, sql`
    select count(*)::int as count, coalesce(sum(amount - total_payment), 0)::float8 as amount
    from purchases
    where discount_id is not null and status in ${PAID_ONCE} and ${inRange(scope, sql`created_at`)}`);
  return row ?? { count: 0, amount: 0 };
};

/**
 * Cash still pending, as of today: every sale whose charge waits for its
 * cash (a pending invoice of a purchase still pending, whenever it was
 * sold), the balance the studio is owed now. Its sum, and a page of its
 * rows, the latest sale first.
 */
const PENDING_CASH = sql`
  from invoices i
  join purchases p on p.purchase_id = i.purchase_id
  join customers cu on cu.customer_id = p.customer_id
  where i.status = 'pending' and p.status = 'pending'`;

/** A page of the sales still waiting for their cash, with how many there are. */
export const pendingCashRows = (db: Db, page: ListPage = FIRST_PAGE) => countedList<PendingCashRow>(db, (part) => sql`
  select p.purchase_id, p.customer_id, cu.name, cu.last_name, cu.email, p.title, i.total_payment::float8 as amount,
    ${isoText(sql`p.created_at`)} as created_at, count(*) over ()::int as total
  ${PENDING_CASH}
  order by p.created_at desc, p.purchase_id desc, i.invoice_id desc
  ${pageSql(part)}`, page);

const pendingCash = async (db: Db): Promise<SalesReport['pending_cash']> => {
  const [sum] = await rowsOf<{ count: number; amount: number }>(db, sql`
    select count(*)::int as count, coalesce(sum(i.total_payment), 0)::float8 as amount ${PENDING_CASH}`);
  const { rows } = await pendingCashRows(db);
  return { count: sum?.count ?? 0, amount: sum?.amount ?? 0, rows };
};

/**
 * Subscriptions started: the range's subscription purchases that were paid
 * (`PAID_ONCE`); cancelled: those cancelled in it.
 */
const subscriptions = async (db: Db, scope: ReportScope) => {
  const [row] = await rowsOf<SalesReport['subscriptions']>(db, sql`
    select
      count(*) filter (where status in ${PAID_ONCE} and ${inRange(scope, sql`created_at`)})::int as started,
      count(*) filter (where status = 'cancelled' and ${inRange(scope, sql`cancelled_at`)})::int as cancelled
    from purchases
    where subscription_period is not null and (${inRange(scope, sql`created_at`)} or ${inRange(scope, sql`cancelled_at`)})`);
  return row ?? { started: 0, cancelled: 0 };
};

/** The sales report over the scope, each figure one statement. */
export const salesReport = async (db: Db, scope: ReportScope): Promise<SalesReport> => {
  const sum = await totals(db, scope);
  return {
    period: scope.period,
    revenue: sum.revenue,
    charges: sum.charges,
    by_day: await bucketsBy(db, scope, 'day'),
    by_week: await bucketsBy(db, scope, 'week'),
    by_month: await bucketsBy(db, scope, 'month'),
    by_package: await byPackage(db, scope),
    by_payment_method: await byMethod(db, scope),
    discounts: await discounts(db, scope),
    pending_cash: await pendingCash(db),
    subscriptions: await subscriptions(db, scope),
  };
};

/** GET /reports/sales (admin). */
const sales: Handler<Routes['reportSales']> = ({ db, query, now }) =>
  inReportSnapshot(db, async (tx) => ({ report: await salesReport(tx, reportScope(query, await studioZone(tx), now)) }));

export const salesReportHandlers = { reportSales: sales };
