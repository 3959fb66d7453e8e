import { fill, messages, type Page } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from '../catalogue/CatalogueListScreen.js';
import { PagePanel } from './PagePanel.js';
import * as styles from '../catalogue/CatalogueScreen.css.js';

const text = messages.deskContent;

const texts = {
  title: text.pages,
  name: text.pageTitle,
  intro: text.pagesIntro,
  countOne: text.pagesCountOne,
  count: text.pagesCount,
  create: text.newPage,
  search: text.searchPages,
  searchPlaceholder: text.searchPagesPlaceholder,
  empty: text.noPages,
  noMatches: text.noPageMatches,
  deleteConfirm: text.deletePageConfirm,
  deleted: text.pageDeleted,
};

const columns: CatalogueListConfig<Page>['columns'] = [
  {
    id: 'slug',
    header: text.pageSlug,
    cell: ({ row }) => (
      <a href={`/${row.original.slug}`} target="_blank" rel="noreferrer" aria-label={fill(text.viewPageOf, { title: row.original.title })}>
        /{row.original.slug}
      </a>
    ),
  },
  { id: 'required', header: text.pageRequiredColumn, cell: ({ row }) => (row.original.required ? text.requiredYes : text.requiredNo) },
  {
    id: 'footer',
    header: text.pageStatus,
    cell: ({ row }) => (row.original.content !== null ? text.inFooter : <span className={styles.muted}>{text.notInFooter}</span>),
  },
];

/**
 * /admin/paginas (issue 15, 'Contenido', admin only): the studio's CMS
 * pages on the catalogue list (`CatalogueListScreen`), each with its
 * address (a link to /{slug}), whether customers must accept it, and
 * whether the footer links it: the server stores a page with nothing to
 * show as null content (spec 2 shows 'Sin contenido.'). 'Nueva' and
 * 'Editar' open `PagePanel`. Neither imports core's `hasContent`: it lives
 * in a module of the first load, and an admin chunk importing one makes
 * the bundler regroup the first load (docs/contexts/desk.md).
 */
export const PagesScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<Page>
      kind="page"
      texts={texts}
      idOf={(page) => page.page_id}
      nameOf={(page) => page.title}
      list={(query) => catalogue.pages.list(query)}
      remove={(id) => catalogue.pages.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <PagePanel {...props} page={row} />}
    />
  );
};
