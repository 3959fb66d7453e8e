import { useCallback, useContext, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, useSearchParams } from 'react-router';
import type { TableSort } from '../DataTable/sort.js';
import { readTableState, sameTableState, withFilter, withSearch, withSort, writeTableState, type TableUrlConfig, type TableUrlState } from './tableUrl.js';

/** What {@link useTableUrlState} gives a screen. */
export interface TableUrlControls<F extends string = never> {
  /** The parsed state; the same object until the address says something else. */
  readonly state: TableUrlState<F>;
  /** A new search text (page back to 1). Replaces the history entry: Back skips the keystrokes. */
  readonly setSearch: (q: string) => void;
  /** Another page: a history entry of its own, so Back returns to the page before. */
  readonly setPage: (page: number) => void;
  /** Another order (page back to 1); null for the default. */
  readonly setSort: (sort: TableSort | null) => void;
  /** Another value of a declared filter (page back to 1). */
  readonly setFilter: (name: F, value: string) => void;
  /** Every search, filter, order and page back to its default. */
  readonly reset: () => void;
}

/** Keeps the previous state object while the new one says the same, so effects keyed on it do not run again. */
const useSameState = <F extends string>(next: TableUrlState<F>): TableUrlState<F> => {
  const kept = useRef(next);
  if (!sameTableState(kept.current, next)) kept.current = next;
  return kept.current;
};

/**
 * A table's search, page, order and filters in the address (`q`, `page`,
 * `sort`, `dir` and the filters' own names), so reload, Back and a shared
 * link show the same rows. Anything invalid in the address reads as its
 * default; defaults are left out of it. A change that says nothing new
 * navigates nowhere.
 *
 * @example
 * const { state, setSearch, setPage, setSort, setFilter } = useTableUrlState({
 *   sortable: ['name', 'created_at'],
 *   defaultSort: { id: 'created_at', desc: true },
 *   filters: { status: 'active' },
 * });
 */
export const useTableUrlState = <F extends string = never>(config: TableUrlConfig<F>): TableUrlControls<F> => {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const state = useSameState(readTableState(params, config));
  // The latest address and config, so the setters keep one identity for the screen's effects and memoized children.
  const latest = useRef({ params, config, pathname });
  latest.current = { params, config, pathname };

  const change = useCallback(
    (update: (current: TableUrlState<F>) => TableUrlState<F>, replace = false) => {
      const { params: current, config: declared, pathname: shown } = latest.current;
      // The router's history moves at once; the screens follow in a transition (a row's page may still be loading).
      // A change that comes after the visitor left this screen (a search settling 300 ms after she typed) would take
      // her back to the list: it is dropped. (BrowserRouter and MemoryRouter hand their history over as the navigator,
      // with its location; a data router's navigator has none and the guard is then off; under a basename, compare
      // the navigator's path without it.)
      const now = (navigator as { readonly location?: { readonly pathname: string } }).location;
      if (now !== undefined && now.pathname !== shown) return;
      const next = writeTableState(current, update(readTableState(current, declared)), declared);
      if (next.toString() !== current.toString()) setParams(next, { replace });
    },
    [setParams, navigator],
  );

  return {
    state,
    setSearch: useCallback((q: string) => change((s) => withSearch(s, q), true), [change]),
    setPage: useCallback((page: number) => change((s) => ({ ...s, page })), [change]),
    setSort: useCallback((sort: TableSort | null) => change((s) => withSort(s, sort)), [change]),
    setFilter: useCallback((name: F, value: string) => change((s) => withFilter(s, name, value)), [change]),
    reset: useCallback(
      () =>
        change(() => ({
          q: '',
          page: 1,
          sort: latest.current.config.defaultSort ?? null,
          filters: { ...(latest.current.config.filters ?? {}) } as Record<F, string>,
        })),
      [change],
    ),
  };
};
