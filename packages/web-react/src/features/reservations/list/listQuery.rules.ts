import {
  DEFAULT_RESERVATION_FILTER,
  INITIAL_RESERVATIONS_PAGE,
  isReservationFilter,
  type ReservationFilter,
} from '@estudio/core';

/** The page and filter of 'Mis Reservaciones', kept in the URL so back, forward and reload keep them. */
export interface ListQuery {
  readonly page: number;
  readonly filter: ReservationFilter;
}

/** The query parameters' names. */
export const LIST_PARAMS = { page: 'page', filter: 'filter' } as const;

/**
 * Reads the list's query from the URL: page 1 and Todas (spec 9) for
 * anything missing or unreadable; a page is a whole number of 1 or more.
 */
export const readListQuery = (params: URLSearchParams): ListQuery => {
  const filter = params.get(LIST_PARAMS.filter);
  const page = Number(params.get(LIST_PARAMS.page));
  return {
    filter: isReservationFilter(filter) ? filter : DEFAULT_RESERVATION_FILTER,
    page: Number.isInteger(page) && page >= INITIAL_RESERVATIONS_PAGE ? page : INITIAL_RESERVATIONS_PAGE,
  };
};

/** The URL parameters of a query, leaving out the defaults so '/mystudio/reservaciones' stays clean. */
export const listQueryParams = ({ page, filter }: ListQuery): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter !== DEFAULT_RESERVATION_FILTER) params.set(LIST_PARAMS.filter, filter);
  if (page !== INITIAL_RESERVATIONS_PAGE) params.set(LIST_PARAMS.page, String(page));
  return params;
};

/** The pages a pager offers around `page` of `pages`: the first, the last and two either side, with null for a gap. */
export const pagerItems = (page: number, pages: number): (number | null)[] => {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && p - previous > 1 ? [null, p] : [p];
  });
};
