import { messages, type ClassCategory } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from './CatalogueListScreen.js';
import { CategoryPanel } from './CategoryPanel.js';
import { AvailableBadge } from './AvailableBadge.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskLists;

const texts = {
  title: text.categories,
  name: text.categoryName,
  intro: text.categoriesIntro,
  countOne: text.categoriesCountOne,
  count: text.categoriesCount,
  create: text.newCategory,
  search: text.searchCategories,
  searchPlaceholder: text.searchCategoriesPlaceholder,
  empty: text.noCategories,
  noMatches: text.noCategoryMatches,
  deleteConfirm: text.deleteCategoryConfirm,
  deleted: text.categoryDeleted,
};

const columns: CatalogueListConfig<ClassCategory>['columns'] = [
  { id: 'handle', header: text.categoryHandle, cell: ({ row }) => <code>{row.original.handle}</code> },
  {
    id: 'description',
    header: text.description,
    cell: ({ row }) => row.original.description ?? <span className={styles.muted}>{text.noDescription}</span>,
  },
  { id: 'available', header: text.columnAvailable, cell: ({ row }) => <AvailableBadge available={row.original.available} /> },
];

/**
 * /admin/categorias (issue 15, admin only): the class categories on the
 * catalogue list (`CatalogueListScreen`), searched by name or handle. A
 * deleted category's classes and videos stay, without a category (the
 * server sets their reference to none), which 'Precaución' says.
 */
export const CategoriesScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<ClassCategory>
      kind="category"
      texts={texts}
      idOf={(category) => category.class_category_id}
      nameOf={(category) => category.name}
      list={(query) => catalogue.categories.list(query)}
      remove={(id) => catalogue.categories.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <CategoryPanel {...props} category={row} />}
    />
  );
};
