import { AUTH_ERRORS, accessRefusal, type Access } from '@estudio/core';
import { ensureFirebaseAccount, findAccountByUid, firebaseRole, roleOf } from '../auth/accounts.js';
import type { Caller } from '../auth/identity.js';
import { ApiFailure, failure } from './errors.js';
import type { AppServices } from './services.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const invalidToken = (): ApiFailure => failure(AUTH_ERRORS.invalidToken);

/**
 * The caller of a bearer token: the provider checks the token, and the
 * `accounts` row gives the role (so a demoted admin loses access at once).
 */
export const authenticate = async (header: string | undefined, services: AppServices): Promise<Caller | ApiFailure> => {
  if (!header) return failure(AUTH_ERRORS.missingToken);
  const token = BEARER.exec(header)?.[1];
  if (!token) return invalidToken();
  const identity = await services.verifier.verify(token);
  if (identity instanceof ApiFailure) return identity;
  const firebase = services.identity === 'firebase';
  const account = firebase
    ? await ensureFirebaseAccount(services.db, identity, services.firebase)
    : await findAccountByUid(services.db, identity.uid);
  if (!account) return invalidToken();
  const role = firebase ? firebaseRole(account, identity, services.firebase) : roleOf(account);
  return { uid: account.uid, email: account.email, role };
};

/**
 * The caller of a public route: whoever a valid token names, else anonymous.
 * An invalid or expired token is not refused here, so a stale token never
 * breaks the landing page or the public calendar.
 */
const optionalCaller = async (header: string | undefined, services: AppServices): Promise<Caller | null> => {
  if (!header) return null;
  const caller = await authenticate(header, services);
  return caller instanceof ApiFailure ? null : caller;
};

/**
 * Checks a route's access (spec 6; core's `accessRefusal`): public routes
 * take anyone (and know a signed-in caller, e.g. to show her own
 * reservations in the calendar); customer routes any valid token; staff
 * routes the team (staff and admin); admin routes the admin only. A missing
 * or bad token is 401, a role below the route's 403. The role comes from the
 * `accounts` row on every request (`authenticate`), never from the token, so
 * someone taken off the team loses the team's routes at once.
 */
export const authorize = async (
  access: Access,
  header: string | undefined,
  services: AppServices,
): Promise<Caller | null | ApiFailure> => {
  if (access === 'public') return optionalCaller(header, services);
  const caller = await authenticate(header, services);
  if (caller instanceof ApiFailure) return caller;
  if (accessRefusal(access, caller.role) === 'forbidden') return failure(AUTH_ERRORS.forbidden);
  return caller;
};
