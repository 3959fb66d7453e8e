import type { SandboxCharge } from '../../../packages/server/src/payments/index.js';
import type { SqlClient } from '../studio/studio.js';

/** What must never happen however many checkouts race and retry: each count must be 0. */
export interface CheckoutInvariants {
  /** Charges beyond the first of one checkout (the same customer and idempotency key). */
  readonly duplicateCharges: number;
  /** Charges whose checkout recorded no purchase: money taken for nothing. */
  readonly chargesWithoutPurchase: number;
  /** Paid purchases of the package without exactly the credit it grants (one row of `classes`). */
  readonly purchasesWithoutCredits: number;
}

/** The benchmark package's purchases: each one's checkout key and the credits it granted. */
const PURCHASES = `
  select p."purchase_id", p."customer_id", p."idempotency_key", p."status",
         (select count(*)::int from "available_classes" ac where ac."purchase_id" = p."purchase_id") as credit_rows,
         (select coalesce(sum(ac."available_classes"), 0)::int from "available_classes" ac where ac."purchase_id" = p."purchase_id") as classes
  from "purchases" p where p."class_package_id" = $1`;

/** The key a checkout charges with (the server's `chargeKeyOf`): customer and idempotency key. */
const chargeKey = (customerId: unknown, key: unknown): string => `checkout:${String(customerId)}:${String(key)}`;

/**
 * Counts the broken invariants after the checkout benchmark, from the
 * sandbox's ledger (every charge it accepted) and the database: each
 * checkout key charged at most once, each charge backed by a purchase, each
 * paid purchase holding its credit.
 */
export const checkCheckoutInvariants = async (
  client: SqlClient,
  charges: readonly SandboxCharge[],
  bought: { readonly packageId: number; readonly classes: number },
): Promise<CheckoutInvariants> => {
  const rows = (await client.query(PURCHASES, [bought.packageId])).rows;
  const purchased = new Set(rows.map((row) => chargeKey(row.customer_id, row.idempotency_key)));
  const perKey = new Map<string, number>();
  for (const charge of charges) perKey.set(charge.idempotencyKey, (perKey.get(charge.idempotencyKey) ?? 0) + 1);
  const paid = rows.filter((row) => row.status === 'completed' || row.status === 'active');
  return {
    duplicateCharges: [...perKey.values()].reduce((sum, count) => sum + count - 1, 0),
    chargesWithoutPurchase: [...perKey.keys()].filter((key) => !purchased.has(key)).length,
    purchasesWithoutCredits: paid.filter((row) => Number(row.credit_rows) !== 1 || Number(row.classes) !== bought.classes).length,
  };
};

/** True when no invariant is broken. */
export const checkoutInvariantsHold = (found: CheckoutInvariants): boolean => Object.values(found).every((count) => count === 0);
