import { and, eq, isNull } from 'drizzle-orm';
import { AUTH_ERRORS } from '@estudio/core';
import type { Db } from '../db/client.js';
import { refreshTokens } from '../db/schema/index.js';
import { failure, type ApiFailure } from '../http/errors.js';
import { createHmac } from 'node:crypto';
import { hashToken, randomToken } from './tokens.js';

/** A refresh token is good for 30 days, or until it is used once. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a used refresh token may still be presented without counting as
 * stolen. A browser that rotates its token and then leaves the page (or loses
 * the answer) before storing the new one presents the old one again on the
 * next page; without this leeway that customer would be signed out at random.
 * Within it the replay answers the successor already issued (never a second
 * one, which would fork the family into two live chains); after it, a second
 * use revokes the family.
 */
export const REFRESH_TOKEN_REUSE_GRACE_MS = 60_000;

const invalidRefresh = (): ApiFailure => failure(AUTH_ERRORS.invalidRefreshToken);

/** Stores a new refresh token (hashed) in `family`, a new family when none, and answers the token. */
export const issueRefreshToken = async (db: Db, uid: string, now: number, family = randomToken(16)): Promise<string> => {
  const token = randomToken(32);
  await storeToken(db, { uid, family, token }, now);
  return token;
};

/** Inserts a token's row; a row already stored under the same hash (the same successor) is kept as it is. */
const storeToken = async (db: Db, input: { uid: string; family: string; token: string }, now: number): Promise<void> => {
  await db.insert(refreshTokens).values({
    uid: input.uid,
    family: input.family,
    token_hash: hashToken(input.token),
    expires_at: new Date(now + REFRESH_TOKEN_TTL_MS),
    created_at: new Date(now),
  }).onConflictDoNothing();
};

/**
 * The one successor of a refresh token: HMAC-SHA256 under the server's key of
 * the presented token, 256 bits like a random one. Only hashes are stored, so
 * the server could not hand back a random successor it issued earlier;
 * deriving it instead gives a replay within the grace period the very token
 * the first rotation issued. The key keeps it unguessable: with a plain hash,
 * whoever once held an old token could compute every later token of the
 * family. A changed key (JWT_SECRET) only derives a different successor.
 */
export const successorOf = (key: Uint8Array, token: string): string =>
  createHmac('sha256', key).update('estudio/refresh-successor\0').update(token).digest('base64url');

const revokeFamily = async (db: Db, family: string, now: number): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date(now) })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
};

/**
 * Sign-out: revokes the whole family of a refresh token, used or not, so
 * neither it nor any token refreshed from it works again. An unknown token
 * changes nothing; the caller answers alike either way.
 */
export const revokeRefreshFamily = async (db: Db, token: string, now: number): Promise<void> => {
  const [row] = await db.select({ family: refreshTokens.family }).from(refreshTokens).where(eq(refreshTokens.token_hash, hashToken(token)));
  if (row) await revokeFamily(db, row.family, now);
};

/** Revokes every refresh token of an account (after a password change). */
export const revokeAccountRefreshTokens = async (db: Db, uid: string, now: number): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date(now) })
    .where(and(eq(refreshTokens.uid, uid), isNull(refreshTokens.revoked_at)));
};

/**
 * Rotates a refresh token: marks it used and answers its successor (`successorOf`),
 * stored once in the same family. Presented again within the grace period it
 * answers that same successor; later, it means the token leaked, so the whole
 * family is revoked. The failure is returned, not thrown, so that revocation is kept.
 */
export const rotateRefreshToken = async (
  db: Db,
  token: string,
  now: number,
  key: Uint8Array,
): Promise<{ uid: string; refreshToken: string } | ApiFailure> => {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hashToken(token)));
  if (!row || row.revoked_at || row.expires_at.getTime() <= now) return invalidRefresh();
  if (row.used_at && now - row.used_at.getTime() >= REFRESH_TOKEN_REUSE_GRACE_MS) {
    await revokeFamily(db, row.family, now);
    return invalidRefresh();
  }
  if (!row.used_at) {
    // Conditional on still unused: of two concurrent rotations one claims it, the
    // other is a replay within the grace period; both answer the same successor.
    await db
      .update(refreshTokens)
      .set({ used_at: new Date(now) })
      .where(and(eq(refreshTokens.refresh_token_id, row.refresh_token_id), isNull(refreshTokens.used_at)));
  }
  const successor = successorOf(key, token);
  await storeToken(db, { uid: row.uid, family: row.family, token: successor }, now);
  return { uid: row.uid, refreshToken: successor };
};
