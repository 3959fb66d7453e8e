import { messages, type CustomField } from '@estudio/core';
import { useDeskCatalogue } from '../../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from '../../catalogue/CatalogueListScreen.js';
import { typeLabel } from '../forms/builderForm.js';
import { CustomFieldPanel } from './CustomFieldPanel.js';
import * as styles from '../forms/Forms.css.js';

const text = messages.deskForms;

const texts = {
  title: text.customFields,
  name: text.customFieldLabel,
  intro: text.customFieldsIntro,
  countOne: text.customFieldsCountOne,
  count: text.customFieldsCount,
  create: text.newCustomField,
  search: text.searchCustomFields,
  searchPlaceholder: text.searchCustomFieldsPlaceholder,
  empty: text.noCustomFields,
  noMatches: text.noCustomFieldMatches,
  deleteConfirm: text.deleteCustomFieldConfirm,
  deleted: messages.formsApi.customFieldDeleted,
};

const columns: CatalogueListConfig<CustomField>['columns'] = [
  { id: 'key', header: text.columnKey, cell: ({ row }) => <code className={styles.key}>{row.original.key}</code> },
  { id: 'type', header: text.columnType, cell: ({ row }) => typeLabel(row.original.type) },
  { id: 'object', header: text.columnObject, cell: ({ row }) => text.objects[row.original.object] ?? row.original.object },
  { id: 'required', header: text.columnRequired, cell: ({ row }) => (row.original.required ? text.requiredYes : text.requiredNo) },
];

/**
 * /admin/campos (issue 15, 'Contenido', admin only): the studio's custom
 * fields (spec 3: object, key, type, required) on the catalogue list
 * (`CatalogueListScreen`), searched by label or key on the server. 'Nuevo'
 * and 'Editar' open `CustomFieldPanel`; 'Eliminar' asks 'Precaución',
 * which says the customers' answers go with the field; the server refuses
 * one the profile form uses (409, its message in the alerts).
 */
export const CustomFieldsScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<CustomField>
      kind="custom-field"
      texts={texts}
      idOf={(field) => field.custom_field_id}
      nameOf={(field) => field.label}
      list={(query) => catalogue.customFields.list(query)}
      remove={(id) => catalogue.customFields.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <CustomFieldPanel {...props} field={row} />}
    />
  );
};
