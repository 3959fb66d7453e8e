import { eq, sql } from 'drizzle-orm';
import type { StudioConfig } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { discounts } from '../../db/schema/index.js';
import { discountRefusal } from '../discounts/rules.js';
import type { DiscountRow } from '../discounts/views.js';
import { checkoutRefusals } from './refusals.js';

/** What a code can be (the discount check's own rule); anything else names no discount. */
const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The discount an attempt names, locked until the purchase is recorded so
 * two buyers never take the last use of a code; null without a code. The
 * same refusals as the code check (spec 8 'Discounts'), but 412 for an
 * invalid code too: at checkout a 404 would read as 'package not found'.
 */
export const discountFor = async (
  db: Db,
  code: string | null | undefined,
  context: { readonly packageId: number; readonly config: StudioConfig; readonly now: number },
): Promise<DiscountRow | null> => {
  const typed = code?.trim() ?? '';
  if (typed === '') return null;
  if (!context.config.commerce.discountsEnabled) throw checkoutRefusals.discountsDisabled();
  const [row] = CODE.test(typed)
    ? await db.select().from(discounts).where(sql`upper(${discounts.code}) = ${typed.toUpperCase()}`).limit(1).for('update')
    : [];
  const refusal = discountRefusal(row, context.packageId, context.now);
  if (refusal === 'exhausted') throw checkoutRefusals.discountExhausted();
  if (refusal || !row) throw checkoutRefusals.discountInvalid();
  return row;
};

/** Counts one more use of a discount, by the purchase that used it. */
export const useDiscount = async (db: Db, row: DiscountRow): Promise<void> => {
  await db.update(discounts).set({ uses: sql`${discounts.uses} + 1` }).where(eq(discounts.discount_id, row.discount_id));
};
