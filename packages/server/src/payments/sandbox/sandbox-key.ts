import type { Db } from '../../db/client.js';
import { loadOrCreateSecret, storedSecretSource, type SecretSource } from '../../db/stored-secret.js';

/** Name of the sandbox's token-signing key in the `secrets` table: a key of its own, whatever the identity mode. */
export const SANDBOX_KEY_NAME = 'sandbox_card_token_key';

/** Returns the key sandbox card tokens are signed with, loading it at most once. */
export type SandboxKeySource = SecretSource;

/**
 * Reads the sandbox's key, creating it first when the table has none. Takes
 * a transaction too: the demo seed signs its saved card with it.
 */
export const loadOrCreateSandboxKey = (db: Pick<Db, 'select' | 'insert'>): Promise<Uint8Array> => loadOrCreateSecret(db, SANDBOX_KEY_NAME);

/** The key kept in `secrets`, loaded once, so a saved card's token still charges after a restart. */
export const sandboxKeySource = (db: Db): SandboxKeySource => storedSecretSource(db, SANDBOX_KEY_NAME);
