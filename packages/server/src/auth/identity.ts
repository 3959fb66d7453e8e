import type { Role } from '@estudio/core';
import type { ApiFailure } from '../http/errors.js';

/** Who the identity provider says the bearer of a token is. */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string;
  /**
   * Firebase's `email_verified`: whether the provider proved she reads that
   * address. The server's own provider leaves it out (its accounts are made
   * from the e-mail or by the team, whose link she must open).
   */
  readonly emailVerified?: boolean;
}

/**
 * Checks a bearer ID token: the server's own JWTs or Firebase's. Answers the
 * identity, or a 401 failure (`auth/invalid-token`, `auth/id-token-expired`).
 */
export interface IdentityVerifier {
  verify(token: string): Promise<VerifiedIdentity | ApiFailure>;
}

/** A signed-in caller as the routes see it: the identity plus its role from `accounts`. */
export interface Caller extends VerifiedIdentity {
  readonly role: Role;
}
