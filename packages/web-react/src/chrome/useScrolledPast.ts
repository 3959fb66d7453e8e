import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/**
 * True while the page is scrolled past `test`'s threshold. Re-renders only
 * when the answer flips, not on every scroll event.
 */
export const useScrolledPast = (test: (scrollY: number) => boolean): boolean =>
  useSyncExternalStore(
    subscribe,
    () => test(window.scrollY),
    () => false,
  );
