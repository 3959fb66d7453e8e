import { and, eq, sql } from 'drizzle-orm';
import { DISCOUNT_ERRORS, type Routes } from '@estudio/core';
import { classPackages, discounts } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import type { Handler } from '../handler.js';
import { packageNotFound } from '../packages/views.js';
import { discountRefusal } from './rules.js';
import { discountView } from './views.js';

/** What a code can be; anything else (too long, odd characters) names no discount and needs no query. */
const CODE = /^[A-Za-z0-9_-]{1,40}$/;

const refusals = {
  invalid: () => failure(DISCOUNT_ERRORS.invalidLookup),
  exhausted: () => failure(DISCOUNT_ERRORS.exhausted),
} as const;

/**
 * GET /discounts/code/:code?class_package_id= (spec 7 'Discounts'): the
 * code, whatever its case, when it applies to that package, which must be
 * for sale. `first_invoice_only` is answered as is: the checkout honours it.
 */
const byCode: Handler<Routes['discountByCode']> = async ({ db, params, query, now }) => {
  const packageId = query.class_package_id;
  const [pkg] = await db.select({ id: classPackages.class_package_id }).from(classPackages)
    .where(and(eq(classPackages.class_package_id, packageId), eq(classPackages.available, true)));
  if (!pkg) throw packageNotFound();
  const code = params.code ?? '';
  const [row] = CODE.test(code)
    ? await db.select().from(discounts).where(sql`upper(${discounts.code}) = ${code.toUpperCase()}`).limit(1)
    : [];
  const refusal = discountRefusal(row, packageId, now);
  if (refusal || !row) throw refusals[refusal ?? 'invalid']();
  return { discount: discountView(row) };
};

/** The customer's check of a discount code at checkout. */
export const discountCodeHandlers = { discountByCode: byCode };
