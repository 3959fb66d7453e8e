import { authEndpoints, err, ok, type ClockPort, type StoragePort, type StudioConfig } from '@estudio/core';
import { createHttpApi, createHttpClient, loadIdentity, PRELOAD_MAX_AGE_MS, type HttpClient } from '@estudio/adapters';
import { readBootData } from './boot-data.js';
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
  const result = await http.call(authEndpoints.authResetConfirm, { body: { token, password } });
  return result.ok ? ok(undefined) : err(result.error);
};

/** The configuration from GET /appconfig, for a page served without boot data. */
const fetchConfig = async (clock: ClockPort): Promise<StudioConfig> => {
  const { loadStudioConfig } = await import('./config.load.js');
  return loadStudioConfig(createHttpApi({ clock }));
};

/**
 * The composition root: takes the studio configuration the server embedded
 * in the page (or loads it), picks the identity provider it names (the
 * server's own, or Firebase loaded on demand), and wires the HTTP API to it,
 * answering the page's first reads from the embedded answers.
 */
export const bootstrap = async (): Promise<Services> => {
  const clock = browserClock;
  const storage = browserStorage;
  const boot = readBootData(document);
  const config = boot?.config ?? (await fetchConfig(clock));
  const identity = await loadIdentity(config.identity, { storage, clock });
  const sessionExpired = createExpirySignal();
  const http = createHttpClient({
    clock, identity, onSessionExpired: sessionExpired.fire,
    ...(boot ? { preloaded: { answers: boot.answers } } : {}),
  });
  const api = createHttpApi(http);
  return {
    api, http, identity, clock, storage, config, sessionExpired, confirmPasswordReset: confirmPasswordResetOver(http),
    ...(boot
      ? {
          embedded: boot.answers, embeddedUntil: clock.now() + PRELOAD_MAX_AGE_MS,
          ...(boot.now === undefined ? {} : { embeddedNow: boot.now }),
          ...(boot.wide === undefined ? {} : { wideScreen: boot.wide }),
        }
      : {}),
  };
};
