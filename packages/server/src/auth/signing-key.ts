import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { secrets } from '../db/schema/index.js';
import { randomToken } from './tokens.js';

/** Name of the generated JWT key in the `secrets` table. */
export const SIGNING_KEY_NAME = 'jwt_signing_key';

/** Returns the HS256 key, loading it at most once. */
export type KeySource = () => Promise<Uint8Array>;

const readStoredKey = async (db: Db): Promise<string | undefined> => {
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, SIGNING_KEY_NAME));
  return row?.value;
};

/** Reads the generated key, creating it first when the table has none. */
export const loadOrCreateSigningKey = async (db: Db): Promise<Uint8Array> => {
  let value = await readStoredKey(db);
  if (value === undefined) {
    await db.insert(secrets).values({ name: SIGNING_KEY_NAME, value: randomToken(32) }).onConflictDoNothing();
    value = await readStoredKey(db);
  }
  if (value === undefined) throw new Error('The JWT signing key could not be stored');
  return Buffer.from(value, 'base64url');
};

/**
 * The key that signs ID tokens: `explicit` (JWT_SECRET) when given, else a
 * random key generated once and kept in `secrets`, so tokens survive a restart.
 * Two servers racing on an empty table both end up with the first one stored.
 * Loaded once; a failed load is retried on the next call.
 */
export const signingKeySource = (db: Db, explicit?: string | Uint8Array): KeySource => {
  if (explicit !== undefined) {
    const key = typeof explicit === 'string' ? new TextEncoder().encode(explicit) : explicit;
    return () => Promise.resolve(key);
  }
  let pending: Promise<Uint8Array> | undefined;
  return () => {
    pending ??= loadOrCreateSigningKey(db).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};
