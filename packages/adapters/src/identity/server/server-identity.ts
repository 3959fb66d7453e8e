import {
  authEndpoints,
  err,
  ok,
  type AppError,
  type ClockPort,
  type IdentityPort,
  type IdentityUser,
  type PasswordPolicy,
  type Result,
  type StoragePort,
  type TokenResponse,
} from '@estudio/core';
import type { CookieReader } from '../../http/cookies.js';
import { createHttpClient, type HttpClient } from '../../http/http-client.js';
import type { ResponseValidator } from '../../http/response-check.js';
import { createSessionStore, type SessionStore } from './session-store.js';

export { REFRESH_TOKEN_KEY } from './session-store.js';

/** Refresh a little before expiry so no request leaves with a token about to lapse. */
const EXPIRY_MARGIN_MS = 30_000;

/** Spec 5: the server's provider asks for 6 characters at least. */
const SERVER_PASSWORD_POLICY: PasswordPolicy = { minLength: 6 };

/** How the server's own identity provider reaches `/api/auth/*`. */
export interface ServerIdentityOptions {
  /** Where `/api` is: `/api` in the browser (the default), an absolute URL from Node. */
  readonly baseUrl?: string;
  /** Keeps the refresh token across reloads (localStorage in browsers). */
  readonly storage: StoragePort;
  /** Tells when the ID token has expired. */
  readonly clock: ClockPort;
  readonly fetch?: typeof fetch;
  /** Reads the XSRF cookie; defaults to `document.cookie`. */
  readonly readCookie?: CookieReader;
  /** Checks the token answers against their schemas (see `HttpClientOptions.validateResponse`). */
  readonly validateResponse?: ResponseValidator;
}

/**
 * The failure of a sign-in, sign-up or reset with the spec's Spanish text
 * for its code (auth-errors.ts). Imported when a call fails, so a page that
 * never signs anyone in does not carry the sign-in texts.
 */
const authFailure = async (error: AppError): Promise<AppError> => (await import('../auth-errors.js')).withAuthMessage(error);

/** A refresh the server refused (revoked, reused or unknown token), as opposed to one that never arrived. */
const isRefused = (error: AppError): boolean => error.status === 400 || error.status === 401 || error.status === 403;

/** One refresh at a time: a rotated refresh token can be spent only once. */
const createRefresher = (http: HttpClient, store: SessionStore): (() => Promise<string | null>) => {
  const run = async (): Promise<string | null> => {
    const stored = store.storedRefreshToken;
    if (stored === null) {
      if (store.session !== null) store.clear();
      return null;
    }
    const started = store.epoch;
    const result = await http.call(authEndpoints.authRefresh, { body: { refresh_token: stored } });
    // Signed in or out meanwhile: that newer session wins.
    if (store.epoch !== started) return store.session?.token ?? null;
    if (result.ok) {
      const adopted = store.adopt(result.value);
      if (adopted === null) store.clear();
      return adopted?.token ?? null;
    }
    if (isRefused(result.error)) {
      store.clear();
      return null;
    }
    // Offline or a server hiccup: keep the session; the server refuses the token if it really expired.
    return store.session?.token ?? null;
  };
  let pending: Promise<string | null> | null = null;
  return () => {
    pending ??= run().finally(() => {
      pending = null;
    });
    return pending;
  };
};

/**
 * The auth calls carry no bearer token, so their client has no identity of
 * its own: these options name none (nor preloaded answers), only where
 * `/api` is, the clock, fetch, the cookie reader and the validator.
 */
const authClient = (options: ServerIdentityOptions): HttpClient => createHttpClient(options);

/**
 * IdentityPort over the server's own provider (contract: POST
 * /api/auth/signin|refresh|signup|reset|signout). The ID token lives in memory; the
 * rotating refresh token in storage, from which the session is restored at
 * start. Requests go through the same client as the API, so the XSRF cookie
 * is echoed as the server requires of browsers.
 */
export const createServerIdentity = (options: ServerIdentityOptions): IdentityPort => {
  const http = authClient(options);
  const store = createSessionStore(options.storage, options.clock);
  const refresh = createRefresher(http, store);
  const restoring = (async () => {
    if (store.storedRefreshToken !== null) await refresh();
    store.markKnown();
  })();

  const start = async (pending: Promise<Result<TokenResponse>>): Promise<Result<IdentityUser>> => {
    const result = await pending;
    if (!result.ok) return err(await authFailure(result.error));
    const adopted = store.adopt(result.value);
    if (adopted === null) return err((await import('../auth-errors.js')).invalidTokenError());
    return ok(adopted.user);
  };

  return {
    signIn: (email, password) => start(http.call(authEndpoints.authSignIn, { body: { email, password } })),
    signUp: (email, password) => start(http.call(authEndpoints.authSignUp, { body: { email, password } })),
    // Ends the session here, then at the server (best effort); offline, the module may not load: she is signed out here all the same.
    signOut: () => import('./sign-out.js').then((m) => m.signOut(http, store), () => store.clear()),
    async sendPasswordReset(email) {
      const result = await http.call(authEndpoints.authReset, { body: { email } });
      return result.ok ? ok(undefined) : err(await authFailure(result.error));
    },
    async getIdToken({ forceRefresh = false } = {}) {
      await restoring;
      const { session } = store;
      if (session === null) return null;
      if (forceRefresh || options.clock.now() >= session.expiresAt - EXPIRY_MARGIN_MS) return refresh();
      return session.token;
    },
    currentUser: () => store.session?.user ?? null,
    onChange: (listener) => store.subscribe(listener),
    passwordPolicy: async () => SERVER_PASSWORD_POLICY,
    // The refresh token outlives the page; without one there is nothing to restore.
    hasStoredSession: () => store.storedRefreshToken !== null,
    tokenIssuedAt: () => store.session?.obtainedAt ?? null,
  };
};
