import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { CREDIT_ERRORS, fill, type Routes } from '@estudio/core';
import { recordTeamAction } from '../../audit/record.js';
import { availableClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { lockCustomer } from '../checkout/admin-checkout.js';
import type { Handler } from '../handler.js';

/**
 * PUT /customer/removeClasses {customer_id, amount} (admin): takes `amount`
 * limited credits from the customer, from her valid rows (a balance above
 * 0, not expired) soonest to expire first (rows that never expire last),
 * never below 0. Unlimited credits (-1) are not counted nor touched. With
 * fewer than `amount` she keeps everything: 409 saying how many she has.
 * Her row, then her credits, are locked, as a booking locks them.
 * Answers {removed, remaining} ('¡Clases Restadas!' is the web's); her
 * history records both.
 */
const removeClasses: Handler<Routes['customerRemoveClasses']> = async (ctx) => {
  const { db, body, now } = ctx;
  const customer = await lockCustomer(db, body.customer_id);
  const rows = await db.select({ id: availableClasses.available_class_id, balance: availableClasses.available_classes })
    .from(availableClasses)
    .where(and(
      eq(availableClasses.customer_id, customer.customer_id),
      gt(availableClasses.available_classes, 0),
      or(isNull(availableClasses.expiration_date), gt(availableClasses.expiration_date, new Date(now))),
    ))
    .orderBy(sql`${availableClasses.expiration_date} asc nulls last`, asc(availableClasses.available_class_id))
    .for('update');
  const available = rows.reduce((sum, row) => sum + row.balance, 0);
  if (available < body.amount) {
    throw failure(CREDIT_ERRORS.notEnough, fill(CREDIT_ERRORS.notEnough.message, { amount: body.amount, available }));
  }
  let left = body.amount;
  for (const row of rows) {
    if (left === 0) break;
    const take = Math.min(row.balance, left);
    await db.update(availableClasses).set({ available_classes: row.balance - take }).where(eq(availableClasses.available_class_id, row.id));
    left -= take;
  }
  const result = { removed: body.amount, remaining: available - body.amount };
  await recordTeamAction(ctx, customer.customer_id, 'classes.remove', { amount: result.removed, remaining: result.remaining });
  return result;
};

/** Taking classes away. */
export const removeClassesHandlers = { customerRemoveClasses: removeClasses };
