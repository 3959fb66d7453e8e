import { useMemo, useState } from 'react';
import { fill, messages, type Tag } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import { useDeskCatalogue } from '../DeskProvider.js';
import { DataTable, type DataTableColumn } from '../kit/DataTable/index.js';
import { SearchInput } from '../kit/SearchInput/index.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { TagPanel } from './TagPanel.js';
import { useCatalogueList } from './useCatalogueList.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskCatalogue;
/** Rows a page. */
export const TAGS_PER_PAGE = 25;
const numbers = new Intl.NumberFormat('es-MX');

/** What the side panel shows: nothing, 'Nueva', or 'Editar' of one tag. */
type Editing = { readonly tag: Tag | null } | null;

/** The id of a row's name cell, which its buttons are described by ('Editar' · 'Fuerza'). */
const nameId = (tag: Tag) => `tag-name-${tag.tag_id}`;

/** The colour as a swatch and its value, never the swatch alone. */
const ColorCell = ({ color }: { readonly color: string | null }) =>
  color ? (
    <span className={styles.color}>
      <span className={styles.swatch} style={{ backgroundColor: color }} aria-hidden="true" />
      <span>{color.toUpperCase()}</span>
    </span>
  ) : (
    <span className={styles.muted}>{text.noColor}</span>
  );

const columns = (onEdit: (tag: Tag) => void, onRemove: (tag: Tag) => void, isBusy: (id: number) => boolean): DataTableColumn<Tag>[] => [
  { id: 'name', header: text.tagName, cell: ({ row }) => <span id={nameId(row.original)}>{row.original.name}</span> },
  { id: 'color', header: text.tagColor, cell: ({ row }) => <ColorCell color={row.original.color} /> },
  { id: 'type', header: text.tagType, cell: ({ row }) => row.original.type ?? <span className={styles.muted}>{text.noType}</span> },
  {
    id: 'actions',
    header: text.columnActions,
    cell: ({ row }) => (
      <span className={styles.actions}>
        <Button variant="secondary" aria-describedby={nameId(row.original)} onClick={() => onEdit(row.original)}>
          {text.edit}
        </Button>
        <Button variant="ghost" aria-describedby={nameId(row.original)} busy={isBusy(row.original.tag_id)} onClick={() => onRemove(row.original)}>
          {text.remove}
        </Button>
      </span>
    ),
  },
];

/**
 * /admin/etiquetas (issue 15, admin only): the tags of classes and videos,
 * each with its colour (a swatch and its value), searched and paged by the
 * server (?q=&page=). 'Nueva' and 'Editar' open the side panel; 'Eliminar'
 * asks 'Precaución' first and says the classes and videos lose the tag (the
 * server deletes their links with it). Copies /admin/ubicaciones.
 */
export const TagsScreen = () => {
  const catalogue = useDeskCatalogue();
  const confirm = useConfirm();
  const list = useCatalogueList('desk-tags', TAGS_PER_PAGE, (query) => catalogue.tags.list(query));
  const { data, page, q } = list;
  const [editing, setEditing] = useState<Editing>(null);
  const { isBusy, run } = useDeskAction<number>();

  const remove = async (tag: Tag) => {
    if (!(await confirm({ message: fill(text.deleteTagConfirm, { name: tag.name }), okLabel: text.remove }))) return;
    await run(() => catalogue.tags.remove(tag.tag_id), text.tagDeleted, list.afterRemove, tag.tag_id);
  };
  const tableColumns = useMemo(
    () => columns((tag) => setEditing({ tag }), (tag) => void remove(tag), isBusy),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when a row's busy flag or the page changes
    [isBusy, data, page],
  );

  return (
    <section aria-labelledby="desk-tags-title">
      <ScreenHeader
        id="desk-tags-title"
        title={text.tags}
        subtitle={list.status === 'ready' ? (data.total === 1 ? text.tagsCountOne : fill(text.tagsCount, { count: numbers.format(data.total) })) : text.tagsIntro}
        actions={<Button onClick={() => setEditing({ tag: null })}>{text.newTag}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchInput label={text.searchTags} value={list.typed} onChange={list.setTyped} placeholder={text.searchTagsPlaceholder} />
      </div>
      <DataTable
        columns={tableColumns}
        rows={data.rows}
        getRowId={(row) => String(row.tag_id)}
        total={data.total}
        page={page}
        perPage={TAGS_PER_PAGE}
        sort={null}
        onSortChange={() => undefined}
        onPageChange={list.table.setPage}
        status={list.status}
        onRetry={list.reload}
        emptyMessage={q ? fill(text.noTagMatches, { query: q }) : text.noTags}
        label={text.tags}
      />
      <TagPanel key={editing?.tag?.tag_id ?? 'new'} open={editing !== null} tag={editing?.tag ?? null} onClose={() => setEditing(null)} onSaved={list.reload} />
    </section>
  );
};
