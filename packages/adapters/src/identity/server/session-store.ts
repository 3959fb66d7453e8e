import type { ClockPort, IdentityUser, StoragePort, TokenResponse } from '@estudio/core';
import { userFromToken } from '../jwt.js';

/** Where the refresh token survives a reload. The ID token stays in memory only. */
export const REFRESH_TOKEN_KEY = 'estudio.refresh_token';

/** The signed-in session: who, the ID token, and when it was obtained and expires on the client's clock. */
export interface Session {
  readonly user: IdentityUser;
  readonly token: string;
  readonly obtainedAt: number;
  readonly expiresAt: number;
}

type Listener = (user: IdentityUser | null) => void;

/** The session of the server's provider and the listeners of who is signed in. */
export interface SessionStore {
  readonly session: Session | null;
  /** Bumped on every change, so a late answer can tell that a newer sign-in or sign-out happened. */
  readonly epoch: number;
  readonly storedRefreshToken: string | null;
  /** Takes tokens from the server; null when the ID token names nobody. */
  adopt(tokens: TokenResponse): Session | null;
  clear(): void;
  /** The restored session is known: listeners hear it now, and every change from here on. */
  markKnown(): void;
  subscribe(listener: Listener): () => void;
}

/** Keeps the ID token in memory and the rotating refresh token in storage. */
export const createSessionStore = (storage: StoragePort, clock: ClockPort): SessionStore => {
  const listeners = new Set<Listener>();
  let session: Session | null = null;
  let epoch = 0;
  let known = false;

  const notify = (): void => {
    if (!known) return;
    for (const listener of [...listeners]) listener(session?.user ?? null);
  };

  const set = (next: Session | null): void => {
    const changed = (session?.user.uid ?? null) !== (next?.user.uid ?? null);
    epoch += 1;
    session = next;
    // A refreshed token for the same user is no change of who is signed in.
    if (changed) notify();
  };

  return {
    get session() {
      return session;
    },
    get epoch() {
      return epoch;
    },
    get storedRefreshToken() {
      return storage.get(REFRESH_TOKEN_KEY);
    },
    adopt(tokens) {
      const user = userFromToken(tokens.token);
      if (user === null) return null;
      storage.set(REFRESH_TOKEN_KEY, tokens.refresh_token);
      const now = clock.now();
      set({ user, token: tokens.token, obtainedAt: now, expiresAt: now + tokens.expires_in * 1000 });
      return session;
    },
    clear() {
      storage.remove(REFRESH_TOKEN_KEY);
      set(null);
    },
    markKnown() {
      known = true;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Once the session is known, a new listener hears it right after subscribing.
      if (known) queueMicrotask(() => listeners.has(listener) && listener(session?.user ?? null));
      return () => {
        listeners.delete(listener);
      };
    },
  };
};
