import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxCharges } from '../../db/schema/index.js';
import type { ChargeResult } from '../gateway.js';

/** What the sandbox decided for a key, and what the ledger keeps beside it. */
export interface SandboxDecision {
  readonly result: ChargeResult;
  readonly amount: number;
  readonly last4: string | null;
}

const recall = async (db: Db, key: string): Promise<ChargeResult | undefined> => {
  const [row] = await db.select({ result: sandboxCharges.result }).from(sandboxCharges).where(eq(sandboxCharges.idempotency_key, key));
  return row?.result;
};

/**
 * A charge by the sandbox kept in the studio's database (`sandbox_charges`),
 * so the key's first result is the answer on every server process: a key
 * seen before answers what it answered then; a new key is decided and
 * stored, and when another process stored the same key first (the insert
 * waits for its transaction, then does nothing), that process's result
 * wins. `db` is the paying transaction, so a charge rolled back with its
 * purchase is forgotten with it. `fresh` tells whether this call decided it.
 */
export const chargeOnce = async (
  db: Db, key: string, decide: () => SandboxDecision,
): Promise<{ readonly result: ChargeResult; readonly fresh: boolean }> => {
  const known = await recall(db, key);
  if (known) return { result: known, fresh: false };
  const decision = decide();
  const [stored] = await db.insert(sandboxCharges)
    .values({ idempotency_key: key, result: decision.result, amount: decision.amount.toFixed(2), last4: decision.last4 })
    .onConflictDoNothing()
    .returning({ key: sandboxCharges.idempotency_key });
  if (stored) return { result: decision.result, fresh: true };
  const first = await recall(db, key);
  if (!first) throw new Error(`The sandbox charge ${key} is neither new nor stored`);
  return { result: first, fresh: false };
};
