import { useEffect, useState } from 'react';

/** How long a search box waits after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value` once it has stopped changing for `ms`: a search box asks the
 * server once the owner pauses, not at every key.
 */
export const useDebouncedValue = <T,>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};
