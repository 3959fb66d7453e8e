import { fill, formRoleOf, messages, type Form, type FormRole } from '@estudio/core';
import { useDeskCatalogue } from '../../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig, type CatalogueTexts } from '../../catalogue/CatalogueListScreen.js';
import { NEW_ID } from '../../catalogue/saveRule.js';
import * as catalogueStyles from '../../catalogue/CatalogueScreen.css.js';
import * as shared from '../../shared/shared.css.js';

const text = messages.deskForms;
const numbers = new Intl.NumberFormat('es-MX');

/** The builder's address for a form, or for a new one ('nueva', spec 4's save rule). */
export const builderPath = (id: number | typeof NEW_ID): string => `/admin/formularios/${id}`;

const ROLE_BADGES: Readonly<Record<FormRole, string>> = { profile: text.profileBadge, address: text.addressBadge };

const fieldsText = (count: number) => (count === 0 ? text.noFields : count === 1 ? text.fieldsCountOne : fill(text.fieldsCount, { count: numbers.format(count) }));

/** The list's words, as the catalogue list reads them. */
const texts: CatalogueTexts = {
  title: text.forms,
  name: text.columnName,
  intro: text.formsIntro,
  countOne: text.formsCountOne,
  count: text.formsCount,
  create: text.newForm,
  search: text.searchForms,
  searchPlaceholder: text.searchFormsPlaceholder,
  empty: text.noForms,
  noMatches: text.noFormMatches,
  deleteConfirm: text.deleteFormConfirm,
  deleted: messages.formsApi.formDeleted,
};

const columns: CatalogueListConfig<Form>['columns'] = [
  { id: 'fields', header: text.columnFields, cell: ({ row }) => fieldsText(row.original.form_fields.length) },
  {
    id: 'use',
    header: text.columnUse,
    cell: ({ row }) => {
      const role = formRoleOf(row.original.form_id);
      return role ? <span className={shared.badge}>{ROLE_BADGES[role]}</span> : <span className={catalogueStyles.muted}>{text.noUse}</span>;
    },
  },
];

/**
 * /admin/formularios (issue 15, 'Contenido', admin only): the studio's
 * dynamic forms on the catalogue list (`CatalogueListScreen`), searched and
 * paged by the server (the search and page in the address), each with its
 * number of fields and what the app uses it for: the profile form
 * ('Formulario de perfil', form 1) and the address form (form 6) carry a
 * badge and offer no 'Eliminar' ('No se puede eliminar'; the server refuses
 * them too, 409). 'Nuevo' and 'Editar' lead to the builder at
 * /admin/formularios/{id} ('nueva' for a new one); 'Eliminar' asks
 * 'Precaución' first.
 */
export const FormsScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<Form>
      kind="form"
      texts={texts}
      idOf={(form) => form.form_id}
      nameOf={(form) => form.name}
      list={(query) => catalogue.forms.list(query)}
      remove={(id) => catalogue.forms.remove(id)}
      columns={columns}
      createTo={builderPath(NEW_ID)}
      editTo={(form) => builderPath(form.form_id)}
      removable={(form) => formRoleOf(form.form_id) === null || text.cannotDelete}
    />
  );
};
