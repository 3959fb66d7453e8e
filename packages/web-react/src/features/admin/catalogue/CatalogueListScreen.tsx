import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { fill, messages, type CatalogueListQuery, type CataloguePage, type Result } from '@estudio/core';
import { Button, ButtonLink } from '../../../ui/Button/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import { DataTable, type DataTableColumn } from '../kit/DataTable/index.js';
import { SearchInput } from '../kit/SearchInput/index.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { useCatalogueList } from './useCatalogueList.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskCatalogue;
const kit = messages.adminKit;
/** Rows a page of every catalogue list. */
export const CATALOGUE_PER_PAGE = 25;
const numbers = new Intl.NumberFormat('es-MX');

/** The screen's texts, from `messages.deskCatalogue`. */
export interface CatalogueTexts {
  readonly title: string;
  /** The name column's header. */
  readonly name: string;
  readonly intro: string;
  readonly countOne: string;
  /** With `{count}`. */
  readonly count: string;
  readonly create: string;
  readonly search: string;
  readonly searchPlaceholder: string;
  readonly empty: string;
  /** With `{query}`. */
  readonly noMatches: string;
  /** 'Precaución' text, with `{name}`. */
  readonly deleteConfirm: string;
  readonly deleted: string;
}

/** One catalogue list: its rows, how to read and write them, and what a row shows. */
export interface CatalogueListConfig<Row> {
  /** Names the list's cache key and the ids of its title and name cells, e.g. 'location'. */
  readonly kind: string;
  readonly texts: CatalogueTexts;
  readonly idOf: (row: Row) => number;
  readonly nameOf: (row: Row) => string;
  readonly list: (query: CatalogueListQuery) => Promise<Result<CataloguePage<Row>>>;
  readonly remove: (id: number) => Promise<Result<unknown>>;
  /** The columns between the name and the actions. */
  readonly columns: readonly DataTableColumn<Row>[];
  /** The side panel: 'Nueva' (row null) or 'Editar'. A list whose rows are edited on a page of their own gives `createTo` and `editTo` instead. */
  readonly panel?: (props: { readonly open: boolean; readonly row: Row | null; readonly onClose: () => void; readonly onSaved: () => void }) => ReactNode;
  /** 'Nuevo' as a link to this address instead of the panel (e.g. the form builder's 'nueva'). */
  readonly createTo?: string;
  /** 'Editar' as a link to this row's address instead of the panel. */
  readonly editTo?: (row: Row) => string;
  /**
   * Whether a row may be deleted (all may unless told): false shows 'No se
   * puede eliminar' instead of the button, a text shows that reason.
   */
  readonly removable?: (row: Row) => boolean | string;
  /** A filter beside the search (e.g. 'Penalizaciones' active or ended); its value goes in `listKey`. */
  readonly toolbar?: ReactNode;
  /** What else than the search and page the list is asked for, so a change loads again (e.g. 'active'). */
  readonly listKey?: string;
  /** Buttons a row shows before 'Editar' (e.g. 'Quitar penalización'), given the reload for after they act. */
  readonly rowActions?: (row: Row, reload: () => void) => ReactNode;
}

/**
 * A catalogue list's table: the page `useCatalogueList` loaded, paged by the
 * server (the page in the address), its loading, failure ('Reintentar') and
 * empty or no-match states, its cards on a phone. `CatalogueListScreen`
 * and the lists with a screen of their own ('Paquetes') draw it alike.
 */
export const CatalogueTable = <Row,>({ list, columns, idOf, texts }: {
  readonly list: ReturnType<typeof useCatalogueList<Row>>;
  readonly columns: DataTableColumn<Row>[];
  readonly idOf: (row: Row) => number;
  readonly texts: Pick<CatalogueTexts, 'title' | 'empty' | 'noMatches'>;
}) => (
  <DataTable
    columns={columns}
    rows={list.data.rows}
    getRowId={(row) => String(idOf(row))}
    total={list.data.total}
    page={list.page}
    perPage={CATALOGUE_PER_PAGE}
    sort={null}
    onSortChange={() => undefined}
    onPageChange={list.table.setPage}
    status={list.status}
    onRetry={list.reload}
    emptyMessage={list.q ? fill(texts.noMatches, { query: list.q }) : texts.empty}
    label={texts.title}
  />
);

/** A row's 'Eliminar', or why it has none ('No se puede eliminar', or the list's reason). */
const RemoveAction = ({ allowed, children }: { readonly allowed: boolean | string; readonly children: ReactNode }) =>
  allowed === true ? children : <span className={styles.cannotRemove}>{allowed === false ? kit.cannotRemove : allowed}</span>;

/**
 * A catalogue list of /admin (issue 15, admin only; docs/contexts/desk.md,
 * 'The catalogue'): searched and paged by the server, the search and page in
 * the address (?q=&page=). 'Nueva' and 'Editar' open the list's side panel
 * (or lead to the row's own page: `createTo`, `editTo`); 'Eliminar' (on the
 * rows `removable` allows) asks 'Precaución' first, and a refusal of the server shows its
 * message in the alerts and changes nothing.
 */
export const CatalogueListScreen = <Row,>({
  kind, texts, idOf, nameOf, list: load, remove: removeOne, columns, panel, createTo, editTo, removable, toolbar, listKey, rowActions,
}: CatalogueListConfig<Row>) => {
  const confirm = useConfirm();
  const list = useCatalogueList(`desk-${kind}s${listKey ? `:${listKey}` : ''}`, CATALOGUE_PER_PAGE, load);
  const { data, page } = list;
  const [editing, setEditing] = useState<{ readonly row: Row | null } | null>(null);
  const { isBusy, run } = useDeskAction<number>();
  /** The id of a row's name cell, which its buttons are described by ('Editar' · 'Estudio Roma'). */
  const nameId = (row: Row) => `${kind}-name-${idOf(row)}`;

  const remove = async (row: Row) => {
    if (!(await confirm({ message: fill(texts.deleteConfirm, { name: nameOf(row) }), okLabel: text.remove }))) return;
    await run(() => removeOne(idOf(row)), texts.deleted, list.afterRemove, idOf(row));
  };
  const tableColumns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { id: 'name', header: texts.name, cell: ({ row }) => <span id={nameId(row.original)}>{nameOf(row.original)}</span> },
      ...columns,
      {
        id: 'actions',
        header: text.columnActions,
        cell: ({ row }) => (
          <span className={styles.actions}>
            {rowActions?.(row.original, list.reload)}
            {editTo ? (
              <ButtonLink variant="secondary" to={editTo(row.original)} aria-describedby={nameId(row.original)}>
                {text.edit}
              </ButtonLink>
            ) : (
              <Button variant="secondary" aria-describedby={nameId(row.original)} onClick={() => setEditing({ row: row.original })}>
                {text.edit}
              </Button>
            )}
            <RemoveAction allowed={removable?.(row.original) ?? true}>
              <Button variant="ghost" aria-describedby={nameId(row.original)} busy={isBusy(idOf(row.original))} onClick={() => void remove(row.original)}>
                {text.remove}
              </Button>
            </RemoveAction>
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when a row's busy flag or the page changes
    [isBusy, data, page, listKey],
  );

  return (
    <section aria-labelledby={`desk-${kind}s-title`}>
      <ScreenHeader
        id={`desk-${kind}s-title`}
        title={texts.title}
        subtitle={list.status === 'ready' ? (data.total === 1 ? texts.countOne : fill(texts.count, { count: numbers.format(data.total) })) : texts.intro}
        actions={createTo ? <ButtonLink to={createTo}>{texts.create}</ButtonLink> : <Button onClick={() => setEditing({ row: null })}>{texts.create}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchInput label={texts.search} value={list.typed} onChange={list.setTyped} placeholder={texts.searchPlaceholder} />
        {toolbar}
      </div>
      <CatalogueTable list={list} columns={tableColumns} idOf={idOf} texts={texts} />
      {/* Keyed by the row it edits, so each 'Editar' starts from that row's values. */}
      {panel ? (
        <Fragment key={editing?.row ? idOf(editing.row) : 'new'}>
          {panel({ open: editing !== null, row: editing?.row ?? null, onClose: () => setEditing(null), onSaved: list.reload })}
        </Fragment>
      ) : null}
    </section>
  );
};
