import { describe, expect, it } from 'vitest';
import { createBrowserStorage, createSystemClock } from './platform.js';

describe('createBrowserStorage', () => {
  it('reads and writes the web storage it is given', () => {
    const items = new Map<string, string>();
    const web = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    const storage = createBrowserStorage(web);
    storage.set('k', 'v');
    expect(items.get('k')).toBe('v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('keeps working in memory when the web storage refuses', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createBrowserStorage(refusing);
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('uses memory where there is no web storage (Node)', () => {
    const storage = createBrowserStorage(undefined);
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
  });
});

describe('createSystemClock', () => {
  it('reads the real time', () => {
    const before = Date.now();
    const now = createSystemClock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
