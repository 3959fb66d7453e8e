import { isTokenRefreshDue, type ClockPort, type IdentityPort } from '@estudio/core';

/** Refreshes the ID token after responses, throttled by core's rule (spec 4 and 9: once per 15 s, counting a token just obtained). */
export interface TokenRefresher {
  /** Call after every response; starts a forced refresh when one is due and someone is signed in. */
  afterResponse(): void;
}

/**
 * The refresh is started, not awaited: the response that triggered it is not
 * held back, and the next request reads whatever token the provider has then.
 */
export const createTokenRefresher = (identity: IdentityPort | undefined, clock: ClockPort): TokenRefresher => {
  let lastRefreshAt: number | null = null;
  return {
    afterResponse() {
      if (identity === undefined || identity.currentUser() === null) return;
      const now = clock.now();
      // A token the provider has just obtained (her session restored, a sign-in) counts as the last refresh.
      const issuedAt = identity.tokenIssuedAt?.() ?? null;
      const last = issuedAt === null ? lastRefreshAt : Math.max(issuedAt, lastRefreshAt ?? issuedAt);
      if (!isTokenRefreshDue(last, now)) return;
      lastRefreshAt = now;
      // A failed refresh is the provider's business (it signs out when refused); it must not surface here.
      identity.getIdToken({ forceRefresh: true }).catch(() => null);
    },
  };
};
