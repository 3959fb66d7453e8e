import type { SortingState } from '@tanstack/react-table';

/** How the server is asked to order the rows: one column, ascending or descending. */
export interface TableSort {
  /** A column id (TanStack's `id`, or its `accessorKey`). */
  readonly id: string;
  readonly desc: boolean;
}

/**
 * The order a header button asks for: a new column starts ascending (or
 * descending when the column says `sortDescFirst`, e.g. newest first), the
 * sorted column flips. It never clears: with one column at a time, a third
 * click that drops the order would leave the owner wondering what order she
 * sees.
 */
export const nextSort = (current: TableSort | null, id: string, descFirst = false): TableSort =>
  current?.id === id ? { id, desc: !current.desc } : { id, desc: descFirst };

/**
 * The `aria-sort` of a column's header: only the sorted column carries one,
 * as in the WAI-ARIA sortable table pattern; the other sortable headers say
 * they can be sorted by being buttons.
 */
export const ariaSort = (current: TableSort | null, id: string): 'ascending' | 'descending' | undefined => {
  if (current?.id !== id) return undefined;
  return current.desc ? 'descending' : 'ascending';
};

/** The sort as TanStack's state, so its columns know which one is sorted. */
export const sortingState = (sort: TableSort | null): SortingState => (sort ? [{ id: sort.id, desc: sort.desc }] : []);
