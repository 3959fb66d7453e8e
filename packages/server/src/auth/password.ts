import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters: memory and time grow with N·r, parallel work with p. */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * OWASP's Password Storage Cheat Sheet: N=2^17 (128 MiB), r=8, p=1, about
 * 0.3–0.5 s a hash on the reference machine. The production default; only
 * tests pass a cheaper cost, explicitly (`createPasswords`, `AppDeps.passwordCost`).
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;

/** The key derivation, swappable so a test can see which cost each sign-in paid. */
export type DeriveKey = (password: string, salt: Buffer, keyLength: number, cost: ScryptCost) => Promise<Buffer>;

/**
 * Node's scrypt. Its memory is 128·N·r·p bytes, exactly 128 MiB at OWASP's
 * cost, which Node's default `maxmem` (32 MiB) refuses: allow twice that.
 */
export const scryptKey: DeriveKey = (password, salt, keyLength, { N, r, p }) =>
  new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r * p }, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** A stored hash `scrypt$N$r$p$salt$hash` (base64url parts), or null when it is not one. */
const parse = (stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | null => {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return null;
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
};

/** True when a hash made at `stored` is cheaper to attack than one made at `wanted`: it is rehashed at sign-in. */
const weakerThan = (stored: ScryptCost, wanted: ScryptCost): boolean =>
  stored.N < wanted.N || stored.r < wanted.r || stored.p < wanted.p;

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export const hashPassword = async (password: string, cost: ScryptCost = PASSWORD_COST, derive: DeriveKey = scryptKey): Promise<string> => {
  const salt = randomBytes(16);
  const hash = await derive(password.normalize('NFKC'), salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
};

/** Checks a password against a stored hash (at the cost it was made with), in constant time. */
export const verifyPassword = async (password: string, stored: string, derive: DeriveKey = scryptKey): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password.normalize('NFKC'), parsed.salt, parsed.hash.length, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
};

/** The server's passwords at one cost: hashing, checking, upgrading old hashes. */
export interface Passwords {
  readonly cost: ScryptCost;
  hash(password: string): Promise<string>;
  /** Whether it matches, and whether the stored hash is weaker than `cost` (rehash it now that the password is known). */
  verify(password: string, stored: string): Promise<{ readonly ok: boolean; readonly stale: boolean }>;
  /**
   * Spends what checking a password costs, for a sign-in whose e-mail has no
   * account (or no password yet): it then takes as long as a wrong
   * password, so the time does not tell which addresses exist.
   */
  verifyNobody(password: string): Promise<void>;
}

/** Passwords at `cost` (OWASP's by default). */
export const createPasswords = (cost: ScryptCost = PASSWORD_COST, derive: DeriveKey = scryptKey): Passwords => {
  // A real hash at the current cost, made once, that no password matches in practice.
  let dummy: Promise<string> | undefined;
  return {
    cost,
    hash: (password) => hashPassword(password, cost, derive),
    async verify(password, stored) {
      const ok = await verifyPassword(password, stored, derive);
      const parsed = parse(stored);
      return { ok, stale: ok && parsed !== null && weakerThan(parsed.cost, cost) };
    },
    async verifyNobody(password) {
      // The first time, making the dummy costs what a check costs.
      if (dummy === undefined) {
        dummy = hashPassword(randomBytes(32).toString('base64url'), cost, derive);
        await dummy;
        return;
      }
      await verifyPassword(password, await dummy, derive);
    },
  };
};
