export { ID_TOKEN_EXPIRED } from '../api/errors/token.codes.js';

/** Spec 4 and 9: the identity token is refreshed after responses at most once per 15 s. */
export const TOKEN_REFRESH_THROTTLE_MS = 15_000;

/** True when a refresh is due: never refreshed yet, or the last one is at least 15 s old. */
export const isTokenRefreshDue = (lastRefreshAt: number | null, now: number): boolean =>
  lastRefreshAt === null || now - lastRefreshAt >= TOKEN_REFRESH_THROTTLE_MS;

