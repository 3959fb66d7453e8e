import type { Result } from '../shared/result.js';
import type { CustomField, CustomFieldBody, CustomFieldUpdateBody, Form, FormBody, FormUpdateBody } from '../api/schemas/forms.schemas.js';
import type { CatalogueListApi } from './desk.ports.js';

/**
 * 'Formularios' (/admin/formularios, issue 15): the forms by id, paged and
 * searched by name (GET /forms), their writes (a PUT's fields replace the
 * form's), and one form whole for the builder. Deleting the profile form
 * (form 1) or the address form (form 6) is refused (409).
 */
export type DeskFormsApi = CatalogueListApi<Form, FormBody, FormUpdateBody> & {
  /** GET /forms/:id: the form the builder edits, its fields by order. */
  one(id: number): Promise<Result<Form>>;
};

/**
 * 'Campos personalizados' (/admin/campos, issue 15): the custom fields by
 * id, paged and searched by label or key (GET /custom_fields), and their
 * writes. One the profile form uses is refused on delete (409).
 */
export type DeskCustomFieldsApi = CatalogueListApi<CustomField, CustomFieldBody, CustomFieldUpdateBody>;
