import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from '../useHydrated.js';

/**
 * Keeps what a visitor typed into a server-rendered field before the page's
 * script took it over: hydration leaves the input's DOM value as typed, but
 * the form's state still holds the rendered one, and the next render would
 * wipe it. When the field was hydrated (its first render read `useHydrated`
 * false), a DOM value that differs from the state is handed to `adopt` (the
 * field's onChange) on mount. A field the browser rendered itself is left
 * alone, whatever the browser made of its value.
 */
export const useTypedBeforeHydration = <T extends string | boolean>(
  read: (input: HTMLInputElement) => T,
  rendered: T,
  adopt: (value: T) => void,
): RefObject<HTMLInputElement | null> => {
  const ref = useRef<HTMLInputElement>(null);
  const hydrating = useRef(!useHydrated());
  useLayoutEffect(() => {
    const input = ref.current;
    if (hydrating.current && input && read(input) !== rendered) adopt(read(input));
    // On mount only: afterwards the input's own change events keep the state.
  }, []);
  return ref;
};
