import { useRef, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/**
 * True while the page is scrolled past `test`'s threshold; `test` gets the
 * last answer too, so a threshold can differ on the way back (hysteresis).
 * Re-renders only when the answer flips, not on every scroll event.
 */
export const useScrolledPast = (test: (scrollY: number, past: boolean) => boolean): boolean => {
  const past = useRef(false);
  return useSyncExternalStore(
    subscribe,
    () => (past.current = test(window.scrollY, past.current)),
    () => false,
  );
};
