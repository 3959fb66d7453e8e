import type { CatalogueListQuery, CataloguePage, Result } from '@estudio/core';
import { useSearchText, useTableUrlState } from '../kit/useTableUrlState/index.js';
import { useRetryable } from '../shared/useRetryable.js';

const NO_SORT: readonly string[] = [];
const EMPTY: CataloguePage<never> = { rows: [], total: 0 };

/**
 * A catalogue list's page (docs/contexts/desk.md, 'The catalogue'): the
 * search and page in the address (?q=&page=), the typed text, and the page
 * the server answers for them, `key`ed so each search and page loads once.
 */
export const useCatalogueList = <Row,>(key: string, perPage: number, list: (query: CatalogueListQuery) => Promise<Result<CataloguePage<Row>>>) => {
  const table = useTableUrlState({ sortable: NO_SORT });
  const { q, page } = table.state;
  const [typed, setTyped] = useSearchText(q, table.setSearch);
  const loaded = useRetryable(`${key}:${q}:${page}`, () => list({ ...(q ? { query: q } : {}), page, per_page: perPage }));
  const data: CataloguePage<Row> = loaded.state.status === 'ready' ? loaded.state.data : EMPTY;
  /** After a delete: the last row of a page past the first goes back one page (which also reloads); else it reloads. */
  const afterRemove = () => (data.rows.length === 1 && page > 1 ? table.setPage(page - 1) : loaded.reload());
  return { table, q, page, typed, setTyped, status: loaded.state.status, reload: loaded.reload, data, afterRemove };
};
