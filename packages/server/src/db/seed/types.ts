import { sql } from 'drizzle-orm';
import type { ScryptCost } from '../../auth/password.js';
import type { Db } from '../client.js';

/** The transaction every seed step writes through: all of the seed, or nothing. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Key of the advisory lock that keeps two servers starting at once from seeding twice. */
const SEED_LOCK = 7_362_401;

/** Holds the seed's lock until `tx` ends: the seed and the startup steps of another server wait for it. */
export const lockSeed = async (tx: Tx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
};

/** An account the seed creates, with its password already hashed. */
export interface SeedAccount {
  readonly email: string;
  readonly passwordHash: string;
}

/** What `seedIfEmpty` is asked to write. */
export interface SeedOptions {
  /** Seed the whole demo studio of the runtime contract, not only the default settings. */
  readonly demo: boolean;
  /** The moment the studio starts: the schedule runs from this day on, in the studio's time zone. */
  readonly now: Date;
  /** An admin account to create (in demo mode it replaces admin@estudio.test / demo1234). */
  readonly admin?: { readonly email: string; readonly password: string } | undefined;
  /** scrypt's cost for the seeded passwords: OWASP's unless a test passes a cheaper one. */
  readonly passwordCost?: ScryptCost | undefined;
}

/** Splits rows into batches small enough for one INSERT (PostgreSQL takes at most 65535 parameters). */
export const batches = <T>(rows: readonly T[], size = 500): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};
