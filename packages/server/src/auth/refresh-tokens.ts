import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@estudio/core';
import type { Db } from '../db/client.js';
import { refreshTokens } from '../db/schema/index.js';
import { failure, type ApiFailure } from '../http/errors.js';
import { hashToken, randomToken } from './tokens.js';

/** A refresh token is good for 30 days, or until it is used once. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a used refresh token may still be presented without counting as
 * stolen. A browser that rotates its token and then leaves the page (or loses
 * the answer) before storing the new one presents the old one again on the
 * next page; without this leeway that customer would be signed out at random.
 * Within it the token still rotates, in the same family; after it, a second use
 * revokes the family.
 */
export const REFRESH_TOKEN_REUSE_GRACE_MS = 60_000;

const invalidRefresh = (): ApiFailure => failure(401, 'auth/invalid-refresh-token', messages.auth.sessionExpired);

/** Stores a new refresh token (hashed) in `family`, a new family when none, and answers the token. */
export const issueRefreshToken = async (db: Db, uid: string, now: number, family = randomToken(16)): Promise<string> => {
  const token = randomToken(32);
  await db.insert(refreshTokens).values({
    uid,
    family,
    token_hash: hashToken(token),
    expires_at: new Date(now + REFRESH_TOKEN_TTL_MS),
    created_at: new Date(now),
  });
  return token;
};

const revokeFamily = async (db: Db, family: string, now: number): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date(now) })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
};

/** Revokes every refresh token of an account (after a password change). */
export const revokeAccountRefreshTokens = async (db: Db, uid: string, now: number): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date(now) })
    .where(and(eq(refreshTokens.uid, uid), isNull(refreshTokens.revoked_at)));
};

/**
 * Rotates a refresh token: marks it used and issues the next one of its family.
 * A token presented a second time means it leaked, so the whole family is
 * revoked. The failure is returned, not thrown, so that revocation is kept.
 */
export const rotateRefreshToken = async (
  db: Db,
  token: string,
  now: number,
): Promise<{ uid: string; refreshToken: string } | ApiFailure> => {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hashToken(token)));
  if (!row || row.revoked_at || row.expires_at.getTime() <= now) return invalidRefresh();
  const next = async () => ({ uid: row.uid, refreshToken: await issueRefreshToken(db, row.uid, now, row.family) });
  const withinGrace = (usedAt: Date) => now - usedAt.getTime() < REFRESH_TOKEN_REUSE_GRACE_MS;
  if (row.used_at) {
    if (withinGrace(row.used_at)) return next();
    await revokeFamily(db, row.family, now);
    return invalidRefresh();
  }
  // Conditional on still unused: of two concurrent rotations one claims it, the
  // other is a reuse within the grace period.
  await db
    .update(refreshTokens)
    .set({ used_at: new Date(now) })
    .where(and(eq(refreshTokens.refresh_token_id, row.refresh_token_id), isNull(refreshTokens.used_at)));
  return next();
};
