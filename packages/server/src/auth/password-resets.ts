import { and, eq, isNull } from 'drizzle-orm';
import { AUTH_ERRORS, fill, messages } from '@estudio/core';
import type { Db } from '../db/client.js';
import { accounts, passwordResets } from '../db/schema/index.js';
import { failure, type ApiFailure } from '../http/errors.js';
import { findAccountByEmail } from './accounts.js';
import type { Mailer } from './mailer.js';
import type { Passwords } from './password.js';
import { revokeAccountRefreshTokens } from './refresh-tokens.js';
import { hashToken, randomToken } from './tokens.js';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The front end's screen that reads the token and asks for the new password. */
export const resetLink = (origin: string, token: string): string =>
  `${origin}/recuperar/nueva?token=${encodeURIComponent(token)}`;

/**
 * Sends a reset link when the address has an account. The caller answers
 * the same either way, so nobody learns which addresses exist. Only the
 * server's own identity provider calls it (with Firebase, recovery is
 * Firebase's), so an account without a password here is someone invited to
 * the team who has not chosen hers yet: the link is how she chooses it, also
 * when the invitation's first link has expired.
 */
export const requestPasswordReset = async (
  db: Db,
  input: { email: string; origin: string; now: number; mailer: Mailer },
): Promise<void> => {
  const account = await findAccountByEmail(db, input.email);
  if (!account) return;
  const token = randomToken(32);
  await db.insert(passwordResets).values({
    token_hash: hashToken(token),
    uid: account.uid,
    expires_at: new Date(input.now + RESET_TOKEN_TTL_MS),
    created_at: new Date(input.now),
  });
  await input.mailer.send(db, {
    to: account.email,
    subject: messages.auth.resetEmailSubject,
    text: fill(messages.auth.resetEmailBody, { link: resetLink(input.origin, token) }),
  });
};

/**
 * Sets an account's password and ends everything the old one opened: every
 * session (refresh token) and every other reset link still open. The one
 * way a password changes, so a link mailed earlier (perhaps to an inbox
 * someone else reads) never outlives the password it was meant to replace.
 */
export const setPassword = async (
  db: Db,
  input: { uid: string; password: string; now: number; passwords: Passwords },
): Promise<void> => {
  await db.update(accounts).set({ password_hash: await input.passwords.hash(input.password) }).where(eq(accounts.uid, input.uid));
  await revokeAccountRefreshTokens(db, input.uid, input.now);
  await db
    .update(passwordResets)
    .set({ used_at: new Date(input.now) })
    .where(and(eq(passwordResets.uid, input.uid), isNull(passwordResets.used_at)));
};

/** Consumes the token and sets the new password (`setPassword`: every session and every other link ends). */
export const confirmPasswordReset = async (
  db: Db,
  input: { token: string; password: string; now: number; passwords: Passwords },
): Promise<ApiFailure | null> => {
  const tokenHash = hashToken(input.token);
  const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.token_hash, tokenHash));
  if (!reset || reset.used_at || reset.expires_at.getTime() <= input.now) {
    return failure(AUTH_ERRORS.invalidResetToken);
  }
  const consumed = await db
    .update(passwordResets)
    .set({ used_at: new Date(input.now) })
    .where(and(eq(passwordResets.token_hash, tokenHash), isNull(passwordResets.used_at)))
    .returning({ uid: passwordResets.uid });
  if (consumed.length === 0) return failure(AUTH_ERRORS.invalidResetToken);
  await setPassword(db, { uid: reset.uid, password: input.password, now: input.now, passwords: input.passwords });
  return null;
};
