import { and, asc, eq, not, type SQL } from 'drizzle-orm';
import { PACKAGE_ERRORS, type Routes } from '@estudio/core';
import { classPackages, customers, purchases } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';
import { livePurchase } from './live-purchases.js';
import { adminPackageNotFound, loadPackages, packageNotFound } from './views.js';

const forSale = eq(classPackages.available, true);
const online = eq(classPackages.is_online, true);
const event = eq(classPackages.is_special_event, true);
const inPerson = and(not(classPackages.is_online), not(classPackages.is_special_event));
const onHome = eq(classPackages.on_home, true);

/** Every public listing answers the same shape: available packages matching its filter, by order. */
type Listing = Handler<Routes['packagesList']>;

const listing = (...filters: (SQL | undefined)[]): Listing => async ({ db }) => ({
  class_packages: await loadPackages(db, and(forSale, ...filters)),
});

const one: Handler<Routes['packageOne']> = async (ctx) => {
  const [found] = await loadPackages(ctx.db, and(forSale, eq(classPackages.class_package_id, idParam(ctx))));
  if (!found) throw packageNotFound();
  return { class_package: found };
};

/**
 * GET /class_packages/admin/all. Without query, page or per_page: every
 * package by order, as before. With any ('Paquetes' in /admin): one page of
 * the packages whose title contains the search (folded), still by order
 * then id, so the list reads as /paquetes does, and the total.
 */
const admin: Handler<Routes['packagesAdmin']> = async ({ db, query }) => {
  if (!asksForPage(query)) return { class_packages: await loadPackages(db, undefined, 'admin') };
  const where = foldedMatch(query.query, classPackages.title);
  const { rows, total } = await pageOf(db, {
    from: classPackages, where, query,
    rows: (window) => loadPackages(db, where, 'admin', window),
  });
  return { class_packages: rows, total };
};

/** The buyers of a special event holding a live purchase, first come first listed. */
const attendees: Handler<Routes['packageEventAttendees']> = async (ctx) => {
  const id = idParam(ctx);
  const [pkg] = await ctx.db.select({ is_special_event: classPackages.is_special_event })
    .from(classPackages).where(eq(classPackages.class_package_id, id));
  if (!pkg) throw adminPackageNotFound();
  if (!pkg.is_special_event) throw failure(PACKAGE_ERRORS.notSpecialEvent);
  const rows = await ctx.db
    .select({
      purchase_id: purchases.purchase_id, customer_id: customers.customer_id, name: customers.name,
      last_name: customers.last_name, email: customers.email, status: purchases.status, created_at: purchases.created_at,
    })
    .from(purchases)
    .innerJoin(customers, eq(customers.customer_id, purchases.customer_id))
    .where(and(eq(purchases.class_package_id, id), livePurchase(purchases.status)))
    .orderBy(asc(purchases.created_at), asc(purchases.purchase_id));
  return { asistentes: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
};

/**
 * The readings of spec 7 'Packages': public listings hold only available
 * packages (in person = neither online nor a special event; the `/home`
 * variants only those featured on the home page); admins see every one.
 */
export const packageListingHandlers = {
  packagesList: listing(),
  packagesOnline: listing(online),
  packagesOnlineHome: listing(online, onHome),
  packagesInPerson: listing(inPerson),
  packagesInPersonHome: listing(inPerson, onHome),
  packagesEvents: listing(event),
  packagesEventsHome: listing(event, onHome),
  packageEventAttendees: attendees,
  packagesAdmin: admin,
  packageOne: one,
};
