import { appError, err, messages, ok, type AppError, type IdentityUser, type Result } from '@estudio/core';
import { demoAccounts, type DemoPorts, type FakeIdentity } from '@estudio/core/testing';
import type { EmailLinkSettings, FirebaseIdentity } from '@estudio/adapters';
import type { Services } from '../app/services.js';
import { EMAIL_LINK_PATH } from '../features/auth/firebaseSignIn.rules.js';

/** How the fake answers the sign-in ways only Firebase has. */
export interface FakeFirebaseOptions {
  /** The Google account the popup signs in to (created when missing), or the failure the popup answers. */
  readonly google?: { readonly email: string } | AppError;
  /** The failure `sendSignInLink` answers instead of sending. */
  readonly sendLinkFailure?: AppError;
}

/** What a test or story spreads into its render options: the fake as the identity service, bound to the demo ports. */
export interface FakeFirebaseSetup {
  readonly identity: FakeFirebaseIdentity;
  readonly prepare: (fakes: DemoPorts) => void;
  readonly services: Partial<Services>;
}

/** `/appconfig` settings of a studio on Firebase with Google and the e-mail link on. */
export const FIREBASE_SETTINGS = {
  identity_provider: JSON.stringify({
    provider: 'firebase',
    apiKey: 'fake-api-key',
    authDomain: 'estudio-demo.firebaseapp.com',
    projectId: 'estudio-demo',
    emailLink: true,
    social: ['google'],
  }),
};

const failure = (code: string, message: string = messages.common.genericError): AppError => appError(code, message);

/**
 * A Firebase identity for tests and stories, over the demo ports' fake
 * identity (so the fake API answers for whoever it signs in): Google signs
 * in to the configured account, e-mail links are issued and kept (unlike
 * Firebase's, they stay valid until expired, so a story can be replayed),
 * and failures carry Firebase's codes. It passes `isFirebaseIdentity`, like
 * the real adapter.
 */
export class FakeFirebaseIdentity implements FirebaseIdentity {
  /** Every link sent: to whom, where it leads back to, and the path and query the e-mail opens. */
  readonly sentLinks: { readonly email: string; readonly url: string; readonly link: string }[] = [];
  private base: FakeIdentity | null = null;
  private readonly passwords = new Map<string, string>(Object.values(demoAccounts).map((a) => [a.email, a.password]));
  private readonly codes = new Map<string, string>();
  private readonly expired = new Set<string>();

  constructor(private readonly options: FakeFirebaseOptions = {}) {}

  /** Binds the fake to the demo ports' identity; `makeFakeServices` calls it through `prepare`. */
  attach(base: FakeIdentity): this {
    this.base = base;
    return this;
  }

  /** A sign-in link for `email`, as the path and query the e-mail would open. */
  issueLink(email: string): string {
    const code = `codigo-${this.codes.size + 1}`;
    this.codes.set(code, email.trim().toLowerCase());
    return `${EMAIL_LINK_PATH}?mode=signIn&oobCode=${code}&apiKey=fake-api-key`;
  }

  /** Makes a link issued earlier read as expired. */
  expire(link: string): void {
    const code = codeOf(link);
    if (code !== null) this.expired.add(code);
  }

  signIn = (email: string, password: string) => this.port().signIn(email, password);
  signUp = (email: string, password: string) => this.port().signUp(email, password);
  signOut = () => this.port().signOut();
  sendPasswordReset = (email: string) => this.port().sendPasswordReset(email);
  getIdToken = (options?: { forceRefresh?: boolean }) => this.port().getIdToken(options);
  currentUser = () => this.port().currentUser();
  onChange = (listener: (user: IdentityUser | null) => void) => this.port().onChange(listener);
  passwordPolicy = () => this.port().passwordPolicy();
  hasStoredSession = () => this.port().hasStoredSession();

  async sendSignInLink(email: string, settings: EmailLinkSettings): Promise<Result<void>> {
    if (this.options.sendLinkFailure) return err(this.options.sendLinkFailure);
    this.sentLinks.push({ email, url: settings.url, link: this.issueLink(email) });
    return ok(undefined);
  }

  isSignInLink(link: string): boolean {
    return codeOf(link) !== null && new URL(link, 'http://fake.test').searchParams.get('mode') === 'signIn';
  }

  async signInWithEmailLink(email: string, link: string): Promise<Result<IdentityUser>> {
    const code = codeOf(link);
    const address = code === null ? undefined : this.codes.get(code);
    if (code === null || address === undefined) return err(failure('auth/invalid-action-code'));
    if (this.expired.has(code)) return err(failure('auth/expired-action-code'));
    if (address !== email.trim().toLowerCase()) return err(failure('auth/invalid-email', messages.auth.invalidEmail));
    return this.signInAs(address);
  }

  async signInWithGoogle(): Promise<Result<IdentityUser>> {
    const google = this.options.google ?? failure('auth/popup-closed-by-user');
    return 'code' in google ? err(google) : this.signInAs(google.email);
  }

  /** Signs in to `email`'s account, creating it as Firebase does for a first Google or e-mail link sign-in. */
  private signInAs(email: string): Promise<Result<IdentityUser>> {
    const address = email.trim().toLowerCase();
    const password = this.passwords.get(address) ?? `proveedor-${this.passwords.size + 1}`;
    this.passwords.set(address, password);
    if (!this.port().hasAccount(address)) this.port().addAccount(address, password);
    return this.port().signIn(address, password);
  }

  private port(): FakeIdentity {
    if (this.base === null) throw new Error('FakeFirebaseIdentity needs attach(fakes.identity) first');
    return this.base;
  }
}

const codeOf = (link: string): string | null => new URL(link, 'http://fake.test').searchParams.get('oobCode');

/** A fake Firebase identity ready to spread into `renderWithServices` or a story's `studio` parameters. */
export const fakeFirebase = (options: FakeFirebaseOptions = {}): FakeFirebaseSetup => {
  const identity = new FakeFirebaseIdentity(options);
  return { identity, prepare: (fakes) => identity.attach(fakes.identity), services: { identity } };
};
