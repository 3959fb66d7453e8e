import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { secrets } from '../../db/schema/index.js';

/** Name of the sandbox's token-signing key in the `secrets` table: a key of its own, whatever the identity mode. */
export const SANDBOX_KEY_NAME = 'sandbox_card_token_key';

/** Returns the key sandbox card tokens are signed with, loading it at most once. */
export type SandboxKeySource = () => Promise<Uint8Array>;

/** The database, or a transaction of it (the demo seed's). */
type Store = Pick<Db, 'select' | 'insert'>;

const readStoredKey = async (db: Store): Promise<string | undefined> => {
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, SANDBOX_KEY_NAME));
  return row?.value;
};

/**
 * Reads the sandbox's key, creating it first when the table has none (two
 * servers racing on an empty table both end up with the first one stored).
 * Takes a transaction too: the demo seed signs its saved card with it.
 */
export const loadOrCreateSandboxKey = async (db: Store): Promise<Uint8Array> => {
  let value = await readStoredKey(db);
  if (value === undefined) {
    await db.insert(secrets).values({ name: SANDBOX_KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    value = await readStoredKey(db);
  }
  if (value === undefined) throw new Error('The sandbox card token key could not be stored');
  return Buffer.from(value, 'base64url');
};

/**
 * The key kept in `secrets`, loaded once (a failed load is retried on the
 * next call). Kept, so a saved card's token still charges after a restart.
 */
export const sandboxKeySource = (db: Db): SandboxKeySource => {
  let pending: Promise<Uint8Array> | undefined;
  return () => {
    pending ??= loadOrCreateSandboxKey(db).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};
