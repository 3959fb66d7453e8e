import { AUTH_ERRORS, messages, type Routes, type TokenResponse } from '@estudio/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts } from '../db/schema/index.js';
import { findAccountByEmail, findAccountByUid, roleOf, type Account } from '../auth/accounts.js';
import { ID_TOKEN_TTL_SECONDS } from '../auth/id-tokens.js';
import { checkPasswordPolicy } from '../auth/password-policy.js';
import { confirmPasswordReset, requestPasswordReset } from '../auth/password-resets.js';
import { issueRefreshToken, revokeRefreshFamily, rotateRefreshToken } from '../auth/refresh-tokens.js';
import { randomToken } from '../auth/tokens.js';
import { ApiFailure, failure } from '../http/errors.js';
import type { AppServices } from '../http/services.js';
import type { Handler, HandlerContext } from './handler.js';

/** Firebase mode: the server's own provider is off, /api/auth/* and recovery answer this. */
export const providerDisabled = (): ApiFailure => failure(AUTH_ERRORS.providerDisabled);

/** Signs an ID token for the account; the refresh token is issued by the caller. */
const tokenResponse = async (services: AppServices, account: Account, refreshToken: string): Promise<TokenResponse> => ({
  token: await services.idTokens.sign({ sub: account.uid, email: account.email, role: roleOf(account) }),
  refresh_token: refreshToken,
  expires_in: ID_TOKEN_TTL_SECONDS,
});

const newSession = async (db: Db, services: AppServices, account: Account, now: number): Promise<TokenResponse> =>
  tokenResponse(services, account, await issueRefreshToken(db, account.uid, now));

/**
 * POST /auth/signin (contract): an unknown e-mail is `auth/user-not-found`, a
 * wrong password `auth/wrong-password`. An account the studio opened for her
 * (the team's invitation, the front desk) has no password until she chooses
 * one from the e-mailed link: `auth/password-not-set` tells her so, instead
 * of claiming there is no account. Every answer costs one scrypt check (a
 * dummy hash's when there is no password to check), so the time tells
 * nothing the codes do not; a right password stored at an older, cheaper
 * cost is rehashed at the current one.
 */
const signIn: Handler<Routes['authSignIn']> = async ({ db, body, services, now }) => {
  const { passwords } = services;
  const account = await findAccountByEmail(db, body.email);
  if (!account?.password_hash) {
    await passwords.verifyNobody(body.password);
    return account
      ? failure(AUTH_ERRORS.passwordNotSet)
      : failure(AUTH_ERRORS.userNotFound);
  }
  const checked = await passwords.verify(body.password, account.password_hash);
  if (!checked.ok) return failure(AUTH_ERRORS.wrongPassword);
  if (checked.stale) {
    await db.update(accounts).set({ password_hash: await passwords.hash(body.password) }).where(eq(accounts.uid, account.uid));
  }
  return newSession(db, services, account, now);
};

const signUp: Handler<Routes['authSignUp']> = async ({ db, body, services, now }) => {
  const weak = checkPasswordPolicy(body.password);
  if (weak) return weak;
  const conflict = () => failure(AUTH_ERRORS.emailInUse);
  if (await findAccountByEmail(db, body.email)) return conflict();
  const [account] = await db
    .insert(accounts)
    .values({ uid: randomToken(21), email: body.email, password_hash: await services.passwords.hash(body.password), role: 'customer', created_at: new Date(now) })
    .onConflictDoNothing()
    .returning();
  if (!account) return conflict();
  return newSession(db, services, account, now);
};

const refresh: Handler<Routes['authRefresh']> = async ({ db, body, services, now }) => {
  const rotated = await rotateRefreshToken(db, body.refresh_token, now, await services.signingKey());
  // Returned, not thrown: a reused token's family revocation must be kept.
  if (rotated instanceof ApiFailure) return rotated;
  const account = await findAccountByUid(db, rotated.uid);
  if (!account) throw failure(AUTH_ERRORS.invalidRefreshToken);
  return tokenResponse(services, account, rotated.refreshToken);
};

/** POST /auth/reset and /customer/recover: the same 200 whether or not the address exists. */
export const sendResetLink = async (
  ctx: Pick<HandlerContext<Routes['authReset']>, 'db' | 'body' | 'services' | 'now' | 'origin'>,
): Promise<{ ok: true; message: string } | ApiFailure> => {
  if (ctx.services.identity === 'firebase') return providerDisabled();
  await requestPasswordReset(ctx.db, { email: ctx.body.email, origin: ctx.origin, now: ctx.now, mailer: ctx.services.mailer });
  return { ok: true, message: messages.auth.recoverySent };
};

const resetConfirm: Handler<Routes['authResetConfirm']> = async ({ db, body, now, services }) => {
  const weak = checkPasswordPolicy(body.password);
  if (weak) return weak;
  const refused = await confirmPasswordReset(db, { token: body.token, password: body.password, now, passwords: services.passwords });
  return refused ?? { ok: true, message: messages.auth.passwordChanged };
};

const reset: Handler<Routes['authReset']> = (ctx) => sendResetLink(ctx);

/**
 * POST /auth/signout (contract): 204, and the token's family is revoked. A
 * token already revoked, expired or unknown is also 204: the session is over
 * either way, and the answer tells nobody which tokens exist.
 */
const signOut: Handler<Routes['authSignOut']> = async ({ db, body, now }) => {
  await revokeRefreshFamily(db, body.refresh_token, now);
};

/** The server's own identity provider (contract: 'Sign-in without a third-party identity provider'). */
export const authHandlers = {
  authSignIn: signIn,
  authSignUp: signUp,
  authRefresh: refresh,
  authReset: reset,
  authResetConfirm: resetConfirm,
  authSignOut: signOut,
};
