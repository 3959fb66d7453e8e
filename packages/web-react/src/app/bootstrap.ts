import { endpoints, err, ok, parseStudioConfig, type ClockPort, type StoragePort } from '@estudio/core';
import { createHttpApi, createHttpClient, loadIdentity, type HttpClient } from '@estudio/adapters';
import { createExpirySignal, type ConfirmPasswordReset, type Services } from './services.js';

/** The browser's clock: the one place the web app reads the time. */
const browserClock: ClockPort = { now: () => Date.now() };

/** localStorage, tolerant of private modes that refuse writes. */
const browserStorage: StoragePort = {
  get: (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode, quota): the session then lasts for this tab only.
    }
  },
  remove: (key) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/** POST /api/auth/reset/confirm through the app's HTTP client. */
const confirmPasswordResetOver = (http: HttpClient): ConfirmPasswordReset => async (token, password) => {
  const result = await http.call(endpoints.authResetConfirm, { body: { token, password } });
  return result.ok ? ok(undefined) : err(result.error);
};

/**
 * The composition root: loads the studio configuration, picks the identity
 * provider it names (the server's own, or Firebase loaded on demand), and
 * wires the HTTP API to it.
 */
export const bootstrap = async (): Promise<Services> => {
  const clock = browserClock;
  const storage = browserStorage;
  const entries = await createHttpApi({ clock }).appConfig.load();
  if (!entries.ok) throw new Error(entries.error.message);
  const config = parseStudioConfig(entries.value);
  const identity = await loadIdentity(config.identity, { storage, clock });
  const sessionExpired = createExpirySignal();
  const http = createHttpClient({ clock, identity, onSessionExpired: sessionExpired.fire });
  const api = createHttpApi(http);
  return { api, identity, clock, storage, config, sessionExpired, confirmPasswordReset: confirmPasswordResetOver(http) };
};
