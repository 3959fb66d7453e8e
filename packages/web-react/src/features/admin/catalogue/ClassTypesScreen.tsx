import { fill, gridOfMap, messages, rowSizesOf, type ClassTypeRow } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from './CatalogueListScreen.js';
import { ClassTypePanel } from './ClassTypePanel.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskClassTypes;

/** The group's own keys are the list's texts ('title', 'count', 'deleteConfirm'...). */
const texts = text;

/** The map a customer books on, in words: the custom grid's size, the row sizes, or none. */
const mapText = (row: ClassTypeRow): string => {
  const grid = row.custom_spot_map ? gridOfMap(row.custom_spot_map) : null;
  if (grid) return fill(text.mapGrid, { rows: grid.rows, columns: grid.columns });
  const sizes = rowSizesOf(row.spot_map);
  return sizes.length ? fill(text.mapRows, { sizes: sizes.join(', ') }) : text.mapNone;
};

const columns: CatalogueListConfig<ClassTypeRow>['columns'] = [
  {
    id: 'image',
    header: text.image,
    cell: ({ row }) =>
      row.original.image ? <img src={row.original.image.src} alt="" className={styles.thumbnail} /> : <span className={styles.muted}>—</span>,
  },
  { id: 'icon', header: text.icon, cell: ({ row }) => row.original.icon ?? <span className={styles.muted}>{text.noIcon}</span> },
  { id: 'map', header: text.columnMap, cell: ({ row }) => mapText(row.original) },
];

/**
 * /admin/tipos-de-clase (issue 15, admin only): the class types, each with
 * its image, icon and the map customers book on, on the catalogue list
 * (`CatalogueListScreen`). 'Nuevo' and 'Editar' open `ClassTypePanel`, whose
 * spot-map editor draws both shapes of spec 3 with the customer's picker as
 * its preview. A class type with classes, packages or credits is not
 * deleted: the server's 409 says so.
 */
export const ClassTypesScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<ClassTypeRow>
      kind="class-type"
      texts={texts}
      idOf={(row) => row.class_type_id}
      nameOf={(row) => row.name}
      list={(query) => catalogue.classTypes.list(query)}
      remove={(id) => catalogue.classTypes.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <ClassTypePanel {...props} classType={row} />}
    />
  );
};
