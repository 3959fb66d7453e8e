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
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
}

/** What the server said about the rows, as the table receives it. */
export interface PageInput {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
}

// A server or a URL can hand over anything: negative, fractional or NaN counts read as the nearest sane value.
const wholeAtLeast = (value: number, min: number): number => (Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min);

/** How many pages `total` rows fill at `perPage` a page: at least 1. */
export const totalPages = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(wholeAtLeast(total, 0) / wholeAtLeast(perPage, 1)));

/** The page and the rows it covers, with the page kept inside the pages that exist. */
export const pageWindow = ({ page, perPage, total }: PageInput): PageWindow => {
  const size = wholeAtLeast(perPage, 1);
  const count = wholeAtLeast(total, 0);
  const pages = totalPages(count, size);
  const current = Math.min(wholeAtLeast(page, 1), pages);
  const from = count === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(current * size, count);
  return { page: current, pages, from, to, total: count, hasPrevious: current > 1, hasNext: current < pages };
};

const numbers = new Intl.NumberFormat('es-MX');

/** 'Página 2 de 13'. */
export const pageText = (position: PageWindow): string =>
  fill(messages.adminKit.pageOf, { page: numbers.format(position.page), pages: numbers.format(position.pages) });

/** '26–50 de 312' (thousands grouped: '1,001–1,025 de 1,312'). */
export const rangeText = (position: PageWindow): string =>
  fill(messages.adminKit.rangeOf, {
    from: numbers.format(position.from),
    to: numbers.format(position.to),
    total: numbers.format(position.total),
  });
