/**
 * @estudio/adapters: core's ports for browsers and Node. The ky HTTP client
 * and ApiPort, and the server's own identity provider. Firebase Auth is at
 * `@estudio/adapters/firebase` (or `loadIdentity`) and is never imported here,
 * so it stays out of the initial bundle; nor is zod: response validation
 * with core's schemas is at `@estudio/adapters/validation`.
 */
export { createHttpClient, DEFAULT_BASE_URL } from './http/http-client.js';
export type { CallArgs, CallInput, HttpClient, HttpClientOptions } from './http/http-client.js';
export { createHttpApi } from './http/http-api.js';
export { lazyGroup } from './http/lazy-group.js';
export { PRELOAD_MAX_AGE_MS } from './http/preloaded.js';
export type { PreloadedAnswers } from './http/preloaded.js';
export { parseCookie, readDocumentCookie, XSRF_COOKIE, XSRF_HEADER } from './http/cookies.js';
export type { CookieReader } from './http/cookies.js';
export { HTTP_ERROR, INVALID_RESPONSE, NETWORK_ERROR } from './http/http-errors.js';
export type { ResponseValidator } from './http/response-check.js';
export { createServerIdentity, REFRESH_TOKEN_KEY } from './identity/server/server-identity.js';
export type { ServerIdentityOptions } from './identity/server/server-identity.js';
export { isFirebaseIdentity, loadIdentity } from './identity/load-identity.js';
export type { IdentityEnvironment } from './identity/load-identity.js';
export type { EmailLinkSettings, FirebaseIdentity, FirebaseIdentityConfig } from './identity/firebase/index.js';
export { decodeJwtPayload } from './identity/jwt.js';
export { createBrowserStorage, createSystemClock } from './platform.js';
export { createHttpReservationLinkApi } from './http/http-reservation-link.js';
export { createHttpWaitlistOfferApi } from './http/http-waitlist-offer.js';
export { createHttpNoticesApi } from './http/http-notices.js';
