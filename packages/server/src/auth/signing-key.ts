import type { Db } from '../db/client.js';
import { loadOrCreateSecret, storedSecretSource, type SecretSource } from '../db/stored-secret.js';

/** Name of the generated JWT key in the `secrets` table. */
export const SIGNING_KEY_NAME = 'jwt_signing_key';

/** Returns the HS256 key, loading it at most once. */
export type KeySource = SecretSource;

/** Reads the generated key, creating it first when the table has none. */
export const loadOrCreateSigningKey = (db: Db): Promise<Uint8Array> => loadOrCreateSecret(db, SIGNING_KEY_NAME);

/**
 * The key that signs ID tokens: `explicit` (JWT_SECRET) when given, else a
 * random key generated once and kept in `secrets`, so tokens survive a restart
 * (`storedSecretSource`: loaded once, the first of two racing servers kept).
 */
export const signingKeySource = (db: Db, explicit?: string | Uint8Array): KeySource => {
  if (explicit === undefined) return storedSecretSource(db, SIGNING_KEY_NAME);
  const key = typeof explicit === 'string' ? new TextEncoder().encode(explicit) : explicit;
  return () => Promise.resolve(key);
};
