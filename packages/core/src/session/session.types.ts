import type { Customer } from '../api/schemas/customer.schemas.js';
import type { IdentityUser, PasswordPolicy } from '../ports/identity.ports.js';
import type { AppError } from '../shared/result.js';

/** The sign-up form as the view collects it (spec 3, Customer; spec 5, Sign-up). */
export interface SignUpForm {
  readonly name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly password_confirm: string;
  /** The value 'Otro' reveals the `other` field. */
  readonly signup_reason: string | null;
  readonly other: string | null;
  /** YYYY-MM-DD. */
  readonly birthdate: string | null;
  readonly instagram: string | null;
  /** The terms checkbox; it must be ticked when `required_page_ids` is non-empty. */
  readonly accepted_terms: boolean;
  /** The pages required for sign-up; sent as `accepted_pages` once the account exists. */
  readonly required_page_ids: readonly number[];
}

/**
 * Checks a sign-up form before any call (spec 5, Sign-up): the first failure
 * a user can fix, or null when the form may be sent. The password policy
 * comes from the identity provider.
 */
export type SignUpValidator = (form: SignUpForm, policy: PasswordPolicy, options?: SignUpCheckOptions) => AppError | null;

/** What else a sign-up check needs to know. */
export interface SignUpCheckOptions {
  /**
   * The identity account exists already (signed in with a provider, no
   * customer record yet): only the customer record is created, so the form
   * carries no password to check.
   */
  readonly accountExists?: boolean;
}

/** What the session machine remembers. */
export interface SessionContext {
  readonly user: IdentityUser | null;
  readonly customer: Customer | null;
  /** The last failure to show, with its Spanish message. */
  readonly error: AppError | null;
}

/** Events the view (and the HTTP adapter's expired-token handler) send. */
export type SessionEvent =
  | { readonly type: 'SIGN_IN'; readonly email: string; readonly password: string }
  | { readonly type: 'SIGN_UP'; readonly form: SignUpForm }
  | { readonly type: 'SIGN_OUT' }
  | { readonly type: 'SESSION_EXPIRED' }
  | { readonly type: 'PROFILE_RELOAD' }
  | { readonly type: 'CLEAR_ERROR' }
  /**
   * The identity provider signed someone in by itself, outside the machine
   * (a Google popup, an e-mail link): load their customer record.
   */
  | { readonly type: 'PROVIDER_SIGNED_IN'; readonly user: IdentityUser }
  /** Internal: the identity provider's first answer while restoring. */
  | { readonly type: 'IDENTITY_RESOLVED'; readonly user: IdentityUser | null };

/** The top-level states of the session, as the view reads them. */
export type SessionStatus =
  | 'restoring'
  | 'signedOut'
  | 'signingIn'
  | 'loadingProfile'
  | 'signedIn'
  | 'signingUp'
  | 'signingOut'
  /** Loading the customer of an identity the provider signed in by itself. */
  | 'checkingCustomer'
  /** Signed in with the provider, but no customer record yet: sign-up completes it. */
  | 'needsCustomer';

/** A plain API over a session snapshot for any view (zag.js-style connect). */
export interface SessionView {
  readonly status: SessionStatus;
  readonly signedIn: boolean;
  /** True while a call is pending: the spinner of spec 4. */
  readonly busy: boolean;
  readonly customer: Customer | null;
  readonly user: IdentityUser | null;
  readonly isAdmin: boolean;
  readonly error: AppError | null;
  signIn(email: string, password: string): void;
  /** Tells the session the provider signed `user` in by itself (popup, e-mail link). */
  providerSignedIn(user: IdentityUser): void;
  /** Signs up; while `needsCustomer`, creates only the customer record of the signed-in identity. */
  signUp(form: SignUpForm): void;
  signOut(): void;
  reloadProfile(): void;
  sessionExpired(): void;
  clearError(): void;
}
