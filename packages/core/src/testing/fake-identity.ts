import { AUTH_ERRORS, errorOf } from '../api/errors.js';
import { messages } from '../messages/index.js';
import type { IdentityPort, IdentityUser, PasswordPolicy } from '../ports/identity.ports.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';
import { DEFAULT_PASSWORD_POLICY, passwordIssues, validateEmail } from '../validation/validation.rules.js';

/** An account the fake provider knows. */
export interface FakeAccount {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
}

/** How a FakeIdentity starts. */
export interface FakeIdentityOptions {
  readonly accounts?: readonly { readonly email: string; readonly password: string; readonly uid?: string }[];
  /** Restores this account's session at start, as a provider with a stored token would. */
  readonly signedInAs?: string;
  /** Spec 5: minimum 6 unless the studio says more. */
  readonly policy?: PasswordPolicy;
}

type Listener = (user: IdentityUser | null) => void;

const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The first rule of the policy a password breaks, with the provider's code and status. */
const weakPassword = (password: string, policy: PasswordPolicy): AppError | null => {
  const [first] = passwordIssues(password, policy);
  return first === undefined ? null : errorOf(AUTH_ERRORS.weakPassword, first.message);
};

/**
 * An in-memory IdentityPort that answers with the same codes as the
 * server's own provider (contract: auth/user-not-found, auth/wrong-password,
 * auth/email-already-in-use, auth/weak-password). Like real providers it
 * reports the restored user asynchronously, then every change.
 */
/**
 * What a provider keeps across reloads: whose session, and which one (the
 * server's refresh token family), so another tab or a later visit restores it.
 */
export interface FakeStoredSession {
  readonly uid: string;
  readonly session: number;
}

/** The provider's side, shared by every FakeIdentity reopened from one: accounts and ended sessions. */
interface FakeBackend {
  readonly accounts: Map<string, FakeAccount>;
  readonly ended: Set<number>;
  nextUid: number;
  nextSession: number;
}

export class FakeIdentity implements IdentityPort {
  /** E-mails a reset link was sent to (only existing accounts get one). */
  readonly sentResets: string[] = [];
  private readonly backend: FakeBackend;
  private readonly listeners = new Set<Listener>();
  private readonly policy: PasswordPolicy;
  private user: IdentityUser | null = null;
  private session: number | null = null;
  private tokenVersion = 0;

  constructor(options: FakeIdentityOptions = {}, backend?: FakeBackend) {
    this.policy = options.policy ?? DEFAULT_PASSWORD_POLICY;
    this.backend = backend ?? { accounts: new Map(), ended: new Set(), nextUid: 1, nextSession: 1 };
    for (const account of options.accounts ?? []) this.addAccount(account.email, account.password, account.uid);
    if (options.signedInAs !== undefined) this.begin(this.userOf(normalizeEmail(options.signedInAs)));
  }

  private get accounts(): Map<string, FakeAccount> {
    return this.backend.accounts;
  }

  /** Registers an account directly, as a seed would. */
  addAccount(email: string, password: string, uid?: string): IdentityUser {
    const account = { uid: uid ?? `fake-uid-${this.backend.nextUid++}`, email: normalizeEmail(email), password };
    this.accounts.set(account.email, account);
    return { uid: account.uid, email: account.email };
  }

  /** The session as a browser would keep it (the refresh token), or null when signed out. */
  storedSession(): FakeStoredSession | null {
    return this.user === null || this.session === null ? null : { uid: this.user.uid, session: this.session };
  }

  /**
   * Another provider over the same accounts (another tab, a later visit),
   * restoring `stored` unless that session was signed out meanwhile: as the
   * server revokes a signed-out refresh token's family (POST /auth/signout).
   */
  reopen(stored: FakeStoredSession | null): FakeIdentity {
    const copy = new FakeIdentity({ policy: this.policy }, this.backend);
    const account = stored === null ? undefined : [...this.accounts.values()].find((a) => a.uid === stored.uid);
    if (stored !== null && account !== undefined && !this.backend.ended.has(stored.session)) {
      copy.user = { uid: account.uid, email: account.email };
      copy.session = stored.session;
    }
    return copy;
  }

  /** True when an account uses this e-mail. */
  hasAccount(email: string): boolean {
    return this.accounts.has(normalizeEmail(email));
  }

  /** True when `password` is the password of the account `uid`: what the server's provider checks before an e-mail change. */
  passwordMatches(uid: string, password: string): boolean {
    return [...this.accounts.values()].some((account) => account.uid === uid && account.password === password);
  }

  /** The uid of the account that signs in with this e-mail, if any. */
  uidOf(email: string): string | undefined {
    return this.accounts.get(normalizeEmail(email))?.uid;
  }

  /**
   * Moves an account to a new e-mail, as the server does when she confirms
   * an e-mail change: she signs in with the new one from then on. A session
   * already open keeps its user until it signs in again.
   */
  moveEmail(uid: string, email: string): void {
    const account = [...this.accounts.values()].find((candidate) => candidate.uid === uid);
    if (account === undefined) return;
    this.accounts.delete(account.email);
    this.accounts.set(normalizeEmail(email), { ...account, email: normalizeEmail(email) });
  }

  /** The number of accounts, for tests that check nothing was created. */
  get accountCount(): number {
    return this.accounts.size;
  }

  async signIn(email: string, password: string): Promise<Result<IdentityUser>> {
    const account = this.accounts.get(normalizeEmail(email));
    if (account === undefined) return err(errorOf(AUTH_ERRORS.userNotFound));
    if (account.password !== password) return err(errorOf(AUTH_ERRORS.wrongPassword));
    return ok(this.change(this.begin({ uid: account.uid, email: account.email })));
  }

  async signUp(email: string, password: string): Promise<Result<IdentityUser>> {
    const address = normalizeEmail(email);
    if (!validateEmail(address).ok) return err(appError('auth/invalid-email', messages.auth.invalidEmail, 400));
    if (this.accounts.has(address)) {
      return err(errorOf(AUTH_ERRORS.emailInUse));
    }
    const weak = weakPassword(password, this.policy);
    if (weak !== null) return err(weak);
    return ok(this.change(this.begin(this.addAccount(address, password))));
  }

  /** Ends the session for every copy of it, as the server's sign-out revokes its refresh token family. */
  async signOut(): Promise<void> {
    if (this.session !== null) this.backend.ended.add(this.session);
    this.session = null;
    this.change(null);
  }

  async sendPasswordReset(email: string): Promise<Result<void>> {
    // Contract: the answer never tells whether the address exists.
    const address = normalizeEmail(email);
    if (this.accounts.has(address)) this.sentResets.push(address);
    return ok(undefined);
  }

  async getIdToken(options: { forceRefresh?: boolean } = {}): Promise<string | null> {
    if (this.user === null) return null;
    // A refresh of a session signed out elsewhere is refused, which signs this copy out too.
    if (options.forceRefresh && this.session !== null && this.backend.ended.has(this.session)) {
      this.session = null;
      return this.change(null);
    }
    if (options.forceRefresh) this.tokenVersion += 1;
    return `fake-token:${this.user.uid}:${this.tokenVersion}`;
  }

  currentUser(): IdentityUser | null {
    return this.user;
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    // Real providers answer the restored user after subscribing, never during it.
    void Promise.resolve().then(() => {
      if (this.listeners.has(listener)) listener(this.user);
    });
    return () => {
      this.listeners.delete(listener);
    };
  }

  async passwordPolicy(): Promise<PasswordPolicy> {
    return this.policy;
  }

  /** Like a provider with a stored token: true while someone is signed in (or restored at start). */
  hasStoredSession(): boolean {
    return this.user !== null;
  }

  private userOf(email: string): IdentityUser | null {
    const account = this.accounts.get(email);
    return account === undefined ? null : { uid: account.uid, email: account.email };
  }

  /** A new session (a refresh token family) for `user`. */
  private begin<U extends IdentityUser | null>(user: U): U {
    this.session = user === null ? null : this.backend.nextSession++;
    this.user = user;
    return user;
  }

  private change<U extends IdentityUser | null>(user: U): U {
    this.user = user;
    for (const listener of [...this.listeners]) listener(user);
    return user;
  }
}
