import { eq } from 'drizzle-orm';
import { DISCOUNT_ERRORS, type Discount } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { discounts } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { idList } from '../catalogue/references.js';

/** A discount row as stored. */
export type DiscountRow = typeof discounts.$inferSelect;

/** The 404 an admin reads for a discount id that names none (spec 8). */
export const discountNotFound = (): ApiFailure => failure(DISCOUNT_ERRORS.notFound);

/** The package ids a discount is limited to; none means every package. */
export const packageIdsOf = (row: Pick<DiscountRow, 'class_package_ids'>): number[] =>
  idList(row.class_package_ids).filter((id) => Number.isInteger(id) && id > 0);

/** Package ids as the comma list the column keeps (null for none), each once. */
export const packageIdsText = (ids: readonly number[]): string | null =>
  ids.length === 0 ? null : [...new Set(ids)].join(',');

/** A discount as the API answers it: its amount as a number, its packages as ids. */
export const discountView = (row: DiscountRow): Discount => ({
  discount_id: row.discount_id,
  code: row.code,
  amount: Number(row.amount),
  is_percent: row.is_percent,
  first_invoice_only: row.first_invoice_only,
  max_uses: row.max_uses,
  uses: row.uses,
  expires_at: row.expires_at?.toISOString() ?? null,
  class_package_ids: packageIdsOf(row),
});

/** One discount row, locked when it is about to change; 404 when the id names none. */
export const findDiscountRow = async (db: Db, id: number, lock = false): Promise<DiscountRow> => {
  const select = db.select().from(discounts).where(eq(discounts.discount_id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw discountNotFound();
  return row;
};
