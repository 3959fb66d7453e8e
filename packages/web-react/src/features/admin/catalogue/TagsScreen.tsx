import { messages, type Tag } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from './CatalogueListScreen.js';
import { TagPanel } from './TagPanel.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskCatalogue;

const texts = {
  title: text.tags,
  name: text.tagName,
  intro: text.tagsIntro,
  countOne: text.tagsCountOne,
  count: text.tagsCount,
  create: text.newTag,
  search: text.searchTags,
  searchPlaceholder: text.searchTagsPlaceholder,
  empty: text.noTags,
  noMatches: text.noTagMatches,
  deleteConfirm: text.deleteTagConfirm,
  deleted: text.tagDeleted,
};

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

const columns: CatalogueListConfig<Tag>['columns'] = [
  { id: 'color', header: text.tagColor, cell: ({ row }) => <ColorCell color={row.original.color} /> },
  { id: 'type', header: text.tagType, cell: ({ row }) => row.original.type ?? <span className={styles.muted}>{text.noType}</span> },
];

/**
 * /admin/etiquetas (issue 15, admin only): the tags of classes and videos,
 * each with its colour (a swatch and its value), on the catalogue list
 * (`CatalogueListScreen`). 'Eliminar' says the classes and videos lose the
 * tag (the server deletes their links with it).
 */
export const TagsScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<Tag>
      kind="tag"
      texts={texts}
      idOf={(tag) => tag.tag_id}
      nameOf={(tag) => tag.name}
      list={(query) => catalogue.tags.list(query)}
      remove={(id) => catalogue.tags.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <TagPanel {...props} tag={row} />}
    />
  );
};
