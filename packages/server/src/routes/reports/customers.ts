import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  AT_RISK_DAYS, ENDING_SOON_DAYS,
  type ActiveCustomerRow, type AtRiskRow, type CustomersReport, type EndingMembershipRow, type ExpiringCreditRow, type NewCustomerRow, type Routes,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classReservations, singleClasses } from '../../db/schema/index.js';
import { isVisit } from '../desk/customer-list.js';
import type { Handler } from '../handler.js';
import { studioZone } from '../schedule/range.js';
import { at, countedList, FIRST_PAGE, inRange, inReportSnapshot, isoText, pageSql, reportScope, type ListPage, type ReportScope } from './period.js';

/**
 * 'Clientes' (issue 16): the studio's customers (accounts with the customer
 * role; the team's own customer rows are left out). New and active read
 * the range; at risk, expiring credits and ending memberships read today.
 * Each list is one statement: a page of its rows (the report sends the
 * first REPORT_ROWS_MAX; GET /reports/rows the others) with the count of
 * all of them (`count(*) over ()`), in an order that never ties, so pages
 * neither overlap nor skip.
 */

/** The customers of the studio, `c`, with their accounts. */
const CUSTOMERS = sql`customers c join accounts a on a.uid = c.uid and a.role = 'customer'`;

/** The columns that name a customer in every list. */
const WHO = sql`c.customer_id, c.name, c.last_name, c.email, c.phone`;

/**
 * The places that were a visit by `now`, as the customer list's 'Última
 * visita' counts one (its own `isVisit`, the rule written once): her own
 * place (not a guest's), live, not marked as a no-show, in a class not
 * cancelled and already begun. `class_reservations` with its
 * `single_classes`, unaliased, as the rule names them.
 */
const visitsBy = (now: string): SQL => sql`${classReservations}
  join ${singleClasses} on ${singleClasses.single_class_id} = ${classReservations.single_class_id}
  where ${isVisit(at(now)) ?? sql`false`}`;

/** `days` calendar days from now in the studio's zone (back when negative), as an instant. */
const daysFromNow = (scope: ReportScope, days: number): string =>
  DateTime.fromISO(scope.now, { zone: scope.zone }).plus({ days }).toUTC().toISO() ?? scope.now;

/** One page of a list and the count of all. */
type PagedList<Row> = (db: Db, scope: ReportScope, page?: ListPage) => Promise<{ count: number; rows: Row[] }>;

/** Customers who signed up in the range; the latest first. */
export const newCustomers: PagedList<NewCustomerRow> = (db, scope, page = FIRST_PAGE) => countedList(db, (part) => sql`
  select ${WHO}, ${isoText(sql`c.created_at`)} as created_at, count(*) over ()::int as total
  from ${CUSTOMERS}
  where ${inRange(scope, sql`c.created_at`)}
  order by c.created_at desc, c.customer_id desc
  ${pageSql(part)}`, page);

/** Customers with a visit in the range: how many visits, and the last; most visits first. */
export const activeCustomers: PagedList<ActiveCustomerRow> = (db, scope, page = FIRST_PAGE) => countedList(db, (part) => sql`
  with visits as (
    select ${classReservations.customer_id} as customer_id, count(*)::int as visits, max(${singleClasses.class_date}) as last_visit
    from ${visitsBy(scope.now)} and ${inRange(scope, sql`${singleClasses.class_date}`)}
    group by ${classReservations.customer_id}
  )
  select ${WHO}, v.visits, ${isoText(sql`v.last_visit`)} as last_visit, count(*) over ()::int as total
  from visits v
  join ${CUSTOMERS} on c.customer_id = v.customer_id
  order by v.visits desc, v.last_visit desc, c.customer_id
  ${pageSql(part)}`, page);

/**
 * At risk today: no visit in the last 30 days although she holds usable
 * credits (classes left, not expired) or an unlimited membership still
 * running; the longest absent first (never visited before anyone).
 */
export const atRisk: PagedList<AtRiskRow> = (db, scope, page = FIRST_PAGE) => countedList(db, (part) => sql`
  with credits as (
    select customer_id, case when bool_or(available_classes = -1) then -1 else sum(available_classes) end as credits_left
    from available_classes
    where available_classes <> 0 and (expiration_date is null or expiration_date > ${at(scope.now)})
    group by customer_id
  ),
  recent as (
    select distinct ${classReservations.customer_id} as customer_id
    from ${visitsBy(scope.now)} and ${singleClasses.class_date} > ${at(daysFromNow(scope, -AT_RISK_DAYS))}
  ),
  held as materialized (
    select c.customer_id, coalesce(cr.credits_left, 0)::int as credits_left,
      c.has_unlimited and (c.unlimited_membership_expiration is null or c.unlimited_membership_expiration > ${at(scope.now)}) as has_membership
    from ${CUSTOMERS}
    left join credits cr on cr.customer_id = c.customer_id
    where not exists (select 1 from recent where recent.customer_id = c.customer_id)
      and (coalesce(cr.credits_left, 0) <> 0
        or (c.has_unlimited and (c.unlimited_membership_expiration is null or c.unlimited_membership_expiration > ${at(scope.now)})))
  ),
  last as (
    select ${classReservations.customer_id} as customer_id, max(${singleClasses.class_date}) as last_visit
    from ${visitsBy(scope.now)} and ${classReservations.customer_id} in (select customer_id from held)
    group by ${classReservations.customer_id}
  )
  select ${WHO}, ${isoText(sql`last.last_visit`)} as last_visit, k.credits_left, k.has_membership,
    case when k.has_membership then ${isoText(sql`c.unlimited_membership_expiration`)} end as membership_until,
    count(*) over ()::int as total
  from held k
  join customers c on c.customer_id = k.customer_id
  left join last on last.customer_id = k.customer_id
  order by last.last_visit nulls first, c.customer_id
  ${pageSql(part)}`, page);

/** A purchase `p` that is a running subscription: what it granted renews instead of ending. */
const RUNNING_SUBSCRIPTION = sql`p.status = 'active' and p.subscription_period is not null`;

/** Credits with classes left expiring between now and `soon`, unless a running subscription renews them; soonest first. */
export const creditsExpiring: PagedList<ExpiringCreditRow> = (db, scope, page = FIRST_PAGE) => countedList(db, (part) => sql`
  select ${WHO}, ac.available_class_id, p.title, ac.available_classes as classes_left,
    ${isoText(sql`ac.expiration_date`)} as expires_at, count(*) over ()::int as total
  from available_classes ac
  join ${CUSTOMERS} on c.customer_id = ac.customer_id
  left join purchases p on p.purchase_id = ac.purchase_id
  where ac.available_classes <> 0 and ac.expiration_date > ${at(scope.now)} and ac.expiration_date <= ${at(daysFromNow(scope, ENDING_SOON_DAYS))}
    and not coalesce(${RUNNING_SUBSCRIPTION}, false)
  order by ac.expiration_date, ac.available_class_id
  ${pageSql(part)}`, page);

/** Unlimited memberships ending between now and `soon` that no running subscription of hers renews; soonest first. */
export const membershipsEnding: PagedList<EndingMembershipRow> = (db, scope, page = FIRST_PAGE) => countedList(db, (part) => sql`
  select ${WHO}, ${isoText(sql`c.unlimited_membership_expiration`)} as ends_at, count(*) over ()::int as total
  from ${CUSTOMERS}
  where c.has_unlimited and c.unlimited_membership_expiration > ${at(scope.now)} and c.unlimited_membership_expiration <= ${at(daysFromNow(scope, ENDING_SOON_DAYS))}
    and not exists (select 1 from purchases p where p.customer_id = c.customer_id and ${RUNNING_SUBSCRIPTION})
  order by c.unlimited_membership_expiration, c.customer_id
  ${pageSql(part)}`, page);

/** The customers report over the scope; 'today' is `scope.now` in the studio's zone. */
export const customersReport = async (db: Db, scope: ReportScope): Promise<CustomersReport> => ({
  period: scope.period,
  new_customers: await newCustomers(db, scope),
  active_customers: await activeCustomers(db, scope),
  at_risk: await atRisk(db, scope),
  credits_expiring: await creditsExpiring(db, scope),
  memberships_ending: await membershipsEnding(db, scope),
});

/** GET /reports/customers (admin). */
const customersHandler: Handler<Routes['reportCustomers']> = ({ db, query, now }) =>
  inReportSnapshot(db, async (tx) => ({ report: await customersReport(tx, reportScope(query, await studioZone(tx), now)) }));

export const customersReportHandlers = { reportCustomers: customersHandler };
