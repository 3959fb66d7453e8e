import type { ClockPort, StoragePort } from '@estudio/core';

/** The real clock. */
export const createSystemClock = (): ClockPort => ({ now: () => Date.now() });

interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const defaultWebStorage = (): WebStorage | undefined => {
  try {
    return (globalThis as { localStorage?: WebStorage }).localStorage;
  } catch {
    // Some browsers throw on the mere access when site data is blocked.
    return undefined;
  }
};

/**
 * StoragePort over `localStorage`, or a memory map where there is none (Node)
 * or it refuses writes (private modes, full quota): a session then lasts the page.
 */
export const createBrowserStorage = (storage: WebStorage | undefined = defaultWebStorage()): StoragePort => {
  const memory = new Map<string, string>();
  const attempt = <T>(run: (web: WebStorage) => T, fallback: () => T): T => {
    if (storage === undefined) return fallback();
    try {
      return run(storage);
    } catch {
      return fallback();
    }
  };
  return {
    get: (key) => attempt((web) => web.getItem(key), () => memory.get(key) ?? null),
    set: (key, value) => attempt((web) => web.setItem(key, value), () => void memory.set(key, value)),
    remove: (key) => attempt((web) => web.removeItem(key), () => void memory.delete(key)),
  };
};
