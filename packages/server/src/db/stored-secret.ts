import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { secrets } from './schema/index.js';

/** Returns a key, loading it at most once. */
export type SecretSource = () => Promise<Uint8Array>;

/** The database, or a transaction of it (the demo seed's). */
type Store = Pick<Db, 'select' | 'insert'>;

const readStored = async (db: Store, name: string): Promise<string | undefined> => {
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name));
  return row?.value;
};

/**
 * Reads the 32-byte key kept in `secrets` under `name`, creating a random one
 * first when there is none. Two servers racing on an empty table both end up
 * with the first one stored (`on conflict do nothing`, then read again).
 */
export const loadOrCreateSecret = async (db: Store, name: string): Promise<Uint8Array> => {
  let value = await readStored(db, name);
  if (value === undefined) {
    await db.insert(secrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    value = await readStored(db, name);
  }
  if (value === undefined) throw new Error(`The secret ${name} could not be stored`);
  return Buffer.from(value, 'base64url');
};

/** `loadOrCreateSecret` loaded once; a failed load is retried on the next call. */
export const storedSecretSource = (db: Db, name: string): SecretSource => {
  let pending: Promise<Uint8Array> | undefined;
  return () => {
    pending ??= loadOrCreateSecret(db, name).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};
