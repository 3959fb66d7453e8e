import { useCallback, useContext, useSyncExternalStore } from 'react';
import { WideScreenHint } from './wideScreenHint.js';

/**
 * The width from which screens take their desktop layout: the calendar's
 * seven day columns, the member lists as tables rather than cards.
 */
export const WIDE_SCREEN_QUERY = '(min-width: 960px)';

const media = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;


/**
 * Whether a media query matches, kept current as the window changes. Mobile
 * first: without `matchMedia` (jsdom, old engines) it reads false, so the
 * phone layout is what renders when nothing is known. On the server and
 * while hydrating, WIDE_SCREEN_QUERY reads the `WideScreenHint`.
 */
export const useMediaQuery = (query: string): boolean => {
  const hint = useContext(WideScreenHint) && query === WIDE_SCREEN_QUERY;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => media(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, read, () => hint);
};
