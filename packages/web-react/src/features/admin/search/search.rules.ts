import type { Customer } from '@estudio/core';

/** Typed characters before the search asks the server: one letter matches half the studio. */
export const SEARCH_MIN_LENGTH = 2;

/** What the search's menu offers: a customer, or the whole list filtered by the text. */
export type SearchItem =
  | { readonly kind: 'customer'; readonly customer: Customer }
  | { readonly kind: 'all'; readonly query: string };

/** The menu's items: the matches, then 'Ver todos los resultados' when there are any. */
export const searchItems = (customers: readonly Customer[], query: string): SearchItem[] =>
  customers.length === 0 ? [] : [...customers.map((customer) => ({ kind: 'customer' as const, customer })), { kind: 'all' as const, query }];

/** The customer list filtered by a text (its search box reads `q`). */
export const customersListPath = (query: string): string => `/admin/clientes?${new URLSearchParams({ q: query }).toString()}`;
