import { fill, messages } from '@estudio/core';

/** Where a page stands among the server's rows: what the pager shows and allows. */
export interface PageWindow {
  /** The page shown, kept between 1 and `pages`. */
  readonly page: number;
  /** How many pages the rows fill; 1 even with no rows, so 'Página 1 de 1' never reads 'de 0'. */
  readonly pages: number;
  /** The first and last row of the page, counted from 1; both 0 when there are no rows. */
  readonly from: number;
  readonly to: number;
  readonly total: number;
  /** True when `total` is a lower bound (`PageInput.capped`): `pages` is then only the pages seen so far. */
  readonly capped: boolean;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
}

/** What the server said about the rows, as the table receives it. */
export interface PageInput {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  /** True when more rows match than `total`: the server stopped counting (a search past CUSTOMER_COUNT_CAP). */
  readonly capped?: boolean;
  /** The rows of the page shown, when `capped`: a full page means there may be a next one. */
  readonly rows?: number;
}

// A server or a URL can hand over anything: negative, fractional or NaN counts read as the nearest sane value.
const wholeAtLeast = (value: number, min: number): number => (Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min);

/** How many pages `total` rows fill at `perPage` a page: at least 1. */
export const totalPages = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(wholeAtLeast(total, 0) / wholeAtLeast(perPage, 1)));

/**
 * The page and the rows it covers, with the page kept inside the pages that
 * exist. A capped count knows no last page: any page may be asked for, its
 * rows are what it holds, and a full page may have a next one.
 */
export const pageWindow = ({ page, perPage, total, capped = false, rows }: PageInput): PageWindow => {
  const size = wholeAtLeast(perPage, 1);
  const count = wholeAtLeast(total, 0);
  if (capped) {
    const current = wholeAtLeast(page, 1);
    const held = Math.min(wholeAtLeast(rows ?? size, 0), size);
    const from = held === 0 ? 0 : (current - 1) * size + 1;
    const to = held === 0 ? 0 : from + held - 1;
    const pages = Math.max(totalPages(count, size), current);
    return { page: current, pages, from, to, total: count, capped, hasPrevious: current > 1, hasNext: held === size };
  }
  const pages = totalPages(count, size);
  const current = Math.min(wholeAtLeast(page, 1), pages);
  const from = count === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(current * size, count);
  return { page: current, pages, from, to, total: count, capped, hasPrevious: current > 1, hasNext: current < pages };
};

const numbers = new Intl.NumberFormat('es-MX');

/** 'Página 2 de 13'; 'Página 2' when the count was capped. */
export const pageText = (position: PageWindow): string =>
  fill(position.capped ? messages.adminKit.pageOnly : messages.adminKit.pageOf, {
    page: numbers.format(position.page),
    pages: numbers.format(position.pages),
  });

/** '26–50 de 312' (thousands grouped: '1,001–1,025 de 1,312'); '26–50 de más de 1,000' when the count was capped. */
export const rangeText = (position: PageWindow): string =>
  fill(position.capped ? messages.adminKit.rangeOfMore : messages.adminKit.rangeOf, {
    from: numbers.format(position.from),
    to: numbers.format(position.to),
    total: numbers.format(position.total),
  });
