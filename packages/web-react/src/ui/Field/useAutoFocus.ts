import { useLayoutEffect, type RefObject } from 'react';

/**
 * Focuses a field that mounts with `autoFocus`, in the commit that shows it,
 * as React does with the prop. Preact, the app's renderer (docs/contexts/web.md,
 * 'The renderer'), only writes the `autofocus` attribute, which a browser
 * honours on the page's load and not in a panel opened later.
 */
export const useAutoFocus = (ref: RefObject<HTMLElement | null>, autoFocus: boolean | undefined): void => {
  useLayoutEffect(() => {
    if (autoFocus) ref.current?.focus();
    // On mount only, as the prop works: a field whose autoFocus turns on later is not taken to.
  }, []);
};
