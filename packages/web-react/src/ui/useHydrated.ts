import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the page's
 * script runs it: a submit button of a server-rendered form stays disabled
 * until then, so Enter before the script arrives sends nothing (a native
 * submit would put the form's fields in the address).
 */
export const useHydrated = (): boolean => useSyncExternalStore(nothingToWatch, () => true, () => false);
