import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the page's
 * script runs it (and at once in a page the browser renders itself): the
 * app's `Button` stays disabled until then, so a tap before the script
 * arrives is not lost in silence and Enter sends nothing (a native submit
 * would put the form's fields in the address).
 */
export const useHydrated = (): boolean => useSyncExternalStore(nothingToWatch, () => true, () => false);
