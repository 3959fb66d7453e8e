import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  CUSTOMER_COUNT_CAP, roleFrom, type CustomerListQuery, type CustomerListResponse, type CustomerListRow, type CustomerListSort, type Routes,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { correlated } from '../../db/correlated.js';
import { preparedOn } from '../../db/prepared.js';
import { accounts, classReservations, customers, singleClasses } from '../../db/schema/index.js';
import { customerMatch, customerMatchOf, searchTerms } from '../customer-admin/query.js';
import type { Handler } from '../handler.js';
import { standingColumns, standingOf, zoneOfRow } from './customer-standing.js';

/** The page size of the customer list unless told. */
export const CUSTOMER_LIST_PER_PAGE = 25;

/**
 * The places that count as a visit: her own (live, not a guest's), not
 * marked as a no-show (attend false), in a class not cancelled and already
 * begun. Her last visit is the latest such class's start.
 */
export const isVisit = (at: SQLWrapper): SQL | undefined => and(
  isNull(classReservations.deleted_at),
  isNull(classReservations.guest),
  sql`${classReservations.attend} is not false`,
  isNull(singleClasses.cancelled_at),
  sql`${singleClasses.class_date} < ${at}`,
);

const LATEST_CLASS = sql`max(${singleClasses.class_date})`;

/** Her last visit as a correlated subquery. */
const lastVisitOf = (at: SQLWrapper): SQL => sql`(
  select ${LATEST_CLASS}
  from ${classReservations}
  inner join ${singleClasses} on ${singleClasses.single_class_id} = ${classReservations.single_class_id}
  where ${classReservations.customer_id} = ${customers.customer_id} and ${isVisit(at)}
)`;

/** Everyone's last visit in one grouped pass, to sort by it: one aggregate instead of a subquery per customer. */
const lastVisits = (db: Db, at: SQLWrapper) => db
  .select({ customer_id: classReservations.customer_id, at: LATEST_CLASS.as('at') })
  .from(classReservations)
  .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
  .where(isVisit(at))
  .groupBy(classReservations.customer_id)
  .as('visits');

const LAST_VISIT = sql.identifier('last_visit');

/** A timestamptz the drivers answer for raw SQL: PGlite a Date, node-postgres text. */
const instantOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * The order of a sort, every key in the same direction, the customer id last
 * so pages never overlap. Names are compared folded (accents off, lower
 * case: the stored `name_folded` and `last_name_folded`, in the order of
 * their index), as the search reads them, so 'Ángela' sits among the A's on
 * PGlite and PostgreSQL alike; a customer with no visit comes last both ways.
 */
const orderOf = (sort: CustomerListSort, dir: 'asc' | 'desc'): SQL[] => {
  const way = sql.raw(dir);
  const byId = sql`${customers.customer_id} ${way}`;
  switch (sort) {
    case 'name':
      return [sql`${customers.name_folded} ${way}`, sql`${customers.last_name_folded} ${way}`, byId];
    case 'last_visit':
      return [sql`${LAST_VISIT} ${way} nulls last`, byId];
    case 'created_at':
      return [sql`${customers.created_at} ${way}`, byId];
  }
};

/** The values of a page's prepared statement (`PAGE_VALUES`). */
interface PageValues {
  readonly at: string;
  readonly pattern: string | null;
  readonly phone: string | null;
  readonly limit: number;
  readonly offset: number;
}

/** Placeholders of a page's prepared statement, filled per call. */
const PAGE_VALUES = {
  at: sql.placeholder('at'),
  pattern: sql.placeholder('pattern'),
  phone: sql.placeholder('phone'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
} as const;

/** What decides a page statement's text: its order, and which of the search's patterns it uses. */
interface PageShape {
  readonly sort: CustomerListSort;
  readonly dir: 'asc' | 'desc';
  readonly search: 'none' | 'text' | 'text-or-phone';
}

/**
 * One page of customers with their roles and what their standing is
 * computed from (`standingColumns`), in one statement. Her last visit is a
 * subquery, which the database computes for the page's rows only, after
 * sorting, unless the order needs it: then everyone's last visit comes from
 * one grouped pass (`lastVisits`). Every value is a placeholder, so each
 * shape is built once (`preparedPage`); `name` '' leaves it unnamed.
 */
const pageStatement = (db: Db, shape: PageShape, name: string) => {
  const where = shape.search === 'none' ? undefined : customerMatchOf(PAGE_VALUES.pattern, shape.search === 'text-or-phone' ? PAGE_VALUES.phone : null);
  const visits = shape.sort === 'last_visit' ? lastVisits(db, PAGE_VALUES.at) : null;
  const page = db
    .select({
      customer: {
        customer_id: customers.customer_id, name: customers.name, last_name: customers.last_name, email: customers.email,
        phone: customers.phone, created_at: customers.created_at,
        has_unlimited: customers.has_unlimited, unlimited_membership_expiration: customers.unlimited_membership_expiration,
      },
      // A subquery, not a join: computed for the page's rows only, after a sort over everyone.
      role: correlated(sql<string | null>`(select ${accounts.role} from ${accounts} where ${accounts.uid} = ${customers.uid})`),
      lastVisit: (visits ? sql`${visits.at}` : correlated(lastVisitOf(PAGE_VALUES.at))).mapWith(instantOf).as('last_visit'),
      ...standingColumns(PAGE_VALUES.at),
      matches: matchCount(where),
    })
    .from(customers)
    .$dynamic();
  return (visits ? page.leftJoin(visits, eq(visits.customer_id, customers.customer_id)) : page)
    .where(where)
    .orderBy(...orderOf(shape.sort, shape.dir))
    .limit(PAGE_VALUES.limit)
    .offset(PAGE_VALUES.offset)
    .prepare(name);
};

/**
 * The statement of a page of this shape on this database, built on first
 * use (`preparedOn`), so Drizzle's query building (a large share of the time
 * the list took) runs once per shape. The whole list's statements are named:
 * PostgreSQL parses and plans them once per connection. A search's are not:
 * the best plan depends on the text ('ma' matches half the studio, a full
 * name a handful), and a named statement soon gets one generic plan for
 * every text, which the benchmark measured ten times slower for two letters.
 */
const preparedPage = (db: Db, shape: PageShape) => {
  const key = `customer_list_${shape.sort}_${shape.dir}_${shape.search}`;
  return preparedOn(db, key, () => pageStatement(db, shape, shape.search === 'none' ? key : ''));
};

/** One page of the list: the prepared statement of its shape, executed with its values. */
const pageRows = (db: Db, query: CustomerListQuery, now: number) => {
  const perPage = query.per_page ?? CUSTOMER_LIST_PER_PAGE;
  const terms = query.query ? searchTerms(query.query) : null;
  const shape: PageShape = {
    sort: query.sort ?? 'name',
    dir: query.dir ?? 'asc',
    search: terms === null ? 'none' : terms.phone === null ? 'text' : 'text-or-phone',
  };
  const values: PageValues = {
    at: new Date(now).toISOString(), pattern: terms?.pattern ?? null, phone: terms?.phone ?? null,
    limit: perPage, offset: ((query.page ?? 1) - 1) * perPage,
  };
  return preparedPage(db, shape).execute({ ...values });
};

/**
 * How many customers match, as a subquery the database runs once per
 * statement: every one for the whole list; for a search, up to one more
 * than CUSTOMER_COUNT_CAP, so the answer can say there are more. Two letters
 * match most of a big studio, and counting every match would cost more than
 * the page itself; the desk reads 'más de 1,000' and types on.
 */
const matchCount = (where: SQL | undefined): SQL<number> => correlated(where
  ? sql`(select count(*) from (select 1 from ${customers} where ${where} limit ${CUSTOMER_COUNT_CAP + 1}) as matches)`
  : sql`(select count(*) from ${customers})`).mapWith(Number);

/** The total an answer gives for a count of `matchCount`: a search's count stops past the cap, the whole list's does not. */
const totalOf = (counted: number, searched: boolean): Pick<CustomerListResponse, 'total' | 'total_capped'> =>
  (searched && counted > CUSTOMER_COUNT_CAP ? { total: CUSTOMER_COUNT_CAP, total_capped: true } : { total: counted });

/**
 * GET /customer/admin/list (staff, 'Clientes'): one page of the customers
 * matching the quick search's rule (`customerMatch`: name, last name, both,
 * e-mail or phone, ignoring case and accents), sorted, with the total over
 * all pages (`matchCount`). The team are listed too: they are customers with
 * a role. One statement answers a page with rows: the rows, each with her
 * credits, purchases and online access, and the total on every row; a page
 * past the end has no row to carry it, so only then is it counted apart.
 */
const list: Handler<Routes['customerAdminList']> = async ({ db, query, now }) => {
  const where = query.query ? customerMatch(query.query) : undefined;
  const rows = await pageRows(db, query, now);
  const [first] = rows;
  const counted = first ? first.matches : (await db.select({ matches: matchCount(where) }).from(sql`(select 1) as one`))[0]?.matches ?? 0;
  const zone = zoneOfRow(first);
  const customersPage = rows.map(({ customer, role, lastVisit: visit, zoneSettings: _zone, matches: _matches, ...grants }): CustomerListRow => {
    const standing = standingOf(customer, grants, now, zone);
    return {
      customer_id: customer.customer_id, name: customer.name, last_name: customer.last_name, email: customer.email,
      phone: customer.phone, role: roleFrom(role), created_at: customer.created_at.toISOString(),
      last_visit: visit?.toISOString() ?? null,
      credits_left: standing.creditsLeft,
      membership: standing.membership,
    };
  });
  return { customers: customersPage, ...totalOf(counted, where !== undefined) };
};

/** The front desk's customer list. */
export const customerListHandlers = { customerAdminList: list };
