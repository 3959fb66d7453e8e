import { and, asc, eq } from 'drizzle-orm';
import { CUSTOMER_ERRORS, PAGE_ERRORS, type Routes } from '@estudio/core';
import type { Db } from '../db/client.js';
import { acceptedPages, customers, pages } from '../db/schema/index.js';
import { failure } from '../http/errors.js';
import { callerOf, type Handler, type HandlerContext } from './handler.js';
import { callerCustomer, callerCustomerId } from './shared/caller-customer.js';

const customerNotFound = () => failure(CUSTOMER_ERRORS.notFound);

const list: Handler<Routes['acceptedPagesList']> = async (ctx) => {
  const customerId = await callerCustomerId(ctx);
  if (customerId === null) return { accepted_pages: [] };
  const rows = await ctx.db
    .select({ page_id: acceptedPages.page_id, customer_id: acceptedPages.customer_id })
    .from(acceptedPages)
    .where(eq(acceptedPages.customer_id, customerId))
    .orderBy(asc(acceptedPages.page_id));
  return { accepted_pages: rows };
};

const customerExists = async (db: Db, customerId: number): Promise<boolean> =>
  (await db.select({ id: customers.customer_id }).from(customers).where(eq(customers.customer_id, customerId))).length > 0;

/**
 * Customers accept for themselves; the admin may accept on behalf of the
 * customer she names. The front desk may not: staff act as customers here.
 */
const targetCustomerId = async (ctx: HandlerContext<Routes['acceptedPagesCreate']>): Promise<number> => {
  const caller = callerOf(ctx);
  const named = ctx.body.customer_id;
  if (caller.role === 'admin' && named !== undefined) {
    if (!(await customerExists(ctx.db, named))) throw customerNotFound();
    return named;
  }
  return (await callerCustomer(ctx)).customer_id;
};

const create: Handler<Routes['acceptedPagesCreate']> = async (ctx) => {
  const customerId = await targetCustomerId(ctx);
  const [page] = await ctx.db.select({ id: pages.page_id }).from(pages).where(eq(pages.page_id, ctx.body.page_id));
  if (!page) throw failure(PAGE_ERRORS.notFound);
  // Accepting twice is not an error: the first acceptance stands.
  await ctx.db.insert(acceptedPages).values({ page_id: page.id, customer_id: customerId }).onConflictDoNothing();
  const [row] = await ctx.db
    .select({ page_id: acceptedPages.page_id, customer_id: acceptedPages.customer_id })
    .from(acceptedPages)
    .where(and(eq(acceptedPages.page_id, page.id), eq(acceptedPages.customer_id, customerId)));
  if (!row) throw new Error('Accepted page vanished inside its transaction');
  return { accepted_page: row };
};

/** GET and POST /accepted_pages. */
export const acceptedPageHandlers = { acceptedPagesList: list, acceptedPagesCreate: create };
