import type { DiscountRow } from './views.js';
import { packageIdsOf } from './views.js';

/** Why a code cannot be used on a package: invalid (404) or used up (412). */
export type DiscountRefusal = 'invalid' | 'exhausted';

/**
 * Spec 8 'Discounts': an unknown code, an expired one, or one limited to
 * other packages is invalid; one whose uses reached `max_uses` is used up.
 * Invalid is checked first: a code that could never apply is not 'used up'.
 */
export const discountRefusal = (
  row: Pick<DiscountRow, 'expires_at' | 'class_package_ids' | 'max_uses' | 'uses'> | undefined,
  packageId: number,
  now: number,
): DiscountRefusal | null => {
  if (!row) return 'invalid';
  if (row.expires_at !== null && row.expires_at.getTime() <= now) return 'invalid';
  const packages = packageIdsOf(row);
  if (packages.length > 0 && !packages.includes(packageId)) return 'invalid';
  if (row.max_uses !== null && row.uses >= row.max_uses) return 'exhausted';
  return null;
};
