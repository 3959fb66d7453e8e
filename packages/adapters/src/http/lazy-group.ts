/**
 * A port member whose methods load on first use: every call awaits `load`
 * (once) and calls the loaded method. Port methods answer promises, so the
 * caller cannot tell. `then` is left out so the member is never mistaken
 * for a promise.
 */
export const lazyGroup = <T extends object>(load: () => Promise<T>): T =>
  new Proxy({} as T, {
    get: (_target, key) =>
      key === 'then'
        ? undefined
        : (...args: unknown[]) => load().then((group) => (group as Record<PropertyKey, (...values: unknown[]) => unknown>)[key]?.(...args)),
  });
