import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { DISCOUNT_ERRORS, REQUEST_ERRORS, type AdminDiscount, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classPackages, discounts, purchases } from '../../db/schema/index.js';
import { failure, isUniqueViolation } from '../../http/errors.js';
import { definedFields, hasFields, written } from '../catalogue/references.js';
import { idParam, type Handler, type HandlerContext } from '../handler.js';
import { adminPackageNotFound } from '../packages/views.js';
import { discountView, findDiscountRow, packageIdsText, type DiscountRow } from './views.js';
import { folded } from '../shared/folded-search.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';

type Body = HandlerContext<Routes['discountUpdate']>['body'];

const codeTaken = () => failure(DISCOUNT_ERRORS.codeTaken);

/** Refuses a code another discount already has, whatever its case (409). */
const ensureCodeFree = async (db: Db, code: string | undefined, exceptId?: number): Promise<void> => {
  if (code === undefined) return;
  const [clash] = await db.select({ id: discounts.discount_id }).from(discounts)
    .where(and(sql`upper(${discounts.code}) = ${code.toUpperCase()}`, exceptId === undefined ? undefined : ne(discounts.discount_id, exceptId)))
    .limit(1);
  if (clash) throw codeTaken();
};

/** Refuses package ids of which any names no package (404): a code limited to nothing would never apply. */
const ensurePackages = async (db: Db, ids: readonly number[] | undefined): Promise<void> => {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return;
  const rows = await db.select({ id: classPackages.class_package_id }).from(classPackages).where(inArray(classPackages.class_package_id, wanted));
  if (rows.length !== wanted.length) throw adminPackageNotFound();
};

/** A percent is of the price, so at most 100; checked on the discount as it will be after the edit. */
const ensurePercentInRange = (isPercent: boolean, amount: number): void => {
  if (isPercent && amount > 100) throw failure(REQUEST_ERRORS.percentTooHigh);
};

/** The columns of the fields a body names, with amounts as numeric text and packages as a comma list. */
const columnsOf = ({ amount, expires_at, class_package_ids, ...rest }: Partial<NonNullable<Body>>) => ({
  ...rest,
  ...(amount === undefined ? {} : { amount: amount.toFixed(2) }),
  ...(expires_at === undefined ? {} : { expires_at: expires_at === null ? null : new Date(expires_at) }),
  ...(class_package_ids === undefined ? {} : { class_package_ids: packageIdsText(class_package_ids) }),
});

/** Runs a write that sets a code: a concurrent request taking it first answers 409, not a 500. */
const guardCode = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? codeTaken() : error;
  }
};

/** The discounts as /admin lists them: each with how many purchases used it (purchases that name it, whatever their status). */
const withPurchases = async (db: Db, rows: readonly DiscountRow[]): Promise<AdminDiscount[]> => {
  const ids = rows.map((row) => row.discount_id);
  const counted = ids.length === 0 ? [] : await db.select({ id: purchases.discount_id, purchases: count() }).from(purchases)
    .where(inArray(purchases.discount_id, ids)).groupBy(purchases.discount_id);
  const byId = new Map(counted.map((row) => [row.id, row.purchases]));
  return rows.map((row) => ({ ...discountView(row), purchases_count: byId.get(row.discount_id) ?? 0 }));
};

/**
 * GET /discounts/admin/all. Without query, page or per_page: every code by
 * id, as before. With any of them (/admin, 'Descuentos'): one page of the
 * search by code (folded, then id) and the total over all pages. Each row
 * says how many purchases used it.
 */
const list: Handler<Routes['discountsAdmin']> = async ({ db, query }) => {
  if (!asksForPage(query)) return { descuentos: await withPurchases(db, await db.select().from(discounts).orderBy(asc(discounts.discount_id))) };
  const where = foldedMatch(query.query, discounts.code);
  const { rows, total } = await pageOf(db, {
    from: discounts, where, query,
    rows: ({ limit, offset }) =>
      db.select().from(discounts).where(where).orderBy(folded(discounts.code), asc(discounts.discount_id)).limit(limit).offset(offset),
  });
  return { descuentos: await withPurchases(db, rows), total };
};

const one: Handler<Routes['discountOne']> = async (ctx) => ({ discount: discountView(await findDiscountRow(ctx.db, idParam(ctx))) });

const create: Handler<Routes['discountCreate']> = async ({ db, body, now }) => {
  await ensurePackages(db, body.class_package_ids);
  await ensureCodeFree(db, body.code);
  const row = written(await guardCode(() => db.insert(discounts)
    .values({ ...columnsOf(definedFields(body)), code: body.code, amount: body.amount.toFixed(2), created_at: new Date(now) })
    .returning()));
  return { discount: discountView(row) };
};

/** Changes only the fields named; `uses` stays what the checkouts made it. */
const update: Handler<Routes['discountUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const current = await findDiscountRow(ctx.db, id, true);
  const fields = definedFields(ctx.body);
  ensurePercentInRange(fields.is_percent ?? current.is_percent, fields.amount ?? Number(current.amount));
  await ensurePackages(ctx.db, fields.class_package_ids);
  await ensureCodeFree(ctx.db, fields.code, id);
  if (!hasFields(fields)) return { discount: discountView(current) };
  const row = written(await guardCode(() => ctx.db.update(discounts).set(columnsOf(fields)).where(eq(discounts.discount_id, id)).returning()));
  return { discount: discountView(row) };
};

/** Purchases that used the code keep their amounts; they only lose the link to it. */
const remove: Handler<Routes['discountDelete']> = async (ctx) => {
  const row = await findDiscountRow(ctx.db, idParam(ctx), true);
  await ctx.db.delete(discounts).where(eq(discounts.discount_id, row.discount_id));
  return { discount: discountView(row) };
};

/** The admin's discount codes of spec 7 'Discounts'. */
export const discountAdminHandlers = {
  discountsAdmin: list,
  discountOne: one,
  discountCreate: create,
  discountUpdate: update,
  discountDelete: remove,
};
