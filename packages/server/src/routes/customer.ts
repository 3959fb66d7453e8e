import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { CUSTOMER_ERRORS, type Routes } from '@estudio/core';
import type { Db } from '../db/client.js';
import { acceptedPages, customers, pages } from '../db/schema/index.js';
import { failure, type ApiFailure } from '../http/errors.js';
import { customerViews, findCustomerViews } from './customer-view.js';
import { callerOf, idParam, type Handler } from './handler.js';
import { callerCustomer, customerRowOfUid } from './shared/caller-customer.js';
import { sendResetLink } from './auth.js';
import { ensureAddressRule } from './addresses/rules.js';
import { emailChangeHandlers, requestEmailChange } from './customer/email-change.js';
import { ensureOwnPhoto } from './customer/photo.js';
import { ensurePhoneFree, phoneInUse, phoneTaken, uniqueAs, writeProfile } from './customer/profile.js';

/** Admin search page size. */
export const CUSTOMERS_PAGE_SIZE = 50;

const notFound = (): ApiFailure => failure(CUSTOMER_ERRORS.notFound);
const alreadyExists = (): ApiFailure => failure(CUSTOMER_ERRORS.alreadyExists);

/** One customer as the API answers her, by id; 404 when there is none. */
export const oneView = async (db: Db, customerId: number, now?: number) => {
  const [customer] = await findCustomerViews(db, eq(customers.customer_id, customerId), 1, 0, now);
  if (!customer) throw notFound();
  return { customer };
};

const current: Handler<Routes['customerCurrent']> = async (ctx) => {
  const row = await customerRowOfUid(ctx.db, callerOf(ctx).uid);
  if (!row) return notFound();
  const [customer] = await customerViews(ctx.db, [row], ctx.now);
  return customer ? { customer } : notFound();
};

/**
 * PUT /customer. Every check comes before any write, and a refusal is thrown,
 * so nothing is written: the address rule, her photo (`ensureOwnPhoto`), the
 * phone, and a new e-mail (`requestEmailChange`: the e-mail itself changes
 * only when the link sent to the new address is opened). The writing is
 * `writeProfile`'s, shared with the admin's edit.
 */
const update: Handler<Routes['customerUpdate']> = async (ctx) => {
  const row = await callerCustomer(ctx);
  // customer_id in the body is ignored: a customer only ever updates itself.
  const { address, customer_id: _ignored, custom_values: customValues, email, current_password: currentPassword, file_id: fileId, ...own } = ctx.body;
  if (address) ensureAddressRule(address);
  if (fileId !== undefined && fileId !== null) await ensureOwnPhoto(ctx.db, fileId, row.customer_id);
  await ensurePhoneFree(ctx.db, row, own.phone);
  if (email !== undefined) {
    await requestEmailChange(ctx.db, { customer: row, email, currentPassword, origin: ctx.origin, now: ctx.now, services: ctx.services });
  }
  const fields = fileId === undefined ? own : { ...own, file_id: fileId };
  await writeProfile(ctx.db, row.customer_id, { fields, address, customValues }, ctx.now);
  return oneView(ctx.db, row.customer_id, ctx.now);
};

/** Records the pages accepted on the sign-up form, those that exist. */
const acceptPages = async (db: Db, customerId: number, pageIds: readonly number[]): Promise<void> => {
  if (pageIds.length === 0) return;
  const existing = await db.select({ page_id: pages.page_id }).from(pages).where(inArray(pages.page_id, [...pageIds]));
  if (existing.length === 0) return;
  await db
    .insert(acceptedPages)
    .values(existing.map(({ page_id }) => ({ page_id, customer_id: customerId })))
    .onConflictDoNothing();
};

const signup: Handler<Routes['customerSignup']> = async (ctx) => {
  const caller = callerOf(ctx);
  if (await customerRowOfUid(ctx.db, caller.uid)) throw alreadyExists();
  const { accepted_pages: accepted = [], ...fields } = ctx.body;
  if (await phoneTaken(ctx.db, fields.phone)) throw phoneInUse();
  const [created] = await uniqueAs(alreadyExists, () =>
    ctx.db.insert(customers).values({ ...fields, uid: caller.uid, email: caller.email }).returning({ id: customers.customer_id }),
  );
  if (!created) throw alreadyExists();
  await acceptPages(ctx.db, created.id, accepted);
  return oneView(ctx.db, created.id);
};

const phone: Handler<Routes['customerPhone']> = async (ctx) => ({ available: !(await phoneTaken(ctx.db, ctx.query.phone)) });

const recover: Handler<Routes['customerRecover']> = (ctx) => sendResetLink(ctx);

const adminAll: Handler<Routes['customerAdminAll']> = async (ctx) => {
  const term = ctx.query.query?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const where = pattern
    ? or(
        ilike(customers.name, pattern),
        ilike(customers.last_name, pattern),
        ilike(customers.email, pattern),
        ilike(customers.phone, pattern),
        ilike(sql`${customers.name} || ' ' || ${customers.last_name}`, pattern),
      )
    : undefined;
  const page = ctx.query.page ?? 1;
  return { customers: await findCustomerViews(ctx.db, where, CUSTOMERS_PAGE_SIZE, (page - 1) * CUSTOMERS_PAGE_SIZE, ctx.now) };
};

const adminOne: Handler<Routes['customerAdminOne']> = async (ctx) => oneView(ctx.db, idParam(ctx), ctx.now);

/** GET/PUT /customer, POST /customer/signup, GET /customer/phone, POST /customer/recover, the e-mail confirmation, admin reads. */
export const customerHandlers = {
  customerCurrent: current,
  customerUpdate: update,
  ...emailChangeHandlers,
  customerSignup: signup,
  customerPhone: phone,
  customerRecover: recover,
  customerAdminAll: adminAll,
  customerAdminOne: adminOne,
};
