import type { TableSort } from '../DataTable/sort.js';

/** The search parameters a table owns; any other parameter of the address is left alone. */
export const TABLE_PARAMS = { q: 'q', page: 'page', sort: 'sort', dir: 'dir' } as const;

/** What a screen declares about its table's address. */
export interface TableUrlConfig<F extends string = never> {
  /** The column ids the server can sort by; any other `sort` in the address reads as the default. */
  readonly sortable: readonly string[];
  /** The order when the address names none (or an unknown one); null leaves it to the server. */
  readonly defaultSort?: TableSort | null;
  /** Extra filters and their defaults: `{ status: 'active' }`. */
  readonly filters?: Readonly<Record<F, string>>;
}

/** A table's state as read from the address. */
export interface TableUrlState<F extends string = never> {
  /** The search text, trimmed; '' for none. */
  readonly q: string;
  /** A whole number from 1. */
  readonly page: number;
  readonly sort: TableSort | null;
  readonly filters: Readonly<Record<F, string>>;
}

const FIRST_PAGE = 1;

const readPage = (raw: string | null): number => {
  // Only plain digits: '-3', '2.5', '1e3' and 'abc' are not pages someone meant.
  if (raw === null || !/^\d+$/.test(raw)) return FIRST_PAGE;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
};

const readSort = <F extends string>(params: URLSearchParams, config: TableUrlConfig<F>): TableSort | null => {
  const id = params.get(TABLE_PARAMS.sort);
  if (id === null || !config.sortable.includes(id)) return config.defaultSort ?? null;
  return { id, desc: params.get(TABLE_PARAMS.dir) === 'desc' };
};

const filterNames = <F extends string>(config: TableUrlConfig<F>): F[] => Object.keys(config.filters ?? {}) as F[];

const defaultOf = <F extends string>(config: TableUrlConfig<F>, name: F): string => (config.filters as Record<F, string>)[name];

/** Reads a table's state from the address, falling back to the defaults for anything missing or not allowed. */
export const readTableState = <F extends string>(params: URLSearchParams, config: TableUrlConfig<F>): TableUrlState<F> => {
  const filters = Object.fromEntries(filterNames(config).map((name) => [name, params.get(name) ?? defaultOf(config, name)]));
  return {
    q: (params.get(TABLE_PARAMS.q) ?? '').trim(),
    page: readPage(params.get(TABLE_PARAMS.page)),
    sort: readSort(params, config),
    filters: filters as Record<F, string>,
  };
};

const setOrDrop = (params: URLSearchParams, name: string, value: string, fallback: string) => {
  if (value === fallback) params.delete(name);
  else params.set(name, value);
};

const sameSort = (a: TableSort | null, b: TableSort | null): boolean => a?.id === b?.id && a?.desc === b?.desc;

/**
 * The address with a table's state written in: values equal to their
 * defaults are dropped, so a fresh table has a clean address; parameters
 * the table does not own are kept.
 */
export const writeTableState = <F extends string>(
  current: URLSearchParams,
  state: TableUrlState<F>,
  config: TableUrlConfig<F>,
): URLSearchParams => {
  const params = new URLSearchParams(current);
  setOrDrop(params, TABLE_PARAMS.q, state.q.trim(), '');
  setOrDrop(params, TABLE_PARAMS.page, String(state.page), String(FIRST_PAGE));
  if (state.sort === null || sameSort(state.sort, config.defaultSort ?? null)) {
    params.delete(TABLE_PARAMS.sort);
    params.delete(TABLE_PARAMS.dir);
  } else {
    params.set(TABLE_PARAMS.sort, state.sort.id);
    setOrDrop(params, TABLE_PARAMS.dir, state.sort.desc ? 'desc' : 'asc', 'asc');
  }
  for (const name of filterNames(config)) setOrDrop(params, name, state.filters[name], defaultOf(config, name));
  return params;
};

/**
 * A new search starts at page 1: page 7 of the old results means nothing for
 * the new ones. The same search changes nothing, so a search box that
 * reports its text on mount keeps the page of a reloaded address.
 */
export const withSearch = <F extends string>(state: TableUrlState<F>, q: string): TableUrlState<F> =>
  q.trim() === state.q ? state : { ...state, q: q.trim(), page: FIRST_PAGE };

/** A new filter value starts at page 1, as a search does; the same value changes nothing. */
export const withFilter = <F extends string>(state: TableUrlState<F>, name: F, value: string): TableUrlState<F> =>
  state.filters[name] === value ? state : { ...state, filters: { ...state.filters, [name]: value }, page: FIRST_PAGE };

/** A new order starts at page 1 too: the rows of page 7 are others once sorted otherwise. */
export const withSort = <F extends string>(state: TableUrlState<F>, sort: TableSort | null): TableUrlState<F> =>
  sameSort(state.sort, sort) ? state : { ...state, sort, page: FIRST_PAGE };

/** Whether two states say the same, so a screen's effects see one object while the address does not change. */
export const sameTableState = <F extends string>(a: TableUrlState<F>, b: TableUrlState<F>): boolean => {
  const names = Object.keys(a.filters) as F[];
  return (
    a.q === b.q &&
    a.page === b.page &&
    sameSort(a.sort, b.sort) &&
    names.length === Object.keys(b.filters).length &&
    names.every((name) => a.filters[name] === b.filters[name])
  );
};
