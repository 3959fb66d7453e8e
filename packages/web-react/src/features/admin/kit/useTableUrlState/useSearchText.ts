import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue.js';

/**
 * The text of a search box bound to a search kept elsewhere (the address):
 * what is typed shows at once and is handed to `onSearch` 300 ms after the
 * last key; a search changed from outside (Back, a 'Limpiar' button) comes
 * back into the box. Returns the box's value and its setter.
 *
 * @example
 * const [text, setText] = useSearchText(state.q, setSearch);
 * <SearchInput label="Buscar cliente" value={text} onChange={setText} />
 */
export const useSearchText = (q: string, onSearch: (q: string) => void, ms: number = SEARCH_DEBOUNCE_MS): [string, (text: string) => void] => {
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text, ms);
  const search = useRef(onSearch);
  search.current = onSearch;
  const typed = useRef(text);
  typed.current = text;

  useEffect(() => {
    search.current(settled);
  }, [settled]);

  // Only a search that differs from what is typed came from outside; a trailing space being typed must survive.
  useEffect(() => {
    if (q !== typed.current.trim()) setText(q);
  }, [q]);

  return [text, setText];
};
