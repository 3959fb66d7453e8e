import { authSignOutEndpoints } from '@estudio/core';
import type { HttpClient } from '../../http/http-client.js';
import type { SessionStore } from './session-store.js';

/** How long sign-out waits for the server before it lets the screen move on. */
export const SIGN_OUT_WAIT_MS = 3_000;

/**
 * Asks the server to revoke the session's refresh token family (POST
 * /api/auth/signout), best effort: the session is already gone from this
 * browser, so a failure, no network or a slow answer changes nothing here.
 * Loaded only on sign-out, so the landing's first load does not carry it.
 */
export const revokeSession = async (http: HttpClient, refreshToken: string): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_WAIT_MS);
  });
  await Promise.race([http.call(authSignOutEndpoints.authSignOut, { body: { refresh_token: refreshToken } }), patience]);
  clearTimeout(timer);
};

/**
 * 'Salir' with the server's own provider: the session leaves this browser
 * first (the stored refresh token included), then the server is asked to
 * revoke it (`revokeSession`), so a copy of the token kept elsewhere dies too.
 */
export const signOut = async (http: HttpClient, store: SessionStore): Promise<void> => {
  const token = store.storedRefreshToken;
  store.clear();
  if (token !== null) await revokeSession(http, token);
};
