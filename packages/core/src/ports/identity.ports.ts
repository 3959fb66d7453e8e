import type { Result } from '../shared/result.js';

/** The signed-in identity as the identity provider knows it. */
export interface IdentityUser {
  readonly uid: string;
  readonly email: string;
}

/** Password rules the provider enforces (spec 5: default minimum 6). */
export interface PasswordPolicy {
  readonly minLength: number;
  readonly maxLength?: number;
  readonly requireLowercase?: boolean;
  readonly requireUppercase?: boolean;
  readonly requireNumeric?: boolean;
  readonly requireNonAlphanumeric?: boolean;
}

/**
 * The identity provider: the server's own (`/api/auth/*`) or Firebase Auth.
 * Failures are values with the provider's code, e.g. `auth/user-not-found`,
 * `auth/wrong-password`, `auth/email-already-in-use`.
 */
export interface IdentityPort {
  signIn(email: string, password: string): Promise<Result<IdentityUser>>;
  signUp(email: string, password: string): Promise<Result<IdentityUser>>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<Result<void>>;
  /** The current ID token, refreshed by the provider when `forceRefresh`. Null when signed out. */
  getIdToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
  currentUser(): IdentityUser | null;
  /** Called with the restored user once known, then on every change. Returns an unsubscribe. */
  onChange(listener: (user: IdentityUser | null) => void): () => void;
  passwordPolicy(): Promise<PasswordPolicy>;
  /**
   * A hint, answered at once: whether a session was kept from an earlier
   * visit, so there is one to restore. Lets an app skip starting its session
   * for a first-time visitor. Providers that cannot tell leave it out, and an
   * app then restores as if there were one.
   */
  hasStoredSession?(): boolean;
  /**
   * When the current ID token was obtained (a sign-in, a restore, a
   * refresh), on the app's clock; null when signed out. The HTTP client's
   * refresh after responses (spec 4: at most once per 15 s) counts it as
   * its last refresh, so a page that has just restored her session does not
   * refresh it again with its first answer. Providers that cannot tell
   * leave it out.
   */
  tokenIssuedAt?(): number | null;
}
